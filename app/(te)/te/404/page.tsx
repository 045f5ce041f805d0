import { NotFoundView, notFoundMetadata } from "@/components/routes/notFoundRoute";

export const metadata = notFoundMetadata("te");

export default function NotFoundPage() {
  return <NotFoundView locale="te" />;
}
