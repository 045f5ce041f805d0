// Full-page screenshots of pages at phone and desktop widths, for checking the look by eye.
// Usage: npm run screenshots -- [/path ...]   (serves out/ itself; writes .screenshots/*.png)
// SHOT_WIDTHS=390,1440 and SHOT_THEMES=light,dark choose the widths and the system's theme (390,1280 and light).
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { canonicalRoutes } from "@/lib/routes";
import { chromiumLaunchOptions } from "./chromium";

const port = Number(process.env.SHOT_PORT ?? 4300);
const origin = `http://127.0.0.1:${port}`;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : canonicalRoutes().map((r) => r.path);
const widths = (process.env.SHOT_WIDTHS ?? "390,1280").split(",").map(Number);
const themes = (process.env.SHOT_THEMES ?? "light").split(",") as ("light" | "dark")[];

/** Resolves once the server answers its home page; rejects if it exits first or is not up within 30 s. */
async function serverUp(server: ReturnType<typeof spawn>): Promise<void> {
  let exited = false;
  server.once("exit", () => (exited = true));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error("The server stopped before it answered (is there a build in out/?)");
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No answer from ${origin} within 30 s`);
}

async function main() {
  mkdirSync(".screenshots", { recursive: true });
  const server = spawn("npx", ["tsx", "server/serve.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
    detached: true, // its own process group, so the whole npx → tsx → node chain stops with it
  });
  const browser = await serverUp(server)
    .then(() => chromium.launch(chromiumLaunchOptions()))
    .catch((error: unknown) => {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
      throw error;
    });
  try {
    for (const colorScheme of themes)
      for (const width of widths) {
        const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce", colorScheme });
        for (const path of paths) {
          await page.goto(`${origin}${path}`, { waitUntil: "load" });
          await page.evaluate(() => document.fonts.ready);
          const theme = colorScheme === "light" ? "" : `-${colorScheme}`;
          const file = `.screenshots/${path.replace(/\//g, "_") || "_"}-${width}${theme}.png`;
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
