import { facts } from "../../facts";
import type { ServicePageContent } from "../types";

export const graphicDesign: ServicePageContent = {
  title: "Graphic Design Services in Hyderabad — Social, Print & Brand Graphics",
  description:
    "Graphic design for social media, advertising, packaging, print and presentations. 500+ design projects, 98% client satisfaction, 99% retention.",
  keywords: [
    "graphic design services Hyderabad",
    "graphic designer India",
    "social media creatives",
    "packaging design",
    "ad creatives",
  ],
  updated: "2026-11-22",
  theme: "rose",
  sections: [
    {
      kind: "hero",
      eyebrow: "Graphic design",
      heading: "Design that makes people stop and look",
      lead: "Social posts, ad creatives, packaging, presentations and print — our Hyderabad design studio produces visuals that look premium, stay on brand and are built to perform.",
      actions: [
        { label: "Start Your Project", href: "enquiry" },
        { label: "Call", href: "tel", style: "secondary" },
      ],
      icon: "palette",
      figures: [
        { value: "500+", label: "design projects" },
        { value: facts.satisfaction, label: "client satisfaction" },
        { value: "5-star", label: "rated by clients" },
        { value: "48 hrs", label: "typical first draft" },
      ],
      highlights: ["Monthly design retainers from ₹20,000"],
    },
    {
      kind: "stats",
      tone: "ink",
      heading: "Our studio at a glance",
      headingHidden: true,
      items: [
        { value: "500+", label: "Design Projects Delivered" },
        { value: facts.satisfaction, label: "Client Satisfaction" },
        { value: "5-star", label: "Average Rating" },
      ],
    },
    {
      kind: "serviceGrid",
      id: "services",
      eyebrow: "Services",
      heading: "Graphic design services",
      items: [
        {
          icon: "share",
          title: "Social Media Creatives",
          description:
            "Posts, carousels, stories and thumbnails designed for scroll-stopping impact on every platform.",
        },
        {
          icon: "megaphone",
          title: "Advertising Design",
          description: "Digital banners, hoardings, newspaper ads and Meta ad creatives sized for every placement.",
        },
        {
          icon: "cube",
          title: "Packaging Design",
          description: "Labels and boxes that stand out on the shelf and on Amazon and Flipkart listings.",
        },
        {
          icon: "layout",
          title: "Presentations & Pitch Decks",
          description: "Investor decks and sales presentations that make complex ideas simple and memorable.",
        },
        {
          icon: "image",
          title: "Print & Marketing Collateral",
          description: "Flyers, posters, menus, standees and stationery prepared for flawless printing.",
        },
      ],
    },
    {
      kind: "highlight",
      tone: "tint",
      value: "99%",
      heading: "99% client retention",
      text: "Almost every client who starts with one project stays with us for the next. We think that says more about our work than any portfolio could.",
      points: [
        "One dedicated designer who learns your brand",
        "Unlimited revisions within the agreed brief",
        "Source files always included",
      ],
    },
    {
      kind: "whyChoose",
      eyebrow: "Why choose us",
      heading: "Four reasons clients keep coming back",
      items: [
        {
          title: "Creative with a purpose",
          description: "Every design starts with the goal: clicks, sales, sign-ups or recall.",
        },
        {
          title: "Fast, reliable turnaround",
          description: "First drafts in 48 hours for most requests, and deadlines we respect.",
        },
        {
          title: "Consistent brand look",
          description: "Templates and style rules keep every asset unmistakably yours.",
        },
        {
          title: "Fair, fixed pricing",
          description: "Per-project quotes or monthly retainers in rupees, with no surprises.",
        },
      ],
    },
    {
      kind: "metrics",
      tone: "ink",
      eyebrow: "Impact",
      heading: "What better design delivered for our clients",
      items: [
        {
          value: "300%",
          label: "More engagement",
          description: "On social posts after a creative refresh for a Hyderabad fitness brand.",
        },
        {
          value: "85%",
          label: "Higher brand recall",
          description: "Measured in a customer survey after new packaging for a snacks label.",
        },
        {
          value: "240%",
          label: "Higher ad click-through",
          description: "From redesigned Meta ad creatives for an online coaching institute.",
        },
        {
          value: "500%",
          label: "Return on design spend",
          description: "Extra sales from a new product catalogue for a furniture wholesaler.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Start designing",
      heading: "Let's create something people remember",
      text: "Send us your brief — or just an idea — and we will reply with concepts, a timeline and a fixed price.",
      actions: [
        { label: "Get Started Now", href: "enquiry" },
        { label: "Schedule a Call", href: "tel", style: "secondary" },
      ],
    },
  ],
};
