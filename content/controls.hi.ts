import type { InteractiveWords, RecordWords, SearchCopy } from "./controls";

export const recordWords: RecordWords = {
  step: (n) => `चरण ${n}: `,
  learnMore: "और जानें",
  learnMoreAbout: (title) => ` — ${title} के बारे में`,
  linkedInProfile: (name) => ` पर ${name} की प्रोफ़ाइल (नए टैब में खुलेगी)`,
};

// Hindi: the shared controls' words.
export const backgroundVideoLabels: { pause: string; play: string } = {
  pause: "बैकग्राउंड वीडियो रोकें",
  play: "बैकग्राउंड वीडियो चलाएँ",
};

export const newTabNote: string = "(नए टैब में खुलेगा)";

export const chatLauncherLabel: string = "चैट सहायक";

export const searchCopy: SearchCopy = {
  pageFormName: "साइट में खोज",
  boxFormName: "झटपट खोज",
  pageLabel: "आप क्या ढूँढ रहे हैं?",
  pagePlaceholder: "जैसे SEO, लोगो, होस्टिंग",
  boxLabel: "इस साइट में खोजें",
  boxPlaceholder: "खोजें",
  submit: "खोजें",
};

export const interactiveWords: InteractiveWords = {
  pauseWord: "रोकें",
  playWord: "चलाएँ",
  carousel: "स्लाइड शो",
  slide: "स्लाइड",
  slideOf: "{count} में से {n}",
  testimonials: "क्लाइंट्स की राय",
  close: "बंद करें",
};
export const englishPagesNote: string = "नीचे दिए पेज अंग्रेज़ी में हैं।";
