// The policy of the editor at /admin (Sveltia CMS), an application of its own beside the site: every other page
// keeps the site's policy (csp.ts). Each relaxation below is one the editor cannot load or work without.

/** The editor's page in out/, and the folder of what it alone loads. */
export const ADMIN_FILE = "admin/index.html";
export const ADMIN_DIR = "admin/";

/** The Git host the editor commits through: its API, and the avatars it shows for the signed-in account. */
export const GIT_HOST_API = "https://api.github.com";
const GIT_HOST_AVATARS = "https://avatars.githubusercontent.com";

/** The editor's policy, as a header (with frame-ancestors, which a meta element cannot carry) or a meta element. */
export function adminCsp(delivery: "header" | "meta", scriptHashes: string[] = []): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'none'"]],
    // Its one script, from the site; no eval (Sveltia needs none, unlike Decap CMS).
    ["script-src", ["'self'", ...scriptHashes]],
    // Svelte writes its components' styles and style attributes at run time: they cannot be hashed ahead.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Thumbnails and the tab's icon are made in the page as blob: and data: images; avatars from the Git host.
    ["img-src", ["'self'", "blob:", "data:", GIT_HOST_AVATARS]],
    ["font-src", ["'self'"]],
    ["media-src", ["'self'", "blob:"]],
    // The Git host's API only. data: because the editor reads its built-in logo with fetch() before the
    // configuration names the site's own; a data: address holds its bytes, so nothing leaves the page.
    ["connect-src", ["'self'", "data:", GIT_HOST_API]],
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
