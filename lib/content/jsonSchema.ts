import { z } from "zod";
import type { Collection } from "./compile";
import { languageLayer } from "./schema";

// The collections' zod schemas as JSON Schemas, published in content/schemas/ so an editor with a YAML plugin
// (VS Code's YAML extension reads .vscode/settings.json) completes the fields and underlines a mistake as the
// build would. `npm run content:schemas` writes them; a unit test fails while they differ from the zod schemas.

type JsonSchema = { properties?: Record<string, unknown>; required?: string[] } & Record<string, unknown>;

/** An entry's `id` is its file name, so its file does not write one. */
function withoutId(schema: JsonSchema): JsonSchema {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([name]) => name !== "id"));
  return { ...schema, properties, required: (schema.required ?? []).filter((name) => name !== "id") };
}

/** The schema of an entry's English file and of a language's file, by the name each is published under. */
export function jsonSchemasOf(collection: Collection): Record<string, JsonSchema> {
  const english = z.toJSONSchema(collection.schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const layer = z.toJSONSchema(languageLayer(collection.schema), { io: "input", unrepresentable: "any" }) as JsonSchema;
  return {
    [`${collection.name}.schema.json`]: { title: `${collection.folder}/<id>.en.yml`, ...withoutId(english) },
    [`${collection.name}.translation.schema.json`]: { title: `${collection.folder}/<id>.<te|hi>.yml`, ...layer },
  };
}
