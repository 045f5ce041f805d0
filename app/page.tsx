import { pages } from "@/content/pages";
import { buildMetadata } from "@/lib/metadata";
import { homeGraph } from "@/lib/structured-data";
import { HomeHero } from "@/components/home/HomeHero";
import { JsonLd } from "@/components/seo/JsonLd";

export const metadata = buildMetadata(pages.home);

export default function HomePage() {
  return (
    <>
      <JsonLd data={homeGraph()} />
      <HomeHero />
    </>
  );
}
