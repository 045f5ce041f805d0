/** Strip a trailing slash so "/web-hosting-services/" and "/web-hosting-services" compare equal. */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * The canonical address for a request that only added a trailing slash to a known page (/about/ →
 * /about), or undefined. A path that is itself canonical with its slash (/web-hosting-services/) never
 * redirects. `knownPaths` comes from lib/routes.ts (canonical, duplicate and alias addresses).
 */
export function trailingSlashTarget(pathname: string, knownPaths: readonly string[]): string | undefined {
  if (pathname === "/" || !pathname.endsWith("/") || knownPaths.includes(pathname)) return undefined;
  const bare = normalizePath(pathname);
  return knownPaths.includes(bare) ? bare : undefined;
}
