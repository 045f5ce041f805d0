import { HomeRoute, homeMetadata } from "@/components/routes/homeRoute";

export const metadata = homeMetadata("en");

export default function Page() {
  return <HomeRoute locale="en" />;
}
