import type { ServicePageContent } from "../types";

export const brochureDesign: ServicePageContent = {
  title: "Brochure Design Services in Hyderabad — Corporate, Product & Event Brochures",
  description:
    "Professional brochure design for Indian businesses: corporate profiles, product catalogues, event and service brochures, custom layouts and print-ready files.",
  keywords: [
    "brochure design Hyderabad",
    "corporate brochure design",
    "product catalogue design India",
    "print design agency",
  ],
  updated: "2026-11-22",
  theme: "gold",
  sections: [
    {
      kind: "hero",
      eyebrow: "Brochure design",
      heading: "Brochures that get read, kept and acted on",
      lead: "Whether it is a corporate profile for investors, a product catalogue for distributors or a handout for your stall at HITEX, we design brochures that tell your story clearly and look superb in print and on screen.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Call", href: "tel", style: "secondary" },
      ],
      icon: "document",
      highlights: [
        "Bi-fold, tri-fold, booklet and digital PDF formats",
        "Copywriting and product photography on request",
        "Print-ready files checked with your printer",
        "Brochures from ₹8,000 per design",
      ],
    },
    {
      kind: "about",
      eyebrow: "About the service",
      heading: "Print still matters — when it is done well",
      paragraphs: [
        "A good brochure sits on a desk for weeks. It is passed to a partner, carried into a meeting or kept beside the phone. That is why we treat every brochure as a sales tool: a clear structure, a confident headline on every spread and a call to action that is impossible to miss.",
        "Our designers work closely with copywriters, and with printers across Hyderabad, so the colours you approve on screen are the colours that come off the press. You receive both print-ready files and a lightweight PDF for WhatsApp and e-mail.",
      ],
    },
    {
      kind: "serviceGrid",
      id: "services",
      tone: "tint",
      eyebrow: "Services",
      heading: "Brochure design services",
      items: [
        {
          icon: "award",
          title: "Corporate Brochures",
          description:
            "Company profiles that present your story, capabilities and credentials to clients and investors.",
        },
        {
          icon: "cart",
          title: "Product Brochures",
          description:
            "Catalogues and product sheets with specifications, pricing and photography that help distributors sell.",
        },
        {
          icon: "calendar",
          title: "Event Brochures",
          description: "Programmes, exhibition handouts and conference kits designed to tight deadlines.",
        },
        {
          icon: "heart",
          title: "Service Brochures",
          description:
            "Clear explanations of what you offer, for clinics, schools, real-estate projects and consultants.",
        },
        {
          icon: "layout",
          title: "Custom Layouts & Print-Ready Files",
          description: "Unique folds and formats, with CMYK files, bleeds and crop marks prepared for any press.",
        },
      ],
    },
    {
      kind: "whyChoose",
      eyebrow: "Why choose us",
      heading: "Six reasons to design your brochure with us",
      items: [
        { title: "Strategy-led layouts", description: "Content organised around what your reader needs to decide." },
        { title: "Writers on the team", description: "Headlines and copy that are short, clear and persuasive." },
        { title: "On-brand every time", description: "Designs that follow your brand guidelines precisely." },
        { title: "Printer-friendly files", description: "Pre-flight checks so there are no surprises on press day." },
        { title: "Quick turnaround", description: "First drafts in five working days, express options available." },
        { title: "Transparent pricing", description: "Fixed quotes per design, with revisions included." },
      ],
    },
    {
      kind: "advantages",
      tone: "tint",
      eyebrow: "Benefits",
      heading: "What a great brochure does for your business",
      items: [
        {
          icon: "star",
          title: "Builds credibility",
          description: "A polished brochure signals an established, trustworthy business.",
        },
        {
          icon: "document",
          title: "Explains complex offers",
          description: "Diagrams and structure make detailed services easy to grasp.",
        },
        {
          icon: "users",
          title: "Supports your sales team",
          description: "A consistent leave-behind for every meeting and site visit.",
        },
        {
          icon: "clock",
          title: "Lasts longer than an ad",
          description: "Kept, shared and re-read long after the meeting ends.",
        },
        {
          icon: "share",
          title: "Works offline and online",
          description: "Printed at events, shared as PDF on WhatsApp and e-mail.",
        },
        { icon: "trending", title: "Drives action", description: "Clear calls to action turn readers into enquiries." },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Let's design",
      heading: "Need a brochure that sells?",
      text: "Share your content, brand guidelines and deadline. We will send a fixed quote and a delivery date within one working day.",
      actions: [
        { label: "Get In Touch", href: "enquiry" },
        { label: "Schedule a Call", href: "tel", style: "secondary" },
      ],
    },
  ],
};
