import { facts } from "../../facts";
import { localFacts } from "../../facts.hi";
import { alongside } from "../../translate";
import { frame, hero, heroFrame, section, translatedPage } from "../translate";
import { digitalMarketing as english } from "./digital-marketing";

const grid = section(english, "serviceGrid");
const stats = section(english, "stats");
const why = section(english, "whyChoose");
const cta = section(english, "cta");

const marketingClients = facts.clientCounts.marketing.value;
const results = facts.marketingResults;

export const digitalMarketing = translatedPage(english, {
  title: "हैदराबाद में डिजिटल मार्केटिंग एजेंसी — SEO, विज्ञापन और सोशल मीडिया",
  description: `भारतीय कारोबारों के लिए पूरी डिजिटल मार्केटिंग: SEO, Google और Meta विज्ञापन, सोशल, कंटेंट और ईमेल। ${marketingClients} ${localFacts.clientScopes.marketing}, ${localFacts.roiMultiple} ROI, ${results.campaigns} कैंपेन।`,
  keywords: [
    "हैदराबाद डिजिटल मार्केटिंग एजेंसी",
    "ऑनलाइन मार्केटिंग",
    "परफ़ॉर्मेंस मार्केटिंग",
    "Google Ads एजेंसी",
    "हैदराबाद सोशल मीडिया एजेंसी",
  ],
  sections: [
    {
      ...heroFrame(hero(english)),
      eyebrow: "डिजिटल मार्केटिंग एजेंसी · हैदराबाद",
      heading: "ऐसी मार्केटिंग जो आपकी बिक्री के आँकड़ों में दिखे",
      lead: "सर्च, सोशल, विज्ञापन, कंटेंट और ईमेल के लिए एक ही टीम — आपके लक्ष्यों के हिसाब से योजना, रुपये-रुपये का सोच-समझकर ख़र्च और हर महीने ईमानदार रिपोर्ट। हम हैदराबाद, बेंगलुरु और उससे आगे के फ़ाउंडर्स और मार्केटिंग प्रमुखों के साथ काम करते हैं।",
      actions: alongside(hero(english).actions, [{ label: "हमारी सेवाएँ देखें" }, { label: "कॉल करें" }]),
      figures: [
        { value: marketingClients, label: localFacts.clientScopes.marketing },
        { value: localFacts.roiMultiple, label: "औसत ROI" },
        { value: results.campaigns, label: "कैंपेन" },
        { value: results.trafficGrowth, label: "ट्रैफ़िक में बढ़त" },
      ],
      highlights: ["मासिक रिटेनर ₹25,000 से", "हैदराबाद में आपका अपना अकाउंट मैनेजर"],
    },
    {
      ...frame(grid),
      eyebrow: "सेवाएँ",
      heading: "आपकी ग्रोथ योजना के लिए सब कुछ",
      intro: "एक चैनल चुनें या पूरा काम हमें सौंप दें। दोनों में, हर रुपये को किसी लीड या बिक्री तक ट्रैक किया जाता है।",
      items: alongside(grid.items, [
        {
          title: "सर्च इंजन ऑप्टिमाइज़ेशन",
          description: "तकनीकी सुधार, लोकल SEO और कंटेंट, जो ग्राहक लाने वाली खोजों में आपको पहले पेज पर लाएँ।",
        },
        {
          title: "पे-पर-क्लिक विज्ञापन",
          description: "क्लिक नहीं, हर लीड की लागत पर बने Google सर्च, Performance Max और YouTube कैंपेन।",
        },
        {
          title: "सोशल मीडिया मार्केटिंग",
          description: "Instagram, Facebook और LinkedIn पर कंटेंट और विज्ञापन, जो फ़ॉलोअर बढ़ाएँ और उन्हें ग्राहक बनाएँ।",
        },
        {
          title: "कंटेंट मार्केटिंग",
          description: "ब्लॉग, गाइड, वीडियो और केस स्टडी जो ख़रीदारों के सवालों का जवाब दें और उनका भरोसा जीतें।",
        },
        {
          title: "ईमेल और WhatsApp मार्केटिंग",
          description: "ग्राहकों को वापस लाने वाले ऑटोमेटेड संदेश और ब्रॉडकास्ट, सहमति और अनसब्सक्राइब का पूरा ध्यान रखते हुए।",
        },
        {
          title: "एनालिटिक्स और रिपोर्टिंग",
          description: "GA4, कन्वर्ज़न ट्रैकिंग और Looker Studio डैशबोर्ड, ताकि साफ़ दिखे कि क्या काम कर रहा है।",
        },
      ]),
    },
    {
      ...frame(stats),
      heading: "हमारे दिए नतीजे",
      items: [
        { value: marketingClients, label: localFacts.clientScopes.marketing },
        { value: localFacts.roiMultiple, label: "औसत ROI" },
        { value: results.campaigns, label: "कैंपेन" },
        { value: results.trafficGrowth, label: "ट्रैफ़िक में बढ़त" },
      ],
    },
    {
      ...frame(why),
      eyebrow: "हम ही क्यों",
      heading: "सिर्फ़ वेंडर नहीं, मार्केटिंग पार्टनर",
      intro: "हम आपकी टीम का हिस्सा बनकर काम करते हैं: कड़े सवाल पूछते हैं, जो सीखते हैं वह बताते हैं और नतीजों की ज़िम्मेदारी लेते हैं।",
      items: alongside(why.items, [
        { title: "पहले रणनीति", description: "हर काम आपकी कमाई के लक्ष्यों से जुड़ी 90 दिन की योजना से शुरू होता है।" },
        {
          title: "पूरे सफ़र पर नज़र",
          description: "पहचान, विचार और ख़रीद — तीनों की योजना साथ मिलकर, अलग-अलग खानों में नहीं।",
        },
        { title: "स्थानीय विशेषज्ञता", description: "हम भारतीय ख़रीदारों, त्योहारी मौसम और क्षेत्रीय बारीकियों को समझते हैं।" },
        {
          title: "पारदर्शी दाम",
          description: "रुपयों में तय फ़ीस; विज्ञापन का ख़र्च जितना हुआ उतना ही बिल, हर इनवॉइस आपके साथ साझा।",
        },
        {
          title: "क्रिएटिव टीम हमारी अपनी",
          description: "डिज़ाइनर, कॉपीराइटर और वीडियो एडिटर हमारे विज्ञापन विशेषज्ञों के साथ बैठते हैं।",
        },
        { title: "हर हफ़्ते बातचीत", description: "हर हफ़्ते एक छोटी कॉल और हर महीने विस्तृत रिपोर्ट।" },
      ]),
    },
    {
      ...frame(cta),
      eyebrow: "चलिए बढ़ें",
      heading: "क्लिक को ग्राहकों में बदलने के लिए तैयार हैं?",
      text: "अपने लक्ष्य और बजट बताइए। हम दो कामकाजी दिनों में अनुमानित ख़र्च और नतीजों के साथ मुफ़्त चैनल योजना भेजेंगे।",
      actions: alongside(cta.actions, [{ label: "शुरू करें" }, { label: "कॉल बुक करें" }, { label: "हमारे बारे में और जानें" }]),
    },
  ],
});
