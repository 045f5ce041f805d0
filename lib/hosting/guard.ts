// The post-build transforms rewrite what `next build` wrote, matched by patterns of Next's current output. When an
// upgrade changes that output, a transform must fail the build, not quietly rewrite nothing.

/** A transform did not find the pattern it rewrites. */
export class PatternNotFound extends Error {
  constructor(
    /** The transform, as the build log names it. */
    readonly transform: string,
    /** What it looked for, in words a reader can grep Next's output for. */
    readonly pattern: string,
  ) {
    super(`${transform}: ${pattern} not found`);
    this.name = "PatternNotFound";
  }
}

/**
 * Run one transform over one file of out/. A missing pattern fails the build naming the transform, the file and
 * the pattern; any other error passes through as it is.
 */
export function transformFile<T>(file: string, transform: () => T): T {
  try {
    return transform();
  } catch (error) {
    if (!(error instanceof PatternNotFound)) throw error;
    throw new Error(
      `postbuild: ${error.transform}: ${file}: ${error.pattern} not found. Next's output no longer has the shape ` +
        `this step rewrites (see docs/upgrading.md).`,
      { cause: error },
    );
  }
}
