import type { ServicePageContent } from "../types";

export const influencerMarketing: ServicePageContent = {
  title: "Influencer Marketing Agency in Hyderabad — Creator Campaigns Across India",
  description:
    "Find, brief and manage the right Instagram and YouTube creators for your brand. 500+ campaigns, 2M+ audience reached, 150+ brand partners, 98% satisfaction.",
  keywords: [
    "influencer marketing agency Hyderabad",
    "Instagram influencers India",
    "YouTube creator campaigns",
    "Telugu influencers",
  ],
  updated: "2026-11-22",
  theme: "violet",
  sections: [
    {
      kind: "hero",
      eyebrow: "Influencer marketing",
      heading: "The right creators, the right audience, real results",
      lead: "We connect Indian brands with creators their customers already trust — from Telugu food vloggers to national tech reviewers — and run every campaign end to end, from shortlist to sales report.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Call", href: "tel", style: "secondary" },
      ],
      icon: "star",
      figures: [
        { value: "500+", label: "campaigns" },
        { value: "98%", label: "satisfaction" },
        { value: "2M+", label: "audience" },
        { value: "150+", label: "brand partners" },
      ],
      highlights: ["Vetted creators, fake-follower checks included", "Contracts and ASCI disclosure handled"],
    },
    {
      kind: "serviceGrid",
      id: "services",
      eyebrow: "Services",
      heading: "Influencer campaigns, managed end to end",
      items: [
        {
          icon: "search",
          title: "Creator Discovery",
          description:
            "Shortlists of nano, micro and macro creators matched on audience location, age, language and authentic engagement.",
        },
        {
          icon: "document",
          title: "Briefs & Contracts",
          description:
            "Clear creative briefs, usage rights and payment terms agreed in writing before anything is posted.",
        },
        {
          icon: "camera",
          title: "Content Coordination",
          description: "Product shipping, script approvals and posting schedules managed so you never chase a creator.",
        },
        {
          icon: "shield",
          title: "Compliance",
          description: "Every paid post follows ASCI influencer guidelines with proper disclosure labels.",
        },
        {
          icon: "refresh",
          title: "Content Amplification",
          description: "The best-performing creator content is boosted as paid ads to reach look-alike audiences.",
        },
        {
          icon: "chart",
          title: "Performance Tracking",
          description: "Unique links and codes measure reach, clicks and sales for each creator.",
        },
      ],
    },
    {
      kind: "stats",
      tone: "ink",
      heading: "Influencer marketing in numbers",
      items: [
        { value: "500+", label: "Campaigns" },
        { value: "98%", label: "Satisfaction" },
        { value: "2M+", label: "Audience" },
        { value: "150+", label: "Brand Partners" },
      ],
    },
    {
      kind: "whyChoose",
      eyebrow: "Why choose us",
      heading: "Why brands run creator campaigns with us",
      items: [
        {
          title: "A network built over years",
          description: "Direct relationships with creators across Telugu, Hindi, Tamil and English content.",
        },
        {
          title: "Authenticity checks",
          description: "Audience audits weed out bought followers and engagement pods before you spend a rupee.",
        },
        {
          title: "Budgets for every stage",
          description: "Campaigns from ₹50,000 with nano creators to national launches with headline names.",
        },
        {
          title: "Measured like media",
          description: "Cost per engagement, cost per click and sales reported against your other channels.",
        },
      ],
    },
    {
      kind: "process",
      tone: "tint",
      eyebrow: "How it works",
      heading: "Five steps to a creator campaign",
      steps: [
        { title: "Brief", description: "We agree goals, audience, budget and the story your campaign should tell." },
        {
          title: "Shortlist",
          description: "You receive vetted creators with audience data, past work and quoted fees.",
        },
        {
          title: "Contract & create",
          description: "Agreements are signed, products shipped and scripts approved before filming.",
        },
        {
          title: "Go live",
          description: "Posts are published on schedule, with disclosures checked and links tracked.",
        },
        { title: "Report", description: "A final report compares reach, engagement and sales for every creator." },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Launch a campaign",
      heading: "Put your brand in front of audiences that listen",
      text: "Tell us your product, audience and budget, and we will send a creator shortlist with expected reach within a week.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Schedule a Call", href: "tel", style: "secondary" },
      ],
    },
  ],
};
