import { HomeRoute, homeMetadata } from "@/components/routes/homeRoute";

export const metadata = homeMetadata("hi");

export default function Page() {
  return <HomeRoute locale="hi" />;
}
