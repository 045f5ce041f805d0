// One-off generator for the home hero's background loop and poster frames (not part of the build).
// Usage: npx tsx scripts/media/home-hero.ts   (needs ffmpeg with libvpx-vp9 and libx264 on PATH; --posters: the posters
// only). npm's `@ffmpeg-installer/linux-x64` carries one: `npm pack` it into a temporary folder rather than adding it.
// Output: public/media/home/hero-loop.webm, hero-loop.mp4, hero-poster-{1920,1280}.{avif,webp}, hero-poster-portrait.*
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp, { type OverlayOptions, type Sharp } from "sharp";
import { homeIn } from "@/lib/content/home";

// The loop: the agency's own work on a wall of cards, tilted, out of focus and dimmed under the ink, drifting slowly
// upward; the hero's sharp work and words sit in front of it. Its last second fades into its first, so it loops
// without a jump, and the posters are its first frame.
const { homeHero } = homeIn("en");
const W = 1280;
const H = 720;
const FPS = 24;
const SECONDS = 10;
const FRAMES = FPS * SECONDS;
/** The frames at the end that fade into the start. */
const FADE = FPS * 2;
/** How far the wall drifts in a second, at the loop's 1280 px. */
const DRIFT = 22;
const OUT = "public/media/home";
const WORK = "public/images/work";
/** The phone poster's size, as the page declares it, and its encoders' quality. */
const PORTRAIT = { w: homeHero.poster.portrait.width, h: homeHero.poster.portrait.height };
const PORTRAIT_QUALITY = { avif: 32, webp: 70 };

/** The pieces on the wall, in the order they are dealt to its columns: sites, apps, logos, print, posts, renders. */
const PIECES = [
  "kokapet-project-desktop-1100.webp",
  "sweet-shop-logo-sheet.svg",
  "app-deccan-degh-home.svg",
  "cafe-reels-grid.svg",
  "handloom-store-desktop-1100.webp",
  "logo-jeweller.svg",
  "kokapet-brochure-spread.svg",
  "dental-clinic-phone-560.webp",
  "handloom-wedding-email.svg",
  "kokapet-towers-dusk-1200.webp",
  "cafe-boosted-ad.svg",
  "interior-studio-desktop-1100.webp",
  "logo-biryani-house.svg",
  "sweet-shop-brochure-spread.svg",
  "app-deccan-degh-order.svg",
  "dental-clinic-desktop-1100.webp",
  "logo-health-tech.svg",
  "kokapet-search-ads.svg",
  "handloom-store-phone-560.webp",
  "sweet-shop-brand-sheet.svg",
  "interior-studio-search-results.svg",
  "logo-sports-academy.svg",
];
const COLUMNS = 8;
const CARD = 230;
const GAP = 26;
const WALL_H = 2600;
const TILT = -9;

/** A piece as a card `width` wide with rounded corners. */
async function card(file: string, width: number): Promise<{ input: Buffer; height: number }> {
  const source = readFileSync(path.join(WORK, file));
  const resized = await sharp(source, { density: 144 }).resize({ width }).png().toBuffer();
  const { height = width } = await sharp(resized).metadata();
  const r = Math.round(width * 0.035);
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" rx="${r}" fill="#fff"/></svg>`);
  const input = await sharp(resized)
    .composite([{ input: mask, blend: "dest-in" }])
    .png()
    .toBuffer();
  return { input, height };
}

/**
 * The wall at `scale` (1 is the loop's 1280 px): columns of cards, alternate ones set lower, tilted, blurred as a
 * background out of focus is, and dimmed. Long enough to drift over for the whole loop and its fade.
 */
async function wall(scale: number): Promise<Sharp> {
  const s = (n: number) => Math.round(n * scale);
  const width = s(COLUMNS * (CARD + GAP));
  const layers: OverlayOptions[] = [];
  let next = 0;
  for (let column = 0; column < COLUMNS; column++) {
    let y = s(column % 2 ? -160 : -20);
    while (y < s(WALL_H)) {
      const { input, height } = await card(PIECES[next++ % PIECES.length]!, s(CARD));
      layers.push({ input, left: s(column * (CARD + GAP) + GAP / 2), top: Math.max(0, y) });
      y += height + s(GAP);
    }
  }
  const flat = await sharp({
    create: { width, height: s(WALL_H), channels: 4, background: "#0b1020" },
  })
    .composite(layers)
    .png()
    .toBuffer();
  const tilted = await sharp(flat).rotate(TILT, { background: "#0b1020" }).png().toBuffer();
  return sharp(tilted)
    .blur(2.4 * scale)
    .modulate({ brightness: 0.38, saturation: 0.75 });
}

/** The brand's warm and cool light over the wall, fixed while the wall moves under it. */
function glow(w: number, h: number): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}"
    preserveAspectRatio="xMidYMid slice"><defs>
    <radialGradient id="a" cx="980" cy="140" r="560" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#ff7a45" stop-opacity="0.34"/><stop offset="1" stop-color="#ff7a45" stop-opacity="0"/></radialGradient>
    <radialGradient id="b" cx="220" cy="640" r="600" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#3552ff" stop-opacity="0.3"/><stop offset="1" stop-color="#3552ff" stop-opacity="0"/></radialGradient>
    </defs><rect width="${W}" height="${H}" fill="#0b1020" fill-opacity="0.25"/>
    <rect width="${W}" height="${H}" fill="url(#a)"/><rect width="${W}" height="${H}" fill="url(#b)"/></svg>`);
}

/** The window onto the wall at frame `i` (the wall drifts upward), `w` × `h` at `scale`, as raw RGB. */
async function windowAt(wallPng: Buffer, i: number, scale: number, w: number, h: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(wallPng).metadata();
  const top = Math.round(height / 2 - h / 2 - ((SECONDS * DRIFT) / 2) * scale + (i / FPS) * DRIFT * scale);
  return sharp(wallPng)
    .extract({ left: Math.round((width - w) / 2), top, width: w, height: h })
    .composite([{ input: glow(w, h) }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** Frame `i` of the loop: the first FADE frames blend the drift's continuation into its start. */
async function frame(wallPng: Buffer, i: number, scale: number, w: number, h: number): Promise<Buffer> {
  const own = await windowAt(wallPng, i, scale, w, h);
  if (i >= FADE) return own;
  const after = await windowAt(wallPng, i + FRAMES, scale, w, h);
  const a = i / FADE;
  const mixed = Buffer.alloc(own.length);
  for (let k = 0; k < own.length; k++) mixed[k] = Math.round(own[k]! * a + after[k]! * (1 - a));
  return mixed;
}

const rgb = (w: number, h: number) => ({ raw: { width: w, height: h, channels: 3 as const } });

/** The looping video, from the frames above (ffmpeg). */
async function loop() {
  const dir = mkdtempSync(path.join(tmpdir(), "hero-"));
  try {
    const wallPng = await (await wall(1)).png().toBuffer();
    for (let i = 0; i < FRAMES; i++) {
      await sharp(await frame(wallPng, i, 1, W, H), rgb(W, H))
        .png()
        .toFile(path.join(dir, `f${String(i).padStart(4, "0")}.png`));
    }
    const input = ["-y", "-framerate", String(FPS), "-i", path.join(dir, "f%04d.png"), "-an", "-pix_fmt", "yuv420p"];
    const vp9 = [
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "46",
      "-row-mt",
      "1",
      "-deadline",
      "good",
      "-cpu-used",
      "2",
    ];
    execFileSync("ffmpeg", [...input, ...vp9, `${OUT}/hero-loop.webm`], { stdio: "inherit" });
    const h264 = ["-c:v", "libx264", "-preset", "slow", "-crf", "32", "-movflags", "+faststart"];
    execFileSync("ffmpeg", [...input, ...h264, `${OUT}/hero-loop.mp4`], { stdio: "inherit" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The poster frames: the loop's first frame, landscape, and a portrait centre crop for phones (what `cover` shows
 * of the 16:9 video on a phone held upright). The portrait is what a phone on a slow link waits for before its
 * largest paint: out of focus and under a dark overlay, 480 px at a lower quality looks the same as more bytes.
 */
async function posters() {
  const big = await (await wall(1.5)).png().toBuffer();
  const first = await frame(big, 0, 1.5, 1920, 1080);
  for (const w of [1920, 1280]) {
    const image = sharp(first, rgb(1920, 1080)).resize(w);
    await image.clone().avif({ quality: 48, effort: 6 }).toFile(`${OUT}/hero-poster-${w}.avif`);
    await image.clone().webp({ quality: 80 }).toFile(`${OUT}/hero-poster-${w}.webp`);
  }
  const sliceW = Math.round((1080 * 9) / 16);
  const portrait = sharp(first, rgb(1920, 1080))
    .extract({ left: Math.round((1920 - sliceW) / 2), top: 0, width: sliceW, height: 1080 })
    .resize(PORTRAIT.w, PORTRAIT.h);
  await portrait.clone().avif({ quality: PORTRAIT_QUALITY.avif, effort: 6 }).toFile(`${OUT}/hero-poster-portrait.avif`);
  await portrait.clone().webp({ quality: PORTRAIT_QUALITY.webp }).toFile(`${OUT}/hero-poster-portrait.webp`);
}

/** `--posters` makes the poster frames only (no ffmpeg needed). */
async function main() {
  mkdirSync(OUT, { recursive: true });
  await posters();
  if (!process.argv.includes("--posters")) await loop();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
