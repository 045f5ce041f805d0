/**
 * A figure kept on one line with the word after it ("4.2 గుణా", "3 गुना", "90 days"): the space after a run that
 * holds a digit becomes a no-break space. Only that space: a long value still wraps between its other words.
 */
export function figureWithUnit(value: string): string {
  return value.replace(/(\S*\d\S*) (?=\S)/g, "$1\u00a0");
}
