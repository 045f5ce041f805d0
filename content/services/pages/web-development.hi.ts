import { facts } from "../../facts";
import { localFacts } from "../../facts.hi";
import { band } from "../../factsInLanguage";
import { alongside } from "../../translate";
import { work } from "../../work.hi";
import { figures, frame, hero, heroFrame, localWork, section, translatedPage } from "../translate";
import { webDevelopment as english } from "./web-development";

const stats = section(english, "stats");
const about = section(english, "about");
const grid = section(english, "serviceGrid");
const gallery = section(english, "gallery");
const why = section(english, "whyChoose");
const advantages = section(english, "advantages");
const cta = section(english, "cta");

export const webDevelopment = translatedPage(english, {
  title: "हैदराबाद में वेब डेवलपमेंट कंपनी — तेज़, आपके लिए बनी वेबसाइटें",
  description: `Next.js, React और WordPress पर कस्टम वेबसाइटें, e-commerce, CMS और वेब ऐप्स। ${facts.websitesBuilt} वेबसाइटें बनाईं, ${facts.satisfaction} क्लाइंट संतुष्टि, ${facts.experience} साल का अनुभव।`,
  keywords: [
    "हैदराबाद वेब डेवलपमेंट कंपनी",
    "हैदराबाद वेबसाइट डिज़ाइन",
    "कस्टम वेब डेवलपमेंट",
    "Next.js डेवलपर",
    "बिज़नेस वेबसाइट का ख़र्च",
  ],
  sections: [
    {
      ...heroFrame(hero(english)),
      eyebrow: "वेब डेवलपमेंट · हैदराबाद",
      heading: "तेज़ खुलने वाली, अच्छी रैंक करने वाली और ग्राहक लाने वाली वेबसाइटें",
      lead: "हम भारतीय कंपनियों के लिए बिज़नेस वेबसाइटें, ऑनलाइन स्टोर और वेब ऐप्लिकेशन डिज़ाइन करते और बनाते हैं — मोबाइल-फ़र्स्ट, सर्च के अनुकूल और आपकी टीम के लिए बदलना आसान। रुपयों में साफ़ कोटेशन, और वादे की तारीख़ पर डिलीवरी।",
      actions: alongside(hero(english).actions, [{ label: "आज ही शुरू करें" }, { label: "कॉल करें" }]),
      highlights: [
        `लैंडिंग पेज ${band(facts.prices.landingPage)}`,
        `बिज़नेस वेबसाइटें ${band(facts.prices.businessWebsite)}`,
        `वेब ऐप्स ${band(facts.prices.webApp)}`,
        "मुफ़्त होस्टिंग सेटअप और 30 दिन का सपोर्ट",
      ],
    },
    {
      ...frame(stats),
      heading: "आँकड़ों में हमारा वेब डेवलपमेंट",
      headingHidden: true,
      items: figures(
        stats.items,
        ["बनाई गई वेबसाइटें", "क्लाइंट संतुष्टि", "साल का अनुभव", localFacts.supportLabel],
        localFacts.figure,
      ),
    },
    {
      ...frame(about),
      eyebrow: "हमारी वेब टीम",
      heading: "इंजीनियर और डिज़ाइनर जिन्हें आपके नतीजों की परवाह है",
      paragraphs: [
        "2018 से हमारी हैदराबाद टीम ने क्लिनिक, स्कूल, मैन्युफ़ैक्चरर, रेस्टोरेंट, रियल एस्टेट डेवलपर और तेज़ी से बढ़ते स्टार्टअप के लिए वेबसाइटें बनाई हैं। हम सोच-समझकर किए डिज़ाइन को आधुनिक इंजीनियरिंग — React, Next.js, Node.js और हेडलेस CMS — से जोड़ते हैं, ताकि आपकी साइट 4G फ़ोन पर तेज़ चले और संभालने में आसान हो।",
        "हर प्रोजेक्ट में एक प्रोजेक्ट मैनेजर, तय दायरा और साझा टाइमलाइन होती है। आप हर हफ़्ते स्टेजिंग लिंक पर असली पेज देखते हैं, सिर्फ़ तस्वीरें नहीं, और हम तभी लॉन्च करते हैं जब आप हर बारीकी से संतुष्ट हों।",
      ],
      points: [
        "मोबाइल-फ़र्स्ट और सबके लिए सुलभ (WCAG 2.2 AA)",
        "Core Web Vitals सब हरे में",
        "कोड, डोमेन और कंटेंट पर आपका मालिकाना हक़",
      ],
    },
    {
      ...frame(grid),
      eyebrow: "सेवाएँ",
      heading: "वेब डेवलपमेंट सेवाएँ",
      items: alongside(grid.items, [
        {
          title: "कस्टम वेब डेवलपमेंट",
          description: "आपके काम करने के तरीके के हिसाब से React, Next.js और Node.js पर बनी वेबसाइटें और वेब ऐप्लिकेशन।",
        },
        {
          title: "E-commerce डेवलपमेंट",
          description:
            "Razorpay, UPI और कैश ऑन डिलीवरी भुगतान और GST वाले इनवॉइस के साथ Shopify, WooCommerce और कस्टम स्टोर।",
        },
        {
          title: "CMS डेवलपमेंट",
          description: "WordPress और हेडलेस CMS सेटअप, ताकि आपकी टीम बिना डेवलपर के पेज, ब्लॉग और ऑफ़र बदल सके।",
        },
        {
          title: "रिस्पॉन्सिव डिज़ाइन",
          description: "सस्ते Android फ़ोन से 4K मॉनिटर तक, हर स्क्रीन पर सुंदर दिखने और ठीक चलने वाले लेआउट।",
        },
        {
          title: "SEO के अनुकूल निर्माण",
          description: "साफ़ मार्कअप, स्ट्रक्चर्ड डाटा, तेज़ लोडिंग और साइटमैप — कोड की पहली लाइन से।",
        },
        {
          title: "परफ़ॉर्मेंस सुधार",
          description: "स्पीड ऑडिट, इमेज ऑप्टिमाइज़ेशन और कैशिंग, जो लोड का समय घटाएँ और कन्वर्ज़न बढ़ाएँ।",
        },
      ]),
    },
    {
      ...frame(gallery),
      eyebrow: "हमारी बनाई वेबसाइटें",
      heading: "क्लाइंट्स की वेबसाइटें, लैपटॉप और फ़ोन पर",
      intro:
        "हाल के तीन काम: तीन टैप में बुकिंग लेने वाला डेंटल क्लिनिक, UPI चेकआउट वाला हथकरघा स्टोर और 4G पर 1.6 सेकंड में खुलने वाला रिहायशी प्रोजेक्ट पेज।",
      items: gallery.items.map((image) => localWork(image, work)),
    },
    {
      ...frame(why),
      eyebrow: "हम ही क्यों",
      heading: "हमारे साथ वेबसाइट बनवाने की नौ वजहें",
      items: alongside(why.items, [
        { title: "रुपयों में साफ़, तय कोटेशन" },
        { title: "मोबाइल-फ़र्स्ट डिज़ाइन" },
        { title: "पहले दिन से SEO" },
        { title: "4G नेटवर्क पर तेज़" },
        { title: "सुरक्षित, अप-टू-डेट कोड" },
        { title: "आसान कंटेंट मैनेजमेंट" },
        { title: "हर हफ़्ते स्टेजिंग लिंक पर प्रगति" },
        { title: "आपकी टीम के लिए मुफ़्त ट्रेनिंग" },
        { title: "लगातार सपोर्ट और रखरखाव" },
      ]),
    },
    {
      ...frame(advantages),
      eyebrow: "हमारी ख़ूबियाँ",
      heading: "फ़र्क़ कहाँ पड़ता है",
      items: alongside(advantages.items, [
        {
          title: "अनुभवी टीम",
          description: "भारतीय कारोबारों के लिए सात साल से ज़्यादा वेबसाइटें बनाने वाले डिज़ाइनर, डेवलपर और टेस्टर।",
        },
        {
          title: "क्लाइंट को प्राथमिकता",
          description: "कोड लिखने से पहले आपका कारोबार समझते हैं और हर पड़ाव पर आपको साथ रखते हैं।",
        },
        {
          title: "समय पर डिलीवरी",
          description: "पहले से तय तारीख़ों वाले पड़ाव, और लॉन्च की वह तारीख़ जिसे हम निभाते हैं।",
        },
      ]),
    },
    {
      ...frame(cta),
      eyebrow: "चलिए बनाएँ",
      heading: "ऐसी वेबसाइट चाहिए जो आपकी तरह मेहनत करे?",
      text: "बताइए आपको क्या चाहिए, हम एक कामकाजी दिन में सवालों, टाइमलाइन और तय कोटेशन के साथ जवाब देंगे।",
      actions: alongside(cta.actions, [{ label: "अभी संपर्क करें" }, { label: "कॉल करें" }]),
      note: "मुफ़्त सलाह • जल्दी जवाब • वाजिब दाम",
    },
  ],
});
