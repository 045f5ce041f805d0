// Full-page screenshots of pages at phone and desktop widths, for checking the look by eye.
// Usage: npm run screenshots -- [/path ...]   (serves out/ itself; writes .screenshots/*.png)
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { canonicalRoutes } from "@/lib/routes";

const port = Number(process.env.SHOT_PORT ?? 4300);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : canonicalRoutes().map((r) => r.path);
const widths = [390, 1280];

function executablePath(): string | undefined {
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    /* no bundled browser */
  }
  return "/usr/bin/chromium";
}

async function main() {
  mkdirSync(".screenshots", { recursive: true });
  const server = spawn("npx", ["tsx", "scripts/serve.ts"], {
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
    detached: true, // its own process group, so the whole npx → tsx → node chain stops with it
  });
  await new Promise((r) => setTimeout(r, 1500));
  const browser = await chromium.launch({
    executablePath: executablePath(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
      for (const path of paths) {
        await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "networkidle" });
        const file = `.screenshots/${path.replace(/\//g, "_") || "_"}-${width}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
