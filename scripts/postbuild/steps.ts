// The ordered list of post-build steps. Add a step by adding a module and listing it here.
import { formsEndpoints } from "./forms-endpoints";
import { searchIndex } from "./search-index";
import { shareImages } from "./share-images";
import { trailingSlashRoutes } from "./trailing-slash-routes";

export interface PostbuildStep {
  name: string;
  run(): Promise<void>;
}

export const steps: PostbuildStep[] = [formsEndpoints, trailingSlashRoutes, shareImages, searchIndex];
