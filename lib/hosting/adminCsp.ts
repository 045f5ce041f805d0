import { gitHost, gitHostOrigins, type GitHost } from "./gitHost";

// The policy of the editor at /admin (Sveltia CMS), an application of its own beside the site: every other page
// keeps the site's policy (csp.ts). Each relaxation below is one the editor cannot load or work without.

/** The editor's page in out/, and the folder of what it alone loads. */
export const ADMIN_FILE = "admin/index.html";
export const ADMIN_DIR = "admin/";

/** The editor's policy, as a header (with frame-ancestors, which a meta element cannot carry) or a meta element. */
export function adminCsp(delivery: "header" | "meta", scriptHashes: string[] = [], host: GitHost = gitHost): string {
  const origins = gitHostOrigins(host);
  const directives: [string, string[]][] = [
    ["default-src", ["'none'"]],
    // Its one script, from the site; no eval (Sveltia needs none, unlike Decap CMS).
    ["script-src", ["'self'", ...scriptHashes]],
    // Svelte writes its components' styles and style attributes at run time: they cannot be hashed ahead.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Thumbnails and the tab's icon are made in the page as blob: and data: images; account pictures from the Git host.
    ["img-src", ["'self'", "blob:", "data:", ...origins.images]],
    ["font-src", ["'self'"]],
    ["media-src", ["'self'", "blob:"]],
    // The Git host's API (and its sign-in helper) only. data: because the editor reads its built-in logo with
    // fetch() before the configuration names the site's own, and blob: for an uploaded image's preview: both hold
    // their bytes in the page, so nothing leaves it.
    ["connect-src", ["'self'", "data:", "blob:", ...origins.connect]],
    ["worker-src", ["'self'", "blob:"]],
    ["manifest-src", ["'self'", "blob:"]],
    ["frame-src", ["'none'"]],
    ["form-action", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["object-src", ["'none'"]],
  ];
  if (delivery === "header") directives.push(["frame-ancestors", ["'none'"]]);
  return directives.map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}
