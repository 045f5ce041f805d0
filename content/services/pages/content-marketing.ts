import type { ServicePageContent } from "../types";

export const contentMarketing: ServicePageContent = {
  title: "Content Marketing Services in Hyderabad — Blogs, Guides & Video",
  description:
    "Content strategy, SEO blogs, case studies, video scripts and newsletters that attract and convert Indian buyers, planned around real search demand.",
  keywords: [
    "content marketing agency Hyderabad",
    "SEO content writing India",
    "blog writing services",
    "B2B content marketing",
  ],
  updated: "2026-11-22",
  theme: "gold",
  sections: [
    {
      kind: "hero",
      eyebrow: "Content marketing",
      heading: "Content that earns attention, trust and leads",
      lead: "We research what your buyers are asking, then write the clearest answers on the internet — blogs, guides, case studies and videos that rank on Google, get shared on LinkedIn and move prospects towards a call.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Call", href: "tel", style: "secondary" },
      ],
      icon: "pen",
      highlights: [
        "Editorial calendar built from real search data",
        "Writers with B2B, healthcare, education and real-estate experience",
        "Every piece edited, fact-checked and optimised for SEO",
        "Repurposed into posts, reels scripts and newsletters",
      ],
    },
    {
      kind: "serviceGrid",
      id: "services",
      eyebrow: "Services",
      heading: "Content services for every stage of the funnel",
      items: [
        {
          icon: "compass",
          title: "Content Strategy",
          description: "Audience research, topic clusters and a 90-day editorial calendar tied to your sales goals.",
        },
        {
          icon: "document",
          title: "SEO Blogs & Guides",
          description: "Long-form articles that answer real questions and rank for the keywords your customers search.",
        },
        {
          icon: "award",
          title: "Case Studies & Whitepapers",
          description: "Proof-driven stories and research reports that help sales teams close bigger deals.",
        },
        {
          icon: "video",
          title: "Video Scripts",
          description: "Scripts for explainers, YouTube videos and Reels that keep viewers watching to the end.",
        },
        {
          icon: "mail",
          title: "Newsletters",
          description: "Monthly or weekly newsletters that keep your brand in the inbox and your readers informed.",
        },
        {
          icon: "globe",
          title: "Website Copy",
          description: "Clear, persuasive landing-page and service-page copy written for people and search engines.",
        },
      ],
    },
    {
      kind: "stats",
      tone: "ink",
      heading: "What consistent content delivers",
      items: [
        { value: "+150%", label: "Organic traffic for a Hyderabad SaaS client" },
        { value: "3x", label: "Inquiries in 90 days" },
        { value: "40+", label: "Articles published every month" },
        { value: "12", label: "Industries we write for" },
      ],
    },
    {
      kind: "whyChoose",
      eyebrow: "Why choose us",
      heading: "Why our content performs",
      items: [
        {
          title: "Research before writing",
          description: "Every brief starts with search data, competitor gaps and sales-team questions.",
        },
        {
          title: "Subject-matter writers",
          description: "We match writers to your industry and interview your experts for original insight.",
        },
        {
          title: "Built to rank",
          description: "On-page SEO, internal links and schema are part of every article, not an afterthought.",
        },
        {
          title: "Measured monthly",
          description: "Traffic, rankings and leads per article, so we double down on what works.",
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      tone: "tint",
      eyebrow: "FAQ",
      heading: "Content marketing questions",
      items: [
        {
          question: "How long before content marketing shows results?",
          answer:
            "New articles usually start ranking within two to four months, and traffic compounds from there. We publish quick wins first — pages that answer high-intent questions — so enquiries begin sooner.",
        },
        {
          question: "Do you write in Telugu and Hindi as well as English?",
          answer:
            "Yes. Most of our B2B clients publish in English, but we write and edit Telugu and Hindi content for consumer brands whose customers search and read in those languages.",
        },
        {
          question: "What does a content retainer cost?",
          answer:
            "Retainers start at ₹30,000 a month for four researched long-form articles with on-page SEO. Larger plans add case studies, newsletters and video scripts; every plan is a fixed monthly fee in rupees.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Start publishing",
      heading: "Let your expertise do the selling",
      text: "Book a free content audit and we will show you the ten topics your buyers are searching for that your website does not answer yet.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Schedule a Call", href: "tel", style: "secondary" },
      ],
    },
  ],
};
