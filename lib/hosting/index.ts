/**
 * Production hosting rules, as pure functions over the records: the security and cache headers, the
 * Content-Security-Policy, subresource integrity, preload hints out of the route data, redirects, and the renderers of the nginx configuration
 * and the static hosts' files. The post-build steps (scripts/postbuild/hosting-config.ts and csp.ts) write
 * files from these; the unit tests check them without a build.
 */
export * from "./addresses";
export * from "./adminCsp";
export * from "./cache";
export * from "./csp";
export * from "./cspMap";
export * from "./guard";
export * from "./headers";
export * from "./hostFiles";
export * from "./integrity";
export * from "./languagePolicies";
export * from "./mimeTypes";
export * from "./nginx";
export * from "./redirects";
export * from "./routeDataHints";
export * from "./staticHosts";
export type * from "./types";
