import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";
import { collections } from "@/lib/content/collections";
import { compileCollection } from "@/lib/content/compile";
import { prepareMedia } from "@/scripts/content/uploads";
import { fill, folderFile, folderFiles, named, openOnLocalFolder, uploadImage, watchEditor } from "./support/editor";

// A marketer publishes new work with a photo from their computer: uploaded in the editor, described in English,
// Telugu and Hindi (its description is required in every language), saved into the checkout, and served by the
// build at the site's sizes.

const words = {
  en: {
    alt: "A chalk menu board at Ravi's Café listing filter coffee at ₹40 and Irani chai at ₹30.",
    caption: "The new menu board, photographed for the café's Google Business Profile.",
  },
  te: {
    alt: "రవి కేఫ్‌లో సుద్దతో రాసిన మెనూ బోర్డు: ఫిల్టర్ కాఫీ ₹40, ఇరానీ చాయ్ ₹30.",
    caption: "కొత్త మెనూ బోర్డు, కేఫ్ గూగుల్ బిజినెస్ ప్రొఫైల్ కోసం తీసిన ఫోటో.",
  },
  hi: {
    alt: "रवि कैफ़े में चॉक से लिखा मेन्यू बोर्ड: फ़िल्टर कॉफ़ी ₹40, ईरानी चाय ₹30.",
  },
};

test("an editor uploads a photo as a piece of work in three languages, and the build serves it at the site's sizes", async ({
  page,
  context,
  baseURL,
}) => {
  const watch = await watchEditor(context, page, new URL(baseURL!).origin);
  await openOnLocalFolder(page);

  await page.getByRole("treeitem", { name: "Work" }).click();
  await page.getByRole("button", { name: "Create New Entry" }).click();
  const english = page.getByRole("group", { name: named("Edit English Content") });
  await fill(english, "Order", "24");
  const photo = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#5b3a29" } })
    .jpeg()
    .toBuffer();
  await uploadImage(page, english, "Upload", { name: "cafe-menu-board.jpg", buffer: photo });
  await fill(english, "Alt", words.en.alt);
  await fill(english, "Caption", words.en.caption);
  const telugu = page.getByRole("group", { name: named("Edit Telugu Content") });
  await fill(telugu, "Alt", words.te.alt);
  await fill(telugu, "Caption", words.te.caption);
  // Hindi's caption is left to translate later; its description cannot be.
  await telugu.getByRole("radio", { name: "Hindi" }).click();
  await fill(page.getByRole("group", { name: named("Edit Hindi Content") }), "Alt", words.hi.alt);
  await page.getByRole("button", { name: "Save", exact: true }).click();

  // The entry's files are named after its caption, as the editor makes a slug of it.
  const written = async () => {
    const files = await folderFiles(page, "content/work");
    const english = files.find((f) => f.path.endsWith(".en.yml") && f.text.includes("cafe-menu-board"));
    const slug = english?.path.replace(/\.en\.yml$/, "");
    return {
      english,
      telugu: files.find((f) => f.path === `${slug}.te.yml`),
      hindi: files.find((f) => f.path === `${slug}.hi.yml`),
    };
  };
  await expect
    .poll(async () => (await written()).telugu?.text, { message: "the Telugu file is saved" })
    .toContain(words.te.alt);
  const { english: enFile, telugu: teFile, hindi: hiFile } = await written();
  expect(enFile!.path).toMatch(/^content\/work\/the-new-menu-board-[a-z0-9-]+\.en\.yml$/);
  const upload = await folderFile(page, "content/uploads/cafe-menu-board.jpg");
  expect(upload, "the photo is saved into content/uploads/").toBeDefined();
  expect(parse(enFile!.text)).toEqual({
    order: 24,
    upload: "/uploads/cafe-menu-board.jpg",
    ...words.en,
  });

  // The saved files, built: the photo at each of the site's widths up to its own, and the entry as pages show it.
  const root = mkdtempSync(join(tmpdir(), "admin-upload-"));
  try {
    mkdirSync(join(root, "content/uploads"), { recursive: true });
    writeFileSync(join(root, "content/uploads/cafe-menu-board.jpg"), upload!);
    const { problems, manifest } = await prepareMedia(root);
    expect(problems).toEqual([]);
    expect(manifest["/uploads/cafe-menu-board.jpg"]).toEqual({
      width: 1600,
      height: 1067,
      widths: [640, 800, 1100, 1600],
    });
    const files = [enFile!, teFile!, hiFile!];
    // The schema finds an upload in content/uploads/ of the folder it builds.
    const here = process.cwd();
    process.chdir(root);
    let work: ReturnType<typeof compileCollection>;
    try {
      work = compileCollection(collections.work, files);
    } finally {
      process.chdir(here);
    }
    expect(work.problems).toEqual([]);
    expect(work.entries.te[0]).toMatchObject({ upload: "/uploads/cafe-menu-board.jpg", ...words.te });
    expect(work.entries.hi[0]).toMatchObject({ ...words.hi, caption: words.en.caption });
    expect(work.lacks.hi).toEqual([expect.stringMatching(/: caption$/)]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  expect(watch.consoleErrors).toEqual([]);
  expect(await watch.violations()).toEqual([]);
  expect(watch.otherOrigins).toEqual([]);
});
