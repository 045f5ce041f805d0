// The share-image design (1200×630): rendered by satori to SVG (text as vector paths, so no system fonts
// are needed), then by sharp to PNG. Plain inline styles: satori supports a flexbox subset of CSS.
import { readFile } from "node:fs/promises";
import path from "node:path";
import satori from "satori";
import sharp from "sharp";
import { seo } from "@/lib/content/seo";
import { site } from "@/lib/content/site";
import { brandColours, brandMarkSvg } from "@/lib/brand";
import type { RouteInfo } from "@/lib/routes";
import { SHARE_IMAGE } from "@/lib/shareImage";

const { ink, ink3, accent, textInverse, textInverseMuted } = brandColours;

type SatoriFont = Parameters<typeof satori>[1]["fonts"][number];

/** WOFF files of the site's typefaces (satori reads TTF/OTF/WOFF, not WOFF2), from @fontsource npm packages. */
export async function loadShareImageFonts(root = process.cwd()): Promise<SatoriFont[]> {
  const file = (pkg: string, name: string) => readFile(path.join(root, "node_modules/@fontsource", pkg, "files", name));
  const fonts: { name: string; pkg: string; prefix: string; weight: 500 | 600 | 700; subsets: string[] }[] = [
    {
      name: "Space Grotesk",
      pkg: "space-grotesk",
      prefix: "space-grotesk",
      weight: 700,
      subsets: ["latin", "latin-ext"],
    },
    { name: "Inter", pkg: "inter", prefix: "inter", weight: 500, subsets: ["latin", "latin-ext"] },
    { name: "Inter", pkg: "inter", prefix: "inter", weight: 600, subsets: ["latin", "latin-ext"] },
  ];
  const loaded: SatoriFont[] = [];
  for (const font of fonts) {
    for (const subset of font.subsets) {
      loaded.push({
        name: font.name,
        weight: font.weight,
        style: "normal",
        data: await file(font.pkg, `${font.prefix}-${subset}-${font.weight}-normal.woff`),
      });
    }
  }
  return loaded;
}

/** The small line above the title: what kind of page this is. */
export function shareImageEyebrow(route: RouteInfo): string {
  if (route.kind === "service" && route.category) return seo.shareImage.serviceEyebrows[route.category];
  const byKind: Record<string, string> = seo.shareImage.kindEyebrows;
  if (byKind[route.kind]) return byKind[route.kind]!;
  const byPage: Record<string, string> = seo.shareImage.pageEyebrows;
  if (route.parent) return byPage[route.parent.replace(/^\//, "")] ?? site.name;
  return byPage[route.id] ?? site.name;
}

/**
 * The words on the image: a long title such as "Email Marketing Services in Hyderabad — Campaigns,
 * Automation & Newsletters" becomes a headline and a smaller subtitle at its dash.
 */
export function shareImageText(title: string): { headline: string; subtitle?: string } {
  const [headline, ...rest] = title.split(/\s+[—–|]\s+/);
  const subtitle = rest.join(" — ");
  return subtitle ? { headline: headline!, subtitle } : { headline: title };
}

/** Headline size steps so long headlines stay within three lines. */
function headlineSize(headline: string): number {
  if (headline.length <= 24) return 92;
  if (headline.length <= 36) return 76;
  if (headline.length <= 64) return 64;
  return 54;
}

const markDataUri = `data:image/svg+xml;base64,${Buffer.from(brandMarkSvg({ size: 64 })).toString("base64")}`;
const host = new URL(site.url).host.replace(/^www\./, "");

/** A thin ring centred on the image's top-right corner. */
function Ring({ radius }: { radius: number }) {
  return (
    <div
      style={{
        position: "absolute",
        left: 1200 - radius,
        top: -radius,
        width: radius * 2,
        height: radius * 2,
        borderRadius: radius * 2,
        border: `2px solid ${ink3}`,
        display: "flex",
      }}
    />
  );
}

export function Card({ route }: { route: RouteInfo }) {
  const { headline, subtitle } = shareImageText(route.title);
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        position: "relative",
        paddingTop: 64,
        paddingRight: 80,
        paddingBottom: 60,
        paddingLeft: 80,
        backgroundColor: ink,
        backgroundImage: `radial-gradient(circle at 92% 8%, rgba(255, 122, 69, 0.30), rgba(11, 16, 32, 0) 46%)`,
        color: textInverse,
        fontFamily: "Inter",
      }}
    >
      {/* Decoration: two rings around the top-right corner, a saffron dot riding the outer one. */}
      <Ring radius={170} />
      <Ring radius={262} />
      <div
        style={{
          position: "absolute",
          left: 1200 - 185 - 11,
          top: 185 - 11,
          width: 22,
          height: 22,
          borderRadius: 22,
          backgroundColor: accent,
          display: "flex",
        }}
      />

      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- satori markup, not a page */}
        <img src={markDataUri} width={64} height={64} alt="" />
        <div style={{ fontFamily: "Space Grotesk", fontWeight: 700, fontSize: 36, letterSpacing: "-0.02em" }}>
          {site.name}
        </div>
      </div>

      <div style={{ display: "flex", flexDirection: "column", maxWidth: 940 }}>
        <div
          style={{
            fontSize: 26,
            fontWeight: 600,
            color: accent,
            textTransform: "uppercase",
            letterSpacing: "0.12em",
            marginBottom: 22,
          }}
        >
          {shareImageEyebrow(route)}
        </div>
        <div
          style={{
            fontFamily: "Space Grotesk",
            fontWeight: 700,
            fontSize: headlineSize(headline),
            lineHeight: 1.06,
            letterSpacing: "-0.025em",
          }}
        >
          {headline}
        </div>
        {subtitle ? (
          <div style={{ marginTop: 22, fontSize: 32, fontWeight: 500, lineHeight: 1.3, color: textInverseMuted }}>
            {subtitle}
          </div>
        ) : null}
      </div>

      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <div style={{ width: 72, height: 6, borderRadius: 6, backgroundColor: accent, display: "flex" }} />
          <div style={{ fontSize: 24, fontWeight: 500, color: textInverseMuted }}>{seo.shareImage.strapline}</div>
        </div>
        <div style={{ fontSize: 24, fontWeight: 600, color: textInverse }}>{host}</div>
      </div>
    </div>
  );
}

/** One route's share image as PNG bytes (1200×630). */
export async function renderShareImage(route: RouteInfo, fonts: SatoriFont[]): Promise<Buffer> {
  const svg = await satori(<Card route={route} />, { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fonts });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
