import { CaseStudiesRoute, caseStudiesMetadata } from "@/components/routes/collectionRoutes";

export const metadata = caseStudiesMetadata("te");

export default function CaseStudiesPage() {
  return <CaseStudiesRoute locale="te" />;
}
