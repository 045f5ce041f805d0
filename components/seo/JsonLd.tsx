import type { Graph, Thing, WithContext } from "schema-dts";
import { serializeJsonLd } from "@/lib/structured-data/graph";

/**
 * Structured data for crawlers: one <script type="application/ld+json">. Server component, no client JS.
 * The JSON is escaped by serializeJsonLd ("<" → \u003c …), so no string in the data can close the
 * script element; the escaped JSON is the only thing ever written as raw HTML here. Pages render it after their
 * content: crawlers read it anywhere, and a slow phone's first paint waits for every byte parsed before the hero
 * (docs/benchmarks/2026-11-29-parser-chunks.md).
 */
export function JsonLd({ data }: { data: Graph | WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
