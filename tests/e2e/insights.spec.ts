import { serviceById } from "@/lib/content/services";
import { expect, test, type Page } from "@playwright/test";
import { insightsPage, insightTags } from "@/lib/content/insightsPage";
import { team } from "@/lib/content/team";
import { allPosts, indexPage, indexPagePath, postsWithTag, tagPath, usedTags } from "@/lib/insights/posts";
import { canonicalUrl } from "@/lib/metadata";
import { canonicalRoutes } from "@/lib/routes";
import { readHead } from "./support/head";
import { pageHydrated } from "./support/settled";
import { test as inSharedTab } from "./support/sharedTab";

// Insights (docs/architecture.md, "Insights"): the paginated index and tag pages, each post's reading aids and calls to action,
// the RSS and Atom feeds as a feed reader parses them, their announcement in every insights page's head,
// BlogPosting structured data, and the site search finding a post by its body text.

const posts = allPosts();
const postTitles = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("heading", { level: 2 })
    .evaluateAll((els) => els.map((e) => e.textContent?.trim()));

test.describe("index and tags", () => {
  test("the index is split into static pages that together list every post once, newest first", async ({ page }) => {
    const { pages } = indexPage(1);
    expect(pages).toBeGreaterThan(1);
    const seen: string[] = [];
    for (let n = 1; n <= pages; n += 1) {
      await page.goto(indexPagePath(n));
      const titles = await postTitles(page);
      expect(titles.length).toBeLessThanOrEqual(insightsPage.pageSize);
      seen.push(...(titles as string[]));
      // Newer and older pages are one link each: no two links of the pagination lead to the same page.
      const nav = page.getByRole("navigation", { name: insightsPage.pagination.label });
      await expect(nav.getByRole("link", { name: new RegExp(insightsPage.pagination.previous) })).toHaveCount(
        n > 1 ? 1 : 0,
      );
      await expect(nav.getByRole("link", { name: new RegExp(insightsPage.pagination.next) })).toHaveCount(
        n < pages ? 1 : 0,
      );
      const targets = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(new Set(targets).size, `links of page ${n}: ${targets.join(", ")}`).toBe(targets.length);
    }
    expect(seen).toEqual(posts.map((p) => p.title));
  });

  test("without JavaScript, the next-page link and a topic link lead to pre-rendered pages", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(insightsPage.path);
    await page.getByRole("link", { name: new RegExp(insightsPage.pagination.next) }).click();
    await expect(page).toHaveURL(new RegExp(`${indexPagePath(2)}$`));
    expect(await postTitles(page)).toEqual(indexPage(2).posts.map((p) => p.title));
    const tag = usedTags(Object.keys(insightTags))[0]!;
    await page
      .getByRole("navigation", { name: insightsPage.tagsLabel })
      .getByRole("link", { name: insightTags[tag], exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${tagPath(tag)}$`));
    await context.close();
  });

  test("each tag page lists exactly the posts with that tag", async ({ page }) => {
    for (const tag of usedTags(Object.keys(insightTags))) {
      await page.goto(tagPath(tag));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Insights on ${insightTags[tag]}`);
      expect(await postTitles(page), tag).toEqual(postsWithTag(tag).map((p) => p.title));
    }
  });
});

// Each post is loaded, read and left, in one tab per worker (support/sharedTab.ts).
test.describe("a post", () => {
  for (const post of posts) {
    inSharedTab(
      `${post.slug}: author, dates, reading time, contents, related services and the call to action`,
      async ({ page }) => {
        await page.goto(post.path);
        await pageHydrated(page);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(post.title);
        const author = team.find((m) => m.id === post.author)!;
        await expect(main.getByText(`By ${author.name}`)).toBeVisible();
        await expect(main.getByText(`${post.readingMinutes} min read`)).toBeVisible();
        await expect(main.locator(`time[datetime="${post.published}"]`)).toBeVisible();

        const toc = main.getByRole("navigation", { name: insightsPage.tocHeading });
        const sections = main.locator("h2[id^='h-']");
        if ((await sections.count()) >= insightsPage.tocMinSections) {
          const links = toc.getByRole("link");
          await expect(links).toHaveText(await sections.allTextContents());
          await links.last().click();
          await expect(sections.last()).toBeInViewport();
        } else {
          await expect(toc).toHaveCount(0);
        }

        const related = page.getByRole("complementary", { name: insightsPage.relatedHeading });
        for (const id of post.services) {
          await expect(
            related.getByRole("link", { name: serviceById(id).navLabel, exact: true }).first(),
          ).toBeVisible();
        }
        const cta = page.getByRole("region", { name: insightsPage.cta.heading });
        await expect(cta.getByRole("link", { name: insightsPage.cta.label })).toHaveAttribute("href", "/contact");
      },
    );
  }

  test("structured data: a BlogPosting with its author (a team member), dates, image and publisher", async ({
    request,
  }) => {
    for (const post of posts) {
      const head = readHead(await (await request.get(post.path)).text());
      const nodes = head.jsonLd.flatMap((text) => JSON.parse(text)["@graph"]);
      const posting = nodes.find((n) => n["@type"] === "BlogPosting");
      const author = team.find((m) => m.id === post.author)!;
      expect(posting, post.path).toMatchObject({
        headline: post.title,
        description: post.description,
        url: canonicalUrl(post.path),
        datePublished: post.published,
        dateModified: post.updated,
        author: { "@type": "Person", name: author.name, jobTitle: author.position },
        mainEntityOfPage: { "@id": expect.stringContaining(post.path) },
      });
      expect(posting.image.url).toMatch(/\/og\/.+\.png$/);
      const organization = nodes.find((n) => n["@type"] === "Organization");
      expect(posting.publisher["@id"]).toBe(organization["@id"]);
      const crumbs = nodes.find((n) => n["@type"] === "BreadcrumbList").itemListElement;
      expect(crumbs.map((c: { name: string }) => c.name)).toEqual(["Home", insightsPage.title, post.title]);
    }
  });
});

test.describe("feeds", () => {
  /** Parse a feed with the browser's XML parser, as a feed reader would; a malformed feed fails here. */
  async function parseFeed(page: Page, path: string, itemSelector: string, linkOf: string) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toMatch(/xml/);
    const text = await response.text();
    await page.goto("/");
    return page.evaluate(
      ({ text, itemSelector, linkOf }) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        if (doc.querySelector("parsererror")) return { error: doc.querySelector("parsererror")!.textContent };
        const items = [...doc.querySelectorAll(itemSelector)].map((item) => ({
          title: item.querySelector("title")?.textContent,
          link:
            linkOf === "href"
              ? item.querySelector("link")?.getAttribute("href")
              : item.querySelector("link")?.textContent,
          summary: (item.querySelector("description") ?? item.querySelector("summary"))?.textContent,
          date: (item.querySelector("pubDate") ?? item.querySelector("published"))?.textContent,
        }));
        return { root: doc.documentElement.nodeName, items };
      },
      { text, itemSelector, linkOf },
    );
  }

  test("RSS 2.0 parses as XML and lists every post with its title, link, summary and date", async ({ page }) => {
    const feed = await parseFeed(page, "/insights/rss.xml", "channel > item", "text");
    expect(feed).not.toHaveProperty("error");
    expect(feed.root).toBe("rss");
    expect(feed.items).toEqual(
      posts.map((p) => ({
        title: p.title,
        link: canonicalUrl(p.path),
        summary: p.description,
        date: new Date(`${p.published}T00:00:00Z`).toUTCString(),
      })),
    );
  });

  test("Atom parses as XML and lists every post with its title, link, summary and date", async ({ page }) => {
    const feed = await parseFeed(page, "/insights/atom.xml", "entry", "href");
    expect(feed).not.toHaveProperty("error");
    expect(feed.root).toBe("feed");
    expect(feed.items).toEqual(
      posts.map((p) => ({
        title: p.title,
        link: canonicalUrl(p.path),
        summary: p.description,
        date: `${p.published}T00:00:00Z`,
      })),
    );
  });

  test("every insights page announces both feeds with <link rel=alternate>", async ({ request }) => {
    const insightsRoutes = canonicalRoutes().filter((r) => r.path.startsWith(insightsPage.path));
    expect(insightsRoutes.length).toBeGreaterThan(posts.length);
    for (const route of insightsRoutes) {
      const head = readHead(await (await request.get(route.path)).text());
      const alternates = head.links.filter((l) => l.rel === "alternate").map((l) => `${l.type} ${l.href}`);
      expect(alternates, route.path).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^application\/rss\+xml .*\/insights\/rss\.xml$/),
          expect.stringMatching(/^application\/atom\+xml .*\/insights\/atom\.xml$/),
        ]),
      );
    }
  });
});

test("site search finds a post by a phrase from its body", async ({ page }) => {
  const post = posts.find((p) => p.slug === "upi-and-gst-for-your-online-store")!;
  const phrase = "UPI intent flow";
  expect(post.body).toContain(phrase);
  await page.goto(`/search?q=${encodeURIComponent(phrase)}`);
  await expect(page.getByRole("status")).toHaveText(/results? for/);
  const links = page
    .getByRole("list", { name: /^Results for/ })
    .getByRole("heading", { level: 2 })
    .getByRole("link");
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs.slice(0, 3)).toContain(post.path);
});
