import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { serviceById, serviceRecords } from "@/lib/content/services";
import type { ServiceAction, ServiceRecord } from "@/lib/content/serviceTypes";
import { htmlFileForRoute } from "@/lib/hosting";
import { absoluteUrl, telHref } from "@/lib/site";
import { aliasRoutes, duplicateRoutes } from "@/lib/routes";
import { collectConsoleErrors } from "./support/console";
import { pageHydrated } from "./support/settled";
import { test } from "./support/sharedTab";
import { servicesOverviewIn } from "@/lib/content/servicesOverview";

const servicesOverview = servicesOverviewIn("en");

// Service pages: every record's route, its buttons and their targets, the second SEO address, every alias
// address, the branding FAQ, the architecture video and cursor blob, client-side navigation to the
// trailing-slash hosting page and the /services overview. Routes and expectations come from the records.

/** The contact form with this service chosen: where a service page's calls to action lead. */
const enquiryOf = (serviceId: string) => `/contact?service=${serviceId}#contact-form`;

/** Where a record's action must lead: the phone, the contact form with this page's service chosen, or its path. */
function hrefOf(action: ServiceAction, record: ServiceRecord): string {
  if (action.href === "tel") return telHref;
  return action.href === "enquiry" ? enquiryOf(record.id) : action.href;
}

function actionsOf(record: ServiceRecord): ServiceAction[] {
  return record.sections.flatMap((s) => (s.kind === "hero" || s.kind === "cta" ? s.actions : []));
}

/** Collect console errors, failed requests and HTTP errors for one page. */
function watch(page: Page) {
  const errors = collectConsoleErrors(page);
  page.on("requestfailed", (r) => {
    // A navigation cancels the previous page's in-flight prefetches: that is not a failure.
    if (r.failure()?.errorText !== "net::ERR_ABORTED")
      errors.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ""}`);
  });
  page.on("response", (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return errors;
}

test.describe("every service page", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const record of serviceRecords) {
    test(`${record.path}: one h1, every section, every button and its target, the main one on a laptop's first screen`, async ({
      page,
    }) => {
      const errors = watch(page);
      const response = await page.goto(record.path);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(page.locator("h1")).toHaveCount(1);
      const hero = record.sections[0];
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.heading);

      // Sections render in the record's order.
      const kinds = await main
        .locator("[data-section]")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-section")));
      expect(kinds).toEqual(record.sections.filter((s) => s.kind !== "pageNav").map((s) => s.kind));

      for (const action of actionsOf(record)) {
        const links = main.getByRole("link", { name: action.label, exact: true });
        expect(await links.count(), `button "${action.label}"`).toBeGreaterThan(0);
        for (const href of await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")))) {
          expect(href, `target of "${action.label}"`).toBe(hrefOf(action, record));
        }
        if (action.href.startsWith("#")) await expect(page.locator(action.href)).toHaveCount(1);
      }
      // Every in-page anchor points at an element on the page.
      for (const href of await main
        .locator('a[href^="#"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute("href")!))) {
        await expect(page.locator(href), `anchor ${href}`).toHaveCount(1);
      }

      // On a laptop (1280×800) the hero's main button is on the first screen.
      const heroSection = record.sections.find((s) => s.kind === "hero");
      const heroAction = heroSection?.kind === "hero" ? heroSection.actions[0] : undefined;
      if (heroAction) {
        // The display face is "optional" (app/fonts.ts): a page uses it only when the browser already has it, as
        // from a visit's second page on; whether the first page gets it depends on how fast the server answers.
        // Measure the page as it is once the face is there: fetch it, then open the page again.
        await page.evaluate(async () => {
          const face = getComputedStyle(document.querySelector("h1")!).fontFamily.split(",")[0]!;
          await document.fonts.load(`700 64px ${face}`);
        });
        await page.reload();
        await pageHydrated(page);
        const button = main.getByRole("link", { name: heroAction.label, exact: true }).first();
        await expect(button).toBeVisible();
        const box = (await button.boundingBox())!;
        expect(box.y + box.height, `"${heroAction.label}" ends within the first 800 px`).toBeLessThanOrEqual(800);
      }
      expect(errors).toEqual([]);
    });
  }
});

test.describe("labels and figures given verbatim", () => {
  test("branding: Get Started to the contact form with Branding chosen, and 4-8 weeks", async ({ page }) => {
    await page.goto("/services/marketing/branding");
    await expect(page.getByRole("link", { name: "Get Started", exact: true }).first()).toHaveAttribute(
      "href",
      enquiryOf("branding"),
    );
    await expect(page.getByText("4-8 weeks").first()).toBeVisible();
  });

  test("SEO: Get Your Free SEO Audit, six services, six steps, four reasons", async ({ page }) => {
    await page.goto("/seo-services-hyderabad");
    await expect(page.getByRole("link", { name: "Get Your Free SEO Audit" }).first()).toHaveAttribute(
      "href",
      enquiryOf("seo"),
    );
    await expect(page.locator("[data-section=serviceGrid] li h3")).toHaveCount(6);
    await expect(page.locator("[data-section=process] ol > li")).toHaveCount(6);
    await expect(page.locator("[data-section=whyChoose] li")).toHaveCount(4);
  });

  test("digital marketing: the hero button scrolls to #services", async ({ page }) => {
    await page.goto("/digital-marketing-agency");
    await pageHydrated(page);
    const services = page.locator("#services");
    await page.locator("[data-section=hero]").getByRole("link", { name: "Explore Our Services" }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(services).toBeInViewport();
  });

  test("marketing stats", async ({ page }) => {
    const expected: Record<string, string[]> = {
      "/digital-marketing-agency": ["50+", "4.2X", "120+", "210%"],
      "/social-media-marketing-services": ["10+", "5.2%", "3X", "10K+"],
      "/influencer-marketing": ["500+", "98%", "2M+", "150+"],
      "/ecommerce-website-services": ["500+", "99%", "5+"],
      "/web-development-services": ["1000+", "98%", "7+"],
      "/web-hosting-services/": ["99.9%", "24/7", "5000+"],
      "/graphic-design": ["500+", "98%", "5-star"],
    };
    for (const [path, values] of Object.entries(expected)) {
      await page.goto(path);
      const shown = await page.locator("[data-section=stats] dd").allTextContents();
      for (const value of values) expect(shown, `${path} shows ${value}`).toContain(value);
    }
  });

  test("web development: closing block and footer note", async ({ page }) => {
    await page.goto("/web-development-services");
    await expect(page.getByRole("link", { name: "Get Started Today" })).toHaveAttribute(
      "href",
      enquiryOf("web-development"),
    );
    await expect(page.getByRole("link", { name: "Contact Us Now" })).toHaveAttribute(
      "href",
      enquiryOf("web-development"),
    );
    await expect(
      page.getByText("Free consultation • Quick response • Competitive pricing", { exact: true }),
    ).toBeVisible();
    await expect(page.locator("[data-section=whyChoose] li")).toHaveCount(9);
    await expect(page.locator("[data-section=advantages] li h3")).toHaveText([
      "Experienced Team",
      "Client-Focused Approach",
      "On-Time Delivery",
    ]);
  });

  test("web hosting: Start Your Journey, Contact Support call button, included features", async ({ page }) => {
    await page.goto("/web-hosting-services/");
    await expect(page.getByRole("link", { name: "Start Your Journey" })).toHaveAttribute(
      "href",
      enquiryOf("web-hosting"),
    );
    await expect(page.getByRole("link", { name: "Contact Support" }).first()).toHaveAttribute("href", telHref);
    await expect(page.locator("[data-section=included] li h3")).toHaveText([
      "Daily Backup",
      "Website Builder",
      "Cloud Storage",
      "Enhanced Security",
    ]);
  });

  test("graphic design: Start Your Project, 99% retention and the four impact metrics", async ({ page }) => {
    await page.goto("/graphic-design");
    await expect(page.getByRole("link", { name: "Start Your Project" })).toHaveAttribute(
      "href",
      enquiryOf("graphic-design"),
    );
    await expect(page.getByRole("link", { name: "Get Started Now" })).toHaveAttribute(
      "href",
      enquiryOf("graphic-design"),
    );
    await expect(page.getByRole("heading", { name: "99% client retention" })).toBeVisible();
    await expect(page.locator("[data-section=metrics] dd:first-of-type")).toHaveText(["300%", "85%", "240%", "500%"]);
  });

  test("app development: the in-page menu reaches home, services, why-us and impact", async ({ page }) => {
    await page.goto("/app-development-services");
    const nav = page.getByRole("navigation", { name: "On this page" });
    for (const id of ["home", "services", "why-us", "impact"]) {
      await expect(nav.locator(`a[href="#${id}"]`)).toHaveCount(1);
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await expect(page.getByRole("link", { name: "Contact Us", exact: true }).first()).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("Call and Schedule a Call dial the site's phone number", async ({ page }) => {
    await page.goto("/social-media-marketing-services");
    await expect(page.getByRole("link", { name: "Schedule a Call" })).toHaveAttribute("href", telHref);
  });
});

test("the second SEO address serves the SEO page with its canonical link", async ({ page }) => {
  const [duplicate] = duplicateRoutes();
  expect(duplicate).toEqual({ path: "/services/marketing/seo", canonical: "/seo-services-hyderabad" });
  const response = await page.goto(duplicate!.path);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/services\/marketing\/seo$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(serviceById("seo").sections[0].heading);
  await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", absoluteUrl("/seo-services-hyderabad"));
});

test.describe("alias addresses", () => {
  // The exported page of an alias, for a host that cannot redirect: a refresh, the canonical address and a link.
  const exportedPage = (from: string) => readFileSync(path.join("out", htmlFileForRoute(from)), "utf8");

  for (const alias of aliasRoutes()) {
    test(`${alias.from} lands on ${alias.to}`, async ({ page, request }) => {
      // Like nginx, _redirects and vercel.json, the server answers a 301 to the service's own address.
      const response = await request.get(alias.from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(alias.to);
      const html = exportedPage(alias.from);
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${alias.to}"/>`);
      expect(html).toContain(`<link rel="canonical" href="${absoluteUrl(alias.to)}"/>`);
      const errors = collectConsoleErrors(page);
      await page.goto(alias.from);
      await page.waitForURL((url) => url.pathname === alias.to);
      await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", absoluteUrl(alias.to));
      expect(errors).toEqual([]);
    });
  }

  test("each exported alias page also carries a visible link to continue", () => {
    for (const alias of aliasRoutes()) {
      const label = serviceRecords.find((r) => r.path === alias.to)!.navLabel;
      expect(exportedPage(alias.from), alias.from).toMatch(
        new RegExp(`<a [^>]*href="${alias.to}"[^>]*>Continue to <!-- -->${label}`),
      );
    }
  });
});

test("branding FAQ: one answer open at a time, clicking the open one closes it", async ({ page }) => {
  await page.goto("/services/marketing/branding");
  await pageHydrated(page);
  const faq = page.locator("[data-section=faq]");
  const items = faq.locator("details");
  await expect(items).toHaveCount(3);
  const open = faq.locator("details[open]");
  await expect(open).toHaveCount(0);
  const answer = (i: number) => items.nth(i).locator("p");

  await items.nth(0).locator("summary").click();
  await expect(open).toHaveCount(1);
  await expect(answer(0)).toBeVisible();
  await expect(answer(0)).toContainText("4-8 weeks");

  await items.nth(1).locator("summary").click();
  await expect(open).toHaveCount(1);
  await expect(answer(1)).toBeVisible();
  await expect(answer(0)).toBeHidden();

  await items.nth(1).locator("summary").click();
  await expect(open).toHaveCount(0);
  await expect(answer(1)).toBeHidden();

  // Keyboard works too.
  await items.nth(2).locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(answer(2)).toBeVisible();
});

test.describe("scroll fade-ins", () => {
  const opacity = (element: Locator) => element.evaluate((el) => getComputedStyle(el).opacity);
  const lastCard = (page: Page) =>
    page
      .locator("main li")
      .filter({ has: page.getByRole("heading", { level: 3 }) })
      .last();

  test("a card below the fold waits out of sight and fades in once scrolled to, after a client-side move too", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/digital-marketing-agency");
    await pageHydrated(page);
    await expect.poll(() => opacity(lastCard(page))).toBe("0");
    await lastCard(page).scrollIntoViewIfNeeded();
    await expect.poll(() => opacity(lastCard(page))).toBe("1");

    // The next page, reached through the client router, gets its own fade-ins.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
    await page
      .getByRole("link", { name: serviceById("logo-design").navLabel })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(serviceById("logo-design").sections[0].heading);
    await expect.poll(() => opacity(lastCard(page))).toBe("0");
    await lastCard(page).scrollIntoViewIfNeeded();
    await expect.poll(() => opacity(lastCard(page))).toBe("1");
  });

  test("with reduced motion, a card below the fold is simply there", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/digital-marketing-agency");
    await pageHydrated(page);
    expect(await opacity(lastCard(page))).toBe("1");
  });

  test("turning reduced motion on mid-page shows the cards still waiting", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/digital-marketing-agency");
    await expect.poll(() => opacity(lastCard(page))).toBe("0");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect.poll(() => opacity(lastCard(page))).toBe("1");
  });
});

test.describe("architecture page", () => {
  test("the video loops muted inline and plays by itself when motion is allowed; it can be paused", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    const errors = watch(page);
    await page.goto("/architecture-design");
    await pageHydrated(page);
    const video = page.locator("[data-section=hero] video");
    await expect(video).toHaveAttribute("poster", /walkthrough-poster\.jpg$/);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline])).toEqual([true, true, true]);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await page.getByRole("button", { name: /Pause background video/ }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole("button", { name: /Play background video/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("with reduced motion the video stays on its poster", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/architecture-design");
    await pageHydrated(page);
    await expect(page.getByRole("button", { name: /Play background video/ })).toBeVisible();
    expect(await page.locator("[data-section=hero] video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByTestId("cursor-blob")).toBeHidden();
  });

  test("turning reduced motion on after load pauses the video", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/architecture-design");
    const video = page.locator("[data-section=hero] video");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole("button", { name: /Play background video/ })).toBeVisible();
  });

  test("the light blob follows a mouse pointer", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/architecture-design");
    await pageHydrated(page);
    const blob = page.getByTestId("cursor-blob");
    const box = (await page.locator("[data-section=hero]").boundingBox())!;
    await page.mouse.move(box.x + 300, box.y + 200);
    await page.mouse.move(box.x + 320, box.y + 220);
    await expect(blob).toHaveAttribute("data-active", "true");
    await expect.poll(() => blob.evaluate((el) => el.style.getPropertyValue("--blob-x"))).toBe("320px");
  });
});

test("the hosting page answers 200 with and without its trailing slash", async ({ request }) => {
  for (const path of ["/web-hosting-services/", "/web-hosting-services"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(await response.text()).toContain(serviceById("web-hosting").sections[0].heading);
  }
});

test("header navigation to /web-hosting-services/ works client-side without errors", async ({ page }) => {
  const errors = watch(page);
  await page.goto("/");
  await pageHydrated(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
  await page
    .getByRole("link", { name: serviceById("web-hosting").navLabel })
    .first()
    .click();
  // Next's router drops the trailing slash from the address bar on client-side navigation (trailingSlash is
  // off); both addresses serve the page, and its canonical link keeps the slash.
  await expect(page).toHaveURL(/\/web-hosting-services\/?$/);
  await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", absoluteUrl("/web-hosting-services/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(serviceById("web-hosting").sections[0].heading);
  // and on to another service page and back, through the client router
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
  await page
    .getByRole("link", { name: serviceById("logo-design").navLabel })
    .first()
    .click();
  await expect(page).toHaveURL(/\/logo-design$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/web-hosting-services\/?$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(serviceById("web-hosting").sections[0].heading);
  expect(errors).toEqual([]);
});

test.describe("/services overview", () => {
  test("eight cards with four features and Learn More straight to each real page", async ({ page }) => {
    const errors = watch(page);
    await page.goto("/services");
    await expect(page.locator("h1")).toHaveCount(1);
    const cards = page.getByRole("main").locator("li:has(> h3)");
    await expect(cards.locator("h3")).toHaveText(servicesOverview.cards.map((c) => c.title));
    for (const [i, card] of servicesOverview.cards.entries()) {
      const item = cards.nth(i);
      await expect(item.locator("ul li")).toHaveText(card.features);
      await expect(item.getByRole("link", { name: `Learn More about ${card.title}` })).toHaveAttribute(
        "href",
        serviceById(card.serviceId).path,
      );
    }
    const aliasPaths = aliasRoutes().map((a) => a.from);
    for (const href of await page
      .getByRole("main")
      .getByRole("link")
      .evaluateAll((els) => els.map((e) => e.getAttribute("href")))) {
      expect(aliasPaths).not.toContain(href);
    }
    await expect(page.getByRole("link", { name: "Let's catch up over coffee" })).toHaveAttribute("href", "/contact");
    expect(errors).toEqual([]);
  });
});
