import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { clientBundlePlugin } from "./lint/clientBundleRule.mjs";

// The architecture, enforced: app → components → lib → content. Content is data and prose, with no code;
// lib is pure helpers and never imports UI; scripts (build, bench) and server/ never import tests.
// The lead receiver (receiver/) is the other side of the wall: it may use lib/ and content/, never the site's UI,
// and nothing on the site's side (app/, components/, lib/, content/) imports it. Tests may import anything.
// tests/unit/lint-boundaries.test.ts proves each wall fires.
// (eslint-config-next already registers the import plugin with the TypeScript resolver, so "@/…" paths
// resolve.) No module may import itself back through a cycle: tests/unit/import-cycles.test.ts checks that
// quickly, type-only imports included, which import/no-cycle skips while taking most of the lint's time.
// content/ is data and prose (YAML, Markdown) that the agency edits: code there is refused, whatever it does.
const dataOnly = {
  files: ["content/**/*.{ts,tsx,js,mjs}"],
  rules: {
    "no-restricted-syntax": [
      "error",
      { selector: "Program", message: "content/ holds data and prose only: put code in lib/ (docs/content.md)." },
    ],
  },
};

const boundaries = {
  files: ["**/*.{ts,tsx,mjs}"],
  rules: {
    "import/no-restricted-paths": [
      "error",
      {
        zones: [
          { target: "./lib", from: "./components", message: "lib/ is pure helpers: it never imports components/." },
          { target: "./lib", from: "./app", message: "lib/ never imports app/." },
          { target: "./components", from: "./app", message: "components/ never import app/." },
          { target: "./scripts", from: "./tests", message: "scripts/ never import tests/." },
          { target: "./server", from: "./tests", message: "server/ never imports tests/." },
          {
            target: "./receiver",
            from: ["./components", "./app"],
            message: "receiver/ may use lib/ and content/, never the site's components/ or app/.",
          },
          {
            target: ["./app", "./components", "./lib"],
            from: "./receiver",
            message: "The site's side never imports receiver/: share the record in content/ or the helper in lib/.",
          },
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

// A "use client" file is bundled for the browser: no Node module, receiver code or server-only package in it.
const clientBundles = {
  files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
  plugins: { "client-bundle": clientBundlePlugin },
  rules: { "client-bundle/no-server-modules-in-client": "error" },
};

// A component whose code downloads after the page goes through useChunk (components/hooks/useChunk.ts): with
// React.lazy or next/dynamic a download that fails on a dropped connection is thrown, and the framework's error
// page replaces the whole page.
const lateChunkMessage = "a failed download would replace the page: load it with useChunk (components/hooks).";
const lateChunks = {
  files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: [
          { name: "react", importNames: ["lazy"], message: `React.lazy: ${lateChunkMessage}` },
          { name: "next/dynamic", message: `next/dynamic: ${lateChunkMessage}` },
        ],
      },
    ],
    "no-restricted-properties": [
      "error",
      { object: "React", property: "lazy", message: `React.lazy: ${lateChunkMessage}` },
    ],
    // Every download after the page goes through loadOnce (lib/loadOnce.ts): one shared download, and a failed
    // one is tried again rather than remembered.
    "no-restricted-syntax": [
      "error",
      {
        selector: "ImportExpression:not(CallExpression[callee.name=/^loadOnce/] ImportExpression)",
        message:
          "a bare import(): wrap it in loadOnce (lib/loadOnce.ts), and render what it brings with useChunk (components/hooks).",
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

// A file holds one concern a reader takes in at once; past 250 lines it is two files (tests may be longer: a spec
// reads top to bottom).
const shortFiles = {
  files: ["**/*.{ts,tsx,mjs}"],
  ignores: ["tests/**"],
  rules: { "max-lines": ["error", { max: 250 }] },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  boundaries,
  dataOnly,
  libWithoutReact,
  clientBundles,
  lateChunks,
  deskPages,
  shortFiles,
  globalIgnores([
    ".next/**",
    "out/**",
    "dist/**",
    ".bench/**",
    ".content/**",
    ".site-copies/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
