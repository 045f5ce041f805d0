import { workModeText } from "./facts";

/** The careers page's copy around the openings. */
export interface CareersIntro {
  eyebrow: string;
  heading: string;
  lead: string;
  perksHeading: string;
  perks: { title: string; text: string }[];
  openingsLinkLabel: string;
  openingsHeading: string;
  openingsLead: string;
}

export const careersIntro: CareersIntro = {
  eyebrow: "Careers",
  heading: "Build brands that Hyderabad talks about",
  lead: "We are a small, senior team that ships real work for real Indian businesses every week. If you like clear briefs, honest feedback and seeing your work go live, we would like to meet you.",
  perksHeading: "Why work with us",
  perks: [
    {
      title: "Learn from shipped work",
      text: "Every role works on live client accounts from week one, with a mentor who reviews your work.",
    },
    {
      // Every listed role's work mode is named here, so the perk is true for each of them.
      title: "Sensible hours, clear work modes",
      text: `Core hours 10 AM to 5 PM, no weekend calls. Hybrid roles work ${workModeText("Hybrid")}; on-site roles work ${workModeText("On-site")}.`,
    },
    {
      title: "Growth you can see",
      text: "A ₹20,000 yearly learning budget, certification fees paid and a salary review every six months.",
    },
  ],
  openingsLinkLabel: "See open positions",
  openingsHeading: "Open positions",
  openingsLead:
    "Salaries are monthly, in Indian rupees. Apply with your resume; we reply to every application within five working days.",
};
