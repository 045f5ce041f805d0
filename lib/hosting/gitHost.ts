// Where an edit made at /admin is committed, and so what the editor may reach besides the site: one record,
// read by the editor's configuration (lib/content/cmsConfig.ts) and its security policy (adminCsp.ts).
// Setting it up for the agency's own repository: docs/editor.md, "Publishing".

export type GitHost =
  /** GitHub: a marketer signs in with a personal access token, or through an OAuth helper the agency hosts. */
  | { kind: "github"; repo: string; branch: string; oauthHelper?: string }
  /** A self-hosted Forgejo (or Gitea): a marketer signs in with its OAuth, PKCE, no secret in the browser. */
  | { kind: "forgejo"; repo: string; branch: string; origin: string; clientId: string };

/** The agency's repository: change it to its own before publishing. */
export const gitHost: GitHost = { kind: "github", repo: "deccan-digital/website", branch: "main" };

/** The backend section of the editor's configuration for a host. */
export function editorBackend(host: GitHost) {
  if (host.kind === "github")
    return {
      name: "github",
      repo: host.repo,
      branch: host.branch,
      ...(host.oauthHelper ? { base_url: host.oauthHelper } : {}),
    };
  return {
    name: "gitea",
    repo: host.repo,
    branch: host.branch,
    base_url: host.origin,
    api_root: `${host.origin}/api/v1`,
    // The OAuth application's client id: the editor signs in with PKCE, so there is no secret to keep.
    app_id: host.clientId,
  };
}

/** The other origins the editor talks to: the host's API (and its sign-in helper), and its account pictures. */
export function gitHostOrigins(host: GitHost): { connect: string[]; images: string[] } {
  if (host.kind === "github")
    return {
      connect: ["https://api.github.com", ...(host.oauthHelper ? [new URL(host.oauthHelper).origin] : [])],
      images: ["https://avatars.githubusercontent.com"],
    };
  return { connect: [host.origin], images: [host.origin] };
}
