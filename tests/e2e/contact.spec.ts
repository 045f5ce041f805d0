import { expect, test } from "@playwright/test";
import { contactFormIn } from "@/lib/content/forms";
import { site } from "@/lib/content/site";
import { expectNoAxeViolations } from "./support/axe";
import { measureSequence } from "./support/timing";
import { collectConsoleErrors } from "./support/console";
import { holdRequests } from "./support/hold";
import { pageHydrated } from "./support/settled";
import { contactPageIn } from "@/lib/content/contact";

const contactPage = contactPageIn("en");

const contactForm = contactFormIn("en");

const THANK_YOU = "Thank you! Your message has been received. Our team will reach out soon.";

test.describe("Contact page", () => {
  test("shows address, tap-to-call, mailto, hours, map and the five reasons", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByText(site.address.streetAddress, { exact: false })).toBeVisible();
    const details = page.getByRole("region", { name: contactPage.details.heading });
    await expect(details.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    await expect(details.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(page.getByText("Mon-Sat 9:00 AM-6:00 PM", { exact: true })).toBeVisible();
    await expect(page.getByText("Sunday closed", { exact: true })).toBeVisible();
    // The map is a picture until the visitor asks for the embed (tests/e2e/privacy.spec.ts).
    await expect(page.getByRole("img", { name: /Manikonda/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why Reach Out" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Why Reach Out" }).getByRole("listitem")).toHaveCount(5);
  });

  test("'Get in Touch' leads to the form at #contact-form", async ({ page }) => {
    await page.goto("/contact");
    await pageHydrated(page);
    const link = page.getByRole("link", { name: "Get in Touch" });
    await expect(link).toHaveAttribute("href", "#contact-form");
    await link.click();
    await expect(page).toHaveURL(/#contact-form$/);
    await expect(page.locator("#contact-form").getByRole("heading", { name: "Send Us a Message" })).toBeInViewport();
  });

  test("empty submit: each field's own message under it, focus on the first", async ({ page }) => {
    await page.goto("/contact");
    await pageHydrated(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    const name = page.getByRole("textbox", { name: /^Name/ });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Name is required");
    await expect(page.getByRole("textbox", { name: /^Phone/ })).toHaveAccessibleDescription("Phone is required");
    await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveAccessibleDescription("Email is required");
    await expect(name).toBeFocused();
    // Fixing one field and submitting again moves focus to the next invalid one.
    await name.fill("Priya");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("textbox", { name: /^Phone/ })).toBeFocused();
    await expect(page.getByText("Name is required")).toHaveCount(0);
  });

  test("keyboard only: Sending... while the lead inbox stores it, thank-you for 3 s, then an empty form", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    // Hold the send until the pending state has been seen (the local receiver answers in milliseconds).
    const release = await holdRequests(page, "**/api/leads/contact");
    await page.goto("/contact");
    await pageHydrated(page);
    await page.getByRole("textbox", { name: /^Name/ }).focus();
    await page.keyboard.type("Priya");
    await page.keyboard.press("Tab");
    await page.keyboard.type("+91 98480 12345");
    await page.keyboard.press("Tab");
    await page.keyboard.type("priya@example.com");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("combobox", { name: /^Service/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("combobox", { name: /^Budget/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.type("We run a bakery in Gachibowli.");
    await page.keyboard.press("Tab");
    await expect(page.locator("#contact-form").getByRole("link", { name: "Privacy notice" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();
    // Timed inside the page: thank-you → form back (3 s).
    const timings = measureSequence(page, [
      { selector: "#contact-form [role=status]", textIncludes: "Thank you!" },
      { selector: "#contact-form form", hidden: false },
    ]);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(page.getByRole("status")).toHaveText(THANK_YOU);
    await expect(page.getByRole("textbox", { name: /^Name/ })).toBeHidden();
    // The required-fields note goes with the form; when the agency answers, and how to reach it sooner, stay.
    const section = page.locator("#contact-form");
    await expect(section.getByText(contactForm.requiredNote)).toBeHidden();
    await expect(section.getByText(contactForm.reply.when)).toBeVisible();
    await expect(section.getByRole("link", { name: new RegExp(`^${contactForm.reply.whatsapp}`) })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
    await expect(section.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    // Lower bound only: a timer never fires early, but a busy machine may fire it late. The exact
    // 3 s is pinned by the fake-timer unit tests (tests/unit/forms.test.tsx).
    const [thanked] = await timings;
    expect(thanked).toBeGreaterThanOrEqual(2950);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("");
    for (const field of [/^Name/, /^Phone/, /^Email/, /^Message/]) {
      await expect(page.getByRole("textbox", { name: field })).toHaveValue("");
    }
    expect(errors).toEqual([]);
  });
});

test("on a phone, the form stays where it was drawn when the page's scripts start (the map's button keeps its place)", async ({
  browser,
}) => {
  const formTop = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/contact");
    if (javaScriptEnabled) await pageHydrated(page);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    const top = await form.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await context.close();
    return top;
  };
  expect(await formTop(true)).toBe(await formTop(false));
});

test.describe("Contact accessibility with errors showing", () => {
  test.use({ reducedMotion: "reduce" });
  test("the form with its error messages has no axe violations", async ({ page }) => {
    await page.goto("/contact");
    await pageHydrated(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("Contact without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the form is a plain HTML form posting to the lead inbox, with the privacy line above its button", async ({
    page,
    request,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await expect(form).toHaveAttribute("action", "/api/leads/contact");
    await expect(form).toHaveAttribute("method", "post");
    await expect(page.getByRole("textbox", { name: /^Name/ })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(form.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy");
    await expect(form.getByText(`keep them for ${site.privacy.retentionMonths.enquiries} months`)).toBeVisible();
    // Only demo builds (NEXT_PUBLIC_FORMS=demo) carry the "needs JavaScript" notice.
    const html = await (await request.get("/contact")).text();
    expect(html).not.toContain("This form needs JavaScript to send");
  });
});
