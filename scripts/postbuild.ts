// Post-build steps that turn Next's export into the complete deployable out/.
// `npm run build` runs `next build` and then this file; each step is one module in scripts/postbuild/.
import { steps } from "./postbuild/steps";

async function main() {
  for (const step of steps) {
    const started = Date.now();
    await step.run();
    console.log(`postbuild: ${step.name} (${Date.now() - started} ms)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
