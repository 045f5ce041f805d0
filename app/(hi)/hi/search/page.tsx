import { SearchRoute, searchMetadata } from "@/components/routes/searchRoute";

export const metadata = searchMetadata("hi");

export default function SearchPage() {
  return <SearchRoute locale="hi" />;
}
