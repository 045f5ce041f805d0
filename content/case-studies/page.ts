/** Copy of the case-study list and its filtered pages (/case-studies, /case-studies/service|industry/<id>). */
export const caseStudiesPage = {
  path: "/case-studies",
  title: "Case Studies",
  description:
    "How businesses in Hyderabad, Telangana and Andhra Pradesh grew with us: the problem, what we did, the figures and the timeline, filtered by service or industry.",
  updated: "2026-11-23",
  eyebrow: "Case studies",
  heading: "What we have done for businesses like yours",
  lead: "Six engagements told in full: the problem, what we changed, the numbers after and how long it took. Filter by the service you need or by your industry.",
  filters: {
    label: "Filter case studies",
    all: "All case studies",
    serviceHeading: "By service",
    industryHeading: "By industry",
  },
  /** Titles and descriptions of the filtered pages; {label} is the service or industry name. */
  serviceFilter: {
    title: "{label} Case Studies",
    description:
      "Case studies of our {label} work for Indian businesses: the challenge, what we did, the results in figures and the timeline.",
    heading: "{label}: case studies",
  },
  industryFilter: {
    title: "Case Studies in {label}",
    description:
      "How we helped {label} businesses in Hyderabad and across India grow: the challenge, our approach, results in figures and timeline.",
    heading: "Case studies in {label}",
  },
  count: { one: "1 case study", other: "{n} case studies" },
  cardLink: "Read the case study",
  /** On each study page. */
  study: {
    factsLabel: "Project facts",
    clientLabel: "Client",
    industryLabel: "Industry",
    servicesLabel: "Services used",
    workHeading: "The work",
    challengeHeading: "The challenge",
    approachHeading: "What we did",
    resultsHeading: "The results",
    timelineHeading: "Timeline",
    quoteHeading: "In the client's words",
    moreHeading: "More case studies",
    back: "All case studies",
  },
  /** The section each service page shows. */
  onServicePage: {
    eyebrow: "Proof of work",
    heading: "Case studies using this service",
    link: "See all {label} case studies",
  },
  cta: {
    heading: "Want results like these?",
    text: "Tell us what you sell and where your customers are. We reply within one working day with what we would do first and what it would cost in rupees.",
    label: "Talk to us",
    href: "/contact",
  },
  note: "Clients are described by first name, business and city; names are shared on request with their permission.",
};
