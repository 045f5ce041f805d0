import { expect, test, type Locator, type Page } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as prettier from "prettier";
import { parse } from "yaml";
import { collections } from "@/lib/content/collections";
import { compileCollection } from "@/lib/content/compile";
import { adminCsp } from "@/lib/hosting";
import {
  addItems,
  field,
  fill,
  folderFiles,
  named,
  openEditor,
  openOnLocalFolder,
  watchEditor,
} from "./support/editor";
import { addCaseStudyWithPhoto, study } from "./support/editorCaseStudy";
import { siteBuiltWith } from "./support/siteCopy";

// The agency's editor at /admin (Sveltia CMS), served from out/ as `npm start` serves it, with no other origin
// reachable: it loads clean under its own policy, and an editor working on a local folder (a copy of content/ in
// the browser's origin-private file system; the picker is stubbed) writes files the build accepts.

const origin = (baseURL: string | undefined) => new URL(baseURL!).origin;

test("/admin loads offline, under its own policy, with no console error and no policy violation", async ({
  page,
  context,
  baseURL,
}) => {
  const watch = await watchEditor(context, page, origin(baseURL));
  const response = await openEditor(page);
  await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible();
  await expect(page.getByRole("button", { name: named("Sign In with GitHub") })).toBeVisible();
  expect(response.headers()["content-security-policy"]).toBe(adminCsp("header"));
  expect(await response.text()).toContain('<meta name="robots" content="noindex" />');
  expect(watch.consoleErrors).toEqual([]);
  expect(await watch.violations()).toEqual([]);
  expect(watch.otherOrigins).toEqual([]);
});

const job = {
  en: {
    title: "Content Writer",
    experience: "2–4 years",
    description: "Write clear web pages, blog posts and ad copy for small businesses across India.",
    responsibilities: ["Write service pages and blog posts", "Edit copy from clients for clarity"],
    qualifications: ["A portfolio of published writing"],
  },
  te: {
    title: "కంటెంట్ రైటర్",
    experience: "2–4 సంవత్సరాలు",
    description: "భారతదేశం అంతటా చిన్న వ్యాపారాల కోసం స్పష్టమైన వెబ్ పేజీలు రాయండి.",
    responsibilities: ["సర్వీస్ పేజీలు, బ్లాగ్ పోస్ట్‌లు రాయడం"],
    qualifications: ["ప్రచురించిన రచనల పోర్ట్‌ఫోలియో"],
  },
  // Hindi leaves the experience to translate later: the English shows, and the build lists it as to do.
  hi: {
    title: "कंटेंट राइटर",
    description: "पूरे भारत के छोटे व्यवसायों के लिए स्पष्ट वेब पेज लिखें।",
    responsibilities: ["सर्विस पेज और ब्लॉग पोस्ट लिखना"],
    qualifications: ["प्रकाशित लेखन का पोर्टफोलियो"],
  },
};

/** The font families the editor has loaded (a face loads only when text in its script is shown). */
const loadedFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replace(/"/g, "")),
  );

async function fillWords(pane: Locator, words: Partial<(typeof job)["en"]>) {
  await fill(pane, "Title", words.title!);
  if (words.experience) await fill(pane, "Experience", words.experience);
  await fill(pane, "Description", words.description!);
  await addItems(pane, "Responsibilities", words.responsibilities!);
  await addItems(pane, "Qualifications", words.qualifications!);
}

test("with a local folder, an editor fixes a Telugu position and home's Telugu heading, adds a job in three languages and a case study with a photo; a build from the files shows them", async ({
  page,
  context,
  baseURL,
}) => {
  // The editing, then a build of the site from the files written (a copy of the repository: minutes, not seconds).
  test.setTimeout(600_000);
  const watch = await watchEditor(context, page, origin(baseURL));
  await openOnLocalFolder(page);

  // A team member's position, in Telugu only.
  await page.getByRole("treeitem", { name: "Team" }).click();
  await page.getByRole("row", { name: "Arjun Reddy" }).click();
  const telugu = page.getByRole("group", { name: named("Edit Telugu Content") });
  await fill(telugu, "Position", "ముఖ్య కార్యనిర్వహణ అధికారి, సహ వ్యవస్థాపకుడు");
  await expect
    .poll(() => loadedFaces(page), { message: "Telugu is shown in the site's Telugu face" })
    .toContain("Noto Sans Telugu");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("row", { name: "Arjun Reddy" }).waitFor();
  await expect
    .poll(
      async () => (await folderFiles(page, "content/team")).find((f) => f.path.endsWith("arjun-reddy.te.yml"))?.text,
      {
        message: "the Telugu file of arjun-reddy is saved",
      },
    )
    .toContain("ముఖ్య కార్యనిర్వహణ అధికారి, సహ వ్యవస్థాపకుడు");

  // Home's hero heading, in Telugu only: a page's copy opens as its one file.
  const heroHeading = "ఆన్‌లైన్‌లో ముందుండండి — వెబ్‌సైట్, మార్కెటింగ్, ఫలితాలు ఒకే టీమ్‌తో";
  await page.getByRole("treeitem", { name: "Home" }).click();
  await page.getByRole("row", { name: "Home" }).click();
  const hero = await field(page.getByRole("group", { name: named("Edit Telugu Content") }), "Home Hero");
  // The hero's own heading: the first field so named in it (its results card has one too).
  await hero
    .getByRole("group", { name: named("Heading Field") })
    .first()
    .getByRole("textbox", { name: "Heading" })
    .fill(heroHeading);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const homeTe = async () => (await folderFiles(page, "content/home")).find((f) => f.path.endsWith("home.te.yml"));
  await expect
    .poll(async () => (await homeTe())?.text, { message: "home's Telugu file is saved" })
    .toContain(heroHeading);

  // A new job opening (a save goes back to the list): the facts and words in English, the words in Telugu, then in Hindi.
  await page.getByRole("treeitem", { name: "Jobs" }).click();
  await page.getByRole("button", { name: "Create New Entry" }).click();
  const english = page.getByRole("group", { name: named("Edit English Content") });
  await fill(english, "Order", "3");
  await (await field(english, "Workplace")).getByRole("radio", { name: "Remote" }).check();
  await fill(english, "City", "Hyderabad");
  await fill(english, "Region", "Telangana");
  await fill(english, "Country Code", "IN");
  await fill(english, "Min", "30000");
  await fill(english, "Max", "45000");
  await fill(english, "Date Posted", "2026-12-01");
  await fill(english, "Valid Through", "2027-03-31");
  await fillWords(english, job.en);
  await addItems(english, "Tools", ["WordPress", "Google Docs"]);
  const second = page.getByRole("group", { name: named("Edit Telugu Content") });
  await fillWords(second, job.te);
  await second.getByRole("radio", { name: "Hindi" }).click();
  await fillWords(page.getByRole("group", { name: named("Edit Hindi Content") }), job.hi);
  await expect
    .poll(() => loadedFaces(page), { message: "Hindi is shown in the site's Devanagari face" })
    .toContain("Noto Sans Devanagari");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect
    .poll(async () => (await folderFiles(page, "content/jobs")).map((f) => f.path), {
      message: "the new opening is saved in three files",
    })
    .toEqual(expect.arrayContaining(["en", "te", "hi"].map((l) => `content/jobs/content-writer.${l}.yml`)));

  // What the editor wrote passes the schemas, and reads back as the editor typed it.
  const team = compileCollection(collections.team, await folderFiles(page, "content/team"));
  expect(team.problems).toEqual([]);
  expect(team.entries.te.find((m) => (m as { id: string }).id === "arjun-reddy")).toMatchObject({
    position: "ముఖ్య కార్యనిర్వహణ అధికారి, సహ వ్యవస్థాపకుడు",
  });
  const homeFiles = await folderFiles(page, "content/home");
  const home = compileCollection(collections.home, homeFiles);
  expect(home.problems).toEqual([]);
  expect((home.entries.te[0] as { homeHero: { heading: string } }).homeHero.heading).toBe(heroHeading);
  expect((home.entries.en[0] as { homeHero: { heading: string } }).homeHero.heading).not.toBe(heroHeading);
  const jobFiles = await folderFiles(page, "content/jobs");
  const jobs = compileCollection(collections.jobs, jobFiles);
  expect(jobs.problems).toEqual([]);
  for (const locale of ["en", "te", "hi"] as const)
    expect(
      jobs.entries[locale].find((j) => (j as { id: string }).id === "content-writer"),
      locale,
    ).toMatchObject({ experience: job.en.experience, ...job[locale] });
  expect(jobs.lacks.hi).toContain("jobs/content-writer: experience");
  expect(jobs.entries.en.find((j) => (j as { id: string }).id === "content-writer")).toMatchObject({
    workplace: "Remote",
    salaryRange: { currency: "INR", min: 30000, max: 45000, unit: "MONTH" },
    datePosted: "2026-12-01",
    tools: ["WordPress", "Google Docs"],
  });
  // A case study with a photo uploaded as new work.
  const caseStudy = await addCaseStudyWithPhoto(page);

  // Every file written passes the format check CI runs.
  const teamFiles = await folderFiles(page, "content/team");
  const texts = [...jobFiles, ...homeFiles, ...teamFiles, ...caseStudy.files.filter((file) => file.text)];
  for (const file of texts) expect(await prettier.check(file.text!, { filepath: file.path }), file.path).toBe(true);
  // A translation holds words only: the facts stay in the English file.
  const teFile = parse(jobFiles.find((f) => f.path.endsWith("content-writer.te.yml"))!.text) as object;
  expect(Object.keys(teFile).sort()).toEqual(Object.keys(job.te).sort());

  expect(watch.consoleErrors).toEqual([]);
  expect(await watch.violations()).toEqual([]);
  expect(watch.otherOrigins).toEqual([]);

  // The site built from every file the editor wrote shows the changes, the photo in the sizes the build made.
  const built = siteBuiltWith([...homeFiles, ...jobFiles, ...teamFiles, ...caseStudy.files]);
  try {
    const html = (path: string) => readFileSync(join(built.out, path), "utf8");
    expect(html("te.html")).toContain(heroHeading);
    expect(html("careers.html")).toContain(job.en.title);
    expect(html("te/careers.html")).toContain(job.te.title);
    expect(html("case-studies.html")).toContain(study.title);
    const shown = html(`case-studies/${caseStudy.slug}.html`);
    expect(shown).toContain(study.title);
    for (const size of [640, 1100, 1400]) {
      expect(shown).toContain(`/uploads/sweet-shop-counter-${size}.avif`);
      expect(existsSync(join(built.out, `uploads/sweet-shop-counter-${size}.webp`)), `${size} px`).toBe(true);
    }
  } finally {
    built.remove();
  }
});
