// @vitest-environment node
// One e-mail rule for the forms and the receiver: an address that carries a header, a second recipient or a
// quoted display name is refused; an older stored address that fails the rule is never made into a link or a
// Reply-To; every mailto: link encodes the address.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "@/lib/content/site";
import { emailKey, isEmail, mailtoHref } from "@/lib/forms/email";
import { validateContact } from "@/lib/forms/rules";
import { getLead } from "@/receiver/db/leads";
import { configFromEnv } from "@/receiver/config";
import { notificationMail } from "@/receiver/notify";
import { deskFixture, type DeskFixture } from "@/tests/support/desk";

const HEADER_CARRIERS = [
  "a@client.example?bcc=x%40evil.example&subject=Pay",
  '"x"<victim@evil.example>',
  "a,victim@evil.example",
  "a@client.example%0d%0abcc:x@evil.example",
  "a@client.example victim@evil.example",
  "élodie@client.example",
];

let desk: DeskFixture;
beforeEach(async () => (desk = await deskFixture()));
afterEach(() => desk.close());

function contact(email: string): FormData {
  const data = new FormData();
  const fields = { name: "Priya", phone: "+91 98480 12345", email, message: "Hello", _gotcha: "" };
  for (const [k, v] of Object.entries({ ...fields, noticeVersion: site.privacy.noticeVersion })) data.set(k, v);
  return data;
}

describe("the e-mail rule", () => {
  it.each(HEADER_CARRIERS)("refuses %s in the browser's check and at the receiver (400)", async (email) => {
    expect(isEmail(email)).toBe(false);
    expect(validateContact({ name: "Priya", phone: "+91 98480 12345", email }).email).toBeDefined();
    const response = await desk.app.request("/api/leads/contact", {
      method: "POST",
      body: contact(email),
      headers: { Host: "www.example.in", Accept: "application/json" },
    });
    expect(response.status).toBe(400);
  });

  it("accepts ordinary addresses, and compares them trimmed, NFKC and case-folded", () => {
    for (const email of ["priya@example.com", "priya.sharma+leads@mail.example.co.in", "o'neil@example.ie"])
      expect(isEmail(email)).toBe(true);
    expect(emailKey(" ÉLODIE@Client.Example ")).toBe(emailKey("e\u0301lodie@client.example"));
    expect(emailKey("ｐｒｉｙａ@example.com")).toBe("priya@example.com");
  });

  it("encodes every mailto: link", () => {
    expect(mailtoHref("a?b&c@example.com")).toBe("mailto:a%3Fb%26c@example.com");
    expect(mailtoHref("priya@example.com")).toBe("mailto:priya@example.com");
  });

  it("shows an older stored address that fails the rule as text, and names it in no Reply-To", async () => {
    const { cookie } = await desk.signedIn();
    const id = await desk.lead({ email: "a@client.example?bcc=x%40evil.example" });
    const page = await (await desk.request(`/desk/leads/${id}`, { cookie })).text();
    expect(page).not.toContain("mailto:");
    expect(page).toContain("not a valid address");
    const config = configFromEnv({ SMTP_URL: "smtps://u:p@smtp.example.com", LEADS_NOTIFY_TO: "leads@example.in" });
    const lead = (await getLead(desk.db, id))!;
    const mail = notificationMail(lead, undefined, { ...config.smtp!, deskOrigin: "https://www.example.in" });
    expect(mail.replyTo).toBeUndefined();
    const good = (await getLead(desk.db, await desk.lead({ email: "priya@example.com" })))!;
    expect(notificationMail(good, undefined, { ...config.smtp!, deskOrigin: "x" }).replyTo).toBe("priya@example.com");
  });
});
