// The hidden files of a build and the spellings of an address every server must read as the plain one, for
// the tests of npm start's server, the receiver, nginx and the static hosts' rules.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { HOST_CONFIG_ENTRIES, HOST_CONFIG_FILES } from "@/lib/hosting/hostFiles";

/** "%5f" or "%5F" for a character. */
const escape = (char: string, upper = false) => {
  const hex = char.charCodeAt(0).toString(16).padStart(2, "0");
  return `%${upper ? hex.toUpperCase() : hex}`;
};

/**
 * Other spellings of `address` ("/_server/site.json"), each of which a server that decodes once and normalises
 * reads as `address` itself: escaped "_" and letters in either case, an escaped slash, repeated slashes, "." and
 * ".." segments plain, escaped and half-escaped, and a mix of them.
 */
export function spellingsOf(address: string): string[] {
  const rest = address.slice(1);
  const letter = /[a-z]/i.exec(rest)?.[0] ?? "";
  const spellings = [
    `/${rest.replace("_", escape("_"))}`,
    `/${rest.replace("_", escape("_", true))}`,
    `/${rest.replace(letter, escape(letter))}`,
    `/${rest.replace(letter, escape(letter, true))}`,
    `/${[...rest].map((c) => (c === "/" ? c : escape(c))).join("")}`,
    `//${rest}`,
    `/${rest.replace(/\//g, "//")}`,
    `/${rest.replace(/\//g, "%2f")}`,
    `/./${rest}`,
    `/x/../${rest}`,
    `/x/..%2f${rest}`,
    `/x/..%2F${rest}`,
    `/x/%2e%2e/${rest}`,
    `/x/%2E%2E/${rest}`,
    `/x/.%2e/${rest}`,
    `/x/y/%2e%2e%2f%2e%2e%2f${rest}`,
    `//x//%2e%2e//${rest.replace("_", escape("_", true))}`,
  ];
  return [...new Set(spellings)].filter((s) => s !== address);
}

/** Targets no server may read: a NUL, a "%" without two hex digits, escapes that are not UTF-8. */
export const UNREADABLE_TARGETS = ["/%00", "/_headers%00", "/%zz", "/%", "/a%5", "/%e0%80", "/%ff", "/%c0%af"];

/** The hidden files a build wrote into `outDir`, by address: each of HOST_CONFIG_ENTRIES must have one. */
export async function hiddenFilesIn(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => `/${path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join("/")}`)
    .filter((address) => HOST_CONFIG_FILES.test(address))
    .sort();
  const missing = HOST_CONFIG_ENTRIES.filter((entry) => !files.some((f) => f.startsWith(`/${entry}`)));
  if (missing.length) throw new Error(`the build wrote no ${missing.join(", ")}: is out/ current?`);
  return files;
}

/** A file of `outDir` every server serves (under /_next/static/, so its address has "_" and "/" to spell). */
export async function visibleFileIn(outDir: string): Promise<string> {
  const entries = await readdir(path.join(outDir, "_next/static/media"));
  const file = entries.find((name) => /^[a-z]/.test(name));
  if (!file) throw new Error("no file in out/_next/static/media/");
  return `/_next/static/media/${file}`;
}
