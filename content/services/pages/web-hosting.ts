import { capitalised, facts } from "../../facts";
import type { ServicePageContent } from "../types";

export const webHosting: ServicePageContent = {
  title: "Web Hosting Services in Hyderabad — Fast, Secure & Supported 24/7",
  description:
    "Managed hosting, domains, VPS, SSL and cloud hosting: 99.9% uptime, 24/7 support, free migration, no setup fees and a 30-day money-back guarantee.",
  keywords: [
    "web hosting Hyderabad",
    "web hosting India",
    "domain registration",
    "VPS hosting India",
    "SSL certificate",
    "cloud hosting",
  ],
  updated: "2026-11-22",
  theme: "teal",
  sections: [
    {
      kind: "hero",
      eyebrow: "Web hosting · Domains · Cloud",
      heading: "Hosting that keeps your business online, always",
      lead: "Fast, secure hosting on Indian and Singapore data centres, managed by people you can actually call. We move your site for free, keep it backed up every day and watch it around the clock.",
      actions: [
        { label: "Get Started Today", href: "enquiry" },
        { label: "Contact Support", href: "tel", style: "secondary" },
      ],
      icon: "server",
      highlights: [
        "Free migration",
        "No setup fees",
        "30-day money-back guarantee",
        "Plans billed in INR with GST invoices",
      ],
    },
    {
      kind: "stats",
      tone: "ink",
      heading: "Hosting you can rely on",
      headingHidden: true,
      items: [
        { value: "99.9%", label: "Uptime" },
        { value: facts.support.value, label: facts.support.label },
        {
          value: facts.clientCounts.hosting.value,
          label: `Happy ${capitalised(facts.clientCounts.hosting.scope)} Clients`,
        },
        { value: "30-day", label: "Money-Back Guarantee" },
      ],
    },
    {
      kind: "about",
      eyebrow: "About our hosting",
      heading: "Managed hosting from the team that builds websites",
      paragraphs: [
        "Most hosting companies sell you space on a server and leave the rest to you. We do it differently: because we build websites every day, we know what slows them down and what breaks them. Your hosting comes with real people who fix problems, not just raise tickets.",
        "Whether you run a WordPress blog, a WooCommerce store or a custom web application, we size the right plan, move everything across without downtime and keep it patched, monitored and backed up.",
      ],
      points: [
        "LiteSpeed servers with NVMe storage",
        "Data centres in Mumbai and Singapore",
        "Support by phone, e-mail and WhatsApp",
      ],
    },
    {
      kind: "advantages",
      tone: "tint",
      eyebrow: "Why professional hosting",
      heading: "Why professional hosting matters",
      items: [
        {
          icon: "bolt",
          title: "Speed Sells",
          description:
            "Every extra second of load time costs visitors. Fast servers keep customers on your site and help your Google rankings.",
        },
        {
          icon: "shield",
          title: "Security First",
          description: "Firewalls, malware scanning and automatic patches protect your data and your customers' trust.",
        },
        {
          icon: "clock",
          title: "Always Available",
          description:
            "99.9% uptime means your shop and enquiry forms keep working through festive rushes and midnight sales.",
        },
        {
          icon: "users",
          title: "Real Support",
          description: "Talk to an engineer 24/7 who understands your site, not a script reader.",
        },
      ],
    },
    {
      kind: "serviceGrid",
      id: "services",
      eyebrow: "Services",
      heading: "Hosting services",
      items: [
        {
          icon: "server",
          title: "Web Hosting",
          description: "Managed shared hosting for business websites and WordPress, with free SSL and daily backups.",
        },
        {
          icon: "globe",
          title: "Domain Registration",
          description: ".in, .com, .co.in and 300 more extensions, with DNS management and auto-renewal reminders.",
        },
        {
          icon: "database",
          title: "VPS & Dedicated Servers",
          description: "Guaranteed CPU and memory for busy stores and applications, fully managed or with root access.",
        },
        {
          icon: "lock",
          title: "SSL Setup",
          description:
            "Certificates installed, renewed and enforced across your site so browsers always show the padlock.",
        },
        {
          icon: "cloud",
          title: "Cloud Hosting",
          description: "Scalable hosting on AWS and Google Cloud with load balancing for traffic spikes.",
        },
        {
          icon: "code",
          title: "Website Development",
          description: "Need a new site too? Our web team designs and builds it, ready to launch on your hosting.",
        },
      ],
    },
    {
      kind: "included",
      eyebrow: "Included in every plan",
      heading: "Everything you need, included",
      items: [
        {
          icon: "refresh",
          title: "Daily Backup",
          description: "Automatic daily backups kept for 30 days, restorable in one click.",
        },
        {
          icon: "layout",
          title: "Website Builder",
          description: "A drag-and-drop builder with templates for a quick, professional site.",
        },
        {
          icon: "cloud",
          title: "Cloud Storage",
          description: "Secure storage for files, media and e-mail, scaled as you grow.",
        },
        {
          icon: "shield",
          title: "Enhanced Security",
          description: "Web application firewall, malware scans and DDoS protection.",
        },
      ],
    },
    {
      kind: "highlight",
      tone: "ink",
      value: "30",
      heading: "30-day money-back guarantee",
      text: "Try our hosting without risk. If you are not happy in the first 30 days, we refund your hosting fee in full — no questions asked.",
      points: ["Free migration of your existing website", "No setup fees on any plan", "Cancel or upgrade at any time"],
    },
    {
      kind: "cta",
      eyebrow: "Get online",
      heading: "Start Your Journey with hosting that just works",
      text: "Tell us about your website and traffic. We will recommend the right plan and move your site for free.",
      actions: [
        { label: "Start Your Journey", href: "enquiry" },
        { label: "Contact Support", href: "tel", style: "secondary" },
      ],
    },
  ],
};
