import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { rightsRequestIn } from "@/lib/content/rightsRequest";
import { expectNoAxeViolations } from "../e2e/support/axe";
import { recipients } from "./booking-support";
import { mailingSite } from "./mailing-site";
import { SiteServer } from "./site-server";
import { collectCspViolations, port, virtualAuthenticator } from "./support";

// A person's rights under the DPDP Act, as `npm start` serves the privacy notice, the receiver and the desk, with
// a real SMTP server on loopback: requests filed in English and in Telugu, confirmed from the mailbox, acted on
// and closed by staff; a link nobody was sent opens nothing; an e-mail's withdraw link erases.
const sitePort = port + 86;
const origin = `http://localhost:${sitePort}`;
const served = mailingSite({ sitePort, smtpPort: port + 87, origin });

test.use({ baseURL: origin });

/** The newest e-mail to `address` whose text matches `pattern`, once it has come. */
async function mailTo(address: string, pattern: RegExp): Promise<ParsedMail> {
  const find = () =>
    served.smtp.received.filter((m) => recipients(m).includes(address) && pattern.test(m.text ?? "")).at(-1);
  await expect.poll(() => Boolean(find()), { message: `an e-mail to ${address} matching ${pattern}` }).toBe(true);
  return find()!;
}
const linkIn = (mail: ParsedMail, fragment: "rights" | "withdraw") =>
  new RegExp(`(http://\\S+#${fragment}=[\\w-]{32})`).exec(mail.text ?? "")![1]!;

const FORM_NAMES: Record<string, string> = {
  "/privacy": "Make a request about your data",
  "/te/privacy": rightsRequestIn("te").heading,
  "/hi/privacy": rightsRequestIn("hi").heading,
};

async function fileRequest(page: Page, path: string, fields: { kind: string; name: string; email: string }) {
  await page.goto(path);
  const form = page.getByRole("form", { name: FORM_NAMES[new URL(path, origin).pathname] });
  await form.getByRole("radio", { name: fields.kind }).check();
  await form.getByRole("textbox", { name: /^(Your name|మీ పేరు|आपका नाम)/ }).fill(fields.name);
  await form.getByRole("textbox", { name: /^(Your e-mail address|మీ ఈమెయిల్ చిరునామా|आपका ईमेल पता)/ }).fill(fields.email);
}

test("requests filed in English and Telugu are confirmed from the mailbox, then staff answer and close them; the withdraw link erases", async ({
  page,
}) => {
  const violations = collectCspViolations(page);

  // A form sent empty says what is missing under each field, and sends nothing.
  await page.goto("/privacy");
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByText("Choose what you ask for", { exact: true })).toBeVisible();
  await expect(page.getByText("Enter your name", { exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Your e-mail address/ })).toHaveAccessibleDescription(
    /Enter an e-mail address like name@example.com/,
  );
  await expectNoAxeViolations(page);

  await fileRequest(page, "/privacy", { kind: "Raise a grievance", name: "Priya Sharma", email: "priya@example.com" });
  await page.getByRole("textbox", { name: /^Details/ }).fill("You phoned me twice after I said no.");
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByText(/^Your request is stored\. We have e-mailed a link/)).toBeFocused();

  await fileRequest(page, "/te/privacy", { kind: "నా డేటాను తొలగించాలి", name: "రవి కుమార్", email: "ravi@example.com" });
  await page.getByRole("button", { name: "అభ్యర్థన పంపండి" }).click();
  await expect(page.getByText(/^మీ అభ్యర్థనను భద్రపరిచాం\. మీరు ఇచ్చిన చిరునామాకు/)).toBeVisible();

  // Stored before anything else, and nothing shown or changed before the mailbox confirms: a made-up link opens nothing.
  const stored = await served.db.execute("SELECT kind, language, status FROM rights_requests ORDER BY id");
  expect(stored.rows.map((r) => [r.kind, r.language, r.status])).toEqual([
    ["grievance", "en", "unconfirmed"],
    ["erasure", "te", "unconfirmed"],
  ]);
  await page.goto(`/privacy#rights=${"a".repeat(32)}`);
  await expect(page.getByText("We could not find this request. The link may be incomplete.")).toBeVisible();

  // The confirmation e-mails: the agency's words in the request's language; the link's page confirms on a press.
  const priyaMail = await mailTo("priya@example.com", /Raise a grievance/);
  expect(priyaMail.text).not.toContain("phoned");
  await page.goto(linkIn(priyaMail, "rights"));
  await page.getByRole("button", { name: "Confirm my request" }).click();
  await expect(page.getByText(/^Your request is confirmed\. We will answer by \d+ \w+ 20\d\d\.$/)).toBeVisible();
  const raviMail = await mailTo("ravi@example.com", /నా డేటాను తొలగించాలి/);
  expect(raviMail.subject).toBe("Deccan Digital కు మీరు పంపిన అభ్యర్థనను నిర్ధారించండి");
  await page.goto(linkIn(raviMail, "rights"));
  expect(new URL(page.url()).pathname).toBe("/te/privacy");
  await page.getByRole("button", { name: "నా అభ్యర్థనను నిర్ధారించండి" }).click();
  await expect(page.getByText(/^మీ అభ్యర్థన నిర్ధారణ అయింది\./)).toBeVisible();

  // Staff: both cases with their due dates; a note, then the reply that closes the grievance.
  const printed = execFileSync(process.execPath, ["dist/leads.mjs", "staff", "add", "meera@agency.example", "Meera"], {
    env: { ...process.env, LEADS_DATABASE_URL: served.url, LEADS_DESK_ORIGIN: origin },
    encoding: "utf8",
  });
  await virtualAuthenticator(page);
  await page.goto(/(http:\S+\/desk\/enrol\/\S+)/.exec(printed)![1]!);
  await page.getByRole("button", { name: "Register a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Requests" }).click();
  const open = page.getByRole("table", { name: "Open cases" });
  await expect(open.getByRole("row")).toHaveCount(3);
  await expect(open.getByRole("row").nth(1)).toContainText("Erase my data");
  await expect(open.getByRole("row").nth(1)).toContainText("రవి కుమార్ (Telugu)");
  await expectNoAxeViolations(page);
  await open.getByRole("link", { name: /Raise a grievance/ }).click();
  await expect(page.getByText("You phoned me twice after I said no.")).toBeVisible();
  await page.getByRole("textbox", { name: "Add a note" }).fill("Called Priya; removed from the call list.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText(/Meera, .*: Called Priya; removed from the call list\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole("textbox", { name: "Your answer, in English" })
    .fill("We are sorry. We will not call you again.");
  await page.getByRole("button", { name: "Send the reply and close the case" }).click();
  await expect(page.getByRole("heading", { name: "Reply and close" })).toBeHidden();

  // The person reads the answer by the reply's link.
  const reply = await mailTo("priya@example.com", /We will not call you again/);
  await page.goto(linkIn(reply, "rights"));
  await expect(page.getByText(/^We answered on \d+ \w+ 20\d\d\.$/)).toBeVisible();
  await expect(page.getByText("We are sorry. We will not call you again.")).toBeVisible();

  // Ravi withdraws from his e-mail's link: one press erases everything about his address.
  await page.goto(linkIn(raviMail, "withdraw"));
  await page.getByRole("button", { name: rightsRequestIn("te").withdraw.button }).click();
  await expect(page.getByText(rightsRequestIn("te").withdraw.done)).toBeVisible();
  const left = await served.db.execute("SELECT email FROM rights_requests");
  expect(left.rows.map((r) => r.email)).toEqual(["priya@example.com"]);

  // After a breach, staff list who was held in a window: today's is Priya alone, with her language and contact.
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  await page.goto(`/desk/breach?from=${today}&to=${today}`);
  await expect(page.getByRole("heading", { name: "1 person held, and 0 erased since" })).toBeVisible();
  const people = page.getByRole("table", { name: "People held in the window" });
  await expect(people.getByRole("row").nth(1)).toHaveText(/Priya Sharma\s*English\s*priya@example\.com/);
  await expectNoAxeViolations(page);
  expect(violations).toEqual([]);
});

test("without mail, the visitor is told in Hindi that staff will check the request is theirs, and no e-mail goes", async ({
  page,
}) => {
  const quietPort = port + 88;
  const quiet = new SiteServer(quietPort, served.url, { LEADS_DESK_ORIGIN: `http://localhost:${quietPort}` });
  await quiet.start();
  try {
    await fileRequest(page, `http://localhost:${quietPort}/hi/privacy`, {
      kind: rightsRequestIn("hi").kinds.correction,
      name: "अनीता वर्मा",
      email: "anita@example.com",
    });
    await page.getByRole("button", { name: "अनुरोध भेजें" }).click();
    await expect(page.getByText(/^आपका अनुरोध सहेज लिया गया है। यह वेबसाइट ईमेल नहीं भेजती/)).toBeVisible();
    const row = await served.db.execute(
      "SELECT id, status, language FROM rights_requests WHERE email = 'anita@example.com'",
    );
    expect(row.rows.map((r) => [r.status, r.language])).toEqual([["unconfirmed", "hi"]]);
    expect(served.smtp.received.filter((m) => recipients(m).includes("anita@example.com"))).toEqual([]);
  } finally {
    await quiet.stop();
  }
});
