import { pages } from "@/content/pages";
import { buildMetadata } from "@/lib/metadata";
import { pageGraph } from "@/lib/structured-data";
import { JsonLd } from "@/components/seo/JsonLd";
import { SearchPageView } from "@/components/search/SearchPageView";

// Indexed and followed like every page (content/pages.ts). The title here is "Search"; once q is read, the page
// sets the document title 'Search results for "{q}"', a string given verbatim (docs/decisions.md).
export const metadata = buildMetadata(pages.search);

/** /search?q=…  (components/search/SearchPageView.tsx says how it reads q and keeps what was typed). */
export default function SearchPage() {
  return (
    <>
      <JsonLd data={pageGraph(pages.search.path, { type: "SearchResultsPage" })} />
      <SearchPageView />
    </>
  );
}
