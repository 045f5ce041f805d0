import { SearchRoute, searchMetadata } from "@/components/routes/searchRoute";

export const metadata = searchMetadata("te");

export default function SearchPage() {
  return <SearchRoute locale="te" />;
}
