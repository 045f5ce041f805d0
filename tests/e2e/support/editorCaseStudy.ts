import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";
import type { Written } from "./siteCopy";
import { addItems, field, fill, folderFile, folderFiles, named, uploadImage } from "./editor";

// An editor, already in /admin on a local folder, uploads a photo as a new piece of work and publishes a case
// study that shows it: the steps a marketer takes, and the files they leave in the folder.

export const study = {
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
  /** The description in Telugu and Hindi: required in every language, unlike the caption. */
  altTe: "ఇత్తడి రంగు బోర్డు కింద స్వీట్ల గాజు కౌంటర్, బిల్లింగ్ దగ్గర మూడు సైజుల్లో పేర్చిన గిఫ్ట్ బాక్సులు.",
  altHi: "पीतल के रंग के बोर्ड के नीचे मिठाइयों का शीशे का काउंटर, बिलिंग के पास तीन आकार के गिफ़्ट बॉक्स.",
};

/** The photo's file as the editor saves it into content/uploads/. */
export const PHOTO = "content/uploads/sweet-shop-counter.jpg";

/** Adds the photo as new work and the case study naming it; returns the files written, checked as saved. */
export async function addCaseStudyWithPhoto(page: Page): Promise<{ slug: string; files: Written[] }> {
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
  const telugu = page.getByRole("group", { name: named("Edit Telugu Content") });
  await fill(telugu, "Alt", study.altTe);
  await telugu.getByRole("radio", { name: "Hindi" }).click();
  await fill(page.getByRole("group", { name: named("Edit Hindi Content") }), "Alt", study.altHi);
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
  const workFiles = await folderFiles(page, "content/work");
  const workFile = workFiles.find((f) => f.text.includes("sweet-shop-counter"))!;
  const translations = workFiles.filter((f) => f.path.replace(/\.(te|hi)\.yml$/, ".en.yml") === workFile.path);
  expect(translations.map((f) => f.path.slice(-6))).toEqual(expect.arrayContaining(["te.yml", "hi.yml"]));
  const workId = workFile.path.replace(/^content\/work\/|\.en\.yml$/g, "");
  expect(parse(studyFile.text)).toMatchObject({
    client: "srinivas-sweets",
    industry: "food-and-beverage",
    work: [workId, "sweet-brand"],
  });
  const upload = await folderFile(page, PHOTO);
  expect(upload, "the photo is saved into content/uploads/").toBeDefined();
  const slug = studyFile.path.replace(/^content\/case-studies\/|\.en\.yml$/g, "");
  return { slug, files: [studyFile, workFile, ...translations, { path: PHOTO, bytes: upload }] };
}
