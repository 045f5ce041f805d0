// Helpers the Telugu and Hindi modules use to lay their words over the English records, so ids, icons, links and
// figures stay in one place (the English record) and only the words are written again.

/**
 * Each English record with the translation's words of the same position laid over it. A translation with more
 * or fewer entries than the English fails the build, so no record is left in English or dropped.
 */
export function alongside<Item extends object, Words extends object>(
  english: readonly Item[],
  words: readonly Words[],
): (Item & Words)[] {
  if (english.length !== words.length)
    throw new Error(`A translation has ${words.length} entries where the English has ${english.length}`);
  return english.map((record, index) => ({ ...record, ...words[index]! }));
}
