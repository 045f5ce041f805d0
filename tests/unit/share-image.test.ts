// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { routeInfo } from "@/lib/routes";
import {
  loadShareImageFonts,
  renderShareImage,
  shareImageEyebrow,
  shareImageText,
} from "@/scripts/postbuild/share-image-card";

describe("share image text", () => {
  it("splits a long record title at its dash into headline and subtitle", () => {
    expect(shareImageText("Email Marketing Services in Hyderabad — Campaigns, Automation & Newsletters")).toEqual({
      headline: "Email Marketing Services in Hyderabad",
      subtitle: "Campaigns, Automation & Newsletters",
    });
    expect(shareImageText("About Us")).toEqual({ headline: "About Us" });
    expect(shareImageText("Pay-Per-Click & Search")).toEqual({ headline: "Pay-Per-Click & Search" });
  });
  it("labels service images with their category and pages with their own line", () => {
    expect(shareImageEyebrow(routeInfo("/logo-design")!)).toBe("Design studio");
    expect(shareImageEyebrow(routeInfo("/careers")!)).toBe("Careers · We're hiring");
  });
});

describe("renderShareImage", () => {
  it("renders a 1200×630 PNG with the brand's ink background and saffron accents, without system fonts", async () => {
    const png = await renderShareImage(routeInfo("/about")!, await loadShareImageFonts());
    const image = sharp(png);
    expect(await image.metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(pixel(20, 610)).toEqual([0x0b, 0x10, 0x20]); // ink, bottom-left corner
    // The logo tile at the top left is saffron (#ff7a45).
    expect(pixel(90, 96)).toEqual([0xff, 0x7a, 0x45]);
    // Text was drawn: the title area holds light pixels.
    const titleRow = Array.from({ length: 600 }, (_, i) => pixel(80 + i, 330));
    expect(titleRow.some(([r, g, b]) => r! > 200 && g! > 200 && b! > 200)).toBe(true);
  }, 30_000);
});
