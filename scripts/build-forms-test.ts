// Second build for the form-delivery tests: the same site with both form endpoints pointing at the
// test receiver on 127.0.0.1, exported into out-forms/ so the main out/ stays the unconnected build, and
// finished by the whole post-build pipeline, so the forms are tested under the real CSP.
// Usage: tsx scripts/build-forms-test.ts   (then: playwright test -c playwright.forms.config.ts)
import { spawnSync } from "node:child_process";
import path from "node:path";
import { receiverUrls } from "../tests/e2e-forms/receiver-config";
import { runPostbuild } from "./postbuild/steps";

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_DIST_DIR: "out-forms",
  NEXT_PUBLIC_CONTACT_ENDPOINT: receiverUrls.contact,
  NEXT_PUBLIC_APPLICATION_ENDPOINT: receiverUrls.application,
};
const result = spawnSync("npx", ["next", "build"], { stdio: "inherit", env });
if (result.status !== 0) process.exit(result.status ?? 1);
runPostbuild({ outDir: path.resolve("out-forms"), env }).catch((error) => {
  console.error(error);
  process.exit(1);
});
