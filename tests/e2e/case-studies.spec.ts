import { serviceById, serviceRecords } from "@/lib/content/services";
import { expect, test, type Page } from "@playwright/test";
import { caseStudiesPage } from "@/lib/content/caseStudiesPage";
import {
  allCaseStudies,
  caseStudyPath,
  clientLine,
  industryFilterPath,
  industryFilters,
  serviceFilterPath,
  studiesForService,
  studiesInIndustry,
} from "@/lib/caseStudies";
import { canonicalUrl } from "@/lib/metadata";
import { normalizePath } from "@/lib/trailingSlash";
import { readHead } from "./support/head";
import { pageHydrated } from "./support/settled";
import { test as inSharedTab } from "./support/sharedTab";

// Case studies (docs/architecture.md, "Case studies"): the list and its filters without JavaScript, each study's page, the studies on
// each service page, the four headline results, and the structured data crawlers read.

const titlesOn = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("heading")
    .evaluateAll((els) => els.map((e) => e.textContent?.trim()));
const filters = (page: Page) => page.getByRole("navigation", { name: caseStudiesPage.filters.label });

test.describe("filters without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("service and industry filters are links to pre-rendered pages listing exactly the matching studies", async ({
    page,
  }) => {
    await page.goto(caseStudiesPage.path);
    expect(await titlesOn(page)).toEqual(allCaseStudies().map((s) => s.title));
    await expect(filters(page).getByRole("link", { name: caseStudiesPage.filters.all })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await filters(page)
      .getByRole("link", { name: serviceById("seo").navLabel, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${serviceFilterPath("seo")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${serviceById("seo").navLabel}: case studies`);
    await expect(filters(page).getByRole("link", { name: serviceById("seo").navLabel, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await titlesOn(page)).toEqual(studiesForService("seo").map((s) => s.title));

    await filters(page).getByRole("link", { name: "Real estate" }).click();
    await expect(page).toHaveURL(new RegExp(`${industryFilterPath("real-estate")}$`));
    expect(await titlesOn(page)).toEqual(studiesInIndustry("real-estate").map((s) => s.title));

    await filters(page).getByRole("link", { name: caseStudiesPage.filters.all }).click();
    await expect(page).toHaveURL(new RegExp(`${caseStudiesPage.path}$`));
    expect(await titlesOn(page)).toHaveLength(allCaseStudies().length);
  });

  test("every industry filter page lists its studies, and a study card opens the study", async ({ page }) => {
    for (const industry of industryFilters()) {
      await page.goto(industryFilterPath(industry.id));
      expect(await titlesOn(page), industry.id).toEqual(studiesInIndustry(industry.id).map((s) => s.title));
    }
    const industry = industryFilters()[0]!;
    const study = studiesInIndustry(industry.id)[0]!;
    await page.goto(industryFilterPath(industry.id));
    await page.getByRole("link", { name: study.title }).click();
    await expect(page).toHaveURL(new RegExp(`${caseStudyPath(study.slug)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
  });
});

test.describe("the records", () => {
  test("at least six studies; the four campaign results each belong to exactly one study", () => {
    const studies = allCaseStudies();
    expect(studies.length).toBeGreaterThanOrEqual(6);
    for (const result of ["+200% engagement", "+150% traffic", "+120% sales", "3x inquiries in 90 days"]) {
      const [value, ...words] = result.split(" ");
      const owners = studies.filter(
        (s) =>
          s.headline.value === value && words.every((w) => `${s.headline.label} ${s.results[0]!.label}`.includes(w)),
      );
      expect(
        owners.map((s) => s.slug),
        result,
      ).toHaveLength(1);
    }
  });
});

// Each study's page is loaded, read and left, in one tab per worker (support/sharedTab.ts).
test.describe("a study page", () => {
  for (const study of allCaseStudies()) {
    inSharedTab(
      `${study.slug}: client, challenge, approach, results, timeline and the services used, linked`,
      async ({ page }) => {
        await page.goto(caseStudyPath(study.slug));
        await pageHydrated(page);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(study.title);
        await expect(main.getByText(clientLine(study), { exact: true })).toBeVisible();
        for (const heading of ["The challenge", "What we did", "The results", "Timeline"]) {
          await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
        }
        for (const result of study.results) await expect(main.getByText(result.label, { exact: true })).toBeVisible();
        for (const step of study.timeline) await expect(main.getByText(step.period, { exact: true })).toBeVisible();
        if (study.quote) await expect(main.getByText(`“${study.quote.text}”`)).toBeVisible();
        const services = page
          .getByRole("complementary", { name: caseStudiesPage.study.factsLabel })
          .getByRole("listitem")
          .getByRole("link");
        await expect(services).toHaveText(study.services.map((id) => serviceById(id).navLabel));
        await services.first().click();
        await expect(page).toHaveURL(new RegExp(`${normalizePath(serviceById(study.services[0]!).path)}/?$`));
      },
    );
  }

  for (const study of allCaseStudies()) {
    inSharedTab(`${study.slug}: shows at least two pieces of the work, each loaded and described`, async ({ page }) => {
      await page.goto(caseStudyPath(study.slug));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 2, name: caseStudiesPage.study.workHeading })).toBeVisible();
      const figures = main.getByRole("figure");
      expect(await figures.count()).toBeGreaterThanOrEqual(2);
      await expect(figures).toHaveCount(study.work.length);
      for (const [i, piece] of study.work.entries()) {
        const figure = figures.nth(i);
        await expect(figure).toContainText(piece.caption);
        const img = figure.getByRole("img", { name: piece.alt, exact: true });
        await img.scrollIntoViewIfNeeded();
        await expect(img).toBeVisible();
        expect((await img.getAttribute("alt"))?.trim()).toBeTruthy();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
            message: piece.src,
          })
          .toBe(true);
      }
    });
  }

  test.describe("told with its work, at 1440 × 900", () => {
    test.use({ viewport: { width: 1440, height: 900 } });
    for (const study of allCaseStudies()) {
      inSharedTab(
        `${study.slug}: the opening picture spans the content, landscape work 1,000 px wide or more`,
        async ({ page }) => {
          await page.goto(caseStudyPath(study.slug));
          const main = page.getByRole("main");
          const facts = main.getByRole("complementary", { name: caseStudiesPage.study.factsLabel });
          const opening = main.getByRole("img", { name: study.work[0]!.alt, exact: true });
          await expect(opening).toBeVisible();
          const [open, row] = [(await opening.boundingBox())!, (await facts.boundingBox())!];
          expect(open.y, "the opening picture starts on the first screen").toBeLessThan(900);
          // The facts sit in a row across the content under the picture, not in a column beside the text.
          expect(Math.abs(open.width - row.width), "the picture as wide as the content").toBeLessThanOrEqual(2);
          expect(row.y, "the facts under the picture").toBeGreaterThan(open.y + open.height);
          for (const piece of study.work.filter((w) => w.width > w.height)) {
            const img = main.getByRole("img", { name: piece.alt, exact: true });
            await img.scrollIntoViewIfNeeded();
            const { width } = (await img.boundingBox())!;
            expect(width, `${piece.src} drawn wide`).toBeGreaterThanOrEqual(1000);
          }
        },
      );
    }
  });

  test("structured data: an Article with headline, dates, author and publisher, and Home › Case Studies › Study", async ({
    request,
  }) => {
    for (const study of allCaseStudies()) {
      const path = caseStudyPath(study.slug);
      const head = readHead(await (await request.get(path)).text());
      const nodes = head.jsonLd.flatMap((text) => JSON.parse(text)["@graph"]);
      const article = nodes.find((n) => n["@type"] === "Article");
      expect(article, path).toMatchObject({
        headline: study.title,
        description: study.description,
        url: canonicalUrl(path),
        datePublished: study.published,
        dateModified: study.updated,
      });
      const organization = nodes.find((n) => n["@type"] === "Organization");
      expect(article.author["@id"]).toBe(organization["@id"]);
      expect(article.publisher["@id"]).toBe(organization["@id"]);
      expect(article.image[0].url).toMatch(/\/og\/.+\.png$/);
      const crumbs = nodes.find((n) => n["@type"] === "BreadcrumbList").itemListElement;
      expect(crumbs.map((c: { name: string }) => c.name)).toEqual(["Home", caseStudiesPage.title, study.title]);
    }
  });
});

test.describe("service pages", () => {
  test("each service page shows the studies that used it, linked, and a link to its filtered list", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    for (const service of serviceRecords) {
      await page.goto(service.path);
      const studies = studiesForService(service.id);
      const section = page.getByRole("region", { name: caseStudiesPage.onServicePage.heading });
      if (!studies.length) {
        await expect(section, service.id).toHaveCount(0);
        continue;
      }
      // The section also lists the guides on the service; the studies are the links into /case-studies/.
      const links = section.getByRole("heading", { level: 3 }).locator('a[href^="/case-studies/"]');
      await expect(links, service.id).toHaveText(studies.map((s) => s.title));
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
        studies.map((s) => caseStudyPath(s.slug)),
      );
      await expect(section.getByRole("link", { name: `See all ${service.navLabel} case studies` })).toHaveAttribute(
        "href",
        serviceFilterPath(service.id),
      );
    }
  });

  test("View Portfolio and Explore Our Work open the matching filtered case studies; home links to them", async ({
    page,
  }) => {
    await page.goto(serviceById("social-media-marketing").path);
    await pageHydrated(page);
    await page.getByRole("link", { name: "View Portfolio" }).click();
    await expect(page).toHaveURL(new RegExp(`${serviceFilterPath("social-media-marketing")}$`));
    expect(await titlesOn(page)).toEqual(studiesForService("social-media-marketing").map((s) => s.title));

    await page.goto(serviceById("logo-design").path);
    await pageHydrated(page);
    await page.getByRole("link", { name: "Explore Our Work" }).click();
    await expect(page).toHaveURL(new RegExp(`${serviceFilterPath("logo-design")}$`));
    expect(await titlesOn(page)).toEqual(studiesForService("logo-design").map((s) => s.title));

    await page.goto("/");
    await expect(page.getByRole("main").getByRole("link", { name: /case studies/i })).toHaveAttribute(
      "href",
      caseStudiesPage.path,
    );
  });
});
