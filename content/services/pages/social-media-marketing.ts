import type { ServicePageContent } from "../types";

export const socialMediaMarketing: ServicePageContent = {
  title: "Social Media Marketing Services in Hyderabad — Instagram, Meta & LinkedIn Ads",
  description:
    "Paid and organic social media marketing for Indian brands: strategy, creatives, Reels and Meta and LinkedIn ads. 5.2% average engagement and 3X ad ROI.",
  keywords: [
    "social media marketing Hyderabad",
    "Instagram marketing India",
    "Meta ads agency",
    "LinkedIn ads",
    "Reels marketing",
  ],
  updated: "2026-11-23",
  theme: "rose",
  sections: [
    {
      kind: "hero",
      eyebrow: "Social media marketing",
      heading: "Scroll-stopping social that sells",
      lead: "We plan, create and promote content that makes people stop, follow and buy — on Instagram, Facebook, LinkedIn and YouTube — for D2C labels, restaurants, real-estate developers and B2B companies across India.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "View Portfolio", href: "/case-studies/service/social-media-marketing", style: "secondary" },
      ],
      icon: "heart",
      figures: [
        { value: "10+", label: "brands grown" },
        { value: "5.2%", label: "average engagement" },
        { value: "3X", label: "ad ROI" },
        { value: "10K+", label: "followers gained" },
      ],
      highlights: ["Reels-first creative, made in-house", "Meta and LinkedIn ads managed daily"],
    },
    {
      kind: "serviceGrid",
      id: "services",
      eyebrow: "Services",
      heading: "Social media services that work together",
      items: [
        {
          icon: "compass",
          title: "Social Strategy",
          description:
            "Audience research, platform choice and a content pillar plan aligned to your sales calendar and Indian festive seasons.",
        },
        {
          icon: "camera",
          title: "Reels & Creative Production",
          description:
            "Short-form video, carousels and static posts shot and edited by our in-house team in Hyderabad.",
        },
        {
          icon: "target",
          title: "Meta Ads",
          description:
            "Facebook and Instagram campaigns with pixel and Conversions API tracking, tested creatives and daily optimisation.",
        },
        {
          icon: "users",
          title: "LinkedIn Marketing",
          description:
            "Thought-leadership content and lead-gen ads that reach decision-makers in IT, pharma and manufacturing.",
        },
        {
          icon: "chat",
          title: "Community Management",
          description: "Replies to comments and DMs within business hours, in the tone your customers expect.",
        },
        {
          icon: "chart",
          title: "Analytics & Reporting",
          description: "Reach, engagement, cost per lead and revenue — reported monthly with clear next steps.",
        },
      ],
    },
    {
      kind: "stats",
      tone: "ink",
      heading: "Social results at a glance",
      items: [
        { value: "10+", label: "Brands" },
        { value: "5.2%", label: "Engagement" },
        { value: "3X", label: "Ad ROI" },
        { value: "10K+", label: "Followers" },
      ],
    },
    {
      kind: "process",
      tone: "tint",
      eyebrow: "How we work",
      heading: "How a month of social media works with us",
      intro: "The same rhythm every month, so you always know what is coming and what it achieved.",
      steps: [
        {
          title: "Plan",
          description:
            "In the first week we agree the month's calendar: festivals, launches, offers and the two or three messages that matter most for sales.",
        },
        {
          title: "Create",
          description:
            "We shoot and edit Reels, carousels and stories in our Hyderabad studio or at your premises, and share them for approval in one batch.",
        },
        {
          title: "Publish and promote",
          description:
            "Posts go out at the times your audience is online; the best performers get a paid boost to the people most likely to buy.",
        },
        {
          title: "Report",
          description: "A one-page report on reach, engagement, leads and sales, with what we will change next month.",
        },
      ],
    },
    {
      kind: "whyChoose",
      eyebrow: "Why choose us",
      heading: "Why brands trust us with their social",
      items: [
        {
          title: "Creative and media in one team",
          description: "The people who make your ads also read the numbers, so winning ideas scale quickly.",
        },
        {
          title: "Indian audience insight",
          description: "We know what lands in Hyderabad, Mumbai and tier-2 cities — and how it differs.",
        },
        { title: "Fast turnaround", description: "Trend-based content produced and approved within 48 hours." },
        { title: "Honest reporting", description: "We report cost per lead and sales, not vanity metrics." },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Grow your following",
      heading: "Let's make your brand the one people share",
      text: "Tell us about your brand and goals, and we will send a free social audit with three quick wins.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Schedule a Call", href: "tel", style: "secondary" },
      ],
    },
  ],
};
