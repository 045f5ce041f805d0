import { facts } from "../../facts";
import { alongside } from "../../translate";
import { frame, hero, heroFrame, section, translatedPage } from "../translate";
import { graphicDesign as english } from "./graphic-design";

const stats = section(english, "stats");
const grid = section(english, "serviceGrid");
const highlight = section(english, "highlight");
const why = section(english, "whyChoose");
const metrics = section(english, "metrics");
const cta = section(english, "cta");

export const graphicDesign = translatedPage(english, {
  title: "हैदराबाद में ग्राफ़िक डिज़ाइन सेवाएँ — सोशल, प्रिंट और ब्रांड ग्राफ़िक्स",
  description: `सोशल मीडिया, विज्ञापन, पैकेजिंग, प्रिंट और प्रेज़ेंटेशन के लिए ग्राफ़िक डिज़ाइन। 500+ डिज़ाइन प्रोजेक्ट, ${facts.satisfaction} क्लाइंट संतुष्टि, ${highlight.value} क्लाइंट दोबारा हमारे साथ।`,
  keywords: ["हैदराबाद ग्राफ़िक डिज़ाइन सेवाएँ", "ग्राफ़िक डिज़ाइनर", "सोशल मीडिया क्रिएटिव", "पैकेजिंग डिज़ाइन", "विज्ञापन क्रिएटिव"],
  sections: [
    {
      ...heroFrame(hero(english)),
      eyebrow: "ग्राफ़िक डिज़ाइन",
      heading: "ऐसा डिज़ाइन जिस पर लोग रुककर देखें",
      lead: "सोशल पोस्ट, विज्ञापन क्रिएटिव, पैकेजिंग, प्रेज़ेंटेशन और प्रिंट — हमारा हैदराबाद डिज़ाइन स्टूडियो ऐसे विज़ुअल बनाता है जो प्रीमियम दिखें, ब्रांड के मुताबिक़ हों और नतीजे लाएँ।",
      actions: alongside(hero(english).actions, [{ label: "अपना प्रोजेक्ट शुरू करें" }, { label: "कॉल करें" }]),
      figures: alongside(hero(english).figures ?? [], [
        { label: "डिज़ाइन प्रोजेक्ट" },
        { label: "क्लाइंट संतुष्टि" },
        { value: "5 स्टार", label: "क्लाइंट्स की रेटिंग" },
        { value: "48 घंटे", label: "आम तौर पर पहला ड्राफ़्ट" },
      ]),
      highlights: ["मासिक डिज़ाइन रिटेनर ₹20,000 से"],
    },
    {
      ...frame(stats),
      heading: "एक नज़र में हमारा स्टूडियो",
      headingHidden: true,
      items: alongside(stats.items, [
        { label: "पूरे किए डिज़ाइन प्रोजेक्ट" },
        { label: "क्लाइंट संतुष्टि" },
        { value: "5 स्टार", label: "औसत रेटिंग" },
      ]),
    },
    {
      ...frame(grid),
      eyebrow: "सेवाएँ",
      heading: "ग्राफ़िक डिज़ाइन सेवाएँ",
      items: alongside(grid.items, [
        {
          title: "सोशल मीडिया क्रिएटिव",
          description: "हर प्लेटफ़ॉर्म पर स्क्रॉल रोक देने वाले पोस्ट, कैरोसेल, स्टोरी और थंबनेल।",
        },
        {
          title: "विज्ञापन डिज़ाइन",
          description: "डिजिटल बैनर, होर्डिंग, अख़बार के विज्ञापन और Meta विज्ञापन क्रिएटिव, हर जगह के नाप में।",
        },
        {
          title: "पैकेजिंग डिज़ाइन",
          description: "लेबल और बॉक्स जो शेल्फ़ पर और Amazon व Flipkart लिस्टिंग में अलग दिखें।",
        },
        {
          title: "प्रेज़ेंटेशन और पिच डेक",
          description: "निवेशकों के डेक और सेल्स प्रेज़ेंटेशन जो मुश्किल बातों को आसान और यादगार बनाएँ।",
        },
        {
          title: "प्रिंट और मार्केटिंग सामग्री",
          description: "बेदाग़ छपाई के लिए तैयार फ़्लायर, पोस्टर, मेन्यू, स्टैंडी और स्टेशनरी।",
        },
      ]),
    },
    {
      ...frame(highlight),
      value: highlight.value,
      heading: `${highlight.value} क्लाइंट दोबारा हमारे साथ`,
      text: "एक प्रोजेक्ट से शुरू करने वाला लगभग हर क्लाइंट अगले काम के लिए भी हमारे साथ रहता है। हमें लगता है कि यह किसी भी पोर्टफ़ोलियो से ज़्यादा हमारे काम के बारे में बताता है।",
      points: ["आपका ब्रांड समझने वाला एक तय डिज़ाइनर", "तय ब्रीफ़ के भीतर जितने चाहें उतने बदलाव", "सोर्स फ़ाइलें हमेशा साथ में"],
    },
    {
      ...frame(why),
      eyebrow: "हम ही क्यों",
      heading: "चार वजहें जिनसे क्लाइंट बार-बार लौटते हैं",
      items: alongside(why.items, [
        { title: "मक़सद वाला क्रिएटिव", description: "हर डिज़ाइन लक्ष्य से शुरू होता है: क्लिक, बिक्री, साइन-अप या याद रहना।" },
        { title: "तेज़ और भरोसेमंद", description: "ज़्यादातर कामों का पहला ड्राफ़्ट 48 घंटों में, और समय-सीमा का पूरा सम्मान।" },
        { title: "एक-सी ब्रांड पहचान", description: "टेम्पलेट और स्टाइल के नियम हर डिज़ाइन को पहली नज़र में आपका बनाते हैं।" },
        {
          title: "वाजिब, तय दाम",
          description: "हर प्रोजेक्ट का कोटेशन या मासिक रिटेनर रुपयों में, बिना किसी चौंकाने वाली बात के।",
        },
      ]),
    },
    {
      ...frame(metrics),
      eyebrow: "असर",
      heading: "बेहतर डिज़ाइन से हमारे क्लाइंट्स को क्या मिला",
      items: alongside(metrics.items, [
        { label: "ज़्यादा एंगेजमेंट", description: "हैदराबाद के एक फ़िटनेस ब्रांड के क्रिएटिव बदलने के बाद सोशल पोस्ट पर।" },
        { label: "ब्रांड की ज़्यादा पहचान", description: "एक स्नैक्स लेबल की नई पैकेजिंग के बाद ग्राहक सर्वे में मापी गई।" },
        {
          label: "विज्ञापनों पर ज़्यादा क्लिक",
          description: "एक ऑनलाइन कोचिंग संस्थान के लिए नए सिरे से बने Meta विज्ञापन क्रिएटिव से।",
        },
        { label: "डिज़ाइन के ख़र्च पर रिटर्न", description: "एक फ़र्नीचर होलसेलर के नए प्रोडक्ट कैटलॉग से हुई अतिरिक्त बिक्री।" },
      ]),
    },
    {
      ...frame(cta),
      eyebrow: "डिज़ाइन शुरू करें",
      heading: "चलिए, कुछ ऐसा बनाएँ जो लोगों को याद रहे",
      text: "अपना ब्रीफ़ भेजें — या बस एक आइडिया — हम कॉन्सेप्ट, टाइमलाइन और तय दाम के साथ जवाब देंगे।",
      actions: alongside(cta.actions, [{ label: "अभी शुरू करें" }, { label: "कॉल बुक करें" }]),
    },
  ],
});
