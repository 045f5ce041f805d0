// The post-build pipeline: the ordered steps, then the integrity and CSP step, which the pipeline always
// runs after all of them (it hashes the final bytes of every page and script, so nothing may change
// them afterwards). Add a step by adding a module and listing it in `steps`.
import { adminEditor } from "./admin-editor";
import { contentSecurityPolicy } from "./csp";
import { formsEndpoints } from "./forms-endpoints";
import { hostingConfig } from "./hosting-config";
import { routeDataHints } from "./route-data-hints";
import { searchIndex } from "./search-index";
import { serverManifest } from "./server-manifest";
import { shareImages } from "./share-images";
import type { PostbuildContext, PostbuildStep } from "./step";
import { trailingSlashRoutes } from "./trailing-slash-routes";

export const steps: PostbuildStep[] = [
  formsEndpoints,
  trailingSlashRoutes,
  routeDataHints,
  shareImages,
  searchIndex,
  hostingConfig,
  serverManifest,
  adminEditor,
];

/** Run every step in order, then the integrity and CSP step. */
export async function runPostbuild(context: PostbuildContext): Promise<void> {
  for (const step of [...steps, contentSecurityPolicy]) {
    const started = Date.now();
    await step.run(context);
    console.log(`postbuild: ${step.name} (${Date.now() - started} ms)`);
  }
}
