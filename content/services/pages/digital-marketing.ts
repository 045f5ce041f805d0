import { capitalised, facts } from "../../facts";
import type { ServicePageContent } from "../types";

export const digitalMarketing: ServicePageContent = {
  title: "Digital Marketing Agency in Hyderabad — SEO, Ads & Social",
  description: `Full-service digital marketing for Indian businesses: SEO, Google and Meta ads, social, content and email. ${facts.clientCounts.marketing.value} ${facts.clientCounts.marketing.scope} clients, ${facts.marketingResults.roi} ROI, ${facts.marketingResults.campaigns} campaigns.`,
  keywords: [
    "digital marketing agency Hyderabad",
    "online marketing India",
    "performance marketing",
    "Google Ads agency",
    "social media agency Hyderabad",
  ],
  updated: "2026-11-22",
  theme: "saffron",
  sections: [
    {
      kind: "hero",
      eyebrow: "Digital marketing agency · Hyderabad",
      heading: "Marketing that shows up in your sales numbers",
      lead: "One team for search, social, ads, content and email — planned around your targets, spent carefully in rupees and reported honestly every month. We work with founders and marketing heads across Hyderabad, Bengaluru and beyond.",
      actions: [
        { label: "Explore Our Services", href: "#services" },
        { label: "Call", href: "tel", style: "secondary" },
      ],
      icon: "trending",
      figures: [
        { value: facts.clientCounts.marketing.value, label: `${facts.clientCounts.marketing.scope} clients` },
        { value: facts.marketingResults.roi, label: "average ROI" },
        { value: facts.marketingResults.campaigns, label: "campaigns" },
        { value: facts.marketingResults.trafficGrowth, label: "traffic growth" },
      ],
      highlights: ["Monthly retainers from ₹25,000", "Dedicated account manager in Hyderabad"],
    },
    {
      kind: "serviceGrid",
      id: "services",
      eyebrow: "Services",
      heading: "Everything your growth plan needs",
      intro:
        "Pick a single channel or let us run the whole mix. Either way, every rupee is tracked to a lead or a sale.",
      items: [
        {
          icon: "search",
          title: "Search Engine Optimisation",
          description:
            "Technical fixes, local SEO and content that lift you to page one for the searches that bring in customers.",
        },
        {
          icon: "target",
          title: "Pay-Per-Click Advertising",
          description: "Google Search, Performance Max and YouTube campaigns built around cost per lead, not clicks.",
        },
        {
          icon: "share",
          title: "Social Media Marketing",
          description:
            "Instagram, Facebook and LinkedIn content and paid campaigns that build an audience and convert it.",
        },
        {
          icon: "pen",
          title: "Content Marketing",
          description: "Blogs, guides, videos and case studies that answer buyers' questions and earn their trust.",
        },
        {
          icon: "mail",
          title: "Email & WhatsApp Marketing",
          description:
            "Automated journeys and broadcasts that bring customers back, with consent and opt-outs handled properly.",
        },
        {
          icon: "chart",
          title: "Analytics & Reporting",
          description: "GA4, conversion tracking and Looker Studio dashboards so you can see exactly what is working.",
        },
      ],
    },
    {
      kind: "stats",
      tone: "ink",
      heading: "Results we have delivered",
      items: [
        {
          value: facts.clientCounts.marketing.value,
          label: `${capitalised(facts.clientCounts.marketing.scope)} Clients`,
        },
        { value: facts.marketingResults.roi, label: "Average ROI" },
        { value: facts.marketingResults.campaigns, label: "Campaigns" },
        { value: facts.marketingResults.trafficGrowth, label: "Traffic Growth" },
      ],
    },
    {
      kind: "whyChoose",
      eyebrow: "Why choose us",
      heading: "A marketing partner, not just a vendor",
      intro:
        "We behave like an extension of your team: we ask hard questions, share what we learn and own the results.",
      items: [
        {
          title: "Strategy first",
          description: "Every engagement begins with a 90-day plan tied to your revenue goals.",
        },
        {
          title: "Full-funnel thinking",
          description: "Awareness, consideration and conversion planned together, not as separate silos.",
        },
        { title: "Local expertise", description: "We understand Indian buyers, festive seasons and regional nuances." },
        {
          title: "Transparent pricing",
          description: "Fixed fees in rupees; ad spend billed at cost with every invoice shared.",
        },
        {
          title: "Creative in-house",
          description: "Designers, copywriters and video editors sit next to our media buyers.",
        },
        { title: "Weekly check-ins", description: "A short call every week and a detailed report every month." },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Let's grow",
      heading: "Ready to turn clicks into customers?",
      text: "Share your goals and budget. We will send a free channel plan with expected costs and results within two working days.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Schedule a Call", href: "tel", style: "secondary" },
        { label: "Learn More About Us", href: "/about", style: "secondary" },
      ],
    },
  ],
};
