// An ESLint rule for client components: a file that starts with "use client" is bundled for the browser, so it
// may not import Node's own modules, the lead receiver (receiver/) or the server-only packages the receiver uses.
// (The `server-only` package would say the same at build time, but it throws under tsx, vitest and esbuild.)
import { builtinModules } from "node:module";

const NODE_BUILTINS = new Set(builtinModules.filter((name) => !name.startsWith("_")));

/** npm packages that only the servers use: a client component importing one ships it (or fails) in the browser. */
const SERVER_PACKAGES = [
  "@hono/node-server",
  "@libsql/client",
  "@simplewebauthn/server",
  "busboy",
  "compression",
  "file-type",
  "hono",
  "isbot",
  "nodemailer",
  "pino",
  "serve-handler",
  "zod",
];

/** Why `specifier` may not reach a browser bundle, or undefined when it may. */
export function serverOnlyReason(specifier) {
  if (specifier.startsWith("node:") || NODE_BUILTINS.has(specifier.split("/")[0])) return "a Node.js module";
  if (/^@\/receiver(\/|$)/.test(specifier) || /(^|\/)receiver\//.test(specifier)) return "the lead receiver's code";
  const name = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];
  if (SERVER_PACKAGES.includes(name)) return "a server-only package";
  return undefined;
}

const isUseClient = (program) =>
  program.body.some((node) => node.type === "ExpressionStatement" && node.directive === "use client");

export const noServerModulesInClient = {
  meta: {
    type: "problem",
    docs: { description: 'Keep Node-only modules and receiver code out of "use client" files.' },
    messages: {
      serverOnly:
        '"{{specifier}}" is {{reason}}: a "use client" file is bundled for the browser. Move the work to a server component or a build step.',
    },
    schema: [],
  },
  create(context) {
    let client = false;
    const check = (node, source) => {
      if (!client || !source || typeof source.value !== "string") return;
      const reason = serverOnlyReason(source.value);
      if (reason) context.report({ node, messageId: "serverOnly", data: { specifier: source.value, reason } });
    };
    return {
      Program(program) {
        client = isUseClient(program);
      },
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === "Literal" ? node.source : undefined),
    };
  },
};

export const clientBundlePlugin = { rules: { "no-server-modules-in-client": noServerModulesInClient } };
