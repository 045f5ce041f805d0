import { expect, test } from "@playwright/test";
import { aliasRoutes } from "@/lib/routes";
import { routes } from "./support/routes";

// Gate: every internal link, image, script, stylesheet and media file referenced by any page resolves
// on the served out/, every #fragment exists on its page, and no internal link goes through an alias.
const aliasPaths = new Set(aliasRoutes().map((a) => a.from));

test("every internal reference on every page resolves", async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const checked = new Map<string, number>();
  const pageIds = new Map<string, Set<string>>();
  const problems: string[] = [];

  async function idsOf(path: string): Promise<Set<string>> {
    if (!pageIds.has(path)) {
      const html = await (await request.get(path)).text();
      pageIds.set(path, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)));
    }
    return pageIds.get(path)!;
  }

  for (const route of routes) {
    await page.goto(route);
    const refs = await page.evaluate(() => {
      const urls: string[] = [];
      const push = (value: string | null | undefined) => value && urls.push(value);
      document.querySelectorAll("a[href]").forEach((a) => push((a as HTMLAnchorElement).href));
      document.querySelectorAll("link[href]").forEach((l) => push((l as HTMLLinkElement).href));
      document.querySelectorAll("script[src]").forEach((s) => push((s as HTMLScriptElement).src));
      document.querySelectorAll("img[src], source[src], video[src], audio[src], iframe[src]").forEach((e) => push((e as HTMLImageElement).src));
      document.querySelectorAll("video[poster]").forEach((v) => push((v as HTMLVideoElement).poster));
      document.querySelectorAll("img[srcset], source[srcset]").forEach((e) =>
        (e.getAttribute("srcset") ?? "").split(",").forEach((part) => push(new URL(part.trim().split(/\s+/)[0]!, location.href).href)),
      );
      return urls;
    });
    for (const ref of refs) {
      const url = new URL(ref);
      if (url.origin !== origin) continue;
      if (aliasPaths.has(url.pathname)) problems.push(`${route} links to alias ${url.pathname} instead of its page`);
      const key = url.pathname + url.search;
      if (!checked.has(key)) checked.set(key, (await request.get(key, { maxRedirects: 0 })).status());
      const status = checked.get(key)!;
      if (status !== 200) problems.push(`${route} → ${key} answered ${status}`);
      if (url.hash.length > 1 && status === 200 && !url.pathname.startsWith("/_next/")) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (!(await idsOf(key)).has(id)) problems.push(`${route} → ${key}${url.hash}: no element with that id`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(checked.size).toBeGreaterThan(routes.length);
});
