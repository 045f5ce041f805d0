import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The architecture, enforced: app → components → lib → content. Content is plain data and imports only
// content; lib is pure helpers and never imports UI; scripts (build, serve, bench) never import tests.
// (eslint-config-next already registers the import plugin with the TypeScript resolver, so "@/…" paths
// resolve.) No module may import itself back through a cycle: tests/unit/import-cycles.test.ts checks that in
// about a second, type-only imports included, which import/no-cycle skips while taking most of the lint's time.
const boundaries = {
  files: ["**/*.{ts,tsx,mjs}"],
  rules: {
    "import/no-restricted-paths": [
      "error",
      {
        zones: [
          {
            target: "./content",
            from: "./",
            except: ["./content", "./node_modules"],
            message: "content/ holds plain data and imports only content/.",
          },
          { target: "./lib", from: "./components", message: "lib/ is pure helpers: it never imports components/." },
          { target: "./lib", from: "./app", message: "lib/ never imports app/." },
          { target: "./components", from: "./app", message: "components/ never import app/." },
          { target: "./scripts", from: "./tests", message: "scripts/ never import tests/." },
        ],
      },
    ],
  },
};

// lib/ holds no UI state either: a React hook belongs beside the client components that use it.
const libWithoutReact = {
  files: ["lib/**/*.{ts,tsx}"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: [
          { name: "react", message: "lib/ is pure helpers: put hooks and components in components/." },
          { name: "react-dom", message: "lib/ is pure helpers: put hooks and components in components/." },
        ],
      },
    ],
  },
};

// The lead desk's pages are rendered on the server by hono/jsx, outside Next and React: Next's page and link
// rules and React's list keys do not apply to them.
const deskPages = {
  files: ["receiver/desk/**/*.tsx"],
  rules: {
    "@next/next/no-html-link-for-pages": "off",
    "@next/next/no-head-element": "off",
    "@next/next/no-sync-scripts": "off",
    "react/jsx-key": "off",
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  boundaries,
  libWithoutReact,
  deskPages,
  globalIgnores([
    ".next/**",
    "out/**",
    "dist/**",
    ".bench/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
