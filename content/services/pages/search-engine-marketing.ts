import type { ServicePageContent } from "../types";

export const searchEngineMarketing: ServicePageContent = {
  title: "Pay-Per-Click & Search Engine Marketing in Hyderabad — Google Ads Experts",
  description:
    "Google Ads, Performance Max, YouTube and Microsoft Ads managed for cost per lead and ROAS. Certified PPC specialists in Hyderabad with transparent INR pricing.",
  keywords: [
    "PPC agency Hyderabad",
    "Google Ads management India",
    "search engine marketing",
    "pay per click services",
    "Performance Max",
  ],
  updated: "2026-11-22",
  theme: "blue",
  sections: [
    {
      kind: "hero",
      eyebrow: "Pay-per-click · Search engine marketing",
      heading: "Be the first result when customers search to buy",
      lead: "We build and manage Google Ads campaigns that put you at the top of search results for high-intent keywords — and we optimise every week for what matters: enquiries, bookings and sales at a cost that makes sense.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Call", href: "tel", style: "secondary" },
      ],
      icon: "target",
      highlights: [
        "Google Ads certified specialists",
        "Conversion tracking set up before we spend a rupee",
        "Ad spend billed at cost, management fee fixed in INR",
        "Weekly optimisation and a monthly results call",
      ],
    },
    {
      kind: "serviceGrid",
      id: "services",
      eyebrow: "Services",
      heading: "Paid search services",
      items: [
        {
          icon: "search",
          title: "Google Search Ads",
          description:
            "Keyword research, tightly themed ad groups and compelling ad copy that wins clicks from ready-to-buy searchers.",
        },
        {
          icon: "bolt",
          title: "Performance Max",
          description:
            "Google's AI campaigns fed with strong creative and clean conversion data, guarded by negative keywords.",
        },
        {
          icon: "cart",
          title: "Shopping Ads",
          description:
            "Merchant Center feeds optimised so your products appear with price and image right in the results.",
        },
        {
          icon: "video",
          title: "YouTube Ads",
          description: "Skippable and Shorts ads that build demand and retarget people who visited your site.",
        },
        {
          icon: "refresh",
          title: "Remarketing",
          description: "Bring back visitors who did not convert with tailored offers across Google's display network.",
        },
        {
          icon: "layout",
          title: "Landing Page Optimisation",
          description: "Faster, clearer landing pages and A/B tests that raise conversion rates and cut cost per lead.",
        },
      ],
    },
    {
      kind: "stats",
      tone: "ink",
      heading: "Paid search results",
      items: [
        { value: "3x", label: "Inquiries in 90 days for a Kokapet developer" },
        { value: "-38%", label: "Average drop in cost per lead" },
        { value: "₹5 Cr+", label: "Ad spend managed" },
        { value: "48 hrs", label: "From kick-off to live campaigns" },
      ],
    },
    {
      kind: "whyChoose",
      eyebrow: "Why choose us",
      heading: "Why our PPC campaigns pay back",
      items: [
        {
          title: "Tracking done right",
          description: "GA4, Google Tag Manager and offline conversion imports so every lead is counted.",
        },
        {
          title: "No wasted spend",
          description: "Search-term reviews every week keep irrelevant clicks out of your budget.",
        },
        {
          title: "You own the account",
          description: "Campaigns run in your Google Ads account; you keep full access and history.",
        },
        {
          title: "Plain-language reporting",
          description: "Leads, cost per lead and revenue — no jargon, no hidden numbers.",
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      tone: "tint",
      eyebrow: "FAQ",
      heading: "Pay-per-click questions",
      items: [
        {
          question: "How much should we spend on Google Ads?",
          answer:
            "Most local businesses in Hyderabad start with ₹30,000 to ₹1,00,000 a month in ad spend. We estimate the clicks and leads your budget can buy before launch, and we never ask you to spend more than the results justify.",
        },
        {
          question: "How quickly will we get leads?",
          answer:
            "Search campaigns can bring enquiries within days of going live. The first four to six weeks are a learning period in which we cut waste and sharpen targeting, after which cost per lead typically falls.",
        },
        {
          question: "What do you charge to manage our campaigns?",
          answer:
            "A fixed monthly management fee in rupees based on the number of campaigns and platforms, agreed in advance. Your ad spend is paid directly to Google, so you always see exactly where it goes.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Start advertising",
      heading: "Get more leads from every rupee of ad spend",
      text: "Share access to your current account, or tell us about your business, and we will send a free PPC audit or launch plan.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Schedule a Call", href: "tel", style: "secondary" },
      ],
    },
  ],
};
