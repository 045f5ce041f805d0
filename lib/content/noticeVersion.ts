import { createHash } from "node:crypto";

// The privacy notice's version, which every form sends with its lead: the date the notice says it was updated
// and a fingerprint of its words in every language. A change to the notice's text is a new version by itself, so
// nobody can edit the notice at /admin and forget to change it (docs/privacy.md). Build side only.

/** "2026-11-27-3fa9c1": the notice's date, then six hex digits of its compiled words, all languages. */
export function noticeVersionOf(updated: string, notice: unknown): string {
  return `${updated}-${createHash("sha256").update(JSON.stringify(notice)).digest("hex").slice(0, 6)}`;
}
