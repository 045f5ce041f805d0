// @vitest-environment node
// The contact page and the chat offer booking a call only where the site's own receiver takes bookings.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

async function contactPageLink(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { BookCallLink } = await import("@/components/booking/BookCallLink");
  return renderToStaticMarkup(createElement(BookCallLink));
}

async function chatHrefs(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { messageBlocks } = await import("@/lib/chat");
  return ["quote", "contact"].map((node) =>
    (JSON.stringify(messageBlocks(node as "quote", undefined)).match(/"href":"[^"]+"/g) ?? []).join(" "),
  );
}

afterEach(() => vi.unstubAllEnvs());

describe("the chat's booking link", () => {
  it("is in the quote and contact answers when the forms post to the site's own receiver", async () => {
    for (const hrefs of await chatHrefs({})) expect(hrefs).toContain('"href":"/book"');
  });

  it("is left out in the demo build and where the forms post to another host", async () => {
    for (const hrefs of await chatHrefs({ NEXT_PUBLIC_FORMS: "demo" })) expect(hrefs).not.toContain("/book");
    const elsewhere = {
      NEXT_PUBLIC_CONTACT_ENDPOINT: "https://forms.example.com/contact",
      NEXT_PUBLIC_APPLICATION_ENDPOINT: "https://forms.example.com/apply",
    };
    const [quote, contact] = await chatHrefs(elsewhere);
    expect(quote).toBe('"href":"/contact#contact-form"');
    expect(contact).not.toContain("/book");
    expect(contact).toContain("tel:");
  });
});

describe("the contact page's booking link", () => {
  it("is there with the site's own receiver, and absent in the demo build", async () => {
    expect(await contactPageLink({})).toContain('href="/book"');
    expect(await contactPageLink({ NEXT_PUBLIC_FORMS: "demo" })).toBe("");
  });
});
