/**
 * Copy and settings of the insights blog. The posts themselves are the Markdown files in this folder
 * (front matter validated at build by lib/insights/frontMatter.ts).
 */
export const insightsPage = {
  path: "/insights",
  title: "Insights",
  description:
    "Practical guides for Indian small businesses on local SEO, websites, UPI and GST for online stores, marketing reports, festival campaigns and branding.",
  eyebrow: "Insights",
  heading: "Practical marketing guides for Indian businesses",
  lead: "What we tell our own clients about search, websites, online stores, advertising and branding — with prices in rupees and examples from Hyderabad.",
  /**
   * Posts per index page; the index is split into /insights/page/<n> past this many. Even, so a page fills the
   * cards' two columns (an odd size leaves a lone card on a row of its own).
   */
  pageSize: 4,
  pageTitle: "Insights — Page {n}",
  pageDescription:
    "Page {n} of {total} of our guides for Indian small businesses: local SEO, websites, online stores, marketing reports and branding.",
  tagTitle: "Insights on {label}",
  tagDescription:
    "Practical guides on {label} for Indian small businesses from the Deccan Digital team in Hyderabad, with examples and prices in rupees.",
  tagHeading: "Insights on {label}",
  tagsLabel: "Topics",
  allTopics: "All topics",
  pagination: { label: "Pages of insights", previous: "Newer posts", next: "Older posts", page: "Page {n}" },
  readMore: "Read the guide",
  readingTime: "{n} min read",
  by: "By",
  publishedLabel: "Published",
  updatedLabel: "Updated",
  tocHeading: "On this page",
  /** A post gets a table of contents when it has at least this many sections. */
  tocMinSections: 4,
  relatedHeading: "Services this guide relates to",
  relatedStudiesHeading: "Related case studies",
  feeds: { rss: "RSS feed", atom: "Atom feed", label: "Follow new posts:" },
  feedTitle: "Deccan Digital Insights",
  cta: {
    heading: "Want us to do this for your business?",
    text: "Tell us where you are today. We reply within one working day with what we would do first and what it would cost.",
    label: "Contact us",
    href: "/contact",
  },
  /** On each service page. */
  onServicePage: { eyebrow: "Insights", heading: "Guides on this topic" },
};
