import { pages } from "@/content/pages";
import { buildMetadata } from "@/lib/metadata";
import { HomeHero } from "@/components/home/HomeHero";

export const metadata = buildMetadata(pages.home);

export default function HomePage() {
  return <HomeHero />;
}
