import { CaseStudiesRoute, caseStudiesMetadata } from "@/components/routes/collectionRoutes";

export const metadata = caseStudiesMetadata("hi");

export default function CaseStudiesPage() {
  return <CaseStudiesRoute locale="hi" />;
}
