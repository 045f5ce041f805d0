import { capitalised, facts } from "../../facts";
import type { ServicePageContent } from "../types";

export const socialMediaManagement: ServicePageContent = {
  title: "Social Media Management in Hyderabad — Done-for-You Posting & Community",
  description:
    "Monthly social media management: content calendars, design, posting, community replies and reports on Instagram, Facebook, LinkedIn and YouTube.",
  keywords: [
    "social media management Hyderabad",
    "social media manager India",
    "Instagram page management",
    "social media packages INR",
  ],
  updated: "2026-11-22",
  theme: "blue",
  sections: [
    {
      kind: "hero",
      eyebrow: "Social media management",
      heading: "Your social pages, handled every single day",
      lead: "Stop worrying about what to post. We plan your calendar, design your posts, publish on time, answer your comments and send you a clear report — so you can run the business while your pages keep growing.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Call", href: "tel", style: "secondary" },
      ],
      icon: "calendar",
      highlights: [
        "Monthly plans from ₹15,000, in clear INR",
        "12 to 30 posts a month, including Reels",
        "Replies to comments and DMs within business hours",
        "One approval round a month on WhatsApp or e-mail",
      ],
    },
    {
      kind: "serviceGrid",
      id: "services",
      eyebrow: "Services",
      heading: "What is included in social media management",
      items: [
        {
          icon: "calendar",
          title: "Content Calendar",
          description:
            "A month of posts planned around your offers, festivals and industry moments, shared for approval in advance.",
        },
        {
          icon: "palette",
          title: "Post & Reel Design",
          description: "On-brand graphics, carousels and short videos created by our in-house designers and editors.",
        },
        {
          icon: "clock",
          title: "Scheduling & Publishing",
          description: "Posts published at the times your audience is most active, on every platform you use.",
        },
        {
          icon: "chat",
          title: "Community Management",
          description: "Friendly, on-brand replies to comments and messages, with leads passed straight to your team.",
        },
        {
          icon: "star",
          title: "Reputation Monitoring",
          description: "We track mentions and reviews and alert you quickly when something needs your attention.",
        },
        {
          icon: "chart",
          title: "Monthly Reporting",
          description: "Growth, reach, engagement and enquiries in a one-page report, with ideas for next month.",
        },
      ],
    },
    {
      kind: "stats",
      tone: "ink",
      heading: "Social media management results",
      items: [
        { value: "+200%", label: "Engagement for a Hyderabad café chain" },
        { value: "30", label: "Posts a month on our Growth plan" },
        { value: "4 hrs", label: "Typical reply time on business days" },
        { value: "25+", label: "Pages managed every day" },
      ],
    },
    {
      kind: "whyChoose",
      eyebrow: "Why choose us",
      heading: "Why businesses hand their pages to us",
      items: [
        {
          title: "A dedicated manager",
          description: "One person who knows your brand, your offers and your customers.",
        },
        {
          title: "Local flavour",
          description: "Content that speaks to Hyderabad — in English, Telugu or Hindi as your audience prefers.",
        },
        {
          title: "Consistency you can count on",
          description: "No missed weeks, no last-minute scrambles before a festival.",
        },
        {
          title: capitalised(facts.retainer.lockIn),
          description: `Monthly plans you can upgrade, pause or cancel with ${facts.retainer.noticeDays} days' notice.`,
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Hand it over",
      heading: "Get your evenings back — we will handle your social",
      text: "Tell us which platforms you use and what you want to achieve. We will recommend a plan and share sample posts for your brand.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Schedule a Call", href: "tel", style: "secondary" },
      ],
    },
  ],
};
