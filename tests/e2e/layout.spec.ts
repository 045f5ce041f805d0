import { expect, test, type Page } from "@playwright/test";
import { navigationIn } from "@/lib/content/navigation";
import { site } from "@/lib/content/site";
import { whatsappMessagesIn } from "@/lib/content/whatsapp";
import { serviceMenuColumnsFor } from "@/lib/serviceMenus";
import { resizeTo } from "./support/frames";
import { holdRequests, PAGE_SCRIPTS } from "./support/hold";
import { layoutFaults } from "./support/layoutFaults";
import { unknownPath, viewports } from "./support/routes";
import { pageHydrated, pageSettled } from "./support/settled";

const serviceMenuColumns = serviceMenuColumnsFor("en");

const { layoutCopy, mainNav } = navigationIn("en");

test.describe("header on desktop", () => {
  test.use({ viewport: viewports.desktop });

  test("logo goes home and the current page is marked", async ({ page }) => {
    await page.goto("/about");
    await pageHydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await page
      .getByRole("banner")
      .getByRole("link", { name: `${site.name} — home` })
      .click();
    await expect(page).toHaveURL("/");
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  });

  test("main navigation lists the five entries in order, with the agency's work and insights after Services", async ({
    page,
  }) => {
    await page.goto("/");
    await pageHydrated(page);
    const topLevel = page
      .getByRole("navigation", { name: "Main" })
      .locator(":scope > ul > li > a, :scope > ul > li > div > button");
    await expect(topLevel).toHaveText(["Home", "About Us", "Services", "Work", "Insights", "Careers", "Contact Us"]);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Work" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveURL("/case-studies");
  });

  test("Services dropdown: click, Enter, Space, Escape, three columns, closes on a chosen link", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    for (const column of serviceMenuColumns) {
      const list = page.getByRole("list", { name: column.heading });
      await expect(list.getByRole("link")).toHaveCount(column.links.length);
    }
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    const target = serviceMenuColumns[1]!.links[0]!;
    await page
      .getByRole("list", { name: serviceMenuColumns[1]!.heading })
      .getByRole("link", { name: target.label })
      .click();
    await expect(page).toHaveURL(target.href);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("Services dropdown: Enter and Space toggle it while the pointer rests on the button", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
  });

  test("Services dropdown opens on hover", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(5, 600);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("from 1024 px up the header holds one line of links and stays inside the page, the search field focused too", async ({
    page,
  }) => {
    const header = page.getByRole("banner");
    for (const width of [1024, 1200, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/about");
      await pageHydrated(page);
      for (const focused of [false, true]) {
        if (focused) await header.getByRole("searchbox").focus();
        const heights = await page
          .getByRole("navigation", { name: "Main" })
          .locator(":scope > ul > li > a, :scope > ul > li > div > button")
          .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
        expect(Math.max(...heights), `one line of links at ${width} px`).toBeLessThan(48);
        // Every control ends inside the viewport's gutter, so nothing is cut off or scrolls sideways.
        const rightmost = await header.locator("a, button, input").evaluateAll((els) =>
          Math.max(
            ...els
              .map((el) => el.getBoundingClientRect())
              .filter((r) => r.width > 0)
              .map((r) => r.right),
          ),
        );
        expect(
          rightmost,
          `header controls inside ${width} px${focused ? " (search focused)" : ""}`,
        ).toBeLessThanOrEqual(width - 16);
      }
    }
  });

  test("WhatsApp link shows the phone number and opens a click-to-chat naming the page, in a new tab", async ({
    page,
  }) => {
    const link = page.getByRole("banner").getByRole("link", { name: /WhatsApp/ });
    const chat = async () => new URL((await link.getAttribute("href"))!);
    await page.goto("/");
    await pageHydrated(page);
    await expect(link).toBeVisible();
    await expect(link).toContainText(site.phone.display);
    await expect(link).toHaveAttribute("target", "_blank");
    expect((await chat()).origin + (await chat()).pathname).toBe(`https://wa.me/${site.phone.e164.replace(/\D/g, "")}`);
    expect((await chat()).searchParams.get("text")).toBe(whatsappMessagesIn("en").general);
    // A client-side visit to a service page names that service.
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
    await page.getByRole("link", { name: "SEO Services" }).first().click();
    await expect(page).toHaveURL("/seo-services-hyderabad");
    await expect
      .poll(async () => (await chat()).searchParams.get("text"))
      .toBe("Hi, I'd like to know more about your SEO services");
  });

  test("social rail has the five profiles, each opening in a new tab", async ({ page }) => {
    await page.goto("/");
    const links = page.getByRole("complementary", { name: "Follow us" }).getByRole("link");
    await expect(links).toHaveCount(5);
    for (const profile of site.social) {
      const link = page
        .getByRole("complementary", { name: "Follow us" })
        .getByRole("link", { name: new RegExp(profile.label.replace(/[()]/g, "\\$&")) });
      await expect(link).toHaveAttribute("href", profile.url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("the rail comes after the page's content: a keyboard reaches it there, and a phone parses none of it first", async ({
    page,
  }) => {
    await page.goto("/contact");
    const railFollowsMain = await page
      .getByRole("complementary", { name: "Follow us" })
      .evaluate((rail) =>
        Boolean(document.querySelector("main")!.compareDocumentPosition(rail) & Node.DOCUMENT_POSITION_FOLLOWING),
      );
    expect(railFollowsMain).toBe(true);
  });

  test("the rail stays clear of the page's content", async ({ page }) => {
    await page.goto("/");
    const rail = (await page.getByRole("complementary", { name: "Follow us" }).boundingBox())!;
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    expect(heading.x).toBeGreaterThanOrEqual(rail.x + rail.width);
  });

  test("icons are drawn from the one sprite, served as SVG", async ({ page }) => {
    const sprites: { status: number; type: string }[] = [];
    page.on("response", (r) => {
      if (new URL(r.url()).pathname === "/icons.svg")
        sprites.push({ status: r.status(), type: r.headers()["content-type"] ?? "" });
    });
    await page.goto("/");
    // The search button's magnifier and the rail's brand marks take up room once their symbols have loaded.
    for (const icon of [
      page.getByRole("banner").getByRole("button", { name: "Search" }).locator("svg use"),
      page.getByRole("complementary", { name: "Follow us" }).locator("svg use").first(),
    ]) {
      await expect.poll(() => icon.evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(0);
    }
    // Fetched as SVG; later asks for it are revalidations (this server sends no max-age; hosts cache it a day).
    expect(sprites[0]).toEqual({ status: 200, type: expect.stringMatching(/^image\/svg\+xml/) });
    expect(sprites.slice(1).every((r) => r.status === 304)).toBe(true);
  });
});

test.describe("call and WhatsApp on a phone", () => {
  for (const width of [320, 390]) {
    test(`at ${width} px both are one tap away in the header, which keeps clear of the page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/web-development-services");
      await pageHydrated(page);
      const bar = page.getByRole("banner").getByRole("group", { name: layoutCopy.contactBar.label });
      const call = bar.getByRole("link", { name: `Call ${site.phone.display}` });
      const whatsapp = bar.getByRole("link", { name: /^WhatsApp/ });
      await expect(call).toHaveAttribute("href", `tel:${site.phone.e164}`);
      const chat = new URL((await whatsapp.getAttribute("href"))!);
      expect(chat.searchParams.get("text")).toBe("Hi, I'd like to know more about your web development services");
      for (const link of [call, whatsapp]) {
        await expect(link).toBeInViewport({ ratio: 1 });
        expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(40);
      }
      // The page starts below the whole header, bar included, and stays there while it scrolls under it.
      const headerBottom = (await page.getByRole("banner").boundingBox())!.height;
      const heading = page.getByRole("heading", { level: 1 });
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
    });
  }

  test("on a desktop the bar gives way to the header's WhatsApp pill", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("group", { name: layoutCopy.contactBar.label })).toBeHidden();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: viewports.phone });

  test("opens, expands Services, closes when a link is chosen and on Escape", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Work" })).toHaveAttribute("href", "/case-studies");
    await expect(menu.getByRole("link", { name: "Insights" })).toHaveAttribute("href", "/insights");
    const services = menu.getByRole("button", { name: "Services" });
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    const target = serviceMenuColumns[2]!.links[1]!;
    await menu.getByRole("link", { name: target.label }).click();
    await expect(page).toHaveURL(target.href);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("closes on a path change from outside the menu", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL("/careers");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});

test.describe("social profiles at every width", () => {
  for (const width of [390, 768, 1023, 1024, 1280]) {
    test(`all five profiles can be reached at ${width} px; the footer keeps its four`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await pageHydrated(page);
      const toggle = page.getByRole("button", { name: "Menu" });
      if (await toggle.isVisible()) await toggle.click();
      for (const profile of site.social) {
        const links = page.locator(`a[href="${profile.url}"]`).filter({ visible: true });
        await expect(links.first(), profile.label).toBeVisible();
        await expect(links.first()).toHaveAttribute("target", "_blank");
      }
      await expect(
        page.getByRole("contentinfo").getByRole("list", { name: "Social media" }).getByRole("link"),
      ).toHaveCount(4);
    });
  }
});

// The walk lays every page out at 320, 390 and 768 px; common phones sit between them, where the header's row
// (the agency's name, the menu toggle, the chat) is tightest. Its icons drawn whole, nothing covered or cut off.
test("the phone's header row fits at every common phone width, in each language", async ({ page }) => {
  const header = page.getByRole("banner");
  for (const home of ["/", "/te", "/hi"]) {
    await page.setViewportSize({ width: 320, height: 844 });
    await page.goto(home);
    await pageHydrated(page);
    for (const width of [320, 360, 375, 390, 412, 414, 430, 480, 600]) {
      await resizeTo(page, { width, height: 844 });
      expect(await layoutFaults(page, { layer: header }), `${home} at ${width} px`).toEqual([]);
    }
  }
});

test.describe("mobile menu after Back and Forward", () => {
  test.use({ viewport: viewports.phone });

  test("the Services section is collapsed again when the menu is reopened after a path change", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    await page.getByRole("link", { name: "Get Started Today" }).click();
    await expect(page).toHaveURL("/contact");
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const services = menu.getByRole("button", { name: "Services" });
    for (const move of [() => page.goBack(), () => page.goForward()]) {
      await toggle.click();
      await services.click();
      await expect(services).toHaveAttribute("aria-expanded", "true");
      await move();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(services).toHaveAttribute("aria-expanded", "false");
      await expect(menu.getByRole("link", { name: serviceMenuColumns[0]!.links[0]!.label })).toBeHidden();
      await toggle.click();
    }
  });
});

test.describe("footer", () => {
  test("has the tagline, links, contact details and the current year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(site.tagline);
    await expect(footer.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(footer).toContainText("Manikonda");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    const quick = footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link");
    await expect(quick).toHaveText(["Home", "About Us", "Services", "Work", "Insights", "Careers", "Contact"]);
    const services = footer.getByRole("navigation", { name: "Services" }).getByRole("link");
    await expect(services).toHaveCount(8);
    await expect(
      footer.getByRole("navigation", { name: "Services" }).getByRole("link", { name: "All Services" }),
    ).toHaveAttribute("href", "/services");
    await expect(
      footer.getByRole("navigation", { name: "Services" }).getByRole("link", { name: "Branding" }),
    ).toHaveAttribute("href", "/services/marketing/branding");
    await expect(footer.getByRole("list", { name: "Social media" }).getByRole("link")).toHaveCount(4);
  });
});

test.describe("skip link and scroll", () => {
  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(`a route change scrolls to the top (${reducedMotion})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto("/");
      await pageHydrated(page);
      const footer = page.getByRole("contentinfo");
      await footer.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link", { name: "Careers" }).click();
      await expect(page).toHaveURL("/careers");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});

test("an unknown path shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto(unknownPath);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - Page Not Found");
  await expect(page.getByText("The page you are looking for does not exist.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("home shows its heading and copy", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/contact");
  });

  test("on a phone the menu toggle is a link to the footer navigation", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Menu" })).toHaveAttribute("href", "#site-footer");
    // The chat needs its scripts: no button that could do nothing.
    await expect(page.getByRole("button", { name: "Chat assistant" })).toHaveCount(0);
  });

  test("on a desktop Services is a link to the services overview", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button", { name: "Services" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
  });
});

test.describe("before the page's scripts run", () => {
  /** Where each of the header's controls sits (the main navigation's entries and the phone's menu toggle). */
  const controlBoxes = (page: Page) =>
    page
      .getByRole("banner")
      .locator(
        "nav[aria-label='Main'] > ul > li > a, nav[aria-label='Main'] > ul > li > div > :first-child, a[href='#site-footer'], button",
      )
      .filter({ visible: true })
      .evaluateAll((elements) =>
        elements
          // The chat launcher appears on hydration in the slot kept for it; every other control must stay put.
          .filter((el) => el.textContent?.trim() !== "Chat assistant")
          .map((el) => {
            const { x, y, width, height } = el.getBoundingClientRect();
            return { name: el.textContent?.trim(), x, y, width, height };
          }),
      );

  /** Loads `route` with its scripts held, so the page is what a visitor sees before they run. */
  async function loadWithScriptsHeld(page: Page, route: string) {
    const release = await holdRequests(page, PAGE_SCRIPTS);
    await page.goto(route, { waitUntil: "domcontentloaded" });
    await page.evaluate(() => document.fonts.ready);
    return release;
  }

  test("phone: Menu is a working link to the footer's navigation, and a chat button only appears once it works", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    const release = await loadWithScriptsHeld(page, "/");
    const early = page.getByRole("banner").getByRole("link", { name: "Menu" });
    await expect(early).toHaveAttribute("href", "#site-footer");
    await expect(page.getByRole("button", { name: "Chat assistant" })).toHaveCount(0);
    const before = await controlBoxes(page);

    release();
    await pageHydrated(page);
    const toggle = page.getByRole("banner").getByRole("button", { name: "Menu" });
    await expect(toggle).toBeVisible();
    await expect(early).toHaveCount(0);
    // The toggle did not move when the button took the link's place.
    expect(await controlBoxes(page)).toEqual(before);
    await toggle.click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Chat assistant" })).toBeVisible();
  });

  test("phone: a tap on Menu before the scripts run takes the visitor to the footer's navigation", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    const release = await loadWithScriptsHeld(page, "/");
    await page.getByRole("banner").getByRole("link", { name: "Menu" }).click();
    await expect(page).toHaveURL(/#site-footer$/);
    await expect(page.getByRole("contentinfo")).toBeInViewport();
    release();
  });

  test("desktop: Services links to the overview, and nothing in the header moves when it becomes the button", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    const release = await loadWithScriptsHeld(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
    const before = await controlBoxes(page);
    expect(before.map((box) => box.name)).toEqual(expect.arrayContaining(mainNav.map((item) => item.label)));

    release();
    await pageHydrated(page);
    const services = nav.getByRole("button", { name: "Services" });
    await expect(services).toBeVisible();
    expect(await controlBoxes(page)).toEqual(before);
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
  });

  for (const [width, name] of [
    ["phone", "Menu"],
    ["desktop", "Services"],
  ] as const) {
    test(`${width}: focus on ${name} before the scripts run stays on it when the link becomes the button`, async ({
      page,
    }) => {
      await page.setViewportSize(viewports[width]);
      const release = await loadWithScriptsHeld(page, "/");
      const banner = page.getByRole("banner");
      await banner.getByRole("link", { name, exact: true }).focus();
      release();
      await pageHydrated(page);
      const control = banner.getByRole("button", { name, exact: true });
      await expect(control).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(control).toHaveAttribute("aria-expanded", "true");
    });
  }
});

test.describe("page transition, motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the first load is shown as served; moving to another page fades it in once", async ({ page }) => {
    // Count the transition's fades (opacity from 0.6) as the browser is asked to run them.
    await page.addInitScript(() => {
      const counter = window as unknown as { fades: number };
      counter.fades = 0;
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (keyframes, options) {
        if (JSON.stringify(keyframes).includes("0.6")) counter.fades++;
        return animate.call(this, keyframes, options);
      };
    });
    const fades = () => page.evaluate(() => (window as unknown as { fades: number }).fades);
    await page.goto("/about");
    await pageSettled(page);
    expect(await fades()).toBe(0);

    await page.getByRole("contentinfo").getByRole("link", { name: "Careers", exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect.poll(fades).toBe(1);
  });
});
