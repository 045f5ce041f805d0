import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Two projects: pure modules (*.test.ts) run in plain Node, fast and without a fake DOM; components
// (*.test.tsx) run in jsdom with Testing Library's matchers.
const alias = { "@": fileURLToPath(new URL("./", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        resolve: { alias },
        test: { name: "node", environment: "node", include: ["tests/unit/**/*.test.ts"] },
      },
      {
        resolve: { alias },
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["tests/unit/**/*.test.tsx"],
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
    ],
  },
});
