// Which request paths an exported file answers (shared by the nginx map and the static hosts' files).

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
