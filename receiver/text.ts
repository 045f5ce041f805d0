// What a visitor typed, made safe to store and show, on the way in: the receiver keeps exactly what this
// returns, so the agency reads back (in the CLI, the CSV, the e-mail, the desk) the same characters that were
// stored. Every lead kind (contact, application, booking) and the spam tray go through it (receiver/multipart.ts).
import { graphemeClusters } from "@/lib/forms/graphemes";

/** Control characters (C0, DEL, C1), line feed and tab apart: a one-line field turns those into spaces. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/gu;

/**
 * Format characters (\p{Cf}), which draw nothing yet change what is shown: the bidirectional embeddings,
 * overrides, isolates and marks (U+202A–E, U+2066–9, U+200E/F, U+061C), zero-width spaces (U+200B, U+2060,
 * U+FEFF, U+180E), soft hyphens and the tag characters (U+E0000–E007F, unassigned ones included), which can hide
 * a message inside a name. ZWNJ and ZWJ (U+200C, U+200D) stay: Indic scripts need them to choose a conjunct's
 * shape, and emoji sequences to join.
 */
const FORMAT = /(?![\u200c\u200d])[\p{Cf}\u{e0000}-\u{e007f}]/gu;
const JOINER = /^[\u200c\u200d]$/u;
const MARK = /^\p{M}$/u;
const LINE_SEPARATORS = /[\u2028\u2029]/g;

/**
 * Most combining marks kept on one letter. A Devanagari or Telugu letter carries at most a nukta, a vowel sign
 * and a nasal sign (three), and a conjunct's viramas each follow their own consonant ("క్ష్మ్యా", "क्ष्म्य"
 * never put more than one mark on a letter), so four keeps every word and one spare; a letter with thousands of
 * marks ("Zalgo" text) would draw a column over the lines around it.
 */
export const MARKS_PER_LETTER = 4;

/**
 * Most code points kept in one grapheme cluster (what a reader sees as one character). The longest real ones
 * are emoji sequences (a couple with skin tones: 10) and five-consonant conjuncts with joiners (about 17); a
 * letter followed by thousands of joiners would otherwise be one "character" of any length.
 */
export const CLUSTER_MAX = 24;

/** `text` with each cluster cut to CLUSTER_MAX code points and each letter to MARKS_PER_LETTER marks. */
function capClusters(text: string): string {
  // Below U+0300 (Latin, before the combining marks) every character is a cluster of its own.
  if (/^[\u0000-\u02ff]*$/.test(text)) return text;
  let out = "";
  let kept = 0;
  let marks = 0;
  for (const { cluster, runsOn } of graphemeClusters(text)) {
    if (!runsOn) kept = marks = 0;
    for (const char of cluster) {
      if (kept === CLUSTER_MAX) break;
      if (MARK.test(char)) {
        if (marks === MARKS_PER_LETTER) continue;
        marks += 1;
        // A joiner between marks does not start a new letter, so it cannot reset the count.
      } else if (!JOINER.test(char)) marks = 0;
      out += char;
      kept += 1;
    }
  }
  return out;
}

/**
 * One field's value as it is stored: Unicode NFC (the same letters typed on a phone and on a laptop are the
 * same bytes), no control or format characters (joiners apart), at most MARKS_PER_LETTER marks on a letter and
 * CLUSTER_MAX code points in a character. A one-line field turns line breaks (U+2028 and U+2029 too) and tabs
 * into spaces; a multi-line one (a message) keeps line breaks (as \n) and tabs.
 */
export function cleanText(value: string, { multiline = false } = {}): string {
  let text = value
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(LINE_SEPARATORS, multiline ? "\n" : " ");
  if (!multiline) text = text.replace(/[\n\t]/g, " ");
  // Again after the removals: a mark that followed a removed character may now compose with its letter.
  text = text.replace(CONTROL, "").replace(FORMAT, "").normalize("NFC");
  return capClusters(text);
}

/** Longest stored résumé name, in characters, extension included: every file system and mail client takes it. */
export const FILE_NAME_MAX = 120;

/**
 * A résumé's name as stored and sent on: the last path segment, cleaned like a one-line field, without
 * characters that file systems or mail headers treat specially, bounded in length, ending in `extension`
 * (the type its bytes really are). "../cv.html\0.pdf" → "cv.html.pdf"; "résumé.docx" of PDF bytes → "résumé.pdf".
 */
export function safeFileName(name: string, extension: string): string {
  const base = cleanText(name).split(/[/\\]/).pop() ?? "";
  const stem =
    base
      .replace(/\.(pdf|docx?)$/i, "")
      .replace(/[<>:"|?*;]/g, "_")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^\.+/, "") || "resume";
  return `${stem.slice(0, FILE_NAME_MAX - extension.length).trim()}${extension}`;
}

/**
 * A stored value printed on a terminal: every control, format and line-separator character shown as an escape
 * (\n, \t, \x1b, \u202e) instead of acting on the terminal, so a value (one stored before this cleaning existed
 * too) can neither move the cursor, retitle the window, forge a line nor reorder what is shown.
 */
export function visible(text: string): string {
  return text
    .replace(CONTROL, escape)
    .replace(FORMAT, escape)
    .replace(/[\n\t\u2028\u2029]/g, escape);
}

function escape(char: string): string {
  if (char === "\n") return "\\n";
  if (char === "\t") return "\\t";
  const code = char.codePointAt(0)!;
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, "0")}`;
  return code <= 0xffff ? `\\u${code.toString(16).padStart(4, "0")}` : `\\u{${code.toString(16)}}`;
}
