import { band, facts } from "../../facts";
import type { ServicePageContent } from "../types";
import { work } from "../../work";

export const webDevelopment: ServicePageContent = {
  title: "Web Development Company in Hyderabad — Fast, Custom Websites",
  description:
    "Custom websites, e-commerce, CMS and web apps built with Next.js, React and WordPress. 1000+ websites built, 98% client satisfaction, 7+ years of experience.",
  keywords: [
    "web development company Hyderabad",
    "website design Hyderabad",
    "custom web development India",
    "Next.js developers",
    "business website cost India",
  ],
  updated: "2026-11-22",
  theme: "blue",
  sections: [
    {
      kind: "hero",
      eyebrow: "Web development · Hyderabad",
      heading: "Websites that load fast, rank well and win customers",
      lead: "We design and build business websites, online stores and web applications for Indian companies — mobile-first, search-friendly and easy for your team to update. Clear quotes in rupees, delivered on the date we promise.",
      actions: [
        { label: "Get Started Today", href: "enquiry" },
        { label: "Call", href: "tel", style: "secondary" },
      ],
      icon: "code",
      highlights: [
        `Landing pages ${band(facts.prices.landingPage)}`,
        `Business websites ${band(facts.prices.businessWebsite)}`,
        `Web apps ${band(facts.prices.webApp)}`,
        "Free hosting set-up and 30 days of support",
      ],
    },
    {
      kind: "stats",
      tone: "ink",
      heading: "Web development in numbers",
      headingHidden: true,
      items: [
        { value: facts.websitesBuilt, label: "Websites Built" },
        { value: facts.satisfaction, label: "Client Satisfaction" },
        { value: "7+", label: "Years Experience" },
        { value: facts.support.value, label: facts.support.label },
      ],
    },
    {
      kind: "about",
      eyebrow: "About our web team",
      heading: "Engineers and designers who care about your results",
      paragraphs: [
        "Since 2018 our Hyderabad team has built websites for clinics, schools, manufacturers, restaurants, real-estate developers and fast-growing startups. We combine thoughtful design with modern engineering — React, Next.js, Node.js and headless CMS platforms — so your site is quick on a 4G phone and simple to manage.",
        "Every project has one project manager, a fixed scope and a shared timeline. You review real pages on a staging link every week, not static mock-ups, and we launch only when you are happy with every detail.",
      ],
      points: [
        "Mobile-first and accessible (WCAG 2.2 AA)",
        "Core Web Vitals in the green",
        "You own the code, domain and content",
      ],
    },
    {
      kind: "serviceGrid",
      id: "services",
      eyebrow: "Services",
      heading: "Web development services",
      items: [
        {
          icon: "code",
          title: "Custom Web Development",
          description:
            "Bespoke websites and web applications built on React, Next.js and Node.js around your exact workflow.",
        },
        {
          icon: "cart",
          title: "E-commerce Development",
          description:
            "Shopify, WooCommerce and custom stores with Razorpay, UPI and COD payments and GST-ready invoices.",
        },
        {
          icon: "document",
          title: "CMS Development",
          description:
            "WordPress and headless CMS set-ups so your team can edit pages, blogs and offers without a developer.",
        },
        {
          icon: "phone",
          title: "Responsive Design",
          description:
            "Layouts that look and work beautifully on every screen, from budget Android phones to 4K monitors.",
        },
        {
          icon: "search",
          title: "SEO-Friendly Builds",
          description: "Clean markup, structured data, fast loading and sitemaps built in from the first line of code.",
        },
        {
          icon: "bolt",
          title: "Performance Optimisation",
          description: "Speed audits, image optimisation and caching that cut load times and lift conversions.",
        },
      ],
    },
    {
      kind: "gallery",
      id: "websites",
      eyebrow: "Websites we built",
      heading: "Client websites, on a laptop and a phone",
      intro:
        "Three recent builds: a dental clinic that takes bookings in three taps, a handloom store with UPI checkout and a residential project page that loads in 1.6 seconds on 4G.",
      items: [
        work.dentalDesktop,
        work.dentalPhoneBooking,
        work.handloomPhoneProduct,
        work.kokapetPhoneForm,
        work.handloomDesktop,
        work.kokapetDesktop,
      ],
    },
    {
      kind: "whyChoose",
      tone: "tint",
      eyebrow: "Why choose us",
      heading: "Nine reasons to build with us",
      items: [
        { title: "Clear fixed quotes in INR" },
        { title: "Mobile-first design" },
        { title: "SEO built in from day one" },
        { title: "Fast loading on 4G networks" },
        { title: "Secure, up-to-date code" },
        { title: "Easy-to-use content management" },
        { title: "Weekly progress on a staging link" },
        { title: "Free training for your team" },
        { title: "Ongoing support and maintenance" },
      ],
    },
    {
      kind: "advantages",
      eyebrow: "Our advantages",
      heading: "What makes the difference",
      items: [
        {
          icon: "users",
          title: "Experienced Team",
          description:
            "Designers, developers and testers with seven-plus years of shipping websites for Indian businesses.",
        },
        {
          icon: "heart",
          title: "Client-Focused Approach",
          description: "We learn your business before we write code, and keep you involved at every milestone.",
        },
        {
          icon: "clock",
          title: "On-Time Delivery",
          description: "Dated milestones agreed up front, and a launch date we keep.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Let's build",
      heading: "Ready to build a website that works as hard as you do?",
      text: "Tell us what you need and we will reply within one working day with questions, a timeline and a fixed quote.",
      actions: [
        { label: "Contact Us Now", href: "enquiry" },
        { label: "Call", href: "tel", style: "secondary" },
      ],
      note: "Free consultation • Quick response • Competitive pricing",
    },
  ],
};
