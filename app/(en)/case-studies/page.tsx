import { CaseStudiesRoute, caseStudiesMetadata } from "@/components/routes/collectionRoutes";

export const metadata = caseStudiesMetadata("en");

export default function CaseStudiesPage() {
  return <CaseStudiesRoute locale="en" />;
}
