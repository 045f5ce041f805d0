import type { Metadata } from "next";
import { FormOutcomeRoute, formOutcomeMetadata, formOutcomeParams } from "@/components/routes/formOutcomeRoute";

type Params = { params: Promise<{ outcome: string }> };

export const generateStaticParams = formOutcomeParams;
export const dynamicParams = false;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return formOutcomeMetadata((await params).outcome, "en");
}

export default async function FormOutcomePage({ params }: Params) {
  return <FormOutcomeRoute slug={(await params).outcome} locale="en" />;
}
