import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Two projects: pure modules (*.test.ts) run in plain Node, fast and without a fake DOM; components
// (*.test.tsx) run in jsdom with Testing Library's matchers.
const alias = { "@": fileURLToPath(new URL("./", import.meta.url)) };
// A timeout is there to catch a test that hangs; with four files sharing two cores, 5 s also caught slow ones.
const testTimeout = 15_000;

export default defineConfig({
  resolve: { alias },
  test: {
    // Several files mostly wait on real time (processes opening one database at a set moment, a libSQL server
    // starting, a shutdown's grace period): at least four files at a time let those waits overlap, even on two
    // cores.
    maxWorkers: Math.max(4, availableParallelism()),
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "node",
          environment: "node",
          testTimeout,
          include: ["tests/unit/**/*.test.ts"],
          // The pure modules' files share each worker's module cache instead of importing everything afresh:
          // a third less CPU for the unit tests. None of them mocks a module, and stubbed globals and environment
          // variables are restored after each test (below).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "dom",
          testTimeout,
          environment: "jsdom",
          include: ["tests/unit/**/*.test.tsx"],
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
    ],
  },
});
