// The smartypants package ships no types; these cover the one function the site uses.
declare module "smartypants" {
  /** Typographic punctuation as Unicode characters; `attr` picks what is converted ("q": quotes only). */
  export function smartypantsu(text: string, attr?: string): string;
}
