// Routes and the files Next's static export writes for them, both ways: the file a route is exported to (the
// search index, the bench) and the request paths an exported file answers (the nginx map, the static hosts).

/**
 * The exported HTML file of a canonical route: "/" → index.html, "/about" → about.html,
 * "/web-hosting-services/" → web-hosting-services.html (Next's export names it without the slash).
 */
export function htmlFileForRoute(route: string): string {
  if (route === "/") return "index.html";
  return `${route.replace(/^\/|\/$/g, "")}.html`;
}

/** Addresses a page file answers: about.html → /about.html, /about; x/index.html → /x/index.html, /x/, /x. */
export function uriKeys(file: string): string[] {
  const uri = `/${file.replace(/\\/g, "/").replace(/^\/+/, "")}`;
  const keys = [uri];
  if (uri.endsWith("/index.html")) {
    const dir = uri.slice(0, -"index.html".length);
    keys.push(dir);
    if (dir !== "/") keys.push(dir.slice(0, -1));
  } else if (uri.endsWith(".html")) {
    keys.push(uri.slice(0, -".html".length));
  }
  return [...new Set(keys)];
}
