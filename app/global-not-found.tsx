import type { Viewport } from "next";
import { SiteShell } from "@/components/layout/SiteShell";
import { NotFoundView, notFoundMetadata } from "@/components/routes/notFoundRoute";
import { siteMetadata } from "@/lib/metadata";
import "./globals.css";
import "./not-found.css";

// The site has a root layout per language, so the unknown-address page is this whole document (Next's
// global-not-found): out/404.html, the English one. The Telugu and Hindi ones are /te/404 and /hi/404.
export const metadata = { ...siteMetadata, ...notFoundMetadata("en") };

export const viewport: Viewport = {
  themeColor: "#0b1020",
  width: "device-width",
  initialScale: 1,
};

export default function GlobalNotFound() {
  return (
    <SiteShell locale="en">
      <NotFoundView locale="en" />
    </SiteShell>
  );
}
