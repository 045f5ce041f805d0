import { readdirSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

// Another collection's entries by id, for a schema that names them (the home page's client strip names case
// studies, its cards name services). Read from the folder's English files when the schema loads, not from
// .content/: the schemas are what compiles .content/, and a fresh clone has none yet.

/** The ids of a collection's entries: the names of its English files. */
export function idsIn(folder: string): string[] {
  return readdirSync(join(process.cwd(), folder))
    .map((name) => /^([a-z0-9-]+)\.en\.ya?ml$/.exec(name)?.[1])
    .filter((id): id is string => id !== undefined)
    .sort();
}

/**
 * One of a collection's ids, refused with the list of those there are. The editor offers the collection's
 * entries as it has them (`refersTo`), so an entry added in the same session can be chosen.
 */
export function idOf(folder: string, what: string) {
  const ids = idsIn(folder);
  return z
    .enum(ids as [string, ...string[]], {
      error: `must be ${what} in ${folder}/ (the file name without .en.yml): ${ids.join(", ")}`,
    })
    .meta({ refersTo: folder });
}

/** The folder of the collection a field names an entry of, if it does. */
export const referredFolder = (schema: z.ZodType): string | undefined => {
  const folder: unknown = schema.meta()?.refersTo;
  return typeof folder === "string" ? folder : undefined;
};
