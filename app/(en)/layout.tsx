import type { Viewport } from "next";
import { SiteShell } from "@/components/layout/SiteShell";
import { siteMetadata } from "@/lib/metadata";
import "../globals.css";
import "../not-found.css";

export const metadata = siteMetadata;

export const viewport: Viewport = {
  themeColor: "#0b1020",
  width: "device-width",
  initialScale: 1,
};

/** The English site's root layout: every page at the site's own addresses. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell locale="en">{children}</SiteShell>;
}
