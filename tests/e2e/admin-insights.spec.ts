import { expect, test } from "@playwright/test";
import * as prettier from "prettier";
import { parsePost } from "@/lib/insights/posts";
import { field, fill, folderFiles, named, openOnLocalFolder, watchEditor } from "./support/editor";

// A marketer writes an insights guide in the editor: its front matter from the fields the build's schema makes,
// its body in Markdown, saved as content/insights/<its address>.md that the build reads and Prettier accepts.

const guide = {
  title: "Diwali Offers on WhatsApp: A Checklist for Shops",
  description:
    "What to send, when, and to whom: a short checklist for shops in Hyderabad sending Diwali offers on WhatsApp Business.",
  choices: { Tags: ["festivals", "social-media"], Services: ["social-media-marketing"] },
  body: "Start with the customers who bought last Diwali.\n\n## Before you send\n\n- Ask before you add a number.\n- Write the price in rupees, with GST.\n",
};

test("an editor writes an insights guide, and the build reads the file it saves", async ({
  page,
  context,
  baseURL,
}) => {
  const watch = await watchEditor(context, page, new URL(baseURL!).origin);
  await openOnLocalFolder(page);

  await page.getByRole("treeitem", { name: "Insights", exact: true }).click();
  await page.getByRole("button", { name: "Create New Entry" }).click();
  // One pane: a guide is written in English only.
  const pane = page.getByRole("group", { name: named("Edit _default Content") });
  await fill(pane, "Title", guide.title);
  await fill(pane, "Description", guide.description);
  await fill(pane, "Published", "2026-12-01");
  await fill(pane, "Updated", "2026-12-01");
  await (await field(pane, "Author")).getByRole("radio", { name: "meera-iyer" }).check();
  for (const [list, choices] of Object.entries(guide.choices))
    for (const choice of choices) {
      const group = await field(pane, list);
      const boxes = group.getByRole("combobox");
      const count = await boxes.count();
      await group.getByRole("button", { name: named(`Add ${list}`) }).click();
      await expect(boxes).toHaveCount(count + 1);
      // The new item's box can take a click while its list is still growing into place and stay shut: open it
      // until its choices show (at most 15 s), then choose.
      const option = page.getByRole("option", { name: choice, exact: true });
      await expect(async () => {
        if (!(await option.isVisible())) await boxes.nth(count).click();
        await expect(option).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await option.click();
    }
  await fill(pane, "Body", guide.body);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // Its address is proposed from the title.
  const saved = async () => (await folderFiles(page, "content/insights")).find((f) => f.text.includes(guide.title));
  await expect
    .poll(async () => (await saved())?.path, { message: "the guide is saved" })
    .toBe("content/insights/diwali-offers-on-whatsapp-a-checklist-for-shops.md");
  const file = (await saved())!;
  const post = parsePost(file.path, file.text);
  expect(post).toMatchObject({
    title: guide.title,
    published: "2026-12-01",
    author: "meera-iyer",
    tags: guide.choices.Tags,
    services: guide.choices.Services,
  });
  expect(post.body.trim()).toBe(guide.body.trim());
  expect(await prettier.check(file.text, { filepath: file.path }), "the format check").toBe(true);
  expect(watch.consoleErrors).toEqual([]);
  expect(await watch.violations()).toEqual([]);
  expect(watch.otherOrigins).toEqual([]);
});
