import { mkdirSync, writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { collections } from "@/lib/content/collections";
import { jsonSchemasOf } from "@/lib/content/jsonSchema";

// `npm run content:schemas`: rewrites content/schemas/ from the collections' zod schemas (lib/content/schemas/),
// and maps each to its collection's files in .vscode/settings.json for VS Code's YAML extension.
mkdirSync("content/schemas", { recursive: true });
const mapped: Record<string, string | string[]> = {};
for (const collection of Object.values(collections)) {
  for (const [name, schema] of Object.entries(jsonSchemasOf(collection)))
    writeFileSync(`content/schemas/${name}`, `${JSON.stringify(schema, null, 2)}\n`);
  const { name, folder } = collection;
  mapped[`./content/schemas/${name}.schema.json`] = `${folder}/*.en.yml`;
  mapped[`./content/schemas/${name}.translation.schema.json`] = [`${folder}/*.te.yml`, `${folder}/*.hi.yml`];
}
const settings = ".vscode/settings.json";
const options = { ...(await resolveConfig(settings)), filepath: settings };
writeFileSync(settings, await format(JSON.stringify({ "yaml.schemas": mapped }), options));
console.log(`JSON Schemas written to content/schemas/ for ${Object.keys(collections).join(", ")}.`);
