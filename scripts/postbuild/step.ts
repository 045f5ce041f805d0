// The shape of a post-build step and what it is given. Steps never read process.env or a fixed folder:
// the pipeline passes both, so the same steps finish `npm run build` (out/) and the form-delivery test
// build (out-forms/, other endpoints).

export interface PostbuildContext {
  /** Absolute path of the exported site (Next's distDir). */
  outDir: string;
  /** The build's environment (NEXT_PUBLIC_* endpoints, NETLIFY, …). */
  env: Record<string, string | undefined>;
}

export interface PostbuildStep {
  name: string;
  run(context: PostbuildContext): Promise<void>;
}
