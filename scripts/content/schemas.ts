import { mkdirSync, writeFileSync } from "node:fs";
import { collections } from "@/lib/content/collections";
import { jsonSchemasOf } from "@/lib/content/jsonSchema";

// `npm run content:schemas`: rewrites content/schemas/ from the collections' zod schemas (lib/content/schemas/).
mkdirSync("content/schemas", { recursive: true });
for (const collection of Object.values(collections))
  for (const [name, schema] of Object.entries(jsonSchemasOf(collection)))
    writeFileSync(`content/schemas/${name}`, `${JSON.stringify(schema, null, 2)}\n`);
console.log(`JSON Schemas written to content/schemas/ for ${Object.keys(collections).join(", ")}.`);
