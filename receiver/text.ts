// What a visitor typed, made safe to store and show, on the way in: the receiver keeps exactly what this
// returns, so the agency reads back (in the CLI, the CSV, the e-mail) the same characters that were stored.

/**
 * Control characters (C0, DEL, C1) and the bidirectional embedding, override and isolate controls that
 * can make text display as something other than what it is. Zero-width joiners stay: Indic scripts need them.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * One field's value as it is stored: Unicode NFC (the same letters typed on a phone and on a laptop are the
 * same bytes), no control characters. A one-line field turns line breaks and tabs into spaces; a multi-line
 * one (a message) keeps line breaks (as \n) and tabs.
 */
export function cleanText(value: string, { multiline = false } = {}): string {
  const text = value.normalize("NFC").replace(/\r\n?/g, "\n");
  if (multiline) return text.replace(CONTROL_EXCEPT_LINES, "");
  return text.replace(/[\n\t]/g, " ").replace(CONTROL, "");
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
 * A stored value printed on a terminal: every control character shown as an escape (\n, \t, \x1b, \u202e)
 * instead of acting on the terminal, so a value can neither move the cursor, retitle the window nor forge a line.
 */
export function visible(text: string): string {
  return text.replace(CONTROL_EXCEPT_LINES, escape).replace(/[\n\t]/g, escape);
}

function escape(char: string): string {
  if (char === "\n") return "\\n";
  if (char === "\t") return "\\t";
  const code = char.codePointAt(0)!;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}
