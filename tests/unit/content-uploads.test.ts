import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareMedia } from "@/scripts/content/uploads";

// An image a marketer uploads at /admin lands in content/uploads/; the build serves it in the site's sizes and
// formats, and refuses, by name, a file the site could not show.

let root: string;
const upload = async (name: string, width: number, height: number) =>
  writeFileSync(
    join(root, "content/uploads", name),
    await sharp({ create: { width, height, channels: 3, background: "#c0623a" } })
      .jpeg()
      .toBuffer(),
  );

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "content-media-"));
  mkdirSync(join(root, "content/uploads"), { recursive: true });
  await upload("cafe-menu-board.jpg", 1400, 1050);
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("uploaded images", () => {
  it("are served at each of the site's widths up to their own, as AVIF and WebP", async () => {
    const { problems, manifest } = await prepareMedia(root);
    expect(problems).toEqual([]);
    expect(manifest).toEqual({
      "/uploads/cafe-menu-board.jpg": { width: 1400, height: 1050, widths: [640, 800, 1100, 1400] },
    });
    for (const width of [640, 800, 1100, 1400])
      for (const format of ["avif", "webp"])
        expect(existsSync(join(root, `public/uploads/cafe-menu-board-${width}.${format}`)), String(width)).toBe(true);
    const { width } = await sharp(join(root, "public/uploads/cafe-menu-board-1100.webp")).metadata();
    expect(width).toBe(1100);
  }, 60_000);

  it("refuse a file the site cannot show, saying what to do", async () => {
    await upload("Menu Board.jpg", 1400, 1050);
    await upload("tiny-logo.jpg", 200, 200);
    writeFileSync(join(root, "content/uploads/brief.pdf"), "%PDF-1.4");
    const { problems } = await prepareMedia(root);
    expect(problems).toEqual([
      "content/uploads/Menu Board.jpg: the file name must be lower-case letters, digits and hyphens, e.g. cafe-menu-board.jpg: rename it",
      "content/uploads/brief.pdf: is not a JPEG, PNG or WebP image: upload one of those",
      "content/uploads/tiny-logo.jpg: is 200 px wide: upload an image at least 640 px wide",
    ]);
  }, 60_000);
});
