import * as en from "./page";

// Hindi copy of the case-study list and its filtered pages (content/case-studies/page.ts). The studies
// themselves stay in English; paths and dates come from the English record. {label} and {n} are filled in.

const { caseStudiesPage: english } = en;

export const caseStudiesPage: typeof english = {
  path: english.path,
  title: "केस स्टडी",
  description:
    "हैदराबाद, तेलंगाना और आंध्र प्रदेश के कारोबार हमारे साथ कैसे बढ़े: समस्या, हमने क्या किया, आँकड़े और समय — सेवा या उद्योग के हिसाब से।",
  updated: english.updated,
  eyebrow: "केस स्टडी",
  heading: "आप जैसे कारोबारों के लिए हमने क्या किया",
  lead: "छह प्रोजेक्ट पूरे विस्तार से: समस्या, हमने क्या बदला, बाद के आँकड़े और कितना समय लगा। अपनी ज़रूरत की सेवा या अपने उद्योग के हिसाब से देखें।",
  filters: {
    label: "केस स्टडी छाँटें",
    all: "सभी केस स्टडी",
    serviceHeading: "सेवा के हिसाब से",
    industryHeading: "उद्योग के हिसाब से",
  },
  serviceFilter: {
    title: "{label} की केस स्टडी",
    description: "भारतीय कारोबारों के लिए हमारे {label} काम की केस स्टडी: चुनौती, हमने क्या किया, आँकड़ों में नतीजे और समय।",
    heading: "{label}: केस स्टडी",
  },
  industryFilter: {
    title: "{label} में केस स्टडी",
    description:
      "हैदराबाद और पूरे भारत में {label} कारोबारों को बढ़ने में हमने कैसे मदद की: चुनौती, हमारा तरीका, आँकड़ों में नतीजे और समय।",
    heading: "{label} में केस स्टडी",
  },
  count: { one: "1 केस स्टडी", other: "{n} केस स्टडी" },
  cardLink: "केस स्टडी पढ़ें",
  study: {
    factsLabel: "प्रोजेक्ट की जानकारी",
    clientLabel: "क्लाइंट",
    industryLabel: "उद्योग",
    servicesLabel: "इस्तेमाल हुई सेवाएँ",
    workHeading: "काम",
    challengeHeading: "चुनौती",
    approachHeading: "हमने क्या किया",
    resultsHeading: "नतीजे",
    timelineHeading: "समय-रेखा",
    quoteHeading: "क्लाइंट के शब्दों में",
    moreHeading: "और केस स्टडी",
    back: "सभी केस स्टडी",
  },
  onServicePage: {
    eyebrow: "काम का सबूत",
    heading: "इस सेवा से जुड़ी केस स्टडी",
    link: "{label} की सभी केस स्टडी देखें",
  },
  cta: {
    ...english.cta,
    heading: "ऐसे नतीजे चाहिए?",
    text: "बताइए आप क्या बेचते हैं और आपके ग्राहक कहाँ हैं। हम एक कामकाजी दिन में बताएँगे कि पहले क्या करेंगे और उसका ख़र्च रुपयों में कितना होगा।",
    label: "हमसे बात करें",
  },
  note: "क्लाइंट्स का परिचय पहले नाम, कारोबार और शहर से दिया गया है; पूरे नाम उनकी अनुमति से, पूछने पर बताए जाते हैं।",
};
