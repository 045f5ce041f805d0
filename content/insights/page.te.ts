import * as en from "./page";

// Telugu copy of the insights index (content/insights/page.ts). The guides themselves and their feeds stay in
// English; paths and settings come from the English record. {n}, {total} and {label} are filled in.

const { insightsPage: english } = en;

export const insightsPage: typeof english = {
  path: english.path,
  pageSize: english.pageSize,
  tocMinSections: english.tocMinSections,
  // The feeds carry the English guides, under their English name.
  feedTitle: english.feedTitle,
  title: "ఇన్‌సైట్స్",
  description:
    "భారతీయ చిన్న వ్యాపారాల కోసం ఉపయోగపడే గైడ్‌లు: లోకల్ SEO, వెబ్‌సైట్‌లు, ఆన్‌లైన్ స్టోర్లకు UPI, GST, మార్కెటింగ్ రిపోర్టులు, పండుగ క్యాంపెయిన్‌లు, బ్రాండింగ్.",
  eyebrow: "ఇన్‌సైట్స్",
  heading: "భారతీయ వ్యాపారాల కోసం ఆచరణాత్మక మార్కెటింగ్ గైడ్‌లు",
  lead: "సెర్చ్, వెబ్‌సైట్‌లు, ఆన్‌లైన్ స్టోర్లు, ప్రకటనలు, బ్రాండింగ్ గురించి మా సొంత క్లయింట్లకు చెప్పేదే — రూపాయల్లో ధరలు, హైదరాబాద్ ఉదాహరణలతో. గైడ్‌లు ఇంగ్లీష్‌లో ఉన్నాయి.",
  pageTitle: "ఇన్‌సైట్స్ — పేజీ {n}",
  pageDescription:
    "భారతీయ చిన్న వ్యాపారాల కోసం మా గైడ్‌లలో {total} పేజీల్లో పేజీ {n}: లోకల్ SEO, వెబ్‌సైట్‌లు, ఆన్‌లైన్ స్టోర్లు, మార్కెటింగ్ రిపోర్టులు, బ్రాండింగ్.",
  tagTitle: "{label} పై ఇన్‌సైట్స్",
  tagDescription: "హైదరాబాద్‌లోని Deccan Digital టీమ్ నుంచి భారతీయ చిన్న వ్యాపారాల కోసం {label} పై ఆచరణాత్మక గైడ్‌లు, ఉదాహరణలు, రూపాయల్లో ధరలతో.",
  tagHeading: "{label} పై ఇన్‌సైట్స్",
  tagsLabel: "అంశాలు",
  allTopics: "అన్ని అంశాలు",
  pagination: { label: "ఇన్‌సైట్స్ పేజీలు", previous: "కొత్త పోస్టులు", next: "పాత పోస్టులు", page: "పేజీ {n}" },
  readMore: "గైడ్ చదవండి",
  readingTime: "{n} నిమిషాల చదువు",
  by: "రచన:",
  publishedLabel: "ప్రచురణ",
  updatedLabel: "నవీకరణ",
  tocHeading: "ఈ పేజీలో",
  relatedHeading: "ఈ గైడ్‌కు సంబంధించిన సేవలు",
  relatedStudiesHeading: "సంబంధిత కేస్ స్టడీలు",
  feeds: { rss: "RSS ఫీడ్", atom: "Atom ఫీడ్", label: "కొత్త పోస్టులు ఫాలో అవ్వండి:" },
  cta: {
    ...english.cta,
    heading: "మీ వ్యాపారం కోసం మేం ఇది చేయాలా?",
    text: "ఇప్పుడు మీరెక్కడున్నారో చెప్పండి. ముందుగా ఏం చేస్తామో, ఎంత అవుతుందో ఒక పని దినంలోనే చెబుతాం.",
    label: "మమ్మల్ని సంప్రదించండి",
  },
  onServicePage: { eyebrow: "ఇన్‌సైట్స్", heading: "ఈ అంశంపై గైడ్‌లు" },
};
