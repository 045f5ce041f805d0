import * as en from "./page";

// Telugu copy of the case-study list and its filtered pages (content/case-studies/page.ts). The studies
// themselves stay in English; paths and dates come from the English record. {label} and {n} are filled in.

const { caseStudiesPage: english } = en;

export const caseStudiesPage: typeof english = {
  path: english.path,
  title: "కేస్ స్టడీలు",
  description: "హైదరాబాద్, తెలంగాణ, ఆంధ్రప్రదేశ్‌లోని వ్యాపారాలు మాతో ఎలా ఎదిగాయి: సమస్య, మేం చేసిన పని, అంకెలు, పట్టిన సమయం — సేవ లేదా రంగం వారీగా.",
  updated: english.updated,
  eyebrow: "కేస్ స్టడీలు",
  heading: "మీలాంటి వ్యాపారాల కోసం మేం చేసిన పని",
  lead: "పూర్తిగా చెప్పిన ఆరు ప్రాజెక్టులు: సమస్య, మేం మార్చినది, తర్వాతి అంకెలు, ఎంత సమయం పట్టింది. మీకు కావలసిన సేవ లేదా మీ రంగం ప్రకారం చూడండి.",
  filters: {
    label: "కేస్ స్టడీలను వడపోయండి",
    all: "అన్ని కేస్ స్టడీలు",
    serviceHeading: "సేవ వారీగా",
    industryHeading: "రంగం వారీగా",
  },
  serviceFilter: {
    title: "{label} కేస్ స్టడీలు",
    description: "భారతీయ వ్యాపారాల కోసం మేం చేసిన {label} పని కేస్ స్టడీలు: సవాలు, మేం చేసినది, అంకెల్లో ఫలితాలు, సమయం.",
    heading: "{label}: కేస్ స్టడీలు",
  },
  industryFilter: {
    title: "{label} రంగంలో కేస్ స్టడీలు",
    description: "హైదరాబాద్‌లో, దేశమంతటా {label} వ్యాపారాలు ఎదగడానికి మేం ఎలా సాయం చేశాం: సవాలు, మా విధానం, అంకెల్లో ఫలితాలు, సమయం.",
    heading: "{label} రంగంలో కేస్ స్టడీలు",
  },
  count: { one: "1 కేస్ స్టడీ", other: "{n} కేస్ స్టడీలు" },
  cardLink: "కేస్ స్టడీ చదవండి",
  study: {
    factsLabel: "ప్రాజెక్ట్ వివరాలు",
    clientLabel: "క్లయింట్",
    industryLabel: "రంగం",
    servicesLabel: "వాడిన సేవలు",
    workHeading: "చేసిన పని",
    challengeHeading: "సవాలు",
    approachHeading: "మేం చేసినది",
    resultsHeading: "ఫలితాలు",
    timelineHeading: "సమయరేఖ",
    quoteHeading: "క్లయింట్ మాటల్లో",
    moreHeading: "మరిన్ని కేస్ స్టడీలు",
    back: "అన్ని కేస్ స్టడీలు",
  },
  onServicePage: {
    eyebrow: "చేసిన పనికి రుజువు",
    heading: "ఈ సేవను వాడిన కేస్ స్టడీలు",
    link: "అన్ని {label} కేస్ స్టడీలు చూడండి",
  },
  cta: {
    ...english.cta,
    heading: "ఇలాంటి ఫలితాలు కావాలా?",
    text: "మీరేం అమ్ముతారో, మీ కస్టమర్లు ఎక్కడున్నారో చెప్పండి. ముందుగా ఏం చేస్తామో, దానికి రూపాయల్లో ఎంత అవుతుందో ఒక పని దినంలోనే చెబుతాం.",
    label: "మాతో మాట్లాడండి",
  },
  note: "క్లయింట్లను మొదటి పేరు, వ్యాపారం, నగరంతో పరిచయం చేశాం; వారి అనుమతితో, అడిగితే పూర్తి పేర్లు చెబుతాం.",
};
