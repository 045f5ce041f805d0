import type { Metadata } from "next";
import { ServiceRoute, serviceMetadata, serviceParams } from "@/components/routes/serviceRoute";

type Params = { params: Promise<{ slug: string[] }> };

export const dynamicParams = false;
export const generateStaticParams = () => serviceParams("te");

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return serviceMetadata((await params).slug, "te");
}

export default async function ServicePageRoute({ params }: Params) {
  return <ServiceRoute slug={(await params).slug} locale="te" />;
}
