import type { Viewport } from "next";
import { SiteShell } from "@/components/layout/SiteShell";
import { siteMetadata } from "@/lib/metadata";
import { grotesk } from "../fonts";
import { telugu } from "../fontTelugu";
import { scriptLatin } from "../fontScriptLatin";
import "../globals.css";
import "../not-found.css";

export const metadata = siteMetadata;

export const viewport: Viewport = {
  themeColor: "#0b1020",
  width: "device-width",
  initialScale: 1,
};

/** The Telugu site's root layout: every page under /te, with <html lang="te-IN"> and the script's font. */
export default function TeluguLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteShell locale="te" fontClasses={`${grotesk.variable} ${telugu.variable} ${scriptLatin.variable}`}>
      {children}
    </SiteShell>
  );
}
