import type { SearchAction, WebSite, WithActionConstraints } from "schema-dts";
import { site } from "@/lib/content/site";
import { absoluteUrl } from "@/lib/site";
import { ids, ref } from "./ids";

/** The search URL template the WebSite declares (the /search page reads q). */
export const SEARCH_URL_TEMPLATE = `${site.url}/search?q={search_term_string}`;

/** The site itself, with a SearchAction pointing at /search?q=… (sitelinks search box). */
export function website(): WebSite {
  const search: WithActionConstraints<SearchAction> = {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: SEARCH_URL_TEMPLATE },
    "query-input": "required name=search_term_string",
  };
  return {
    "@type": "WebSite",
    "@id": ids.website,
    url: absoluteUrl("/"),
    name: site.name,
    description: site.description,
    inLanguage: "en-IN",
    publisher: ref(ids.organization),
    potentialAction: search,
  };
}
