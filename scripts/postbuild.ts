// Post-build steps that turn Next's export into the complete deployable out/.
// `npm run build` runs `next build` and then this file; each step is one module in scripts/postbuild/.
import path from "node:path";
import { runPostbuild } from "./postbuild/steps";

runPostbuild({ outDir: path.resolve("out"), env: process.env }).catch((error) => {
  console.error(error);
  process.exit(1);
});
