import { capitalised, facts, inWords } from "../../facts";
import type { ServicePageContent } from "../types";
import { work } from "../../work";

export const logoDesign: ServicePageContent = {
  title: "Logo Design Services in Hyderabad — Custom, Memorable Logos",
  description:
    "Custom logo design for Indian startups and established businesses: research-led concepts, unlimited refinements, brand kits and every file format.",
  keywords: ["logo design Hyderabad", "custom logo design India", "logo designer", "brand identity", "startup logo"],
  updated: "2026-11-23",
  theme: "violet",
  fadeMargin: "50px",
  sections: [
    {
      kind: "hero",
      eyebrow: "Logo design",
      heading: "A logo that says who you are at a glance",
      lead: "Your logo is on every invoice, signboard, app icon and Instagram post. We design distinctive, timeless marks for Indian startups and businesses — rooted in strategy, not trends.",
      actions: [
        { label: "Explore Our Work", href: "/case-studies/service/logo-design" },
        { label: "Call", href: "tel", style: "secondary" },
      ],
      icon: "pen",
      highlights: [
        `${capitalised(inWords(facts.logoConcepts))} original logo concepts, hand-sketched first`,
        "Logo packages from ₹10,000",
        "Ownership and source files included",
        "Ready for print, web, app and signage",
      ],
    },
    {
      kind: "about",
      eyebrow: "Our approach to logos",
      heading: "More than a pretty symbol",
      paragraphs: [
        "A strong logo is simple enough to recognise in a second, flexible enough to work on a visiting card and a building, and meaningful enough to tell your story. Getting there takes research, sketching and honest feedback — not a template.",
        `We begin by understanding your business, your customers and your competitors in Hyderabad and beyond. Then we explore ideas on paper, refine the strongest on screen and present ${inWords(facts.logoConcepts)} distinct concepts with the thinking behind each one.`,
      ],
    },
    {
      kind: "serviceGrid",
      id: "services",
      tone: "tint",
      eyebrow: "Services",
      heading: "Logo design services",
      items: [
        {
          icon: "sparkle",
          title: "Custom Logo Design",
          description: "Original marks designed from scratch around your name, story and audience.",
        },
        {
          icon: "refresh",
          title: "Logo Redesign",
          description: "Modernise an outdated logo while keeping the recognition you have built.",
        },
        {
          icon: "layers",
          title: "Logo Variations",
          description: "Horizontal, stacked, icon-only and monochrome versions for every use.",
        },
        {
          icon: "palette",
          title: "Colour & Typography",
          description: "A matching palette and typefaces so everything around the logo fits.",
        },
        {
          icon: "document",
          title: "Brand Kit",
          description: "A short guide with clear space, sizes and do's and don'ts for your team and vendors.",
        },
        {
          icon: "image",
          title: "Mock-ups & Applications",
          description: "Your logo shown on signage, packaging, uniforms and social profiles before you commit.",
        },
      ],
    },
    {
      kind: "caseStudies",
      id: "work",
      eyebrow: "Our work",
      heading: "Recent logo projects",
      intro: "A few of the marks we designed this year, described with our clients' permission.",
      items: [
        {
          metric: "01",
          title: "A heritage mark for a biryani house",
          client: "Restaurant, Old City",
          summary: "A monogram inspired by Charminar arches, drawn to work on boxes, signboards and delivery apps.",
          image: work.logoBiryani,
        },
        {
          metric: "02",
          title: "A clean symbol for a health-tech startup",
          client: "SaaS, HITEC City",
          summary: "A friendly pulse-and-leaf icon that reads clearly as a 48-pixel app icon.",
          image: work.logoHealth,
        },
        {
          metric: "03",
          title: "A modern refresh for a family jeweller",
          client: "Retail, Abids",
          summary: "A refined wordmark that kept forty years of recognition and suited a new online store.",
          image: work.logoJeweller,
        },
        {
          metric: "04",
          title: "A bold badge for a sports academy",
          client: "Education, Gachibowli",
          summary: "A crest that looks as good embroidered on jerseys as it does on Instagram.",
          image: work.logoAcademy,
        },
      ],
    },
    {
      kind: "whyChoose",
      tone: "ink",
      eyebrow: "Why us",
      heading: "Why choose us for your logo",
      items: [
        { title: "Strategy before sketches", description: "Research into your market shapes every concept." },
        {
          title: "Truly original work",
          description: "No templates, no stock icons, no AI shortcuts passed off as design.",
        },
        { title: "Versatile by design", description: "Tested small, large, in colour and in black and white." },
        { title: "Refinements included", description: "We keep refining the chosen concept until it is right." },
        { title: "You own it outright", description: "Full rights and all source files on final payment." },
      ],
    },
    {
      kind: "process",
      eyebrow: "Our process",
      heading: "Five steps to your new logo",
      steps: [
        {
          title: "Discovery",
          description: "A questionnaire and a call to understand your business, audience and ambitions.",
        },
        { title: "Research", description: "Competitor and industry review to find space for you to stand out." },
        {
          title: "Concepts",
          description: `${capitalised(inWords(facts.logoConcepts))} distinct logo concepts, each presented with its rationale.`,
        },
        { title: "Refinement", description: "We refine your chosen concept with your feedback until it feels right." },
        { title: "Delivery", description: "Final files in every format, variations and a brand kit." },
      ],
    },
    {
      kind: "advantages",
      tone: "tint",
      eyebrow: "Benefits",
      heading: "What a professional logo does for you",
      items: [
        { icon: "star", title: "Instant recognition", description: "Customers spot you faster in a crowded market." },
        {
          icon: "shield",
          title: "Trust and credibility",
          description: "A professional mark signals a serious business.",
        },
        { icon: "users", title: "Customer loyalty", description: "A memorable identity keeps you top of mind." },
        {
          icon: "trending",
          title: "Room to grow",
          description: "A flexible mark scales with new products and cities.",
        },
        {
          icon: "award",
          title: "Stand out from rivals",
          description: "Distinctive design separates you from look-alike competitors.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Start your logo",
      heading: "Ready for a logo you will be proud of?",
      text: "Tell us about your business and we will send a short questionnaire, a timeline and a fixed quote in rupees.",
      actions: [
        { label: "Start Your Logo Project", href: "enquiry" },
        { label: "Schedule a Call", href: "tel", style: "secondary" },
      ],
    },
  ],
};
