import type { InteractiveWords, RecordWords, SearchCopy } from "./controls";

export const recordWords: RecordWords = {
  step: (n) => `దశ ${n}: `,
  learnMore: "మరింత తెలుసుకోండి",
  learnMoreAbout: (title) => ` — ${title} గురించి`,
  linkedInProfile: (name) => ` లో ${name} ప్రొఫైల్ (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)`,
};

// Telugu: the shared controls' words.
export const backgroundVideoLabels: { pause: string; play: string } = {
  pause: "బ్యాక్‌గ్రౌండ్ వీడియో ఆపండి",
  play: "బ్యాక్‌గ్రౌండ్ వీడియో ప్లే చేయండి",
};

export const newTabNote: string = "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)";

export const chatLauncherLabel: string = "చాట్ సహాయం";

export const searchCopy: SearchCopy = {
  pageFormName: "సైట్‌లో వెతకడం",
  boxFormName: "త్వరగా వెతకండి",
  pageLabel: "మీరు ఏమి వెతుకుతున్నారు?",
  pagePlaceholder: "ఉదా. SEO, లోగో, హోస్టింగ్",
  boxLabel: "ఈ సైట్‌లో వెతకండి",
  boxPlaceholder: "వెతకండి",
  submit: "వెతకండి",
};

export const interactiveWords: InteractiveWords = {
  pauseWord: "పాజ్",
  playWord: "ప్లే",
  carousel: "స్లైడ్‌షో",
  slide: "స్లైడ్",
  slideOf: "{count}లో {n}",
  testimonials: "క్లయింట్ల అభిప్రాయాలు",
  close: "మూసివేయండి",
};
export const englishPagesNote: string = "ఈ కింది పేజీలు ఇంగ్లీష్‌లో మాత్రమే ఉన్నాయి.";
