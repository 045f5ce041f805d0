import type { ServicePageContent } from "../types";

export const appDevelopment: ServicePageContent = {
  title: "App Development Company in Hyderabad — Android, iOS & Cross-Platform",
  description:
    "Custom mobile apps for Android and iOS, cross-platform React Native apps, MVPs for startups, UI/UX design and app maintenance — built in Hyderabad.",
  keywords: [
    "app development company Hyderabad",
    "mobile app developers India",
    "React Native development",
    "MVP development startup",
    "Android iOS apps",
  ],
  updated: "2026-11-22",
  theme: "violet",
  sections: [
    {
      kind: "hero",
      id: "home",
      eyebrow: "App development · Hyderabad",
      heading: "Mobile apps your customers love to use",
      lead: "From a first MVP for a T-Hub startup to a customer app for a hospital chain, we design, build and launch Android and iOS apps that are fast, reliable and simple to use — and we stay on to keep them that way.",
      actions: [
        { label: "Contact Us", href: "enquiry" },
        { label: "Call", href: "tel", style: "secondary" },
      ],
      icon: "phone",
      highlights: [
        "Android, iOS and cross-platform with React Native",
        "MVPs launched in 8 to 12 weeks",
        "Play Store and App Store submission handled",
        "Clear milestones and fixed quotes in INR",
      ],
    },
    {
      kind: "pageNav",
      label: "On this page",
      links: [
        { label: "Home", href: "#home" },
        { label: "Services", href: "#services" },
        { label: "Why Us", href: "#why-us" },
        { label: "Impact", href: "#impact" },
      ],
    },
    {
      kind: "serviceGrid",
      id: "services",
      eyebrow: "Services",
      heading: "App development services",
      intro: "Five services that take your app from an idea on a whiteboard to a product with happy, returning users.",
      items: [
        {
          icon: "code",
          title: "Custom App Development",
          description:
            "Native-quality Android and iOS apps built around your business logic, with secure APIs and admin dashboards.",
        },
        {
          icon: "layout",
          title: "UI/UX Design",
          description:
            "Research-led flows, wireframes and polished interfaces tested with real users before development begins.",
        },
        {
          icon: "settings",
          title: "App Maintenance",
          description: "OS updates, crash monitoring, security patches and new features, on a simple monthly plan.",
        },
        {
          icon: "layers",
          title: "Cross-Platform Apps",
          description: "One React Native codebase for Android and iOS — faster to build, cheaper to maintain.",
        },
        {
          icon: "bolt",
          title: "MVP Development",
          description:
            "A focused first version for startups that need to validate an idea with investors and early users quickly.",
        },
      ],
    },
    {
      kind: "whyChoose",
      id: "why-us",
      tone: "ink",
      eyebrow: "Why us",
      heading: "Why startups and enterprises choose us",
      items: [
        { title: "User-first design", description: "Every screen is designed around what your users need to do next." },
        { title: "Agile delivery", description: "Two-week sprints with a working build you can test on your phone." },
        { title: "Transparent pricing", description: "Fixed quotes per milestone, in rupees, with no hidden costs." },
        {
          title: "Scalable architecture",
          description: "Built on React Native, Node.js and MongoDB to grow from 100 to 1,00,000 users.",
        },
        { title: "Long-term partnership", description: "We support, monitor and improve your app long after launch." },
      ],
    },
    {
      kind: "metrics",
      id: "impact",
      eyebrow: "Impact",
      heading: "The impact of a well-built app",
      items: [
        {
          value: "4.7★",
          label: "Average store rating",
          description: "Across apps we have launched and maintain on Google Play and the App Store.",
        },
        {
          value: "60%",
          label: "Faster time to market",
          description: "With cross-platform development compared with two separate native apps.",
        },
        {
          value: "3x",
          label: "Repeat customer orders",
          description: "For a Hyderabad food brand after moving loyal customers to its own app.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Build your app",
      heading: "Have an app idea? Let's make it real",
      text: "Tell us about your idea, your users and your timeline. We will respond with a scoped plan and an estimate within three working days.",
      actions: [
        { label: "Contact Us", href: "enquiry" },
        { label: "Schedule a Call", href: "tel", style: "secondary" },
      ],
    },
  ],
};
