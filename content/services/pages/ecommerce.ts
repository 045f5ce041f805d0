import { capitalised, facts } from "../../facts";

const store = facts.ecommerce;
import type { ServicePageContent } from "../types";

export const ecommerce: ServicePageContent = {
  title: "E-commerce Website Development in Hyderabad — Shopify, WooCommerce & Custom",
  description: `Online stores that sell: Shopify, WooCommerce and custom builds with UPI, Razorpay, COD and GST invoicing. ${store.projects} ${store.scope} projects, ${store.satisfaction} ${store.scope}-client satisfaction.`,
  keywords: [
    "e-commerce website development Hyderabad",
    "Shopify developers India",
    "WooCommerce development",
    "online store India",
    "D2C website",
  ],
  updated: "2026-11-22",
  theme: "saffron",
  sections: [
    {
      kind: "hero",
      eyebrow: "E-commerce web development",
      heading: "Online stores that turn browsers into buyers",
      lead: "We build fast, beautiful e-commerce websites for Indian D2C brands, retailers and wholesalers — with the payments, shipping and GST details already sorted, so you can start selling from day one.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Call", href: "tel", style: "secondary" },
      ],
      icon: "cart",
      figures: [
        { value: store.projects, label: `${store.scope} projects` },
        { value: store.satisfaction, label: `${store.scope}-client satisfaction` },
        { value: store.experience, label: `years building online ${store.scope}s` },
        { value: "₹0", label: "commission on your sales" },
      ],
      highlights: ["UPI, cards, wallets and COD", "Shiprocket and Delhivery integrations"],
    },
    {
      kind: "serviceGrid",
      id: "services",
      eyebrow: "Services",
      heading: "E-commerce services",
      items: [
        {
          icon: "cart",
          title: "Shopify Stores",
          description: "Custom Shopify themes and apps, set up for Indian payments, shipping and taxes.",
        },
        {
          icon: "code",
          title: "WooCommerce Development",
          description: "Flexible WordPress stores with full control over your products, pricing and content.",
        },
        {
          icon: "layers",
          title: "Custom E-commerce",
          description: "Headless and custom-built stores for large catalogues, B2B pricing and marketplace models.",
        },
        {
          icon: "rupee",
          title: "Payments & GST",
          description: "Razorpay, PhonePe, Paytm and COD, with automatic GST invoices and reconciliation.",
        },
        {
          icon: "settings",
          title: "Integrations",
          description: "Inventory, ERP, CRM, WhatsApp notifications and shipping partners connected seamlessly.",
        },
        {
          icon: "trending",
          title: "Conversion Optimisation",
          description: "Faster pages, clearer product pages and smoother checkout that lift your conversion rate.",
        },
      ],
    },
    {
      kind: "whyChoose",
      tone: "tint",
      eyebrow: "Why choose us",
      heading: "Why brands build their stores with us",
      items: [
        {
          title: "Built for Indian buyers",
          description: "UPI-first checkout, COD controls, pin-code delivery checks and regional language support.",
        },
        {
          title: "Fast on every phone",
          description: "Stores that load in under three seconds on 4G, because every second costs sales.",
        },
        {
          title: "Easy to manage",
          description: "Add products, run offers and track orders yourself — we train your team.",
        },
        {
          title: "Growth after launch",
          description: "SEO, ads and email marketing from the same team, so your store keeps growing.",
        },
      ],
    },
    {
      kind: "stats",
      tone: "ink",
      heading: "E-commerce experience you can trust",
      items: [
        { value: store.projects, label: `${capitalised(store.scope)} Projects` },
        { value: store.satisfaction, label: `${capitalised(store.scope)}-Client Satisfaction` },
        { value: store.experience, label: `Years Building Online ${capitalised(store.scope)}s` },
      ],
    },
    {
      kind: "process",
      eyebrow: "How we work",
      heading: "From idea to first order",
      steps: [
        { title: "Discovery", description: "We understand your products, customers, margins and operations." },
        { title: "Design", description: "Store design that reflects your brand and makes buying effortless." },
        {
          title: "Build & Integrate",
          description: "Development, payments, shipping and inventory connected and tested.",
        },
        { title: "Launch & Grow", description: "Go live with training, analytics and a 30-day support window." },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      tone: "tint",
      eyebrow: "FAQ",
      heading: "E-commerce questions",
      items: [
        {
          question: "Shopify or WooCommerce — which is right for us?",
          answer:
            "Shopify suits brands that want a fast launch with little maintenance; WooCommerce suits businesses that need full control, custom pricing or a content-heavy site. We recommend one after understanding your catalogue, team and budget.",
        },
        {
          question: "How long does it take to launch an online store?",
          answer:
            "A Shopify store with up to 100 products typically goes live in four to six weeks. Custom and B2B stores take eight to twelve weeks, depending on integrations.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Start selling",
      heading: "Ready to launch your online store?",
      text: "Share your product range and goals. We will recommend the right platform and send a fixed quote in rupees.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Schedule a Call", href: "tel", style: "secondary" },
      ],
    },
  ],
};
