import { stringify } from "yaml";
import type { z } from "zod";
import { defaultLocale, locales } from "@/lib/locales";
import { editorBackend, gitHost } from "@/lib/hosting/gitHost";
import { FIXED_HINT, fieldsFor, type CmsField } from "./cmsFields";
import { lacksNote, type Lacks } from "./cmsLacks";
import { postsCollection } from "./cmsPosts";
import { collections } from "./collections";
import type { Collection } from "./compile";
import { fieldsOf } from "./schema";

// The configuration of the editor at /admin (Sveltia CMS), built from the collections' zod schemas, so the
// editor offers exactly the fields and rules the build checks. `npm run admin:config` writes it to
// public/admin/config.yml; a unit test fails while that file differs from this.

/** Where an upload is saved, and its address on the site (scripts/content/uploads.ts makes its sizes). */
const MEDIA_FOLDER = "content/uploads";
const PUBLIC_FOLDER = "/uploads";

/** The field that names an entry in the editor's lists. */
const identifierOf = (fields: CmsField[]) =>
  ["title", "name", "author", "caption"].find((name) => fields.some((field) => field.name === name)) ?? fields[0]?.name;

/** A collection as the editor reads it: a folder of entries (`fields`), or a page's files (`files`). */
interface CmsCollection {
  name: string;
  label: string;
  fields?: CmsField[];
  files?: { name: string; label: string; file: string; format: string; i18n: boolean; fields: CmsField[] }[];
  [setting: string]: unknown;
}

/** The collection's description: why its number of entries is fixed, and what its languages still lack. */
function descriptionOf(collection: Collection, lacks?: Lacks): string | undefined {
  const fixed = collection.fixedCount
    ? `${FIXED_HINT}${collection.fixedCount.reason}. Change an entry rather than adding one.`
    : undefined;
  const parts = [fixed, lacksNote(lacks?.[collection.name])].filter(Boolean);
  return parts.length ? parts.join(" ") : undefined;
}

function collectionConfig(collection: Collection, lacks?: Lacks): CmsCollection {
  const shape = fieldsOf(collection.schema) ?? {};
  // The entry's id is its file name, which the editor keeps as the slug: never a field of the file.
  const fields = fieldsFor(Object.entries(shape).filter(([name]) => name !== "id") as [string, z.ZodType][]);
  const identifier = identifierOf(fields);
  const sortable = fields.some((field) => field.name === "order");
  const label = collection.name.replace(/^./, (first) => first.toUpperCase());
  const description = descriptionOf(collection, lacks);
  const described = description ? { description } : {};
  // A page's copy is one file per language that the editor opens, never a folder it adds entries to.
  if (collection.single) {
    const name = collection.folder.split("/").pop()!;
    const file = { name, label, file: `${collection.folder}/${name}.{{locale}}.yml`, format: "yaml", i18n: true };
    return {
      name: collection.name,
      label,
      ...described,
      i18n: true,
      editor: { preview: false },
      files: [{ ...file, fields }],
    };
  }
  return {
    name: collection.name,
    label,
    ...described,
    folder: collection.folder,
    extension: "yml",
    format: "yaml",
    create: true,
    i18n: true,
    path: "{{slug}}",
    slug: `{{${identifier}}}`,
    identifier_field: identifier,
    // A number of entries the build requires: no more can be added, and the list says why.
    ...(collection.fixedCount ? { limit: collection.fixedCount.entries } : {}),
    ...(sortable ? { sortable_fields: { fields: ["order", identifier], default: { field: "order" } } } : {}),
    editor: { preview: false },
    // Uploads into the one media folder, never beside the entry, where the build would not find them.
    media_folder: `/${MEDIA_FOLDER}`,
    public_folder: PUBLIC_FOLDER,
    fields,
  };
}

/** The configuration; with `lacks` (the build's), each collection also says what its languages still lack. */
export function cmsConfig(lacks?: Lacks) {
  return {
    app_title: "Deccan Digital editor",
    // The site's own icon: the default logo is fetched from a data: address, which the policy need not allow.
    logo: { src: "/icons/icon-192.png" },
    backend: editorBackend(gitHost),
    // Uploads go into content/uploads/ beside the entries; the build makes their sizes under /uploads/.
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    // No stock photo libraries: they are other origins the editor's policy does not allow, and their pictures
    // are not the agency's work.
    media_libraries: { stock_assets: false },
    show_preview_links: false,
    editor: { preview: false },
    slug: { encoding: "ascii", clean_accents: true },
    i18n: { structure: "multiple_files", locales: [...locales], default_locale: defaultLocale },
    // Strings double-quoted, as Prettier (the format check) writes them; an empty optional field left out, as
    // the schemas expect of a translation that has not been written yet.
    output: { omit_empty_optional_fields: true, yaml: { quote: "double" } },
    collections: [
      ...Object.values(collections).map((collection: Collection) => collectionConfig(collection, lacks)),
      postsCollection() as CmsCollection,
    ],
  };
}

/** The file /admin/config.yml, as `npm run admin:config` writes it. */
export const cmsConfigYaml = (lacks?: Lacks) =>
  `# Written by \`npm run admin:config\` from the schemas in lib/content/schemas/: edit those, not this file.\n${stringify(cmsConfig(lacks), { lineWidth: 0 })}`;
