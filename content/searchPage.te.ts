import type { SearchPageCopy } from "./searchPage";

export const searchPageCopy: SearchPageCopy = {
  heading: "“{q}” కోసం ఫలితాలు",
  emptyHeading: "ఈ సైట్‌లో వెతకండి",
  documentTitle: "“{q}” కోసం వెతికిన ఫలితాలు",
  searching: "వెతుకుతున్నాం…",
  noResults: "“{q}” కోసం ఏమీ దొరకలేదు.",
  results: { one: "“{q}” కోసం {total} ఫలితం{more}.", other: "“{q}” కోసం {total} ఫలితాలు{more}." },
  moreThanShown: ", వాటిలో ఉత్తమమైన {shown} చూపిస్తున్నాం",
  failed: "వెతకడం లోడ్ కాలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.",
  hint: "ఒక సేవ, ప్రశ్న లేదా విషయం టైప్ చేసి వెతకండి నొక్కండి — ఉదాహరణకు బ్రాండింగ్, SEO, వెబ్ హోస్టింగ్, ఉద్యోగాలు.",
  resultsLabel: "“{q}” ఫలితాలు",
  showAll: "మొత్తం {total} ఫలితాలు చూపించండి",
  noResultsIntro: "స్పెల్లింగ్ చూడండి లేదా ఇంకా సాధారణమైన పదంతో వెతకండి. ఇవి కూడా చూడవచ్చు:",
  failedIntro: "ఈలోగా ఇవి చూడవచ్చు:",
  noscript: "వెతికిన ఫలితాలకు JavaScript కావాలి. అది లేకపోతే, ఈ పేజీల్లో మా పనులన్నీ ఉన్నాయి:",
  browseServices: "మా సేవలన్నీ చూడండి",
  contactUs: "మమ్మల్ని సంప్రదించండి — సరైన దారి చూపిస్తాం",
};
