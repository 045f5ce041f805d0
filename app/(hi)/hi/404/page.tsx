import { NotFoundView, notFoundMetadata } from "@/components/routes/notFoundRoute";

export const metadata = notFoundMetadata("hi");

export default function NotFoundPage() {
  return <NotFoundView locale="hi" />;
}
