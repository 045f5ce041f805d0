// The ordered list of post-build steps. Add a step by adding a module and listing it here.
import { csp } from "./csp";
import { formsEndpoints } from "./forms-endpoints";
import { hostingConfig } from "./hosting-config";
import { searchIndex } from "./search-index";
import { shareImages } from "./share-images";
import { trailingSlashRoutes } from "./trailing-slash-routes";

export interface PostbuildStep {
  name: string;
  run(): Promise<void>;
}

export const steps: PostbuildStep[] = [
  formsEndpoints,
  trailingSlashRoutes,
  shareImages,
  searchIndex,
  hostingConfig,
  // Add new steps above this line. The CSP step STAYS LAST: it hashes the final inline scripts of
  // every HTML file, so any step that writes HTML after it would invalidate the page's policy.
  csp,
];
