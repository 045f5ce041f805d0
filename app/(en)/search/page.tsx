import { SearchRoute, searchMetadata } from "@/components/routes/searchRoute";

export const metadata = searchMetadata("en");

export default function SearchPage() {
  return <SearchRoute locale="en" />;
}
