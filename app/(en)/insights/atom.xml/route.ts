import { atomFeed } from "@/lib/insights/feeds";

// Written once at build into out/insights/atom.xml.
export const dynamic = "force-static";

export function GET(): Response {
  return new Response(atomFeed(), { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
