import type { Viewport } from "next";
import { Header } from "@/components/layout/Header";
import { Footer } from "@/components/layout/Footer";
import { SocialRail } from "@/components/layout/SocialRail";
import { ScrollToTop } from "@/components/layout/ScrollToTop";
import { Analytics } from "@/components/analytics/Analytics";
import { Beacon } from "@/components/analytics/Beacon";
import { analyticsEnabled } from "@/components/analytics/enabled";
import { firstPartyReceiver } from "@/components/forms/endpoints";
import { PRIVILEGED_PATHS } from "@/lib/hosting/csp";
import { siteMetadata } from "@/lib/metadata";
import { grotesk } from "./fonts";
import "./globals.css";
import "./not-found.css";
import styles from "./layout.module.css";

export const metadata = siteMetadata;

export const viewport: Viewport = {
  themeColor: "#0b1020",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN" className={grotesk.variable}>
      <body>
        <a href="#main" className={styles.skipLink}>
          Skip to main content
        </a>
        <Header />
        <SocialRail />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <ScrollToTop />
        {firstPartyReceiver && <Beacon fullLoadPaths={PRIVILEGED_PATHS} />}
        {analyticsEnabled(process.env) && <Analytics />}
      </body>
    </html>
  );
}
