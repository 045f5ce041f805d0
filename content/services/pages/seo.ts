import { capitalised, retainerTerms } from "../../facts";
import type { ServicePageContent } from "../types";

export const seo: ServicePageContent = {
  title: "SEO Services in Hyderabad — Rank Higher on Google",
  description:
    "Technical SEO, local SEO, content and link building for Hyderabad businesses. Get a free SEO audit and a clear monthly plan to grow organic traffic.",
  keywords: [
    "SEO services Hyderabad",
    "SEO company in Hyderabad",
    "local SEO India",
    "technical SEO audit",
    "Google ranking",
  ],
  updated: "2026-11-22",
  theme: "teal",
  sections: [
    {
      kind: "hero",
      eyebrow: "SEO services · Hyderabad",
      heading: "Get found on Google by customers ready to buy",
      lead: "We help Hyderabad clinics, coaching institutes, builders, restaurants and online stores climb the search results for the phrases their customers actually type — and turn that traffic into calls and enquiries.",
      actions: [
        { label: "Get Your Free SEO Audit", href: "enquiry" },
        { label: "Call", href: "tel", style: "secondary" },
      ],
      icon: "search",
      highlights: [
        "Free audit of your site's technical health and rankings",
        "Local SEO for Google Maps across Hyderabad and Secunderabad",
        "Plain-English monthly reports: rankings, traffic, leads",
        capitalised(retainerTerms),
      ],
    },
    {
      kind: "serviceGrid",
      id: "services",
      eyebrow: "Core services",
      heading: "Six core SEO services",
      intro:
        "Search engine optimisation is not one trick. It is six disciplines working together, and we handle all of them.",
      items: [
        {
          icon: "settings",
          title: "Technical SEO",
          description:
            "Site speed, Core Web Vitals, crawlability, indexing, structured data and mobile usability fixed at the root.",
        },
        {
          icon: "map",
          title: "Local SEO",
          description:
            'Google Business Profile optimisation, local citations and review strategy so you appear in the map pack for "near me" searches.',
        },
        {
          icon: "search",
          title: "Keyword Research",
          description:
            "Search-volume and intent analysis for Indian markets, including Hinglish and regional phrasing your competitors miss.",
        },
        {
          icon: "pen",
          title: "On-Page & Content SEO",
          description:
            "Titles, headings, internal links and new pages written for people first and search engines second.",
        },
        {
          icon: "share",
          title: "Link Building",
          description:
            "Earned mentions from relevant Indian publications, directories and partners — never bought link farms.",
        },
        {
          icon: "cart",
          title: "E-commerce SEO",
          description:
            "Category and product page optimisation for Shopify, WooCommerce and custom stores, with schema for rich results.",
        },
      ],
    },
    {
      kind: "process",
      tone: "tint",
      eyebrow: "Our process",
      heading: "Six steps from audit to growth",
      intro: "A predictable process, so you always know what we are doing this month and why.",
      steps: [
        {
          title: "Free SEO Audit",
          description:
            "We crawl your site, review Search Console data and benchmark you against three local competitors.",
        },
        {
          title: "Keyword Strategy",
          description: "We map high-intent keywords to pages and agree the targets that matter most to your revenue.",
        },
        {
          title: "Technical Fixes",
          description:
            "Speed, indexing, redirects and schema problems are fixed first, because content cannot rank on a broken site.",
        },
        {
          title: "Content & On-Page",
          description:
            "We improve existing pages and publish new ones that answer your customers' questions better than anyone else.",
        },
        {
          title: "Authority Building",
          description: "Local citations, digital PR and partnerships earn the links that move rankings.",
        },
        {
          title: "Report & Refine",
          description: "Each month you get a short report and a call: what moved, what we learned and what comes next.",
        },
      ],
    },
    {
      kind: "whyChoose",
      eyebrow: "Why choose us",
      heading: "Four reasons businesses trust us with their SEO",
      items: [
        {
          title: "Hyderabad market knowledge",
          description: "We know how people in Kondapur, Kukatpally and Dilsukhnagar search, and we optimise for it.",
        },
        {
          title: "White-hat methods only",
          description: "No shortcuts that risk a Google penalty. Every tactic follows Google's Search Essentials.",
        },
        {
          title: "Transparent reporting",
          description: "Live dashboards and monthly calls. You see every keyword, every page and every lead.",
        },
        {
          title: "SEO that sells",
          description: "We measure success in enquiries and revenue, not just rankings and traffic.",
        },
      ],
    },
    {
      kind: "cta",
      tone: "tint",
      eyebrow: "Free audit",
      heading: "Find out what is holding your rankings back",
      text: "Send us your website address. Within three working days you will receive a free audit with the ten fixes that will make the biggest difference.",
      actions: [
        { label: "Get Your Free SEO Audit", href: "enquiry" },
        { label: "Schedule a Call", href: "tel", style: "secondary" },
      ],
    },
  ],
};
