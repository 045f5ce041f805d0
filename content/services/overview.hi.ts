import { facts } from "../facts";
import { alongside } from "../translate";
import * as en from "./overview";
import type { OverviewCard, ServicesOverview } from "./overview";

// Hindi copy of the services overview (content/services/overview.ts). Ids, icons, links and figures stay in
// the English record and content/facts.ts.

const cards: Pick<OverviewCard, "title" | "description" | "features">[] = [
  {
    title: "ब्रांडिंग",
    description: "पोज़िशनिंग, पहचान और दिशा-निर्देश जो आपके कारोबार को देखते ही पहचानने लायक बनाएँ।",
    features: ["ब्रांड रणनीति और पोज़िशनिंग", "लोगो और विज़ुअल पहचान", "ब्रांड गाइडलाइन्स", "पैकेजिंग और स्टेशनरी"],
  },
  {
    title: "SEO",
    description: "पैसे देने वाले ग्राहक लाने वाली खोजों में Google और Maps पर ऊपर आएँ।",
    features: ["टेक्निकल SEO ऑडिट", "लोकल SEO और Google Business Profile", "कीवर्ड पर आधारित कंटेंट", "मासिक रैंकिंग रिपोर्ट"],
  },
  {
    title: "डिजिटल मार्केटिंग",
    description: "सर्च, सोशल और ईमेल पर पूरे कैंपेन, जिन्हें लीड और बिक्री से मापा जाता है।",
    features: ["Google और Meta विज्ञापन", "कंटेंट मार्केटिंग", "ईमेल और WhatsApp कैंपेन", "एनालिटिक्स डैशबोर्ड"],
  },
  {
    title: "सोशल मीडिया मार्केटिंग",
    description: "स्क्रॉल रोक देने वाला कंटेंट और विज्ञापन, जो फ़ॉलोअर बढ़ाएँ और उन्हें ग्राहक बनाएँ।",
    features: ["कंटेंट कैलेंडर", "रील्स और क्रिएटिव प्रोडक्शन", "पेड सोशल कैंपेन", "कम्युनिटी मैनेजमेंट"],
  },
  {
    title: "वर्चुअल वॉकथ्रू",
    description: "आपकी ड्रॉइंग से बने 3D रेंडर और वॉकथ्रू, जो प्रोजेक्ट बनने से पहले ही बेच दें।",
    features: ["3D एक्सटीरियर रेंडर", "इंटीरियर विज़ुअलाइज़ेशन", "वॉकथ्रू वीडियो", "360° वर्चुअल टूर"],
  },
  {
    title: "बिज़नेस websites",
    description: "तेज़, मोबाइल-फ़र्स्ट websites जो साफ़ बताएँ कि आप क्या करते हैं और आने वालों को पूछताछ में बदलें।",
    features: ["आपके लिए ख़ास डिज़ाइन", "मोबाइल पर तेज़", "SEO के लिए तैयार", "कंटेंट बदलना आसान"],
  },
  {
    title: "E-commerce websites",
    description: "UPI, कार्ड और कैश ऑन डिलीवरी, शिपिंग और GST इनवॉइस — पहले दिन से तैयार ऑनलाइन स्टोर।",
    features: ["Shopify और WooCommerce", "पेमेंट गेटवे सेटअप", "इन्वेंटरी और शिपिंग", "बिक्री बढ़ाने वाले सुधार"],
  },
  {
    title: "ब्रोशर डिज़ाइन",
    description: "कंपनी प्रोफ़ाइल, कैटलॉग और इवेंट ब्रोशर जो छपाई में भी और स्क्रीन पर भी शानदार दिखें।",
    features: ["कंपनी ब्रोशर", "प्रोडक्ट कैटलॉग", "इवेंट ब्रोशर", "छपाई के लिए तैयार फ़ाइलें"],
  },
];

export const servicesOverview: ServicesOverview = {
  eyebrow: "हमारी सेवाएँ",
  heading: "बढ़ने के लिए जो कुछ चाहिए, सब एक ही छत के नीचे",
  lead: "रणनीति, मार्केटिंग, websites और डिज़ाइन — सब हैदराबाद की एक ही टीम से। एक सेवा से शुरू करें या पूरा काम हमें सौंप दें — हर काम के साथ एक ज़िम्मेदार व्यक्ति, साफ़ योजना और रुपयों में दाम।",
  figures: alongside(en.servicesOverview.figures, [
    { label: "विशेष सेवाएँ" },
    { label: "websites बनाईं" },
    { label: "क्लाइंट संतुष्टि" },
    { label: "साल का अनुभव" },
  ]),
  panelNote: "मार्केटिंग, डेवलपमेंट और डिज़ाइन की टीमें मणिकोंडा, हैदराबाद में एक ही छत के नीचे।",
  cardsHeading: "हम आपके लिए क्या कर सकते हैं",
  cards: alongside(en.servicesOverview.cards, cards),
  allServices: {
    heading: `सभी ${facts.serviceCount} सेवाएँ`,
    lead: "ज़्यादातर क्लाइंट ऊपर की आठ सेवाओं से शुरू करते हैं। यहाँ हमारी हर सेवा है, उसे देने वाली टीम के हिसाब से।",
  },
  closing: {
    heading: "समझ नहीं आ रहा कहाँ से शुरू करें?",
    text: "एक कप कॉफ़ी पर अपने कारोबार के बारे में बताइए — हमारे मणिकोंडा ऑफ़िस में या फ़ोन पर। हम सुनेंगे, कुछ सवाल पूछेंगे और वे दो-तीन काम सुझाएँगे जिनसे सबसे बड़ा फ़र्क पड़ेगा, बिना किसी बाध्यता के।",
    action: { ...en.servicesOverview.closing.action, label: "चलिए, कॉफ़ी पर मिलते हैं" },
  },
};
