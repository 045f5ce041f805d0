import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";

// The editor at /admin under test: offline, its policy watched, its local-folder backend pointed at a folder of
// the browser's origin-private file system (OPFS) seeded with a copy of content/.

export interface Watch {
  consoleErrors: string[];
  otherOrigins: string[];
  violations: () => Promise<string[]>;
}

/** Refuse (and record) every request to another origin, and collect console errors and policy violations. */
export async function watchEditor(context: BrowserContext, page: Page, origin: string): Promise<Watch> {
  const otherOrigins: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      otherOrigins.push(route.request().url());
      return route.abort("internetdisconnected");
    },
  );
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { consoleErrors, otherOrigins, violations };
}

/** An accessible name with the editor's bidirectional isolates (U+2068, U+2069) around its words. */
export const named = (words: string) => new RegExp(`^\\W*${words.split(" ").join("\\W+")}\\W*$`, "u");

const SITE = "site";

/** The directory picker hands the editor a folder of the origin-private file system, as a person picking one would. */
export async function stubDirectoryPicker(page: Page): Promise<void> {
  await page.addInitScript((name) => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker =
      async () => (await navigator.storage.getDirectory()).getDirectoryHandle(name, { create: true });
  }, SITE);
}

/** Every file of content/ (the collections and the rest), as the repository has them. */
export function contentFiles(): { path: string; text: string }[] {
  return (readdirSync("content", { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(".", path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .map((file) => ({ path: file, text: readFileSync(file, "utf8") }));
}

/** Seed the folder with content/ and an empty .git (the editor asks for a repository's root). */
export async function seedFolder(page: Page, files: { path: string; text: string }[]): Promise<void> {
  await page.evaluate(
    async ({ name, files }) => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(name, { create: true });
      await root.getDirectoryHandle(".git", { create: true });
      for (const file of files) {
        const parts = file.path.split("/");
        let dir = root;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(file.text);
        await writable.close();
      }
    },
    { name: SITE, files },
  );
}

/** The files of one folder of the seeded copy, as the editor left them. */
export async function folderFiles(page: Page, folder: string): Promise<{ path: string; text: string }[]> {
  return page.evaluate(
    async ({ name, folder }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(name);
      for (const part of folder.split("/")) dir = await dir.getDirectoryHandle(part);
      const files: { path: string; text: string }[] = [];
      for await (const [fileName, handle] of dir as unknown as AsyncIterable<[string, FileSystemHandle]>)
        // Chromium writes through a swap file (<name>.crswap) that is gone once the write is done.
        // A file replaced while it is read is read again on the next poll.
        if (handle.kind === "file" && !fileName.endsWith(".crswap"))
          try {
            const text = await (await (handle as FileSystemFileHandle).getFile()).text();
            files.push({ path: `${folder}/${fileName}`, text });
          } catch {
            files.push({ path: `${folder}/${fileName}`, text: "" });
          }
      return files.sort((a, b) => (a.path < b.path ? -1 : 1));
    },
    { name: SITE, folder },
  );
}

/** A field of a pane, brought into view first: the editor renders a pane's fields as they scroll in. */
export async function field(pane: Locator, label: string): Promise<Locator> {
  const group = pane.getByRole("group", { name: named(`${label} Field`) });
  await expect(async () => {
    await pane.getByRole("group").last().scrollIntoViewIfNeeded();
    await expect(group).toBeAttached({ timeout: 1_000 });
  }).toPass();
  await group.scrollIntoViewIfNeeded();
  return group;
}

export async function fill(pane: Locator, label: string, value: string) {
  const group = await field(pane, label);
  await group.getByRole(/Order|Min|Max/.test(label) ? "spinbutton" : "textbox", { name: label }).fill(value);
}

/** Items added to a list of lines (a list of words, or of names), each typed into the box it adds. */
export async function addItems(pane: Locator, label: string, items: string[]) {
  const group = await field(pane, label);
  const boxes = group.getByRole("textbox", { name: "Item" });
  for (const item of items) {
    const count = await boxes.count();
    await group.getByRole("button", { name: named(`Add ${label}`) }).click();
    await expect(boxes).toHaveCount(count + 1);
    await boxes.nth(count).fill(item);
  }
}

/** A photo chosen from the computer into an image field, through the editor's media library. */
export async function uploadImage(page: Page, pane: Locator, label: string, file: { name: string; buffer: Buffer }) {
  await (await field(pane, label)).getByRole("button", { name: "Browse" }).click();
  const library = page.getByRole("dialog", { name: "Select Image" });
  const chooser = page.waitForEvent("filechooser");
  await library.getByRole("button", { name: "Upload" }).click();
  await (await chooser).setFiles({ name: file.name, mimeType: "image/jpeg", buffer: file.buffer });
  // Insert only once the library lists the uploaded file (chosen as it arrives), then wait for the dialog to go.
  await expect(library.getByText(file.name, { exact: true }).first()).toBeVisible();
  await library.getByRole("button", { name: "Insert" }).click();
  await expect(library).toBeHidden();
}

/** A file of the seeded copy as bytes (an uploaded image), or undefined when there is none. */
export async function folderFile(page: Page, file: string): Promise<Buffer | undefined> {
  const base64 = await page.evaluate(
    async ({ name, file }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(name);
      const parts = file.split("/");
      try {
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        const bytes = new Uint8Array(await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).arrayBuffer());
        let binary = "";
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return btoa(binary);
      } catch {
        return undefined;
      }
    },
    { name: SITE, file },
  );
  return base64 === undefined ? undefined : Buffer.from(base64, "base64");
}

/** Open the editor and wait until it has asked the site for its version: the last thing it fetches on load. */
export async function openEditor(page: Page) {
  const versionChecked = page.waitForResponse((response) => response.url().endsWith("/admin/sveltia-cms-version.json"));
  const response = await page.goto("/admin/");
  await versionChecked;
  return response!;
}

/** Open the editor on a local folder seeded with the repository's content/ (the picker stubbed), as a marketer would. */
export async function openOnLocalFolder(page: Page) {
  await stubDirectoryPicker(page);
  await openEditor(page);
  await seedFolder(page, contentFiles());
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
}
