// Writes the site's icons from the one brand mark in lib/brand.ts. Run after changing the mark or its
// colours, and commit the files: `npx tsx scripts/generate-icons.ts`.
//   app/icon.svg          SVG favicon (Next adds <link rel="icon" type="image/svg+xml">)
//   app/favicon.ico       16/32/48 px PNG-in-ICO for browsers and tools that only ask for /favicon.ico
//   app/apple-icon.png    180×180 apple-touch-icon (full bleed: iOS rounds the corners)
//   public/icons/*.png    192 and 512 px manifest icons, and a 512 px maskable one
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { brandMarkSvg } from "@/lib/brand";

async function png(size: number, shape: "tile" | "square", palette = true): Promise<Buffer> {
  return sharp(Buffer.from(brandMarkSvg({ size, shape })))
    .png({ compressionLevel: 9, palette })
    .toBuffer();
}

/** An ICO file whose entries are PNG images (supported by every browser since IE Vista-era). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // palette colours
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

async function main() {
  const root = process.cwd();
  const write = async (file: string, data: string | Buffer) => {
    const target = path.join(root, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
    console.log(`wrote ${file} (${typeof data === "string" ? Buffer.byteLength(data) : data.length} bytes)`);
  };

  await write("app/icon.svg", `${brandMarkSvg()}\n`);
  await write(
    "app/favicon.ico",
    ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size, "tile", false) })))),
  );
  await write("app/apple-icon.png", await png(180, "square"));
  await write("public/icons/icon-192.png", await png(192, "tile"));
  await write("public/icons/icon-512.png", await png(512, "tile"));
  await write("public/icons/maskable-512.png", await png(512, "square"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
