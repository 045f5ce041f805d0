import { expect, test, type Page, type Response } from "@playwright/test";
import { careersIn } from "@/lib/content/careers";
import { jobOpenings } from "@/lib/content/jobs";
import { salaryRangeText } from "@/lib/salary";
import { expectNoAxeViolations } from "./support/axe";
import { measureSequence } from "./support/timing";
import { collectConsoleErrors } from "./support/console";
import { holdRequests, PAGE_SCRIPTS } from "./support/hold";
import { pageHydrated } from "./support/settled";

const { intro: careersIntro, applicationForm } = careersIn("en");
const [marketing, designer] = jobOpenings as [(typeof jobOpenings)[0], (typeof jobOpenings)[0]];
const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const pdf = {
  name: "ravi-kumar-resume.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n% test resume\n"),
};

async function fillValidApplication(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Job Application" });
  await dialog.getByRole("textbox", { name: /^Full name/ }).fill("Ravi Kumar");
  await dialog.getByRole("textbox", { name: /^Phone number/ }).fill("+91 98480 12345");
  await dialog.getByRole("textbox", { name: /^Email/ }).fill("ravi@example.com");
  await dialog.getByRole("spinbutton", { name: /^Experience/ }).fill("2");
  await dialog.getByLabel(/^Resume/).setInputFiles(pdf);
  await dialog.getByRole("checkbox", { name: /^I agree that/ }).check();
}

test.describe("Careers page", () => {
  test("the served HTML holds every job's facts and details, without JavaScript", async ({ request }) => {
    const html = await (await request.get("/careers")).text();
    // The two salary ranges exactly as content/careers.ts writes them.
    for (const range of ["45,000-65,000", "50,000-70,000"]) expect(html).toContain(range);
    for (const job of jobOpenings) {
      for (const text of [
        job.title,
        job.location,
        job.type,
        salaryRangeText(job.salaryRange),
        job.responsibilities[0]!,
        job.qualifications[0]!,
        job.tools[0]!,
      ]) {
        expect(html).toContain(text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
      }
    }
  });

  test("two job cards with location, type and rupee salary", async ({ page }) => {
    await page.goto("/careers");
    await expect(card(page, marketing.title)).toContainText("₹45,000-65,000");
    await expect(card(page, designer.title)).toContainText("₹50,000-70,000");
    for (const job of jobOpenings) {
      await expect(card(page, job.title)).toContainText(job.location);
      await expect(card(page, job.title)).toContainText("Full-time");
    }
  });

  test("View Details: a modal with responsibilities, qualifications and tools; focus in, Tab trapped, Escape returns focus", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/careers");
    await pageHydrated(page);
    const trigger = card(page, marketing.title).getByRole("button", { name: "View Details" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: marketing.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: marketing.title })).toBeFocused();
    await expect(dialog.getByRole("heading", { name: "Responsibilities" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Qualifications" })).toBeVisible();
    await expect(dialog.getByText(marketing.responsibilities[0]!)).toBeVisible();
    await expect(dialog.getByText(marketing.tools[0]!, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Apply for This Position" })).toBeVisible();
    // Tab and Shift+Tab stay inside the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("the close button and a backdrop click close the details", async ({ page }) => {
    await page.goto("/careers");
    await pageHydrated(page);
    const trigger = card(page, designer.title).getByRole("button", { name: "View Details" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: designer.title });
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 450); // the backdrop, left of the centred dialog
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // A click inside the dialog does not close it.
    await trigger.click();
    await dialog.getByText(designer.responsibilities[0]!).click();
    await expect(dialog).toBeVisible();
  });

  test("a shared link to a job's details opens them", async ({ page }) => {
    await page.goto("/careers#details-ui-ux-web-designer");
    await expect(page.getByRole("dialog", { name: designer.title })).toBeVisible();
  });

  test("the application's code is not in the page's first load: it downloads as the openings come into view", async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    const readScript = (r: Response) => {
      if (new URL(r.url()).pathname.endsWith(".js")) scripts.push(r.text());
    };
    page.on("response", readScript);
    // The form's words come from the server; its code is known by the resume's drop area, which only the running
    // form renders in the browser (the server renders the one the page is served with).
    const formCodeLoaded = async () => (await Promise.all(scripts)).some((body) => body.includes("resume-drop"));
    await page.goto("/careers");
    await pageHydrated(page);
    expect(await formCodeLoaded()).toBe(false);
    // A reader scrolls down to the list (no pointer or focus on any button).
    await page.getByRole("heading", { level: 2, name: careersIntro.openingsHeading }).scrollIntoViewIfNeeded();
    await expect.poll(formCodeLoaded).toBe(true);
    // Every body read is settled before the page closes: a read still pending then would fail the test.
    page.off("response", readScript);
    await Promise.all(scripts);
    await card(page, designer.title).getByRole("button", { name: "Apply Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Job Application" });
    await expect(dialog.getByRole("textbox", { name: /^Full name/ })).toBeFocused();
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByRole("textbox", { name: /^Full name/ })).toHaveAccessibleDescription(
      "Full name is required",
    );
  });

  test("what a visitor typed into a shared #apply link's form before the scripts ran stays there", async ({ page }) => {
    // Hold the framework's scripts until the visitor has typed.
    const release = await holdRequests(page, PAGE_SCRIPTS);
    await page.goto("/careers#apply", { waitUntil: "domcontentloaded" });
    await page.getByRole("textbox", { name: /^Full name/ }).fill("Ravi Kumar");
    await page.getByRole("textbox", { name: /^Email/ }).fill("ravi@example.com");
    release();
    await pageHydrated(page);
    const dialog = page.getByRole("dialog", { name: "Job Application" });
    // Opened as a modal by the scripts (before them, the CSS showed it as the link's target).
    await expect(dialog).toHaveAttribute("open", "");
    await expect(dialog.getByRole("textbox", { name: /^Full name/ })).toHaveValue("Ravi Kumar");
    await expect(dialog.getByRole("textbox", { name: /^Email/ })).toHaveValue("ravi@example.com");
  });

  test("'Apply for This Position' closes details and opens the application for that job", async ({ page }) => {
    await page.goto("/careers");
    await pageHydrated(page);
    const trigger = card(page, designer.title).getByRole("button", { name: "View Details" });
    await trigger.click();
    await page
      .getByRole("dialog", { name: designer.title })
      .getByRole("button", { name: "Apply for This Position" })
      .click();
    await expect(page.getByRole("dialog", { name: designer.title })).toBeHidden();
    const application = page.getByRole("dialog", { name: "Job Application" });
    await expect(application).toBeVisible();
    await expect(application.getByRole("combobox", { name: /^Position/ })).toHaveValue(designer.title);
    await expect(application.getByRole("textbox", { name: /^Full name/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(application).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("every opening from a job shows that job, after a hand-picked position and after a sent application", async ({
    page,
  }) => {
    await page.goto("/careers");
    await pageHydrated(page);
    const dialog = page.getByRole("dialog", { name: "Job Application" });
    const position = dialog.getByRole("combobox", { name: /^Position/ });
    const applyTo = (title: string) => card(page, title).getByRole("button", { name: "Apply Now" });

    await applyTo(marketing.title).click();
    await position.selectOption(designer.title);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await applyTo(marketing.title).click();
    await expect(position).toHaveValue(marketing.title);
    await page.keyboard.press("Escape");

    // A sent application resets the form; the next opening from the same card still shows its job.
    await applyTo(designer.title).click();
    await expect(position).toHaveValue(designer.title);
    await fillValidApplication(page);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByRole("status")).toContainText("Thank you!");
    await expect(dialog).toBeHidden();
    await applyTo(designer.title).click();
    await expect(position).toHaveValue(designer.title);
  });

  test("Apply Now: empty submit shows the five fields' messages, tied to their fields, focus on the first", async ({
    page,
  }) => {
    await page.goto("/careers");
    await pageHydrated(page);
    await card(page, marketing.title).getByRole("button", { name: "Apply Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Job Application" });
    await expect(dialog.getByRole("combobox", { name: /^Position/ })).toHaveValue(marketing.title);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    const expectations: [ReturnType<typeof dialog.getByRole>, string][] = [
      [dialog.getByRole("textbox", { name: /^Full name/ }), "Full name is required"],
      [dialog.getByRole("textbox", { name: /^Phone number/ }), "Phone number is required"],
      [dialog.getByRole("textbox", { name: /^Email/ }), "Email is required"],
      [dialog.getByRole("spinbutton", { name: /^Experience/ }), "Experience is required"],
    ];
    for (const [field, message] of expectations) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    const resume = dialog.getByLabel(/^Resume/);
    await expect(resume).toHaveAttribute("aria-invalid", "true");
    await expect(resume).toHaveAccessibleDescription(/Resume is required/);
    await expect(dialog.getByRole("textbox", { name: /^Full name/ })).toBeFocused();
    for (const optional of [/^GitHub/, /^LinkedIn/, /^Portfolio link/, /^Current salary/, /^Expected salary/]) {
      await expect(dialog.getByRole("textbox", { name: optional })).not.toHaveAttribute("aria-invalid", "true");
    }
  });

  test("resume: wrong type and too large are refused with clear messages", async ({ page }) => {
    await page.goto("/careers");
    await pageHydrated(page);
    await card(page, marketing.title).getByRole("button", { name: "Apply Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Job Application" });
    const resume = dialog.getByLabel(/^Resume/);
    await resume.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("png") });
    await expect(resume).toHaveAccessibleDescription(/Resume must be a PDF, DOC or DOCX file/);
    await resume.setInputFiles({ name: "renamed.pdf", mimeType: "image/jpeg", buffer: Buffer.from("jpg") });
    await expect(resume).toHaveAccessibleDescription(/Resume must be a PDF, DOC or DOCX file/);
    await resume.setInputFiles({
      name: "big.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(resume).toHaveAccessibleDescription(/Resume must be 5 MB or smaller/);
    await resume.setInputFiles({
      name: "cv.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: Buffer.from("docx"),
    });
    await expect(resume).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the drop area is highlighted while dragging and a drop attaches the file", async ({ page }) => {
    await page.goto("/careers");
    await pageHydrated(page);
    await card(page, marketing.title).getByRole("button", { name: "Apply Now" }).click();
    // The dialog opens once the running form has downloaded; the served form's drop area does nothing with a drag.
    await expect(page.getByRole("dialog", { name: "Job Application" })).toBeVisible();
    const drop = page.getByTestId("resume-drop");
    const transfer = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(["%PDF-1.4 dropped"], "dropped-resume.pdf", { type: "application/pdf" }));
      return dt;
    });
    await drop.dispatchEvent("dragenter", { dataTransfer: transfer });
    await drop.dispatchEvent("dragover", { dataTransfer: transfer });
    await expect(drop).toHaveAttribute("data-dragging", "true");
    await expect(drop).toHaveCSS("border-top-style", "solid");
    await drop.dispatchEvent("drop", { dataTransfer: transfer });
    await expect(drop).not.toHaveAttribute("data-dragging", "true");
    const resume = page.getByLabel(/^Resume/);
    expect(await resume.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("dropped-resume.pdf");
    await expect(resume).toHaveAccessibleDescription(/Attached: dropped-resume\.pdf/);
  });

  test("valid application: Submitting... (disabled), success, then after 3 s the dialog closes and the form resets", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    // Hold the send until the pending state has been seen (the local receiver answers in milliseconds).
    const release = await holdRequests(page, "**/api/leads/application");
    await page.goto("/careers");
    await pageHydrated(page);
    const trigger = card(page, designer.title).getByRole("button", { name: "Apply Now" });
    await trigger.click();
    await fillValidApplication(page);
    const dialog = page.getByRole("dialog", { name: "Job Application" });
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    // Success message shown → dialog closed: 3 s, timed inside the page.
    const timings = measureSequence(page, [
      { selector: "#apply [role=status]", textIncludes: "Thank you!" },
      { selector: "#apply", dialogOpen: false },
    ]);
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expect(dialog.getByRole("status")).toContainText("Thank you! Your application has been received.");
    // Lower bound only (a busy machine may fire the timer late); fake-timer unit tests pin 3 s exactly.
    const [shownFor] = await timings;
    expect(shownFor).toBeGreaterThanOrEqual(2950);
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await expect(dialog.getByRole("textbox", { name: /^Full name/ })).toHaveValue("");
    expect(await dialog.getByLabel(/^Resume/).evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
    await expect(dialog.getByRole("button", { name: "Submit Application" })).toBeEnabled();
    expect(errors).toEqual([]);
  });
});

test.describe("Careers on a phone: Back and the job dialogs", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Back closes an open job's details and stays on /careers", async ({ page }) => {
    await page.goto("/careers");
    await pageHydrated(page);
    await card(page, designer.title).getByRole("button", { name: "View Details" }).click();
    const dialog = page.getByRole("dialog", { name: designer.title });
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe("/careers");
    expect(new URL(page.url()).hash).toBe("");
    await expect(card(page, designer.title)).toBeVisible();
  });

  test("Back from the application opened in the details returns to the openings", async ({ page }) => {
    await page.goto("/careers");
    await pageHydrated(page);
    await card(page, designer.title).getByRole("button", { name: "View Details" }).click();
    await page
      .getByRole("dialog", { name: designer.title })
      .getByRole("button", { name: applicationForm.detailsApplyLabel })
      .click();
    const apply = page.getByRole("dialog", { name: "Job Application" });
    await expect(apply).toBeVisible();
    await page.goBack();
    await expect(apply).toBeHidden();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/careers");
  });

  test("a dialog closed by its button leaves no entry behind: Back then leaves /careers", async ({ page }) => {
    await page.goto("/");
    await page.goto("/careers");
    await pageHydrated(page);
    await card(page, designer.title).getByRole("button", { name: "View Details" }).click();
    const dialog = page.getByRole("dialog", { name: designer.title });
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/careers$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("Careers with the keyboard alone", () => {
  test("open Apply Now, fill every field, attach the resume and submit without a mouse", async ({ page }) => {
    // Listening for the file chooser turns on the browser's interception without waiting for it to take hold:
    // begun just before the key press, the chooser can open first and never reach the test. So listen from the start.
    const chooser = page.waitForEvent("filechooser");
    await page.goto("/careers");
    await pageHydrated(page);
    const apply = card(page, marketing.title).getByRole("button", { name: "Apply Now" });
    await apply.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Job Application" });
    await expect(dialog.getByRole("textbox", { name: /^Full name/ })).toBeFocused();
    await page.keyboard.type("Ravi Kumar");
    await page.keyboard.press("Tab");
    await page.keyboard.type("+91 90000 11111");
    await page.keyboard.press("Tab");
    await page.keyboard.type("ravi@example.com");
    await page.keyboard.press("Tab"); // GitHub (optional)
    await page.keyboard.press("Tab"); // LinkedIn (optional)
    await page.keyboard.press("Tab"); // Portfolio link (optional)
    await expect(dialog.getByRole("textbox", { name: /^Portfolio link \(design roles\)/ })).toBeFocused();
    await page.keyboard.press("Tab"); // Resume
    await expect(dialog.getByLabel(/^Resume/)).toBeFocused();
    await page.keyboard.press("Space");
    await (await chooser).setFiles(pdf);
    await expect(dialog.getByLabel(/^Resume/)).toHaveAccessibleDescription(/Attached: ravi-kumar-resume\.pdf/);
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("spinbutton", { name: /^Experience/ })).toBeFocused();
    await page.keyboard.type("2");
    await page.keyboard.press("Tab"); // Current salary (optional)
    await page.keyboard.press("Tab"); // Expected salary (optional)
    await page.keyboard.press("Tab"); // the privacy notice link
    await page.keyboard.press("Tab");
    const consent = dialog.getByRole("checkbox", { name: /^I agree that/ });
    await expect(consent).toBeFocused();
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Submit Application" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("status")).toContainText("Thank you! Your application has been received.");
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();
  });
});

test.describe("Careers without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("View Details and Apply Now lead to readable sections; the form posts to the lead inbox", async ({ page }) => {
    await page.goto("/careers");
    await card(page, marketing.title).getByRole("link", { name: "View Details" }).click();
    await expect(page).toHaveURL(/#details-digital-marketing-executive$/);
    await expect(page.getByText(marketing.responsibilities[0]!)).toBeVisible();
    await page
      .locator("#details-digital-marketing-executive")
      .getByRole("link", { name: "Apply for This Position" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Job Application" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /^Full name/ })).toBeEnabled();
    await expect(dialog.getByRole("form", { name: "Job Application" })).toHaveAttribute(
      "action",
      "/api/leads/application",
    );
    await expect(dialog.getByRole("checkbox", { name: /^I agree that/ })).not.toBeChecked();
  });
});

test.describe("Careers accessibility in every state", () => {
  test.use({ reducedMotion: "reduce" });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`details and application dialogs (with errors) have no axe violations at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/careers");
      await pageHydrated(page);
      await card(page, marketing.title).getByRole("button", { name: "View Details" }).click();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await card(page, marketing.title).getByRole("button", { name: "Apply Now" }).click();
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(page.getByText("Full name is required")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
