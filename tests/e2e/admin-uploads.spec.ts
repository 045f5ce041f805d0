import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import * as prettier from "prettier";
import sharp from "sharp";
import { parse } from "yaml";
import { collections } from "@/lib/content/collections";
import { compileCollection } from "@/lib/content/compile";
import { prepareMedia } from "@/scripts/content/uploads";
import { contentStepOn } from "./support/contentCopy";
import {
  addItems,
  contentFiles,
  field,
  fill,
  folderFile,
  folderFiles,
  named,
  openEditor,
  seedFolder,
  stubDirectoryPicker,
  uploadImage,
  watchEditor,
} from "./support/editor";

// A marketer publishes new work with a photo from their computer: uploaded in the editor, described in English
// and Telugu, saved into the checkout, and served by the build at the site's sizes.

const words = {
  en: {
    alt: "A chalk menu board at Ravi's Café listing filter coffee at ₹40 and Irani chai at ₹30.",
    caption: "The new menu board, photographed for the café's Google Business Profile.",
  },
  te: {
    alt: "రవి కేఫ్‌లో సుద్దతో రాసిన మెనూ బోర్డు: ఫిల్టర్ కాఫీ ₹40, ఇరానీ చాయ్ ₹30.",
    caption: "కొత్త మెనూ బోర్డు, కేఫ్ గూగుల్ బిజినెస్ ప్రొఫైల్ కోసం తీసిన ఫోటో.",
  },
};

test("an editor uploads a photo as a piece of work in two languages, and the build serves it at the site's sizes", async ({
  page,
  context,
  baseURL,
}) => {
  const watch = await watchEditor(context, page, new URL(baseURL!).origin);
  await stubDirectoryPicker(page);
  await openEditor(page);
  await seedFolder(page, contentFiles());
  await page.getByRole("button", { name: "Work with Local Repository" }).click();

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
  await page.getByRole("button", { name: "Save", exact: true }).click();

  // The entry's files are named after its caption, as the editor makes a slug of it.
  const written = async () => {
    const files = await folderFiles(page, "content/work");
    const english = files.find((f) => f.path.endsWith(".en.yml") && f.text.includes("cafe-menu-board"));
    const slug = english?.path.replace(/\.en\.yml$/, "");
    return { english, telugu: files.find((f) => f.path === `${slug}.te.yml`) };
  };
  await expect
    .poll(async () => (await written()).telugu?.text, { message: "the Telugu file is saved" })
    .toContain(words.te.alt);
  const { english: enFile, telugu: teFile } = await written();
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
    expect(manifest["/uploads/cafe-menu-board.jpg"]).toEqual({ width: 1600, height: 1067, widths: [640, 1100, 1600] });
    const files = [enFile!, teFile!];
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
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  expect(watch.consoleErrors).toEqual([]);
  expect(await watch.violations()).toEqual([]);
  expect(watch.otherOrigins).toEqual([]);
});

const study = {
  title: "Sweet Shop, Guntur: A Festive Counter That Sells Gift Boxes",
  description:
    "A Guntur sweet shop's new counter display and gift-box range, photographed for its listing; festive box orders rose by a third.",
  summary: "A counter display and a gift-box range that a walk-in customer understands at a glance.",
  caption: "The new festive counter, photographed for the shop's listing.",
  // One item in each list of the study; a list's key names the item in every language's file.
  lists: {
    Approach: {
      Title: "A counter that sells",
      Description: "Boxes by size on one shelf, prices on cards.",
      Key: "counter",
    },
    Results: { Value: "+33%", Label: "festive box orders", Key: "box-orders" },
    Timeline: { Period: "Weeks 1–4", Description: "Design, print and fitting of the counter.", Key: "weeks-1-4" },
  },
  alt: "A glass counter of sweets under a brass-coloured sign, with stacked gift boxes in three sizes beside the till.",
};

test("an editor adds a case study showing a photo uploaded as new work, and the content step accepts the files", async ({
  page,
  context,
  baseURL,
}) => {
  const watch = await watchEditor(context, page, new URL(baseURL!).origin);
  await stubDirectoryPicker(page);
  await openEditor(page);
  await seedFolder(page, contentFiles());
  await page.getByRole("button", { name: "Work with Local Repository" }).click();

  // The photo, as a new piece of work.
  await page.getByRole("treeitem", { name: "Work" }).click();
  await page.getByRole("button", { name: "Create New Entry" }).click();
  const workPane = page.getByRole("group", { name: named("Edit English Content") });
  await fill(workPane, "Order", "25");
  const photo = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: "#8a5a2b" } })
    .jpeg()
    .toBuffer();
  await uploadImage(page, workPane, "Upload", { name: "sweet-shop-counter.jpg", buffer: photo });
  await fill(workPane, "Alt", study.alt);
  await fill(workPane, "Caption", study.caption);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect
    .poll(async () => (await folderFiles(page, "content/work")).some((f) => f.text.includes("sweet-shop-counter")), {
      message: "the piece of work is saved",
    })
    .toBe(true);

  // The case study, which names that piece and one already there. Above the list: what still shows in English.
  await page.getByRole("treeitem", { name: "CaseStudies", exact: true }).click();
  await expect(page.getByText(/Still shown in English \(as of the last build\)\. Telugu: /)).toBeVisible();
  await page.getByRole("button", { name: "Create New Entry" }).click();
  const english = page.getByRole("group", { name: named("Edit English Content") });
  await fill(english, "Order", "7");
  await fill(english, "Title", study.title);
  await fill(english, "Description", study.description);
  await (await field(english, "Client")).getByRole("combobox", { name: "Client" }).click();
  await page.getByRole("option", { name: "Srinivas Sweets" }).click();
  await (await field(english, "Industry")).getByRole("radio", { name: "food-and-beverage" }).check();
  await addItems(english, "Services", ["branding", "graphic-design"]);
  await fill(english, "Value", "+33%");
  await fill(english, "Label", "festive box orders");
  await fill(english, "Summary", study.summary);
  await addItems(english, "Challenge", ["Walk-in customers could not tell the gift boxes apart."]);
  for (const [list, item] of Object.entries(study.lists)) {
    const group = await field(english, list);
    await group.getByRole("button", { name: named(`Add ${list}`) }).click();
    for (const [name, value] of Object.entries(item)) await fill(group, name, value);
  }
  const work = (await field(english, "Work")).getByRole("combobox", { name: "Work" });
  for (const caption of [study.caption, "Brand kit: colours, type, pattern and the gift box."]) {
    await work.click();
    await page.getByRole("option", { name: caption }).click();
  }
  await fill(english, "Published", "2026-12-01");
  await fill(english, "Updated", "2026-12-01");
  await page.getByRole("button", { name: "Save", exact: true }).click();

  const saved = async () => (await folderFiles(page, "content/case-studies")).find((f) => f.text.includes(study.title));
  await expect.poll(async () => (await saved())?.path, { message: "the case study is saved" }).toBeDefined();
  const studyFile = (await saved())!;
  const workFile = (await folderFiles(page, "content/work")).find((f) => f.text.includes("sweet-shop-counter"))!;
  const workId = workFile.path.replace(/^content\/work\/|\.en\.yml$/g, "");
  expect(parse(studyFile.text)).toMatchObject({
    client: "srinivas-sweets",
    industry: "food-and-beverage",
    work: [workId, "sweet-brand"],
  });
  const upload = await folderFile(page, "content/uploads/sweet-shop-counter.jpg");
  expect(upload, "the photo is saved into content/uploads/").toBeDefined();

  // What the editor wrote, in a copy of content/: the content step passes, and the files pass the format check.
  const step = contentStepOn([studyFile, workFile, { path: "content/uploads/sweet-shop-counter.jpg", bytes: upload }]);
  expect(step.output).toContain("Content compiled");
  expect(step.passed).toBe(true);
  for (const file of [studyFile, workFile])
    expect(await prettier.check(file.text, { filepath: file.path }), file.path).toBe(true);
  expect(watch.consoleErrors).toEqual([]);
  expect(await watch.violations()).toEqual([]);
  expect(watch.otherOrigins).toEqual([]);
});
