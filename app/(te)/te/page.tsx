import { HomeRoute, homeMetadata } from "@/components/routes/homeRoute";

export const metadata = homeMetadata("te");

export default function Page() {
  return <HomeRoute locale="te" />;
}
