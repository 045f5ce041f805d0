import { fieldsFor } from "./cmsFields";
import { fieldsOf } from "./schema";
import { POSTS_FOLDER, postFrontMatterSchema } from "./schemas/insights";

// The insights guides in the editor: Markdown files whose front matter is the schema the build checks them with
// (lib/content/schemas/insights.ts), so the editor's fields and the build's rules are one. English only.

export function postsCollection() {
  const fields = fieldsFor(Object.entries(fieldsOf(postFrontMatterSchema) ?? {}));
  return {
    name: "insights",
    label: "Insights",
    description: "Guides in English, each at /insights/<its file name>. The body is Markdown: ## starts a section.",
    folder: POSTS_FOLDER,
    extension: "md",
    format: "yaml-frontmatter",
    create: true,
    i18n: false,
    path: "{{slug}}",
    // The file name is the guide's address: made from the title once, then kept, so links to it keep working.
    slug: { template: "{{title}}", editable: false },
    identifier_field: "title",
    sortable_fields: { fields: ["published", "title"], default: { field: "published", direction: "descending" } },
    editor: { preview: false },
    fields: [
      ...fields,
      // Written as typed: the guides' tables and headings are kept as they are, and no image is inserted (the
      // site does not serve one from a guide).
      { name: "body", label: "Body", widget: "markdown", modes: ["raw"], editor_components: [] },
    ],
  };
}
