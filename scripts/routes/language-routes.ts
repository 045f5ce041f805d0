import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { localeInfo, translatedLocales, type TranslatedLocale } from "@/lib/locales";

// Run by `npm run content`: each language other than English gets its routes as files Next.js can export,
// written into app/(<code>)/ (gitignored) from the one list below and the locale record (lib/locales.ts).
// Every route calls the same template as the English page with its locale, so a language is a line in the
// locale record and its font (app/scriptFonts/<code>.ts), never a copy of fourteen files (docs/i18n.md).

const root = process.cwd();
const HEADER =
  "// Written by scripts/routes/language-routes.ts from lib/locales.ts: edit that script, not this file.\n";

/** A page that renders one template for its locale: its folder under the prefix and its route module. */
const pages: [folder: string, module: string, component: string, metadata: string][] = [
  ["", "homeRoute", "HomeRoute", "homeMetadata"],
  ["404", "notFoundRoute", "NotFoundView", "notFoundMetadata"],
  ["about", "aboutRoute", "AboutRoute", "aboutMetadata"],
  ["book", "bookingRoutes", "BookRoute", "bookMetadata"],
  ["book/confirm", "bookingRoutes", "ConfirmBookingRoute", "confirmBookingMetadata"],
  ["book/manage", "bookingRoutes", "ManageBookingRoute", "manageBookingMetadata"],
  ["careers", "careersRoute", "CareersRoute", "careersMetadata"],
  ["case-studies", "collectionRoutes", "CaseStudiesRoute", "caseStudiesMetadata"],
  ["contact", "contactRoute", "ContactRoute", "contactMetadata"],
  ["insights", "collectionRoutes", "InsightsRoute", "insightsMetadata"],
  ["privacy", "privacyRoute", "PrivacyRoute", "privacyMetadata"],
  ["search", "searchRoute", "SearchRoute", "searchMetadata"],
  ["services", "servicesRoute", "ServicesRoute", "servicesMetadata"],
];

const page = (locale: TranslatedLocale, [, module, component, metadata]: (typeof pages)[number]) => `${HEADER}
import { ${component}, ${metadata} } from "@/components/routes/${module}";

export const metadata = ${metadata}("${locale}");

export default function Page() {
  return <${component} locale="${locale}" />;
}
`;

/** The pages with an address per record: the service pages and the form outcome pages. */
const withParams = (locale: TranslatedLocale): Record<string, string> => ({
  "[...slug]": `${HEADER}
import type { Metadata } from "next";
import { ServiceRoute, serviceMetadata, serviceParams } from "@/components/routes/serviceRoute";

type Params = { params: Promise<{ slug: string[] }> };

export const dynamicParams = false;
export const generateStaticParams = () => serviceParams("${locale}");

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return serviceMetadata((await params).slug, "${locale}");
}

export default async function ServicePageRoute({ params }: Params) {
  return <ServiceRoute slug={(await params).slug} locale="${locale}" />;
}
`,
  "form/[outcome]": `${HEADER}
import type { Metadata } from "next";
import { FormOutcomeRoute, formOutcomeMetadata, formOutcomeParams } from "@/components/routes/formOutcomeRoute";

type Params = { params: Promise<{ outcome: string }> };

export const generateStaticParams = formOutcomeParams;
export const dynamicParams = false;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return formOutcomeMetadata((await params).outcome, "${locale}");
}

export default async function FormOutcomePage({ params }: Params) {
  return <FormOutcomeRoute slug={(await params).outcome} locale="${locale}" />;
}
`,
});

const layout = (locale: TranslatedLocale) => {
  const { englishName, htmlLang, prefix } = localeInfo[locale];
  // The font's export is named after the language: the build names the CSS font family after it, and two
  // languages' faces under one family name would each page fetch both.
  const font = englishName.toLowerCase();
  return `${HEADER}
import type { Viewport } from "next";
import { SiteShell } from "@/components/layout/SiteShell";
import { siteMetadata } from "@/lib/metadata";
import { ${font} } from "../scriptFonts/${locale}";
import { scriptLatin } from "../fontScriptLatin";
import "../globals.css";
import "../not-found.css";

export const metadata = siteMetadata;

export const viewport: Viewport = {
  themeColor: "#0b1020",
  width: "device-width",
  initialScale: 1,
};

/** The ${englishName} site's root layout: every page under ${prefix}, with <html lang="${htmlLang}"> and the script's font. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <SiteShell locale="${locale}" fontClasses={\`\${${font}.variable} \${scriptLatin.variable}\`}>
      {children}
    </SiteShell>
  );
}
`;
};

const template = `${HEADER}
import { RouteTemplate } from "@/components/motion/RouteTemplate";

// Re-mounts on every navigation (components/motion/RouteTemplate.tsx says why).
export default RouteTemplate;
`;

function write(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

// A language removed from the record loses its folder; English's hand-written routes are never touched.
const groups = new Set(translatedLocales.map((locale) => `(${locale})`));
for (const name of readdirSync(join(root, "app")))
  if (/^\([a-z]{2}\)$/.test(name) && name !== "(en)" && !groups.has(name))
    rmSync(join(root, "app", name), { recursive: true });

for (const locale of translatedLocales) {
  const group = join(root, "app", `(${locale})`);
  rmSync(group, { recursive: true, force: true });
  write(join(group, "layout.tsx"), layout(locale));
  write(join(group, "template.tsx"), template);
  for (const entry of pages) write(join(group, locale, entry[0], "page.tsx"), page(locale, entry));
  for (const [folder, text] of Object.entries(withParams(locale))) write(join(group, locale, folder, "page.tsx"), text);
}
console.log(`Routes written for ${translatedLocales.join(", ")}.`);
