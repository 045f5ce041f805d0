import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

// The desk's two static files: its stylesheet and its passkey script (compiled from browser/passkey.ts by
// scripts/build-server.ts). Both sit in desk-assets/ next to the code: receiver/desk/desk-assets/ from source,
// dist/desk-assets/ once built.

export const ASSETS_DIR = fileURLToPath(new URL("./desk-assets/", import.meta.url));

const FILES = {
  "desk.css": "text/css; charset=utf-8",
  "passkey.js": "text/javascript; charset=utf-8",
} as const;

export const ASSET_PATHS = { stylesheet: "/desk/assets/desk.css", passkeyScript: "/desk/assets/passkey.js" } as const;

/** A desk asset by its file name, or undefined for any other name (nothing else under the folder is served). */
export async function readAsset(name: string): Promise<{ type: string; body: Buffer } | undefined> {
  if (!Object.hasOwn(FILES, name)) return undefined;
  try {
    return { type: FILES[name as keyof typeof FILES], body: await readFile(`${ASSETS_DIR}${name}`) };
  } catch {
    return undefined;
  }
}
