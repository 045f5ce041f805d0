import { serviceSummaries } from "./services";

// Figures and prices said in more than one place (home, about, services overview, chat, contact): each once.
// The spec's own figures are kept exactly as it gives them ("7+ years experience", "98% client satisfaction").

/** A price band in rupees, as the spec writes it (₹20K–₹30K). */
export interface PriceBand {
  from: string;
  to: string;
}

export const band = (price: PriceBand): string => `${price.from}–${price.to}`;

export const facts = {
  /** Years of experience the agency claims (the copy says "7+ years experience"). */
  experience: "7+",
  satisfaction: "98%",
  roi: "Up to 60%",
  /** "17 specialist services": the services in the header's Services menu, counted from the catalogue. */
  serviceCount: String(serviceSummaries.filter((s) => s.inServicesMenu).length),
  prices: {
    landingPage: { from: "₹20K", to: "₹30K" },
    businessWebsite: { from: "₹35K", to: "₹50K" },
    webApp: { from: "₹60K", to: "₹1.5L+" },
    brandingPack: { from: "₹10K", to: "₹25K" },
  } satisfies Record<string, PriceBand>,
};
