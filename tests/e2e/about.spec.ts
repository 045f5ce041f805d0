import { expect, test } from "@playwright/test";
import { aboutIn } from "@/lib/content/about";
import { team } from "@/lib/content/team";
import { collectConsoleErrors } from "./support/console";

const aboutPage = aboutIn("en");

test.describe("About page", () => {
  test("shows every section of the about page", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutPage.hero.heading);
    await expect(page.getByText("Up to 60%", { exact: true })).toBeVisible();
    await expect(page.getByText("higher ROI", { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Trusted by Businesses" })).toBeVisible();
    for (const title of ["Our Vision", "Our Mission", "Our Motto", "Hyderabad Roots"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    for (const title of ["Experienced Team", "Client-Focused Approach", "On-Time Delivery"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test("the six service cards link to their six service pages", async ({ page }) => {
    await page.goto("/about");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "What We Do" }) });
    const hrefs = await section.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/seo-services-hyderabad",
      "/search-engine-marketing",
      "/social-media-marketing-services",
      "/web-development-services",
      "/graphic-design",
      "/digital-marketing-agency",
    ]);
  });

  test("Meet the Team: four people with portrait, position, bio and a LinkedIn link in a new tab", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "Meet the Team" })).toBeVisible();
    for (const member of team) {
      const card = page.getByRole("article", { name: member.name });
      await expect(card.getByRole("img", { name: member.imageAlt })).toBeVisible();
      await expect(card.getByText(member.position, { exact: true })).toBeVisible();
      const link = card.getByRole("link", { name: `LinkedIn profile of ${member.name} (opens in a new tab)` });
      await expect(link).toHaveAttribute("href", member.linkedin);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(
      page.getByRole("article").filter({ has: page.getByRole("link", { name: /LinkedIn profile/ }) }),
    ).toHaveCount(4);
    // Bios are formatted text: the <strong> of the first bio is rendered as markup, not as escaped text.
    await expect(page.getByRole("article", { name: team[0]!.name }).locator("strong").first()).toHaveText(
      "growth marketing",
    );
    const positions = await page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: /LinkedIn profile/ }) })
      .allInnerTexts();
    expect(positions.join("\n")).toMatch(
      /Chief Executive Officer & Co-founder[\s\S]*Chief Operating Officer & Co-founder[\s\S]*Digital Marketing Manager[\s\S]*Senior Full-Stack Developer/,
    );
  });

  test("portraits load", async ({ page }) => {
    await page.goto("/about");
    for (const member of team) {
      const img = page.getByRole("img", { name: member.imageAlt });
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
  });
});
