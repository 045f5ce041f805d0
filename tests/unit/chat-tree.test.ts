import { describe, expect, it } from "vitest";
import { chatIn } from "@/lib/content/chat";
import type { ChatNodeId } from "@/lib/chatCopy";
import { site } from "@/lib/content/site";
import { whatsappMessagesIn } from "@/lib/content/whatsapp";
import { blockTexts, chatLinkKind, chatReducer, initialChatState, messageBlocks } from "@/lib/chat";

const { assistant: chatAssistant, tree: chatTree } = chatIn("en");

const ids = Object.keys(chatTree) as ChatNodeId[];
const textOf = (id: ChatNodeId) => blockTexts(chatTree[id].message).join(" ");
const targets = (id: ChatNodeId) => chatTree[id].options.map((o) => o.next);

function hrefsOf(id: ChatNodeId): string[] {
  const out: string[] = [];
  const visit = (x: unknown) => {
    if (Array.isArray(x)) x.forEach(visit);
    else if (x && typeof x === "object") {
      if ("href" in x) out.push((x as { href: string }).href);
      if ("list" in x) visit((x as { list: unknown }).list);
    }
  };
  visit(chatTree[id].message);
  return out;
}

describe("chat decision tree", () => {
  it("has exactly the eleven nodes given and starts at start", () => {
    expect(ids.sort()).toEqual(
      [
        "branding",
        "careers",
        "contact",
        "ecommerce",
        "marketing",
        "pricing",
        "process",
        "quote",
        "services",
        "start",
        "webdev",
      ].sort(),
    );
    expect(chatAssistant.startNode).toBe("start");
  });

  it("every option leads to a node that exists, and every node has a message and options", () => {
    for (const id of ids) {
      expect(blockTexts(chatTree[id].message).join("").length, id).toBeGreaterThan(0);
      expect(chatTree[id].options.length, id).toBeGreaterThan(0);
      for (const option of chatTree[id].options) {
        expect(Object.hasOwn(chatTree, option.next), `${id} → ${option.next}`).toBe(true);
      }
      const labels = chatTree[id].options.map((o) => o.label);
      expect(new Set(labels).size, `${id} has duplicate labels`).toBe(labels.length);
    }
  });

  it("every node is reachable from start", () => {
    const seen = new Set<ChatNodeId>(["start"]);
    const queue: ChatNodeId[] = ["start"];
    while (queue.length) {
      for (const next of targets(queue.shift()!)) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    expect([...seen].sort()).toEqual([...ids].sort());
  });

  it("start and services offer exactly the options given", () => {
    expect(chatTree.start.options).toEqual([
      { label: "Our Services", next: "services" },
      { label: "Get a Quote", next: "quote" },
      { label: "Contact Info", next: "contact" },
      { label: "Pricing & Timeline", next: "pricing" },
      { label: "How We Work", next: "process" },
      { label: "Careers", next: "careers" },
    ]);
    expect(chatTree.services.options).toEqual([
      { label: "Branding", next: "branding" },
      { label: "Web/App Development", next: "webdev" },
      { label: "Digital Marketing", next: "marketing" },
      { label: "E-Commerce", next: "ecommerce" },
      { label: "Back", next: "start" },
    ]);
  });

  it("quote, contact and careers lead only to the main menu or to quote, and all offer the main menu", () => {
    for (const id of ["quote", "contact", "careers"] as const) {
      for (const next of targets(id)) expect(["start", "quote"], id).toContain(next);
      expect(targets(id), id).toContain("start");
      expect(targets(id), `${id} must not loop to itself`).not.toContain(id);
    }
  });

  it("service nodes lead to quote, pricing and back to services, and nowhere else", () => {
    for (const id of ["branding", "webdev", "marketing", "ecommerce"] as const) {
      expect([...targets(id)].sort(), id).toEqual(["pricing", "quote", "services"]);
    }
  });

  it("pricing and process lead to quote and offer a way back to the main menu", () => {
    for (const id of ["pricing", "process"] as const) {
      expect(targets(id), id).toContain("quote");
      expect(targets(id), id).toContain("start");
      expect(targets(id), id).not.toContain(id);
    }
  });

  it("carries the figures and lists given, and the site's contact details", () => {
    for (const price of [
      "Landing page: ₹20K–₹30K",
      "Business website: ₹35K–₹50K",
      "Web app: ₹60K–₹1.5L+",
      "Branding pack: ₹10K–₹25K",
      "Marketing campaigns: custom",
    ]) {
      // The word joiner that keeps a band on one line is invisible: the text reads exactly as given.
      expect(blockTexts(chatTree.pricing.message).map((t) => t.replace(/\u2060/g, ""))).toContain(price);
    }
    expect(blockTexts(chatTree.process.message)).toEqual(
      expect.arrayContaining([
        "Discovery Call",
        "Proposal & Pricing",
        "Design & Development",
        "Revisions",
        "Launch & Support",
      ]),
    );
    expect(textOf("webdev")).toContain("React, Next.js, Node.js, MongoDB, React-Native");
    expect(blockTexts(chatTree.careers.message)).toEqual(
      expect.arrayContaining(["Frontend Developer", "UI/UX Designer", "Content Marketer"]),
    );
    expect(textOf("contact")).toContain(site.hours.chat);
    expect(textOf("contact")).toContain(site.phone.display);
    expect(textOf("contact")).toContain(site.email);
    expect(hrefsOf("contact")).toEqual(expect.arrayContaining([`tel:${site.phone.e164}`, `mailto:${site.email}`]));
  });

  it("the contact answer links to WhatsApp with a message prefilled, about the service asked about if any", () => {
    const whatsapp = (service?: "branding") =>
      JSON.stringify(messageBlocks("contact", service)).match(/"href":"(https:\/\/wa\.me\/[^"]+)"/)![1]!;
    const digits = site.phone.e164.replace(/\D/g, "");
    expect(new URL(whatsapp()).pathname).toBe(`/${digits}`);
    expect(new URL(whatsapp()).searchParams.get("text")).toBe(whatsappMessagesIn("en").general);
    expect(new URL(whatsapp("branding")).searchParams.get("text")).toMatch(/branding/i);
    expect(chatLinkKind(whatsapp("branding"))).toBe("web");
    expect(chatLinkKind(`https://wa.me/${digits}0`)).toBeNull();
  });

  it("links only to phone, e-mail or pages on this site", () => {
    for (const id of ids) for (const href of hrefsOf(id)) expect(chatLinkKind(href), href).not.toBeNull();
    expect(chatLinkKind("javascript:alert(1)")).toBeNull();
    expect(chatLinkKind("//evil.example")).toBeNull();
    expect(chatLinkKind("https://evil.example")).toBeNull();
  });
});

describe("a quote keeps what the visitor asked about", () => {
  /** Walk the conversation through the options with these labels, replying to each; the last bot message's links. */
  function linksAfter(labels: string[]): string[] {
    let state = initialChatState();
    for (const label of labels) {
      const option = chatTree[state.node].options.find((o) => o.label === label)!;
      state = chatReducer(chatReducer(state, { type: "choose", option }), { type: "reply" });
    }
    const last = state.messages.at(-1)!;
    if (last.from !== "bot") throw new Error("the bot has not answered");
    return JSON.stringify(messageBlocks(last.node, last.service)).match(/"href":"[^"]+"/g) ?? [];
  }

  it("Get a Quote after Branding opens the enquiry form with Branding chosen; from the main menu, with nothing chosen", () => {
    expect(linksAfter(["Our Services", "Branding", "Get a Quote"])).toEqual([
      '"href":"/contact?service=branding#contact-form"',
      '"href":"/book"',
    ]);
    expect(linksAfter(["Our Services", "E-Commerce", "Pricing & Timeline", "Get a Quote"])).toEqual([
      '"href":"/contact?service=ecommerce#contact-form"',
      '"href":"/book"',
    ]);
    expect(linksAfter(["Get a Quote"])).toEqual(['"href":"/contact#contact-form"', '"href":"/book"']);
  });

  it("the quote no longer repeats the phone number: it leads into the form, or to booking a call", () => {
    expect(hrefsOf("quote")).toEqual(["/contact#contact-form", "/book"]);
  });
});
