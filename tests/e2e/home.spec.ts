import { serviceById } from "@/lib/content/services";
import { expect, test, type Page } from "@playwright/test";
import { controlsIn } from "@/lib/content/controls";
import { homeIn } from "@/lib/content/home";
import { testimonials } from "@/lib/content/testimonials";
import { caseStudyPath, studiesBySlug } from "@/lib/caseStudies";
import { expectNoAxeViolations } from "./support/axe";
import { collectConsoleErrors } from "./support/console";
import { pageHydrated, pageSettled } from "./support/settled";
import { viewports } from "./support/routes";

const {
  clientsIntro,
  faqIntro,
  homeWelcome,
  processIntro,
  testimonialsIntro,
  whatWeDoIntro,
  whyChooseIntro,
  clientLogoLinkNote,
  clientStripStudies,
  clientsWorkHeading,
  homeControlLabels,
  homeFaqs,
  homeHero,
  industries,
  processSteps,
  strategies,
  whatWeDo,
} = homeIn("en");

const heroVideoLabels = controlsIn("en").backgroundVideoLabels;
const testimonialLabels = homeControlLabels.testimonials;
const stripLabels = homeControlLabels.clientStrip;
const stripStudies = studiesBySlug(clientStripStudies);
const logoName = (i: number) =>
  `${stripStudies[i]!.client.name}, ${stripStudies[i]!.client.business}: ${clientLogoLinkNote}`;

/** The client strip's first list of logos (the one people and crawlers read). */
const stripList = (page: Page) => page.getByRole("list").filter({ has: page.getByRole("link", { name: logoName(0) }) });

/** The horizontal offset of the client logo track, in px (0 when it has not moved). */
async function stripOffset(page: Page): Promise<number> {
  return stripList(page).evaluate((list) => {
    const transform = getComputedStyle(list.parentElement!).transform;
    return transform === "none" ? 0 : Math.round(-new DOMMatrix(transform).m41);
  });
}

/** The quote of the slide being shown (the others fade out and are hidden from everyone). */
function visibleQuote(page: Page) {
  return page
    .getByRole("group", { name: "Client testimonials" })
    .locator('[aria-roledescription="slide"][data-active="true"] blockquote');
}

test.describe("home page content", () => {
  test("shows the eight sections in order with one h1", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHero.heading);
    // Each section is a region named by its heading; they come in the order of content/home/home.en.yml.
    const sections = page.locator("main section[aria-labelledby]");
    await expect(sections).toHaveCount(8);
    const names = await sections.evaluateAll((list) =>
      list.map((s) => document.getElementById(s.getAttribute("aria-labelledby")!)!.textContent),
    );
    expect(names).toEqual([
      homeHero.heading,
      homeWelcome.heading,
      whatWeDoIntro.heading,
      whyChooseIntro.heading,
      processIntro.heading,
      clientsIntro.heading,
      testimonialsIntro.heading,
      faqIntro.heading,
    ]);
    expect(errors).toEqual([]);
  });

  // Each highlight shows only once its words are parsed (components/home/HomeHero.module.css), a rule that reads the
  // check list's markup: once parsed, all three show, each with its check.
  test("the hero's three highlights show on a desktop, each after its check", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: homeHero.heading });
    const items = hero.getByRole("list").filter({ hasText: homeHero.highlights[0]! }).getByRole("listitem");
    await expect(items).toHaveText(homeHero.highlights);
    for (const item of await items.all()) {
      await expect(item).toBeVisible();
      await expect(item.locator("svg")).toBeVisible();
    }
  });

  test("'Get Started Today' leads to /contact", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    const cta = page.getByRole("link", { name: "Get Started Today" });
    await expect(cta).toHaveAttribute("href", "/contact");
    await cta.click();
    await expect(page).toHaveURL("/contact");
  });

  test("What We Do: six service cards link straight to canonical service pages", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: /Everything you need/ });
    const links = section.getByRole("link");
    await expect(links).toHaveCount(6);
    for (const [i, card] of whatWeDo.entries()) {
      await expect(links.nth(i)).toHaveText(card.title);
      await expect(links.nth(i)).toHaveAttribute("href", serviceById(card.serviceId).path);
    }
  });

  test("Why Choose names six strategies and the six industries; Our Process the four steps", async ({ page }) => {
    await page.goto("/");
    const why = page.getByRole("region", { name: /Strategy first/ });
    await expect(why.getByRole("heading", { level: 3 })).toHaveText([
      ...strategies.map((s) => s.title),
      "Industries we know inside out",
    ]);
    await expect(why.getByRole("heading", { level: 4 })).toHaveText([
      "Food & Beverage",
      "Travel & Hospitality",
      "EdTech & Education",
      "E-commerce & Retail",
      "Real Estate & Construction",
      "Health & Wellness",
    ]);
    expect(industries).toHaveLength(6);
    const process = page.getByRole("region", { name: /Four steps/ });
    await expect(process.getByRole("listitem").getByRole("heading")).toHaveText([
      "Research & Strategy",
      "Creative & Content",
      "Campaign Execution",
      "Performance Optimization",
    ]);
    expect(processSteps).toHaveLength(4);
  });

  test("the served HTML holds every quote and every FAQ answer", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const decoded = html
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"');
    for (const t of testimonials) expect(decoded).toContain(t.quote);
    for (const faq of homeFaqs) expect(decoded).toContain(faq.answer);
  });
});

/** The hero's poster, apart from the pieces of work beside the copy. */
const POSTER = 'img[src^="/media/home/hero-poster"]';

test.describe("hero poster", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`at ${name} width the head preloads the poster the picture shows, and it is fetched once`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const posters: string[] = [];
      page.on("request", (r) => {
        if (new URL(r.url()).pathname.startsWith("/media/home/hero-poster")) posters.push(r.url());
      });
      await page.goto("/");
      const poster = page.locator("main section").first().locator(POSTER);
      await expect(poster).toHaveJSProperty("complete", true);
      const shown = await poster.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(posters).toEqual([shown]);
      // The hint that matched this screen names the same file in its srcset.
      const hinted = await page.evaluate(() =>
        [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
          .filter((link) => matchMedia(link.media || "all").matches)
          .map((link) => link.imageSrcset),
      );
      expect(hinted).toHaveLength(1);
      expect(hinted[0]).toContain(new URL(shown).pathname);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("all five testimonials are readable, every FAQ answer opens, the poster shows", async ({ page }) => {
    await page.goto("/");
    for (const t of testimonials) await expect(page.getByText(t.quote)).toBeVisible();
    for (const faq of homeFaqs) {
      await page.getByText(faq.question).click();
      await expect(page.getByText(faq.answer)).toBeVisible();
    }
    await expect(page.locator("main section").first().locator(POSTER)).toBeVisible();
    await expect(page.locator("video")).toHaveCount(0);
  });
});

test.describe("FAQ", () => {
  test("one answer open at a time; clicking the open question closes it; the keyboard works too", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    const faq = page.locator("#faqs");
    const item = (i: number) => faq.getByRole("group").filter({ has: page.getByText(homeFaqs[i]!.question) });
    const question = (i: number) => faq.getByText(homeFaqs[i]!.question);
    const answer = (i: number) => faq.getByText(homeFaqs[i]!.answer);
    await expect(faq.getByRole("heading", { level: 3, name: homeFaqs[0]!.question })).toBeVisible();
    for (let i = 0; i < homeFaqs.length; i++) await expect(answer(i)).toBeHidden();

    await question(0).click();
    await expect(item(0)).toHaveAttribute("open");
    await expect(answer(0)).toBeVisible();

    await question(1).click();
    await expect(answer(1)).toBeVisible();
    await expect(item(0)).not.toHaveAttribute("open");
    await expect(answer(0)).toBeHidden();

    await question(1).click();
    await expect(answer(1)).toBeHidden();

    await item(2).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(answer(2)).toBeVisible();
  });
});

test.describe("moving parts with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });

  test("testimonials advance every 5 s, wrap around, and pause with the button, on hover and on focus", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await pageHydrated(page);
    const carousel = page.getByRole("group", { name: "Client testimonials" });
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const slides = page.locator("#testimonials-slides");
    await expect(visibleQuote(page)).toHaveText(testimonials[0]!.quote);
    // The rotation runs once the page is hydrated: a hover that pauses it (the live region turns polite)
    // proves that, before the fake clock moves.
    await carousel.hover();
    await expect(slides).toHaveAttribute("aria-live", "polite");
    await page.mouse.move(0, 0);
    await expect(slides).toHaveAttribute("aria-live", "off");

    await page.clock.runFor(5000);
    await expect(visibleQuote(page)).toHaveText(testimonials[1]!.quote);
    for (let i = 2; i < testimonials.length; i++) {
      await page.clock.runFor(5000);
      await expect(visibleQuote(page)).toHaveText(testimonials[i]!.quote);
    }
    await page.clock.runFor(5000);
    await expect(visibleQuote(page)).toHaveText(testimonials[0]!.quote);

    // Hover pauses.
    // Wait for the paused state (the live region turns polite) before moving the fake clock: React renders the
    // hover on its own scheduler, which the fake clock does not drive.
    await carousel.hover();
    await expect(slides).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(12000);
    await expect(visibleQuote(page)).toHaveText(testimonials[0]!.quote);
    await page.mouse.move(0, 0);
    await expect(slides).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(5000);
    await expect(visibleQuote(page)).toHaveText(testimonials[1]!.quote);

    // The pause button is the first control; focus inside pauses too.
    const toggle = carousel.getByRole("button").first();
    await expect(toggle).toHaveAccessibleName(testimonialLabels.pause);
    await toggle.click();
    await page.mouse.move(0, 0);
    await expect(toggle).toHaveAccessibleName(testimonialLabels.play);
    await page.clock.runFor(15000);
    await expect(visibleQuote(page)).toHaveText(testimonials[1]!.quote);
    await carousel.getByRole("button", { name: testimonialLabels.next }).click();
    await expect(visibleQuote(page)).toHaveText(testimonials[2]!.quote);
    await carousel.getByRole("button", { name: testimonialLabels.previous }).click();
    await carousel.getByRole("button", { name: testimonialLabels.previous }).click();
    await carousel.getByRole("button", { name: testimonialLabels.previous }).click();
    await expect(visibleQuote(page)).toHaveText(testimonials[testimonials.length - 1]!.quote);
  });

  test("the client strip moves, and its visible button pauses it", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await pageHydrated(page);
    const toggle = page.getByRole("button", { name: stripLabels.pause });
    await toggle.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(toggle).toBeVisible();
    const start = await stripOffset(page);
    await page.clock.runFor(1000);
    const moved = await stripOffset(page);
    expect(moved).toBeGreaterThan(start);
    await toggle.click();
    await page.mouse.move(0, 0);
    await expect(page.getByRole("button", { name: stripLabels.play })).toBeVisible();
    const paused = await stripOffset(page);
    await page.clock.runFor(2000);
    expect(await stripOffset(page)).toBe(paused);
    await page.getByRole("button", { name: stripLabels.play }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(1000);
    expect(await stripOffset(page)).toBeGreaterThan(paused);
  });

  test("each client in the strip links to its case study, and the section shows their work", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: clientsIntro.heading });
    await expect(section.getByRole("heading", { name: clientsWorkHeading })).toBeVisible();
    for (const [i, study] of stripStudies.entries()) {
      await expect(section.getByRole("link", { name: logoName(i) })).toHaveAttribute("href", caseStudyPath(study.slug));
      const card = section.getByRole("article").filter({ has: page.getByRole("heading", { name: study.title }) });
      await expect(card.locator("img").first()).toHaveAttribute("loading", "lazy");
    }
    await section.getByRole("link", { name: logoName(0) }).click();
    await expect(page).toHaveURL(new RegExp(`${caseStudyPath(stripStudies[0]!.slug)}/?$`));
    await expect(page.getByRole("img", { name: stripStudies[0]!.client.name, exact: true })).toBeVisible();
  });

  test("the client strip pauses on hover", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await pageHydrated(page);
    // The logos move under the pointer (a hover on one waits for it to hold still), so the pointer goes to
    // the middle of the strip's fixed window instead.
    const stripWindow = stripList(page).locator("xpath=../..");
    await stripWindow.scrollIntoViewIfNeeded();
    const box = (await stripWindow.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const before = await stripOffset(page);
    await page.clock.runFor(2000);
    expect(await stripOffset(page)).toBe(before);
    await page.mouse.move(0, 0);
    await page.clock.runFor(1000);
    expect(await stripOffset(page)).not.toBe(before);
  });

  test("the hero loop plays muted, looped and inline, without an error, and can be paused", async ({ page }) => {
    // The one test that watches home's loop play: the site project's other tests ask for reduced motion.
    const errors = collectConsoleErrors(page);
    await page.goto("/");
    await pageHydrated(page);
    const video = page.locator("main section").first().locator("video");
    await expect(video).toHaveCount(1);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), {
        message: "the loop plays by itself once the page has loaded",
      })
      .toBe(true);
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({
        muted: v.muted,
        loop: v.loop,
        inline: v.playsInline,
        tracks: v.getAttribute("aria-hidden"),
      })),
    ).toEqual({
      muted: true,
      loop: true,
      inline: true,
      tracks: "true",
    });
    const pause = page.getByRole("button", { name: heroVideoLabels.pause });
    await pause.click();
    await expect(page.getByRole("button", { name: heroVideoLabels.play })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("the light spot follows a fine pointer through CSS variables", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    const hero = page.locator("main section").first();
    const spot = hero.locator('[data-active][aria-hidden="true"]');
    const box = (await hero.boundingBox())!;
    await page.mouse.move(box.x + 300, box.y + 200);
    await page.mouse.move(box.x + 420, box.y + 260, { steps: 4 });
    await expect(spot).toHaveAttribute("data-active", "true");
    const position = await spot.evaluate((el) => [
      el.style.getPropertyValue("--spot-x"),
      el.style.getPropertyValue("--spot-y"),
    ]);
    expect(position).toEqual(["420px", "260px"]);
    expect(await spot.evaluate((el) => getComputedStyle(el).display)).not.toBe("none");
  });

  test("with Save-Data on, the poster stays and no video is fetched", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", { get: () => ({ saveData: true }) });
    });
    const videoRequests: string[] = [];
    page.on("request", (r) => r.url().includes("hero-loop") && videoRequests.push(r.url()));
    await page.goto("/");
    await pageSettled(page);
    await expect(page.locator("video")).toHaveCount(0);
    await expect(page.locator("main section").first().locator(POSTER)).toBeVisible();
    expect(videoRequests).toEqual([]);
  });

  test("axe finds nothing with the carousel paused and an FAQ open", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    await page.getByRole("button", { name: testimonialLabels.pause }).click();
    await page.getByText(homeFaqs[2]!.question).click();
    await expect(page.getByText(homeFaqs[2]!.answer)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("under reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing moves: no video, the strip stays still, testimonials do not rotate", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await pageHydrated(page);
    await page.clock.runFor(1000);
    await expect(page.locator("video")).toHaveCount(0);
    await expect(page.getByRole("link", { name: logoName(2) })).toBeVisible();
    expect(await stripOffset(page)).toBe(0);
    await page.clock.runFor(12000);
    expect(await stripOffset(page)).toBe(0);
    await expect(visibleQuote(page)).toHaveText(testimonials[0]!.quote);
    await expect(page.locator("#testimonials-slides")).toHaveAttribute("aria-live", "polite");
  });

  test("the light spot does not follow the mouse", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    const hero = page.locator("main section").first();
    const box = (await hero.boundingBox())!;
    await page.mouse.move(box.x + 300, box.y + 200);
    await page.mouse.move(box.x + 420, box.y + 260, { steps: 4 });
    const spot = hero.locator('[data-active][aria-hidden="true"]');
    await expect(spot).toHaveAttribute("data-active", "false");
    expect(await spot.evaluate((el) => getComputedStyle(el).display)).toBe("none");
  });
});
