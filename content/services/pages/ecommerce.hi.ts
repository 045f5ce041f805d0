import { facts } from "../../facts";
import { localFacts } from "../../facts.hi";
import { alongside } from "../../translate";
import { figures, frame, hero, heroFrame, section, translatedPage } from "../translate";
import { ecommerce as english } from "./ecommerce";

const store = facts.ecommerce;
const grid = section(english, "serviceGrid");
const why = section(english, "whyChoose");
const stats = section(english, "stats");
const process = section(english, "process");
const faq = section(english, "faq");
const cta = section(english, "cta");

export const ecommerce = translatedPage(english, {
  title: "हैदराबाद में E-commerce वेबसाइट डेवलपमेंट — Shopify, WooCommerce और कस्टम",
  description: `बिकने वाले ऑनलाइन स्टोर: UPI, Razorpay, कैश ऑन डिलीवरी, GST इनवॉइस के साथ Shopify, WooCommerce और कस्टम स्टोर। ${store.projects} स्टोर प्रोजेक्ट, क्लाइंट्स में ${store.satisfaction} संतुष्टि।`,
  keywords: [
    "हैदराबाद e-commerce वेबसाइट डेवलपमेंट",
    "Shopify डेवलपर",
    "WooCommerce डेवलपमेंट",
    "ऑनलाइन स्टोर",
    "अपने ब्रांड की वेबसाइट",
  ],
  sections: [
    {
      ...heroFrame(hero(english)),
      eyebrow: "E-commerce वेब डेवलपमेंट",
      heading: "ऐसे ऑनलाइन स्टोर जो देखने वालों को ख़रीदार बनाएँ",
      lead: "हम सीधे ग्राहकों को बेचने वाले भारतीय ब्रांड्स, रिटेलर और होलसेलर के लिए तेज़ और सुंदर e-commerce वेबसाइटें बनाते हैं — भुगतान, शिपिंग और GST की बारीकियाँ पहले से तय, ताकि आप पहले दिन से बेचना शुरू कर सकें।",
      actions: alongside(hero(english).actions, [{ label: "शुरू करें" }, { label: "कॉल करें" }]),
      figures: figures(
        hero(english).figures ?? [],
        ["स्टोर प्रोजेक्ट", "स्टोर क्लाइंट्स की संतुष्टि", "साल से ऑनलाइन स्टोर बना रहे हैं", "आपकी बिक्री पर कमीशन"],
        localFacts.figure,
      ),
      highlights: ["UPI, कार्ड, वॉलेट और कैश ऑन डिलीवरी", "Shiprocket और Delhivery से जुड़ाव"],
    },
    {
      ...frame(grid),
      eyebrow: "सेवाएँ",
      heading: "E-commerce सेवाएँ",
      items: alongside(grid.items, [
        {
          title: "Shopify स्टोर",
          description: "भारतीय भुगतान, शिपिंग और टैक्स के लिए तैयार कस्टम Shopify थीम और ऐप्स।",
        },
        {
          title: "WooCommerce डेवलपमेंट",
          description: "लचीले WordPress स्टोर, जिनमें आपके प्रोडक्ट, दाम और कंटेंट पर पूरा नियंत्रण रहे।",
        },
        {
          title: "कस्टम E-commerce",
          description: "बड़े कैटलॉग, B2B दामों और मार्केटप्लेस मॉडल के लिए हेडलेस और ख़ास तौर पर बने स्टोर।",
        },
        {
          title: "भुगतान और GST",
          description: "Razorpay, PhonePe, Paytm और कैश ऑन डिलीवरी, अपने आप बनने वाले GST इनवॉइस और हिसाब के मिलान के साथ।",
        },
        {
          title: "जुड़ाव",
          description: "इन्वेंटरी, ERP, CRM, WhatsApp सूचनाएँ और शिपिंग पार्टनर — सब आसानी से जुड़े हुए।",
        },
        {
          title: "कन्वर्ज़न सुधार",
          description: "तेज़ पेज, साफ़ प्रोडक्ट पेज और आसान चेकआउट, जो ख़रीदने वालों का प्रतिशत बढ़ाएँ।",
        },
      ]),
    },
    {
      ...frame(why),
      eyebrow: "हम ही क्यों",
      heading: "ब्रांड्स अपने स्टोर हमसे क्यों बनवाते हैं",
      items: alongside(why.items, [
        {
          title: "भारतीय ख़रीदारों के लिए बने",
          description:
            "UPI को पहली जगह देने वाला चेकआउट, कैश ऑन डिलीवरी पर नियंत्रण, पिनकोड से डिलीवरी जाँच और क्षेत्रीय भाषाओं का सपोर्ट।",
        },
        {
          title: "हर फ़ोन पर तेज़",
          description: "4G पर तीन सेकंड से कम में खुलने वाले स्टोर, क्योंकि हर सेकंड बिक्री घटाता है।",
        },
        {
          title: "संभालना आसान",
          description: "प्रोडक्ट जोड़ें, ऑफ़र चलाएँ और ऑर्डर ख़ुद ट्रैक करें — हम आपकी टीम को ट्रेनिंग देते हैं।",
        },
        {
          title: "लॉन्च के बाद बढ़त",
          description: "उसी टीम से SEO, विज्ञापन और ईमेल मार्केटिंग, ताकि आपका स्टोर बढ़ता रहे।",
        },
      ]),
    },
    {
      ...frame(stats),
      heading: "भरोसे लायक e-commerce अनुभव",
      items: figures(
        stats.items,
        ["स्टोर प्रोजेक्ट", "स्टोर क्लाइंट्स की संतुष्टि", "साल से ऑनलाइन स्टोर बना रहे हैं"],
        localFacts.figure,
      ),
    },
    {
      ...frame(process),
      eyebrow: "हमारा तरीका",
      heading: "आइडिया से पहले ऑर्डर तक",
      steps: alongside(process.steps, [
        { title: "समझ", description: "हम आपके प्रोडक्ट, ग्राहक, मार्जिन और कामकाज को समझते हैं।" },
        { title: "डिज़ाइन", description: "ऐसा स्टोर डिज़ाइन जो आपके ब्रांड को दिखाए और ख़रीदना आसान बनाए।" },
        { title: "निर्माण और जुड़ाव", description: "डेवलपमेंट, भुगतान, शिपिंग और इन्वेंटरी जोड़कर परखे जाते हैं।" },
        { title: "लॉन्च और बढ़त", description: "ट्रेनिंग, एनालिटिक्स और 30 दिन के सपोर्ट के साथ लाइव हों।" },
      ]),
    },
    {
      ...frame(faq),
      eyebrow: "सवाल-जवाब",
      heading: "E-commerce से जुड़े सवाल",
      items: alongside(faq.items, [
        {
          question: "Shopify या WooCommerce — हमारे लिए कौन-सा सही है?",
          answer:
            "कम रखरखाव के साथ जल्दी लॉन्च चाहने वाले ब्रांड्स के लिए Shopify ठीक है; पूरा नियंत्रण, ख़ास दाम या ज़्यादा कंटेंट वाली साइट चाहने वाले कारोबारों के लिए WooCommerce सही है। आपका कैटलॉग, टीम और बजट समझने के बाद हम एक की सलाह देते हैं।",
        },
        {
          question: "ऑनलाइन स्टोर लॉन्च होने में कितना समय लगता है?",
          answer:
            "100 तक प्रोडक्ट वाला Shopify स्टोर आम तौर पर चार से छह हफ़्तों में लाइव हो जाता है। कस्टम और B2B स्टोर में जुड़ावों के हिसाब से आठ से बारह हफ़्ते लगते हैं।",
        },
      ]),
    },
    {
      ...frame(cta),
      eyebrow: "बेचना शुरू करें",
      heading: "अपना ऑनलाइन स्टोर लॉन्च करने के लिए तैयार हैं?",
      text: "अपने प्रोडक्ट और लक्ष्य बताइए। हम सही प्लेटफ़ॉर्म सुझाएँगे और रुपयों में तय कोटेशन भेजेंगे।",
      actions: alongside(cta.actions, [{ label: "शुरू करें" }, { label: "कॉल बुक करें" }]),
    },
  ],
});
