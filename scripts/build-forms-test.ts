// Second build for the form-delivery tests: the same site with both form endpoints pointing at the
// test receiver on 127.0.0.1, exported into out-forms/ so the main out/ stays the unconnected build.
// Usage: tsx scripts/build-forms-test.ts   (then: playwright test -c playwright.forms.config.ts)
import { spawnSync } from "node:child_process";
import { receiverUrls } from "../tests/e2e-forms/receiver-config";

const result = spawnSync("npx", ["next", "build"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: "out-forms",
    NEXT_PUBLIC_CONTACT_ENDPOINT: receiverUrls.contact,
    NEXT_PUBLIC_APPLICATION_ENDPOINT: receiverUrls.application,
  },
});
process.exit(result.status ?? 1);
