import * as en from "./page";

// Hindi copy of the insights index (content/insights/page.ts). The guides themselves and their feeds stay in
// English; paths and settings come from the English record. {n}, {total} and {label} are filled in.

const { insightsPage: english } = en;

export const insightsPage: typeof english = {
  path: english.path,
  pageSize: english.pageSize,
  tocMinSections: english.tocMinSections,
  // The feeds carry the English guides, under their English name.
  feedTitle: english.feedTitle,
  title: "इनसाइट्स",
  description:
    "भारतीय छोटे कारोबारों के लिए काम की गाइड: लोकल SEO, वेबसाइटें, ऑनलाइन स्टोर के लिए UPI और GST, मार्केटिंग रिपोर्ट, त्योहारी कैंपेन और ब्रांडिंग।",
  eyebrow: "इनसाइट्स",
  heading: "भारतीय कारोबारों के लिए काम की मार्केटिंग गाइड",
  lead: "सर्च, वेबसाइटें, ऑनलाइन स्टोर, विज्ञापन और ब्रांडिंग पर वही बातें जो हम अपने क्लाइंट्स को बताते हैं — रुपयों में दाम और हैदराबाद के उदाहरणों के साथ। गाइड अंग्रेज़ी में हैं।",
  pageTitle: "इनसाइट्स — पेज {n}",
  pageDescription:
    "भारतीय छोटे कारोबारों के लिए हमारी गाइड के {total} पेजों में से पेज {n}: लोकल SEO, वेबसाइटें, ऑनलाइन स्टोर, मार्केटिंग रिपोर्ट और ब्रांडिंग।",
  tagTitle: "{label} पर इनसाइट्स",
  tagDescription:
    "हैदराबाद की Deccan Digital टीम की ओर से भारतीय छोटे कारोबारों के लिए {label} पर काम की गाइड, उदाहरणों और रुपयों में दामों के साथ।",
  tagHeading: "{label} पर इनसाइट्स",
  tagsLabel: "विषय",
  allTopics: "सभी विषय",
  pagination: { label: "इनसाइट्स के पेज", previous: "नई पोस्ट", next: "पुरानी पोस्ट", page: "पेज {n}" },
  readMore: "गाइड पढ़ें",
  readingTime: "{n} मिनट में पढ़ें",
  by: "लेखक:",
  publishedLabel: "प्रकाशित",
  updatedLabel: "अपडेट",
  tocHeading: "इस पेज पर",
  relatedHeading: "इस गाइड से जुड़ी सेवाएँ",
  relatedStudiesHeading: "जुड़ी हुई केस स्टडी",
  feeds: { rss: "RSS फ़ीड", atom: "Atom फ़ीड", label: "नई पोस्ट फ़ॉलो करें:" },
  cta: {
    ...english.cta,
    heading: "क्या हम आपके कारोबार के लिए यह करें?",
    text: "बताइए आज आप कहाँ हैं। हम एक कामकाजी दिन में बताएँगे कि पहले क्या करेंगे और उसका ख़र्च कितना होगा।",
    label: "हमसे संपर्क करें",
  },
  onServicePage: { eyebrow: "इनसाइट्स", heading: "इस विषय पर गाइड" },
};
