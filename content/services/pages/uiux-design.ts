import type { ServicePageContent } from "../types";

export const uiuxDesign: ServicePageContent = {
  title: "UI/UX Design Services in Hyderabad — Research, Wireframes & Design Systems",
  description:
    "User research, UX audits, wireframes, prototypes, UI design and design systems for websites, SaaS products and mobile apps. Human-centred design from Hyderabad.",
  keywords: [
    "UI UX design Hyderabad",
    "UX design agency India",
    "product design",
    "app UI design",
    "design system",
    "UX audit",
  ],
  updated: "2026-11-22",
  theme: "blue",
  sections: [
    {
      kind: "hero",
      eyebrow: "UI/UX design",
      heading: "Products that feel effortless to use",
      lead: "We research how your users think, design the simplest path to what they need and hand your developers a polished, tested interface. For SaaS products, mobile apps and websites that must convert.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Call", href: "tel", style: "secondary" },
      ],
      icon: "cursor",
      highlights: [
        "Research with real users in India",
        "Clickable Figma prototypes in two weeks",
        "Accessible by default (WCAG 2.2 AA)",
        "Developer-ready specs and design systems",
      ],
    },
    {
      kind: "about",
      eyebrow: "Why UX matters",
      heading: "Good design is invisible. Bad design costs you customers.",
      paragraphs: [
        "When a checkout is confusing, a form asks too much or a dashboard hides the one number a user needs, people leave — usually without telling you why. UX design finds those moments and removes them.",
        "Our designers combine user interviews, analytics and usability testing with a strong visual craft. The result is an interface that looks premium, works on a budget Android phone as well as a MacBook, and is easy for your developers to build.",
      ],
      aside: { value: "2 weeks", label: "From kick-off to a clickable prototype you can put in front of users" },
    },
    {
      kind: "serviceGrid",
      id: "services",
      tone: "tint",
      eyebrow: "Services",
      heading: "UI/UX design services",
      items: [
        {
          icon: "users",
          title: "User Research",
          description:
            "Interviews, surveys and analytics reviews that reveal what your users need and where they struggle.",
        },
        {
          icon: "search",
          title: "UX Audit",
          description: "An expert review of your product with prioritised, practical fixes and quick wins.",
        },
        {
          icon: "layout",
          title: "Wireframes & Information Architecture",
          description: "Clear structures and user flows agreed before any visual design begins.",
        },
        {
          icon: "cursor",
          title: "Interactive Prototypes",
          description: "Clickable Figma prototypes you can test with users and show to investors.",
        },
        {
          icon: "palette",
          title: "UI Design",
          description: "Polished, on-brand interfaces for web and mobile, with every state and edge case covered.",
        },
        {
          icon: "layers",
          title: "Design Systems",
          description: "Reusable components, tokens and documentation that keep your product consistent as it grows.",
        },
      ],
    },
    {
      kind: "process",
      eyebrow: "Our process",
      heading: "How we design",
      steps: [
        {
          title: "Understand",
          description: "Stakeholder workshops, analytics and user interviews define the problem.",
        },
        { title: "Define", description: "Personas, journeys and success metrics agreed with your team." },
        { title: "Ideate", description: "Sketches, flows and wireframes explore the simplest solutions." },
        { title: "Design", description: "High-fidelity UI and prototypes built on a scalable design system." },
        { title: "Test", description: "Usability tests with real users; we fix what they stumble over." },
        { title: "Hand-off", description: "Specs, assets and design QA during development." },
      ],
    },
    {
      kind: "whyChoose",
      tone: "ink",
      eyebrow: "Why choose us",
      heading: "Why teams choose our designers",
      items: [
        { title: "Research-led decisions", description: "We design from evidence, not opinions." },
        {
          title: "Accessibility built in",
          description: "Contrast, focus states and screen-reader support from the first screen.",
        },
        {
          title: "Designers who understand code",
          description: "Our designs are realistic to build and easy to maintain.",
        },
        {
          title: "Measurable outcomes",
          description: "We track task success, conversion and support tickets before and after.",
        },
      ],
    },
    {
      kind: "stats",
      heading: "Design that moves the numbers",
      items: [
        { value: "35%", label: "Average lift in sign-up conversion" },
        { value: "50%", label: "Fewer support tickets after redesign" },
        { value: "2 weeks", label: "To a testable prototype" },
        { value: "60+", label: "Products designed" },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Design with us",
      heading: "Let's make your product a pleasure to use",
      text: "Share your product, users and goals. We will suggest a UX audit or a design sprint, with a fixed quote in rupees.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Schedule a Call", href: "tel", style: "secondary" },
      ],
    },
  ],
};
