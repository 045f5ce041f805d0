import { writeFileSync } from "node:fs";
import { cmsConfigYaml } from "@/lib/content/cmsConfig";

// Writes the editor's configuration from the schemas (lib/content/cmsConfig.ts); commit the result.
const file = "public/admin/config.yml";
writeFileSync(file, cmsConfigYaml());
console.log(`wrote ${file}`);
