import { describe, expect, it } from "vitest";
import { richLine } from "@/lib/richLine";
import { richLineText } from "@/lib/content/schemas/richLine";

const targets = {
  phone: "tel:+919876543210",
  email: "mailto:hello@example.in",
  whatsapp: "https://wa.me/919876543210",
};

describe("a line of copy with links in it", () => {
  it("becomes text and links in reading order, named targets and {values} filled in", () => {
    expect(
      richLine("Call [{phone}](phone) or [write to us](/contact#contact-form).", targets, { phone: "+91 98765 43210" }),
    ).toEqual([
      "Call ",
      { text: "+91 98765 43210", href: "tel:+919876543210" },
      " or ",
      { text: "write to us", href: "/contact#contact-form" },
      ".",
    ]);
  });

  it("keeps a line without links as one piece of text, and a lone link as one link", () => {
    expect(richLine("No links here.", targets)).toEqual(["No links here."]);
    expect(richLine("[Open the form](/contact)", targets)).toEqual([{ text: "Open the form", href: "/contact" }]);
  });

  it("is refused with what to write when a link leads anywhere but this site or a named target", () => {
    const checked = richLineText().safeParse("See [our partner](https://example.com).");
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.message).toBe(
      'links to "https://example.com": write a path on this site (/contact) or one of phone, email, whatsapp',
    );
    expect(richLineText().safeParse("Mail [{email}](email) or [call](phone).").success).toBe(true);
  });
});
