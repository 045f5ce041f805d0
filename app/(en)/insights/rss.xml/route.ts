import { rssFeed } from "@/lib/insights/feeds";

// Written once at build into out/insights/rss.xml.
export const dynamic = "force-static";

export function GET(): Response {
  return new Response(rssFeed(), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
