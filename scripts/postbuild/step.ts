// The shape of a post-build step and what it is given. Steps never read process.env or a fixed folder:
// the pipeline passes both, so a unit test runs a step with an environment of its own.

export interface PostbuildContext {
  /** Absolute path of the exported site (out/). */
  outDir: string;
  /** The build's environment (NEXT_PUBLIC_* endpoints, NETLIFY, …). */
  env: Record<string, string | undefined>;
}

export interface PostbuildStep {
  name: string;
  run(context: PostbuildContext): Promise<void>;
}
