/**
 * Console errors without the 404s of next/link prefetching service pages that other branches build
 * (until they are merged). Script errors and uncaught exceptions are never filtered.
 */
export function withoutMissingPages(errors: string[]): string[] {
  return errors.filter((e) => !/^Failed to load resource: the server responded with a status of 404/.test(e));
}
