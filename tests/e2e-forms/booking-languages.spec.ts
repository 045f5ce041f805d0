import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { formPrivacyIn } from "@/lib/content/forms";
import { contactFieldsIn } from "@/lib/forms/localizedForms";
import { contactPageIn } from "@/lib/content/contact";
import { rightsRequestIn } from "@/lib/content/rightsRequest";
import { bookingCopyIn } from "@/lib/content/booking";
import { localeInfo, translatedLocales, type TranslatedLocale } from "@/lib/locales";
import { site } from "@/lib/content/site";
import { bookingClock } from "@/lib/booking/times";
import { fill } from "@/lib/template";
import { expectNoAxeViolations } from "../e2e/support/axe";
import { strayEnglish } from "../e2e/support/strayEnglish";
import { calendarPart, confirmationLink, parseCalendar } from "./booking-support";
import { mailingSite } from "./mailing-site";
import { collectCspViolations, port } from "./support";

// Booking a call in Telugu and in Hindi, as a visitor in Hyderabad does: the pages, the refusals, the times in
// the language's own format, the e-mails and the calendar files all in the language the call was booked in.
const sitePort = port + 83;
const origin = `http://127.0.0.1:${sitePort}`;
const served = mailingSite({
  sitePort,
  smtpPort: port + 84,
  origin,
  env: { LEADS_RATE_LIMIT: "200/600" },
  onProjectDatabase: true,
});

test.use({ baseURL: origin, timezoneId: "Asia/Kolkata" });

/** A contact field's label in `locale`, as the booking form shows it. */
const label = (locale: TranslatedLocale, name: string) =>
  contactFieldsIn(locale).find((field) => field.name === name)!.label;

/** English in the page's main text beyond what a Telugu or Hindi page may show. */
const englishIn = async (page: Page) => strayEnglish(await page.getByRole("main").innerText());

for (const locale of translatedLocales) {
  const copy = bookingCopyIn(locale);
  const clock = bookingClock(locale);
  const { prefix, name: language } = localeInfo[locale];
  const email = `${locale}-booker@example.com`;

  test(`${language}: a visitor books from the contact page, is refused in ${language}, confirms, downloads and cancels`, async ({
    page,
  }) => {
    const violations = collectCspViolations(page);
    await page.goto(`${prefix}/contact`);
    await page.getByRole("link", { name: contactPageIn(locale).bookCall.label }).click();
    await expect(page).toHaveURL(`${prefix}/book`);
    await expect(page.getByRole("heading", { level: 1, name: copy.page.heading })).toBeVisible();
    const times = page.getByRole("group", { name: new RegExp(`^${copy.slots.legend}`) }).getByRole("radio");
    await expect(times.first()).toBeVisible();

    // Refused in the visitor's language: no time chosen, no name given; nothing stored.
    await page.getByRole("button", { name: copy.form.submitLabel }).click();
    await expect(page.getByText(copy.slots.required)).toBeVisible();
    await expect(page.getByRole("textbox", { name: new RegExp(`^${label(locale, "name")}`) })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    const stored = () => served.db.execute({ sql: "SELECT language FROM leads WHERE email = ?", args: [email] });
    expect((await stored()).rows).toEqual([]);

    // Each time in the language's own clock.
    const starts = await times.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
    const start = starts.at(-1)!;
    await expect(times.last().locator("xpath=..")).toHaveText(clock.time(new Date(start)));
    await times.last().check();
    await page.getByRole("textbox", { name: new RegExp(`^${label(locale, "name")}`) }).fill("Priya Sharma");
    await page.getByRole("textbox", { name: new RegExp(`^${label(locale, "phone")}`) }).fill("+91 98480 12345");
    await page.getByRole("textbox", { name: new RegExp(`^${label(locale, "email")}`) }).fill(email);
    await page.getByRole("combobox", { name: new RegExp(`^${copy.form.topicLabel}`) }).selectOption({ index: 1 });
    await expect(page.getByText(formPrivacyIn(locale).contact.note)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: copy.form.submitLabel }).click();
    await expect(page.getByRole("heading", { name: copy.request.emailHeading })).toBeVisible();
    expect(await englishIn(page)).toEqual([]);
    expect((await stored()).rows).toEqual([expect.objectContaining({ language: locale })]);

    // The confirmation e-mail: in the language, the time written as it is there, the link to its own page.
    const [request] = await served.mailFor(email, 1);
    expect(request!.subject).toBe(fill(copy.invitation.confirmSubject, { agency: site.name }));
    expect(request!.text).toContain(clock.dated(start));
    expect(request!.text).toContain(rightsRequestIn(locale).mail.withdrawLine.split("{withdraw}")[0]!);
    const link = confirmationLink(request!);
    expect(new URL(link).pathname).toBe(`${prefix}/book/confirm`);
    await page.goto(link);
    await page.getByRole("button", { name: copy.confirmPage.button }).click();
    await expect(page.getByText(copy.confirmPage.booked)).toBeVisible();
    await expect(page.getByText(`${clock.day(new Date(start))}, ${clock.time(new Date(start))}`)).toBeVisible();
    expect(await englishIn(page)).toEqual([]);

    // The invitation and the downloaded file speak the language too.
    const [, invitation] = await served.mailFor(email, 2);
    expect(invitation!.subject).toBe(fill(copy.invitation.subject, { agency: site.name, when: clock.dated(start) }));
    const summary = fill(copy.invitation.summary, { agency: site.name });
    expect(parseCalendar(calendarPart(invitation!)!.text).events[0]!.summary).toBe(summary);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: copy.confirmation.addToCalendar }).click();
    expect(parseCalendar(readFileSync(await (await download).path(), "utf8")).events[0]!.summary).toBe(summary);

    // The manage page: booked, then cancelled, in the language; the cancellation e-mail too.
    await page.getByRole("link", { name: copy.confirmation.manage }).click();
    await expect(page).toHaveURL(new RegExp(`^${origin}${prefix}/book/manage#`));
    await expect(page.getByText(copy.managePage.status.booked, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: copy.managePage.cancel }).click();
    await expect(page.getByText(copy.managePage.cancelled)).toBeVisible();
    expect(await englishIn(page)).toEqual([]);
    const [, , cancel] = await served.mailFor(email, 3);
    expect(cancel!.subject).toBe(fill(copy.invitation.cancelSubject, { agency: site.name, when: clock.dated(start) }));
    expect(violations).toEqual([]);
  });
}
