import { readdirSync, readFileSync } from "node:fs";
import { parse, stringify } from "yaml";
import { cmsConfig } from "@/lib/content/cmsConfig";
import type { CmsField } from "@/lib/content/cmsFields";
import type { Collection, SourceFile } from "@/lib/content/compile";

// The tests of what the site's specification fixes: a collection's files as the repository has them, one of them
// changed, and a field of the editor's configuration.

export const filesOf = (collection: Collection): SourceFile[] =>
  readdirSync(collection.folder)
    .filter((name) => name.endsWith(".yml"))
    .map((name) => ({
      path: `${collection.folder}/${name}`,
      text: readFileSync(`${collection.folder}/${name}`, "utf8"),
    }));

/** The collection's files with its English file `file` changed by `change`. */
export function changed(collection: Collection, file: string, change: (data: Record<string, unknown>) => void) {
  return filesOf(collection).map((source) => {
    if (source.path !== `${collection.folder}/${file}`) return source;
    const data = parse(source.text) as Record<string, unknown>;
    change(data);
    return { ...source, text: stringify(data) };
  });
}

/** A field of the editor's configuration by its path of names, e.g. ["whyReachOut", "reasons"]. */
export function configField(collection: string, path: string[]): CmsField {
  const found = cmsConfig().collections.find((c) => c.name === collection)!;
  let fields = found.fields ?? found.files![0]!.fields;
  let field: CmsField | undefined;
  for (const name of path) {
    field = fields.find((f) => f.name === name);
    fields = (field?.fields as CmsField[] | undefined) ?? [];
  }
  return field!;
}

export const reasonHint = (reason: string) => `Fixed by the site's specification: ${reason}`;
