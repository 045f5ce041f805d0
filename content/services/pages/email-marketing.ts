import type { ServicePageContent } from "../types";

export const emailMarketing: ServicePageContent = {
  title: "Email Marketing Services in Hyderabad — Campaigns, Automation & Newsletters",
  description:
    "Email strategy, automation, newsletters and list growth for Indian businesses. Beautiful, mobile-first emails that reach the inbox and bring customers back.",
  keywords: [
    "email marketing agency Hyderabad",
    "email automation India",
    "newsletter design",
    "Mailchimp Klaviyo experts",
  ],
  updated: "2026-11-22",
  theme: "teal",
  sections: [
    {
      kind: "hero",
      eyebrow: "Email marketing",
      heading: "Emails your customers actually open",
      lead: "Email is still the highest-returning channel you own. We design, write and automate campaigns that welcome new subscribers, recover abandoned carts and bring loyal customers back — without landing in spam.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Call", href: "tel", style: "secondary" },
      ],
      icon: "mail",
      highlights: [
        "Klaviyo, Mailchimp, Zoho Campaigns and Brevo experts",
        "Deliverability set-up: SPF, DKIM and DMARC",
        "Mobile-first templates that match your brand",
        "Consent and unsubscribe handled the right way",
      ],
    },
    {
      kind: "serviceGrid",
      id: "services",
      eyebrow: "Services",
      heading: "Email marketing services",
      items: [
        {
          icon: "compass",
          title: "Email Strategy",
          description: "Audience segments, campaign calendar and automation map built around your customer journey.",
        },
        {
          icon: "refresh",
          title: "Automation Journeys",
          description:
            "Welcome series, abandoned-cart, post-purchase and win-back flows that earn revenue while you sleep.",
        },
        {
          icon: "layout",
          title: "Template Design",
          description: "Responsive, accessible templates that look sharp in Gmail, Outlook and Apple Mail.",
        },
        {
          icon: "pen",
          title: "Copywriting",
          description: "Subject lines and stories that get opened, read and clicked.",
        },
        {
          icon: "users",
          title: "List Growth",
          description: "Pop-ups, lead magnets and landing pages that grow your list with genuine subscribers.",
        },
        {
          icon: "shield",
          title: "Deliverability",
          description: "Domain authentication, list hygiene and monitoring to keep you out of the spam folder.",
        },
      ],
    },
    {
      kind: "stats",
      tone: "ink",
      heading: "Email marketing results",
      items: [
        { value: "+120%", label: "Sales for a Pochampally handloom label" },
        { value: "42%", label: "Average open rate across clients" },
        { value: "₹38", label: "Average return per ₹1 spent" },
        { value: "99%", label: "Inbox placement after set-up" },
      ],
    },
    {
      kind: "whyChoose",
      eyebrow: "Why choose us",
      heading: "Why our emails get results",
      items: [
        { title: "Revenue-focused", description: "We measure revenue per email, not just opens and clicks." },
        { title: "Automation experts", description: "Flows built once that keep working every day, every month." },
        {
          title: "Design and copy in-house",
          description: "No templates bought off the shelf; every email fits your brand.",
        },
        {
          title: "Clean data practices",
          description: "Permission-based lists and easy unsubscribes protect your reputation.",
        },
      ],
    },
    {
      kind: "process",
      tone: "tint",
      eyebrow: "How we work",
      heading: "From first audit to a revenue-earning inbox",
      steps: [
        {
          title: "Audit & set-up",
          description: "We review your list, tool and past campaigns, then fix authentication and tracking.",
        },
        {
          title: "Plan the journeys",
          description: "Segments and automated flows are mapped to how your customers actually buy.",
        },
        {
          title: "Design & write",
          description: "On-brand templates and copy are created, tested across inboxes and approved by you.",
        },
        {
          title: "Send, test, improve",
          description: "Campaigns go out on schedule; subject lines, timing and offers are A/B tested every month.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Start sending",
      heading: "Turn your email list into your best sales channel",
      text: "Tell us which tool you use and how big your list is. We will send a free audit of your flows, templates and deliverability.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Schedule a Call", href: "tel", style: "secondary" },
      ],
    },
  ],
};
