import { expect, test, type Page } from "@playwright/test";
import { site } from "@/content/site";
import { Receiver } from "./receiver";
import { receiverPort, receiverUrls } from "./receiver-config";

// Runs against out-forms/: the site built with both endpoints pointing at this receiver.
const receiver = new Receiver(receiverPort);
test.beforeAll(() => receiver.start());
test.afterAll(() => receiver.stop());
test.beforeEach(() => receiver.reset());

const resumeBytes = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% Ravi Kumar resume\n%%EOF\n");
const resume = { name: "ravi-kumar-resume.pdf", mimeType: "application/pdf", buffer: resumeBytes };

async function fillContact(page: Page) {
  await page.getByRole("textbox", { name: /^Name/ }).fill("Priya Sharma");
  await page.getByRole("textbox", { name: /^Phone/ }).fill("+91 98480 12345");
  await page.getByRole("textbox", { name: /^Email/ }).fill("priya@example.com");
  await page.getByRole("textbox", { name: /^Message/ }).fill("We run a bakery in Gachibowli and want more online orders.");
}

async function openApplication(page: Page) {
  await page.goto("/careers");
  await page.getByRole("article", { name: "UI/UX Web Designer" }).getByRole("button", { name: "Apply Now" }).click();
  return page.getByRole("dialog", { name: "Job Application" });
}

async function fillApplication(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Job Application" });
  await dialog.getByRole("textbox", { name: /^Full name/ }).fill("Ravi Kumar");
  await dialog.getByRole("textbox", { name: /^Phone number/ }).fill("+91 90000 11111");
  await dialog.getByRole("textbox", { name: /^Email/ }).fill("ravi@example.com");
  await dialog.getByRole("textbox", { name: /^GitHub/ }).fill("https://github.com/ravikumar");
  await dialog.getByRole("textbox", { name: /^LinkedIn/ }).fill("https://www.linkedin.com/in/ravikumar");
  await dialog.getByLabel(/^Resume/).setInputFiles(resume);
  await dialog.getByRole("spinbutton", { name: /^Experience/ }).fill("3");
  await dialog.getByRole("textbox", { name: /^Current salary/ }).fill("42,000");
  await dialog.getByRole("textbox", { name: /^Expected salary/ }).fill("58,000");
}

const expectedApplicationFields = {
  position: "UI/UX Web Designer",
  fullName: "Ravi Kumar",
  phone: "+91 90000 11111",
  email: "ravi@example.com",
  github: "https://github.com/ravikumar",
  linkedin: "https://www.linkedin.com/in/ravikumar",
  experience: "3",
  currentSalary: "42,000",
  expectedSalary: "58,000",
};

test("contact form delivers every field as multipart/form-data with Accept: application/json", async ({ page }) => {
  await page.goto("/contact");
  await fillContact(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been received. Our team will reach out soon.");
  expect(receiver.received).toHaveLength(1);
  const [got] = receiver.received;
  expect(got!.path).toBe(new URL(receiverUrls.contact).pathname);
  expect(got!.accept).toBe("application/json");
  expect(got!.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(got!.fields).toEqual({
    name: "Priya Sharma",
    phone: "+91 98480 12345",
    email: "priya@example.com",
    message: "We run a bakery in Gachibowli and want more online orders.",
  });
});

test("application delivers every field, and the resume's bytes match the chosen file", async ({ page }) => {
  const dialog = await openApplication(page);
  await fillApplication(page);
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(dialog.getByRole("status")).toContainText("Thank you! Your application has been received.");
  expect(receiver.received).toHaveLength(1);
  const [got] = receiver.received;
  expect(got!.path).toBe(new URL(receiverUrls.application).pathname);
  expect(got!.accept).toBe("application/json");
  expect(got!.fields).toEqual(expectedApplicationFields);
  expect(got!.files.resume!.name).toBe(resume.name);
  expect(got!.files.resume!.type).toBe("application/pdf");
  expect(got!.files.resume!.bytes.equals(resumeBytes)).toBe(true);
});

test("a 500 answer: the alert says so, every value stays, the fallback contacts show, and a retry delivers", async ({ page }) => {
  receiver.reset({ status: 500 });
  const dialog = await openApplication(page);
  await fillApplication(page);
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText("error 500");
  await expect(alert.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.e164}`);
  await expect(alert.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  const retry = alert.getByRole("button", { name: "Try submitting again" });
  await expect(retry).toBeFocused();
  expect(receiver.attempts).toBe(1);
  expect(receiver.received).toHaveLength(0);
  // Nothing lost: every value, the chosen file too.
  await expect(dialog.getByRole("textbox", { name: /^Full name/ })).toHaveValue("Ravi Kumar");
  await expect(dialog.getByRole("textbox", { name: /^Expected salary/ })).toHaveValue("58,000");
  await expect(dialog.getByRole("spinbutton", { name: /^Experience/ })).toHaveValue("3");
  expect(await dialog.getByLabel(/^Resume/).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(resume.name);
  // Closing and reopening the dialog keeps them as well.
  await page.keyboard.press("Escape");
  await page.getByRole("article", { name: "UI/UX Web Designer" }).getByRole("button", { name: "Apply Now" }).click();
  await expect(dialog.getByRole("textbox", { name: /^Full name/ })).toHaveValue("Ravi Kumar");

  receiver.mode = { status: 200 };
  await dialog.getByRole("button", { name: "Try submitting again" }).click();
  await expect(dialog.getByRole("status")).toContainText("Thank you! Your application has been received.");
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  expect(receiver.received).toHaveLength(1);
  expect(receiver.received[0]!.fields).toEqual(expectedApplicationFields);
  expect(receiver.received[0]!.files.resume!.bytes.equals(resumeBytes)).toBe(true);
});

test("contact form: a 503 keeps the values and a retry delivers exactly once", async ({ page }) => {
  receiver.reset({ status: 503 });
  await page.goto("/contact");
  await fillContact(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("error 503");
  await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveValue("Priya Sharma");
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveValue("We run a bakery in Gachibowli and want more online orders.");
  receiver.mode = { status: 200 };
  await page.getByRole("button", { name: "Try sending again" }).click();
  await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been received. Our team will reach out soon.");
  expect(receiver.received).toHaveLength(1);
  expect(receiver.received[0]!.fields.name).toBe("Priya Sharma");
});

test("a network failure (receiver unreachable) is reported and nothing is lost", async ({ page }) => {
  await page.goto("/contact");
  await page.route(receiverUrls.contact, (route) => route.abort("connectionrefused"));
  await fillContact(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("could not reach our server");
  await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveValue("priya@example.com");
  await page.unroute(receiverUrls.contact);
  await page.getByRole("button", { name: "Try sending again" }).click();
  await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been received. Our team will reach out soon.");
  expect(receiver.received).toHaveLength(1);
});

test("one submission in flight at a time", async ({ page }) => {
  receiver.reset({ status: 200, delayMs: 800 });
  await page.goto("/contact");
  await fillContact(page);
  const form = page.getByRole("form", { name: "Send Us a Message" });
  // Two submits in the same task: the second must not start another delivery.
  await form.evaluate((f: HTMLFormElement) => {
    f.requestSubmit();
    f.requestSubmit();
  });
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been received. Our team will reach out soon.");
  expect(receiver.attempts).toBe(1);
});

test("a filled honeypot sends nothing but shows the normal success", async ({ page }) => {
  await page.goto("/contact");
  await fillContact(page);
  // What a bot does: fill every input, including the one people never see.
  await page.locator('input[name="_gotcha"]').evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been received. Our team will reach out soon.");
  expect(receiver.attempts).toBe(0);
});

test("the honeypot is hidden from people and assistive technology", async ({ page }) => {
  await page.goto("/contact");
  const trap = page.locator('input[name="_gotcha"]');
  await expect(trap).toHaveAttribute("tabindex", "-1");
  await expect(trap).toHaveAttribute("autocomplete", "off");
  await expect(trap).not.toBeInViewport();
  expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
  await expect(page.getByRole("textbox", { name: /leave this field empty/i })).toHaveCount(0);
});

test("a wrong file type is never sent", async ({ page }) => {
  const dialog = await openApplication(page);
  await fillApplication(page);
  await dialog.getByLabel(/^Resume/).setInputFiles({ name: "resume.exe", mimeType: "application/x-msdownload", buffer: Buffer.from("MZ") });
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(dialog.getByLabel(/^Resume/)).toHaveAccessibleDescription(/Resume must be a PDF, DOC or DOCX file/);
  await expect(dialog.getByLabel(/^Resume/)).toBeFocused();
  await page.waitForTimeout(500);
  expect(receiver.attempts).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form submits as a plain multipart HTML form to the endpoint", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await expect(form).toHaveAttribute("action", receiverUrls.contact);
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("enctype", "multipart/form-data");
    await fillContact(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Thanks, received" })).toBeVisible();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.fields).toMatchObject({ name: "Priya Sharma", email: "priya@example.com" });
  });

  test("the application form submits with its resume without JavaScript", async ({ page }) => {
    await page.goto("/careers#apply");
    await expect(page.getByRole("textbox", { name: /^Full name/ })).toBeEnabled();
    await page.getByRole("textbox", { name: /^Full name/ }).fill("Ravi Kumar");
    await page.getByRole("textbox", { name: /^Phone number/ }).fill("+91 90000 11111");
    await page.getByRole("textbox", { name: /^Email/ }).fill("ravi@example.com");
    await page.getByLabel(/^Resume/).setInputFiles(resume);
    await page.getByRole("spinbutton", { name: /^Experience/ }).fill("3");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("heading", { name: "Thanks, received" })).toBeVisible();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.fields.fullName).toBe("Ravi Kumar");
    expect(receiver.received[0]!.files.resume!.bytes.equals(resumeBytes)).toBe(true);
  });
});
