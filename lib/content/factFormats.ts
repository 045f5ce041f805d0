// How the figures of the facts record (content/facts/) are written in copy. English keeps the short forms the
// agency writes ("₹35K–₹50K"); Telugu and Hindi readers get the amount in full, in Indian digit grouping
// ("₹35,000–₹50,000"), since "K" and "L" are English shorthand.

/** "₹35K" → "₹35,000", "₹1.5L+" → "₹1,50,000+". */
export function rupees(price: string): string {
  const match = /^₹([\d.]+)([KL]?)(\+?)$/.exec(price);
  if (!match) throw new Error(`Not a price of the facts record: "${price}"`);
  const [, amount, unit, plus] = match;
  const multiplier = unit === "K" ? 1_000 : unit === "L" ? 1_00_000 : 1;
  return `₹${Math.round(Number(amount) * multiplier).toLocaleString("en-IN")}${plus}`;
}

export interface PriceBand {
  from: string;
  to: string;
}

/** "₹20K–₹30K", kept on one line: a word joiner after the en dash (invisible; the text reads the same). */
export const band = (price: PriceBand, full = false): string =>
  full ? `${rupees(price.from)}–\u2060${rupees(price.to)}` : `${price.from}–\u2060${price.to}`;

/** A span kept on one line: a word joiner after its dash, a no-break space before its last word. */
export const unbroken = (span: string): string => span.replace("–", "–\u2060").replace(/ (\S+)$/, "\u00a0$1");

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** Small counts spelt out in running English ("three office days"). */
export const inWords = (n: number): string => numberWords[n] ?? String(n);

export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A template of the facts record with its {names} put in. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{([^}]+)\}/g, (whole, name: string) => String(values[name] ?? whole));
