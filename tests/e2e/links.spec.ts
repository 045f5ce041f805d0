import { expect, test, type APIRequestContext } from "@playwright/test";
import { aliasRoutes } from "@/lib/routes";
import { routes } from "./support/routes";

// Gate: every internal link, image, script, stylesheet and media file referenced by any page resolves
// on the served out/, every #fragment exists on its page, and no internal link goes through an alias.
// One test per route, so the walk runs in parallel and a failure names its page.
const aliasPaths = new Set(aliasRoutes().map((a) => a.from));

async function idsOn(request: APIRequestContext, path: string): Promise<Set<string>> {
  const html = await (await request.get(path)).text();
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
}

for (const route of routes) {
  test(`every internal reference on ${route} resolves`, async ({ page, request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await page.goto(route);
    const refs = await page.evaluate(() => {
      const urls: string[] = [];
      const push = (value: string | null | undefined) => value && urls.push(value);
      document.querySelectorAll("a[href]").forEach((a) => push((a as HTMLAnchorElement).href));
      document.querySelectorAll("link[href]").forEach((l) => push((l as HTMLLinkElement).href));
      document.querySelectorAll("script[src]").forEach((s) => push((s as HTMLScriptElement).src));
      document
        .querySelectorAll("img[src], source[src], video[src], audio[src], iframe[src]")
        .forEach((e) => push((e as HTMLImageElement).src));
      document.querySelectorAll("video[poster]").forEach((v) => push((v as HTMLVideoElement).poster));
      document
        .querySelectorAll("img[srcset], source[srcset]")
        .forEach((e) =>
          (e.getAttribute("srcset") ?? "")
            .split(",")
            .forEach((part) => push(new URL(part.trim().split(/\s+/)[0]!, location.href).href)),
        );
      return urls;
    });

    const statuses = new Map<string, number>();
    const problems: string[] = [];
    let internal = 0;
    for (const ref of refs) {
      const url = new URL(ref);
      if (url.origin !== origin) continue;
      internal++;
      if (aliasPaths.has(url.pathname)) problems.push(`links to alias ${url.pathname} instead of its page`);
      const key = url.pathname + url.search;
      if (!statuses.has(key)) statuses.set(key, (await request.get(key, { maxRedirects: 0 })).status());
      const status = statuses.get(key)!;
      if (status !== 200) problems.push(`${key} answered ${status}`);
      if (url.hash.length > 1 && status === 200 && !url.pathname.startsWith("/_next/")) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (!(await idsOn(request, key)).has(id)) problems.push(`${key}${url.hash}: no element with that id`);
      }
    }
    expect(problems).toEqual([]);
    // The header, footer and the page's own assets: a page that references nothing is broken too.
    expect(internal).toBeGreaterThan(10);
  });
}
