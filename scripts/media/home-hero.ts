// One-off generator for the home hero's background loop and poster frames (not part of the build).
// Usage: npx tsx scripts/media/home-hero.ts   (needs ffmpeg with libvpx-vp9 and libx264 on PATH; --posters: the posters only)
// Output: public/media/home/hero-loop.webm, hero-loop.mp4, hero-poster-{1920,1280}.{avif,webp}, hero-poster-portrait.{avif,webp}
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { homeIn } from "@/lib/content/home";

const { homeHero } = homeIn("en");
const W = 1280;
const H = 720;
const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
const OUT = "public/media/home";
const TAU = Math.PI * 2;
/** The phone poster's size, as the page declares it, and its encoders' quality. */
const PORTRAIT = { w: homeHero.poster.portrait.width, h: homeHero.poster.portrait.height };
const PORTRAIT_QUALITY = { avif: 50, webp: 80 };

/** Deterministic pseudo-random numbers, so the loop is the same every run. */
function rng(seed: number) {
  return () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
  };
}
const rand = rng(42);
const particles = Array.from({ length: 46 }, () => ({
  x: rand() * W,
  y: rand() * H,
  r: 0.8 + rand() * 2.2,
  a: 0.25 + rand() * 0.5,
  sway: 6 + rand() * 18,
  phase: rand() * TAU,
  laps: rand() < 0.5 ? 1 : 2,
}));

/** One frame at loop position t in [0, 1): every motion is periodic in t, so frame FRAMES equals frame 0. */
function frameSvg(t: number, viewBox = `0 0 ${W} ${H}`, size = { w: W, h: H }) {
  const a = t * TAU;
  const blobs = [
    { cx: 930 + 140 * Math.cos(a), cy: 170 + 70 * Math.sin(2 * a), r: 520, color: "#ff7a45", o: 0.42 },
    { cx: 260 + 120 * Math.sin(a), cy: 600 + 60 * Math.cos(a), r: 560, color: "#3552ff", o: 0.36 },
    { cx: 640 + 200 * Math.sin(2 * a + 1), cy: 360 + 80 * Math.cos(a + 2), r: 380, color: "#b23cff", o: 0.2 },
    { cx: 1120 + 60 * Math.sin(a + 3), cy: 640 + 50 * Math.cos(2 * a), r: 300, color: "#ffb020", o: 0.16 },
  ];
  const defs = blobs
    .map(
      (b, i) => `<radialGradient id="g${i}" cx="${b.cx}" cy="${b.cy}" r="${b.r}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${b.color}" stop-opacity="${b.o}"/>
      <stop offset="0.45" stop-color="${b.color}" stop-opacity="${(b.o * 0.45).toFixed(3)}"/>
      <stop offset="1" stop-color="${b.color}" stop-opacity="0"/></radialGradient>`,
    )
    .join("");
  const rects = blobs.map((_, i) => `<rect width="${W}" height="${H}" fill="url(#g${i})"/>`).join("");
  const dots = particles
    .map((p) => {
      const y = (((p.y - t * H * p.laps) % H) + H) % H;
      const x = p.x + p.sway * Math.sin(a * p.laps + p.phase);
      const twinkle = 0.6 + 0.4 * Math.sin(a * 2 + p.phase);
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${p.r.toFixed(2)}" fill="#ffe3d3" opacity="${(p.a * twinkle).toFixed(3)}"/>`;
    })
    .join("");
  // A faint perspective grid gives the motion depth; its lines drift by exactly one cell per loop.
  const cell = 80;
  const shift = t * cell;
  let grid = "";
  for (let x = -cell; x <= W + cell; x += cell) grid += `<line x1="${x + shift}" y1="0" x2="${x + shift}" y2="${H}"/>`;
  for (let y = 0; y <= H; y += cell) grid += `<line x1="0" y1="${y}" x2="${W}" y2="${y}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.w}" height="${size.h}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">
  <defs>${defs}
    <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="1"/><stop offset="1" stop-color="#fff" stop-opacity="0.2"/></linearGradient>
    <mask id="m"><rect width="${W}" height="${H}" fill="url(#fade)"/></mask>
  </defs>
  <rect width="${W}" height="${H}" fill="#0b1020"/>
  ${rects}
  <g stroke="#8ea0ff" stroke-opacity="0.07" stroke-width="1" mask="url(#m)">${grid}</g>
  ${dots}
</svg>`;
}

/** The looping video, from the frames above (ffmpeg). */
async function loop() {
  const dir = mkdtempSync(path.join(tmpdir(), "hero-"));
  try {
    for (let i = 0; i < FRAMES; i++) {
      await sharp(Buffer.from(frameSvg(i / FRAMES)))
        .png()
        .toFile(path.join(dir, `f${String(i).padStart(4, "0")}.png`));
    }
    const input = ["-y", "-framerate", String(FPS), "-i", path.join(dir, "f%04d.png"), "-an"];
    execFileSync(
      "ffmpeg",
      [
        ...input,
        "-c:v",
        "libvpx-vp9",
        "-b:v",
        "0",
        "-crf",
        "44",
        "-row-mt",
        "1",
        "-deadline",
        "good",
        "-cpu-used",
        "2",
        "-pix_fmt",
        "yuv420p",
        `${OUT}/hero-loop.webm`,
      ],
      { stdio: "inherit" },
    );
    execFileSync(
      "ffmpeg",
      [
        ...input,
        "-c:v",
        "libx264",
        "-preset",
        "slow",
        "-crf",
        "31",
        "-pix_fmt",
        "yuv420p",
        "-movflags",
        "+faststart",
        `${OUT}/hero-loop.mp4`,
      ],
      { stdio: "inherit" },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The poster frames: the loop's first frame, landscape, and a portrait centre crop for phones. The portrait is
 * what a phone on a slow link waits for before its largest paint: a soft backdrop under a dark overlay, so 480 px
 * wide at a lower quality looks the same there as 720 at 68, at a third of the bytes (docs/benchmarks/).
 */
async function posters() {
  for (const w of [1920, 1280]) {
    const svg = Buffer.from(frameSvg(0, `0 0 ${W} ${H}`, { w, h: Math.round((w * H) / W) }));
    await sharp(svg).avif({ quality: 68, effort: 6 }).toFile(`${OUT}/hero-poster-${w}.avif`);
    await sharp(svg).webp({ quality: 86 }).toFile(`${OUT}/hero-poster-${w}.webp`);
  }
  const pw = (H * 9) / 16; // the centre slice a 9:16 phone screen sees of the 16:9 video
  const portrait = Buffer.from(frameSvg(0, `${(W - pw) / 2} 0 ${pw} ${H}`, PORTRAIT));
  await sharp(portrait).avif({ quality: PORTRAIT_QUALITY.avif, effort: 6 }).toFile(`${OUT}/hero-poster-portrait.avif`);
  await sharp(portrait).webp({ quality: PORTRAIT_QUALITY.webp }).toFile(`${OUT}/hero-poster-portrait.webp`);
}

/** `--posters` makes the poster frames only (no ffmpeg needed). */
async function main() {
  mkdirSync(OUT, { recursive: true });
  if (!process.argv.includes("--posters")) await loop();
  await posters();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
