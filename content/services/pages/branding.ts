import { band, capitalised, facts, inWords } from "../../facts";
import type { ServicePageContent } from "../types";

export const branding: ServicePageContent = {
  title: "Branding Agency in Hyderabad — Strategy, Identity & Guidelines",
  description: `Brand strategy, logo and visual identity, guidelines and packaging for Indian startups and SMBs. ${facts.brandTransformations} brand transformations; a typical project takes ${facts.timelines.branding}.`,
  keywords: ["branding agency Hyderabad", "brand identity design", "brand strategy India", "logo and brand guidelines"],
  updated: "2026-11-22",
  theme: "saffron",
  sections: [
    {
      kind: "hero",
      eyebrow: "Branding agency · Hyderabad",
      heading: "Build a brand people remember, trust and choose",
      lead: "From a two-person startup in T-Hub to a family business in Begumpet going national, we give Indian companies a clear story, a distinctive identity and the guidelines to use them consistently everywhere.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Call", href: "tel", style: "secondary" },
      ],
      icon: "sparkle",
      figures: [
        { value: facts.brandTransformations, label: "brand transformations" },
        { value: "98.99%", label: "of clients see measurable results" },
        { value: facts.timelines.branding, label: "for a typical branding project" },
        { value: "Up to 60%", label: "higher ROI on marketing spend" },
      ],
      highlights: ["Strategy before design, every time", "Fixed quotes in INR, no surprise invoices"],
    },
    {
      kind: "serviceGrid",
      id: "capabilities",
      eyebrow: "What we do",
      heading: "Five capabilities, one consistent brand",
      intro:
        "Every engagement starts with research and ends with assets your team can use on day one — in print, on packaging, on Instagram and on your website.",
      items: [
        {
          icon: "compass",
          title: "Brand Strategy",
          description:
            "Customer interviews, competitor mapping and positioning workshops that define who you serve, what you promise and why you are different.",
          points: ["Positioning", "Audience personas"],
        },
        {
          icon: "palette",
          title: "Visual Identity",
          description:
            "Logo system, colour palette, typography and imagery style designed to work from a 16-pixel favicon to a 40-foot hoarding on the Outer Ring Road.",
          points: ["Logo suite", "Colour & type"],
        },
        {
          icon: "chat",
          title: "Brand Voice & Messaging",
          description:
            "Taglines, key messages and a tone-of-voice guide in English and, where your customers need it, Telugu or Hindi.",
          points: ["Tagline", "Tone of voice"],
        },
        {
          icon: "document",
          title: "Brand Guidelines",
          description:
            "A practical brand book that shows your team, printers and agencies exactly how to use every element — with do's and don'ts.",
          points: ["PDF brand book", "Editable templates"],
        },
        {
          icon: "layers",
          title: "Packaging & Collateral",
          description:
            "Packaging, visiting cards, letterheads, signage and social templates that carry the new identity into every customer touchpoint.",
          points: ["Packaging", "Stationery"],
        },
      ],
    },
    {
      kind: "whyChoose",
      tone: "tint",
      eyebrow: "Why design matters",
      heading: "Good design is a business decision",
      intro: "Customers judge a business in seconds. A coherent brand makes those seconds count.",
      items: [
        {
          title: "First impressions happen fast",
          description:
            "Visitors form an opinion of your website in under a second; a professional identity earns the next click.",
        },
        {
          title: "Consistency builds trust",
          description:
            "Brands presented consistently across channels are recognised faster and recommended more often.",
        },
        {
          title: "Premium look, premium price",
          description: "Clear, confident design lets you charge for quality instead of competing on discounts.",
        },
        {
          title: "Easier marketing",
          description:
            "Ads, posts and brochures are quicker and cheaper to produce when the rules are already decided.",
        },
      ],
    },
    {
      kind: "about",
      eyebrow: "Building brands",
      heading: "How we build brands that last",
      paragraphs: [
        "A brand is more than a logo. It is the promise your customers repeat to their friends. We start by listening: to you, to your team and to the people who buy from you. That research shapes a positioning statement everyone in the company can explain in one breath.",
        `Only then do we design. You see ${inWords(facts.brandingRoutes)} distinct creative routes for the whole identity, not just the logo, each explained against the strategy, and we refine the chosen one with you until it feels unmistakably yours. Finally we hand over every file, template and rule you need, and we train your team to use them.`,
      ],
      points: [
        "Discovery workshop at your office or ours in Manikonda",
        `${capitalised(inWords(facts.brandingRoutes))} creative routes for the whole identity, each tied to the strategy`,
        "Unlimited refinements on the chosen route within scope",
        "All source files and a usage walkthrough for your team",
      ],
      aside: { value: facts.timelines.branding, label: "A typical branding project, from discovery to hand-over" },
    },
    {
      kind: "whyChoose",
      tone: "ink",
      eyebrow: "Why choose us",
      heading: "Why Hyderabad businesses choose Deccan Digital",
      items: [
        {
          title: `${facts.brandTransformations} brand transformations`,
          description: "Restaurants, clinics, D2C labels, real-estate developers and SaaS startups across India.",
        },
        {
          title: "Results you can measure",
          description:
            "98.99% of our branding clients report better enquiries, conversion or recall within six months.",
        },
        {
          title: "Strategy and design under one roof",
          description: "The people who research your market are the people who design your identity.",
        },
        {
          title: "Built for digital first",
          description: "Every identity is tested on phones, social feeds and websites before it is printed.",
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      eyebrow: "FAQ",
      heading: "Branding questions we hear most",
      intro: "Anything else? Call us or send a message — we reply within one working day.",
      items: [
        {
          question: "How long does a branding project take?",
          answer: `A typical branding project takes ${facts.timelines.branding}. A focused logo and identity refresh sits at the shorter end; a full strategy, identity, guidelines and packaging programme at the longer end. We agree a dated plan before we begin.`,
        },
        {
          question: "How much does branding cost in India?",
          answer: `A branding pack costs ${band(facts.prices.brandingPack)} for an early-stage logo and starter kit. Full brand strategy and identity programmes are quoted after a free discovery call, always as a fixed price in rupees.`,
        },
        {
          question: "Will we own the final logo and files?",
          answer:
            "Yes. On final payment you receive full ownership of the approved logo and identity, along with all source files (AI, SVG, PDF and PNG) and the brand guidelines.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Start your brand",
      heading: "Ready to give your business a brand worth talking about?",
      text: "Tell us where you are today and where you want to be. We will come back with a plan, a timeline and a fixed quote.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Schedule a Call", href: "tel", style: "secondary" },
      ],
    },
  ],
};
