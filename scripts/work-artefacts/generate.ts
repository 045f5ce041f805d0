import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_FLAGS, chromiumExecutable } from "../chromium";
import { renderScene, type Lighting } from "./render3d";
import { drawTowers } from "./render3dTowers";
import { clientSites } from "./sites";

// Regenerates the raster work images under public/images/work/: the clients' websites captured at desktop and
// phone widths and framed as devices, and the 3D visualisation stills. Run by hand (npx tsx
// scripts/work-artefacts/generate.ts) after changing ./sites.ts, ./render3d.ts or ./render3dTowers.ts, then commit the outputs.
// Widths written here must match the `widths` of the records that show them (content/work/).

const OUT = resolve("public/images/work");
const tmp = mkdtempSync(join(tmpdir(), "work-artefacts-"));

async function save(png: Buffer, name: string, widths: number[]) {
  for (const width of widths) {
    const img = sharp(png).resize({ width });
    await img
      .clone()
      .avif({ quality: 52, effort: 4 })
      .toFile(join(OUT, `${name}-${width}.avif`));
    await img
      .clone()
      .webp({ quality: 74 })
      .toFile(join(OUT, `${name}-${width}.webp`));
  }
}

async function renderStill(browser: Browser, lighting: Lighting): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  await page.setContent('<canvas width="1600" height="900" style="display:block"></canvas>');
  // tsx keeps function names with a __name helper the page does not have.
  await page.evaluate(
    `var __name = (f) => f; (${renderScene.toString()})(document.querySelector("canvas"), ${JSON.stringify(lighting)}, ${drawTowers.toString()})`,
  );
  const png = await page.locator("canvas").screenshot();
  await page.close();
  return png;
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;

/** A laptop around a 1280×800 capture. */
const laptop = (shot: Buffer) => `<div id="f" style="width:1400px;padding:0 0 34px;background:transparent">
<div style="margin:0 60px;background:#16181d;border-radius:22px 22px 0 0;padding:26px 26px 30px;box-shadow:inset 0 0 0 2px #2b2f37">
<div style="height:28px;background:#e9ecf1;border-radius:6px 6px 0 0;display:flex;align-items:center;gap:7px;padding:0 12px">
<i style="width:10px;height:10px;border-radius:50%;background:#ef6a5e"></i><i style="width:10px;height:10px;border-radius:50%;background:#f4be4f"></i><i style="width:10px;height:10px;border-radius:50%;background:#62c655"></i></div>
<img src="${dataUrl(shot)}" style="display:block;width:1228px;height:767px"></div>
<div style="height:26px;background:linear-gradient(#d9dde3,#aeb4bd);border-radius:0 0 26px 26px;position:relative"><i style="position:absolute;left:50%;top:0;width:180px;margin-left:-90px;height:10px;background:#9aa1ab;border-radius:0 0 10px 10px"></i></div></div>`;

/** A phone around a 390×844 capture (taken at 2× pixels). */
const phone = (shot: Buffer) => `<div id="f" style="width:418px;padding:0;background:transparent">
<div style="background:#101216;border-radius:56px;padding:14px;box-shadow:inset 0 0 0 2px #343a44">
<div style="position:relative;border-radius:44px;overflow:hidden"><img src="${dataUrl(shot)}" style="display:block;width:390px;height:844px">
<i style="position:absolute;top:10px;left:50%;margin-left:-52px;width:104px;height:30px;background:#101216;border-radius:20px"></i></div></div></div>`;

async function frame(browser: Browser, html: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 1500, height: 1000 }, deviceScaleFactor: 2 });
  await page.setContent(`<body style="margin:0;background:transparent">${html}</body>`);
  const png = await page.locator("#f").screenshot({ omitBackground: true });
  await page.close();
  return png;
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_FLAGS });
  try {
    const stills: Record<Lighting, Buffer> = {
      day: await renderStill(browser, "day"),
      dusk: await renderStill(browser, "dusk"),
    };
    await save(stills.day, "kokapet-towers-day", [640, 800, 1200]);
    await save(stills.dusk, "kokapet-towers-dusk", [640, 800, 1200]);

    for (const site of clientSites) {
      const file = join(tmp, `${site.slug}.html`);
      writeFileSync(file, site.html(dataUrl(stills.day)));
      const url = pathToFileURL(file).href;

      const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await desktop.goto(url);
      await desktop.evaluate(() => document.fonts.ready);
      await save(await frame(browser, laptop(await desktop.screenshot())), `${site.slug}-desktop`, [640, 800, 1100]);
      await desktop.close();

      const mobile = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
      await mobile.goto(url);
      await mobile.evaluate(() => document.fonts.ready);
      await save(await frame(browser, phone(await mobile.screenshot())), `${site.slug}-phone`, [280, 400, 560]);
      await mobile.locator(site.secondScreen).evaluate((el) => el.scrollIntoView({ block: "start" }));
      await save(await frame(browser, phone(await mobile.screenshot())), `${site.slug}-phone-2`, [280, 400, 560]);
      await mobile.close();
    }
  } finally {
    await browser.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
