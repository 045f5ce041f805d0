import type { Viewport } from "next";
import { SiteShell } from "@/components/layout/SiteShell";
import { siteMetadata } from "@/lib/metadata";
import { grotesk } from "../fonts";
import { devanagari } from "../fontDevanagari";
import { scriptLatin } from "../fontScriptLatin";
import "../globals.css";
import "../not-found.css";

export const metadata = siteMetadata;

export const viewport: Viewport = {
  themeColor: "#0b1020",
  width: "device-width",
  initialScale: 1,
};

/** The Hindi site's root layout: every page under /hi, with <html lang="hi-IN"> and the script's font. */
export default function HindiLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteShell locale="hi" fontClasses={`${grotesk.variable} ${devanagari.variable} ${scriptLatin.variable}`}>
      {children}
    </SiteShell>
  );
}
