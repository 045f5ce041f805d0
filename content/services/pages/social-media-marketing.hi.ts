import { localFacts } from "../../facts.hi";
import { alongside } from "../../translate";
import { figures, frame, hero, heroFrame, section, translatedPage } from "../translate";
import { socialMediaMarketing as english } from "./social-media-marketing";

const grid = section(english, "serviceGrid");
const stats = section(english, "stats");
const process = section(english, "process");
const why = section(english, "whyChoose");
const cta = section(english, "cta");
const { figure } = localFacts;

export const socialMediaMarketing = translatedPage(english, {
  title: "हैदराबाद में सोशल मीडिया मार्केटिंग — Instagram, Meta और LinkedIn विज्ञापन",
  description: `भारतीय ब्रांड्स के लिए पेड और ऑर्गेनिक सोशल मीडिया मार्केटिंग: रणनीति, क्रिएटिव, रील्स, Meta व LinkedIn विज्ञापन। औसत एंगेजमेंट 5.2%, विज्ञापन पर ROI ${figure("3X")}।`,
  keywords: [
    "हैदराबाद सोशल मीडिया मार्केटिंग",
    "Instagram मार्केटिंग",
    "Meta विज्ञापन एजेंसी",
    "LinkedIn विज्ञापन",
    "रील्स मार्केटिंग",
  ],
  sections: [
    {
      ...heroFrame(hero(english)),
      eyebrow: "सोशल मीडिया मार्केटिंग",
      heading: "स्क्रॉल रोकने वाला सोशल मीडिया, जो बिक्री लाए",
      lead: "हम ऐसा कंटेंट प्लान करते, बनाते और प्रमोट करते हैं जिस पर लोग रुकें, फ़ॉलो करें और ख़रीदें — Instagram, Facebook, LinkedIn और YouTube पर — देश भर के अपने ब्रांड, रेस्टोरेंट, रियल एस्टेट डेवलपर और B2B कंपनियों के लिए।",
      actions: alongside(hero(english).actions, [{ label: "शुरू करें" }, { label: "हमारा काम देखें" }]),
      figures: figures(
        hero(english).figures ?? [],
        ["ब्रांड्स को बढ़ाया", "औसत एंगेजमेंट", "विज्ञापन पर ROI", "नए फ़ॉलोअर"],
        figure,
      ),
      highlights: ["रील्स को प्राथमिकता, हमारी अपनी टीम का बना क्रिएटिव", "Meta और LinkedIn विज्ञापनों की रोज़ देखरेख"],
    },
    {
      ...frame(grid),
      eyebrow: "सेवाएँ",
      heading: "साथ मिलकर काम करने वाली सोशल मीडिया सेवाएँ",
      items: alongside(grid.items, [
        {
          title: "सोशल रणनीति",
          description: "ऑडियंस रिसर्च, सही प्लेटफ़ॉर्म का चुनाव और आपकी बिक्री के कैलेंडर व भारतीय त्योहारों के हिसाब से कंटेंट की योजना।",
        },
        {
          title: "रील्स और क्रिएटिव प्रोडक्शन",
          description: "छोटे वीडियो, कैरोसेल और पोस्ट — हैदराबाद में हमारी अपनी टीम शूट और एडिट करती है।",
        },
        {
          title: "Meta विज्ञापन",
          description: "पिक्सेल और Conversions API ट्रैकिंग, परखे हुए क्रिएटिव और रोज़ के सुधार के साथ Facebook और Instagram कैंपेन।",
        },
        {
          title: "LinkedIn मार्केटिंग",
          description: "IT, फ़ार्मा और मैन्युफ़ैक्चरिंग में फ़ैसले लेने वालों तक पहुँचने वाला विशेषज्ञ कंटेंट और लीड विज्ञापन।",
        },
        {
          title: "कम्युनिटी मैनेजमेंट",
          description: "कामकाजी घंटों में कमेंट और मैसेज के जवाब, उसी अंदाज़ में जिसकी आपके ग्राहक उम्मीद करते हैं।",
        },
        {
          title: "एनालिटिक्स और रिपोर्टिंग",
          description: "पहुँच, एंगेजमेंट, हर लीड की लागत और कमाई — हर महीने, आगे के साफ़ कदमों के साथ।",
        },
      ]),
    },
    {
      ...frame(stats),
      heading: "सोशल नतीजे एक नज़र में",
      items: figures(stats.items, ["ब्रांड्स", "एंगेजमेंट", "विज्ञापन पर ROI", "फ़ॉलोअर"], figure),
    },
    {
      ...frame(process),
      eyebrow: "हमारा तरीका",
      heading: "हमारे साथ सोशल मीडिया का एक महीना",
      intro: "हर महीने एक-सी लय, ताकि आपको हमेशा पता रहे कि क्या आने वाला है और उससे क्या मिला।",
      steps: alongside(process.steps, [
        {
          title: "योजना",
          description: "पहले हफ़्ते में हम महीने का कैलेंडर तय करते हैं: त्योहार, लॉन्च, ऑफ़र और बिक्री के लिए सबसे अहम दो-तीन संदेश।",
        },
        {
          title: "निर्माण",
          description:
            "हम अपने हैदराबाद स्टूडियो में या आपकी जगह पर रील्स, कैरोसेल और स्टोरी शूट और एडिट करते हैं, और सब एक साथ मंज़ूरी के लिए भेजते हैं।",
        },
        {
          title: "पोस्ट और प्रमोशन",
          description:
            "पोस्ट उस समय जाती हैं जब आपकी ऑडियंस ऑनलाइन होती है; सबसे अच्छा करने वाली पोस्ट को ख़रीदने की सबसे ज़्यादा संभावना वाले लोगों तक विज्ञापन से पहुँचाया जाता है।",
        },
        {
          title: "रिपोर्ट",
          description: "पहुँच, एंगेजमेंट, लीड और बिक्री पर एक पेज की रिपोर्ट, साथ में अगले महीने क्या बदलेंगे।",
        },
      ]),
    },
    {
      ...frame(why),
      eyebrow: "हम ही क्यों",
      heading: "ब्रांड्स अपना सोशल मीडिया हमें क्यों सौंपते हैं",
      items: alongside(why.items, [
        {
          title: "क्रिएटिव और मीडिया एक ही टीम में",
          description: "जो लोग आपके विज्ञापन बनाते हैं, वही आँकड़े भी पढ़ते हैं, इसलिए जीतने वाले आइडिया जल्दी बढ़ते हैं।",
        },
        {
          title: "भारतीय ऑडियंस की समझ",
          description: "हैदराबाद, मुंबई और छोटे शहरों में क्या चलता है — और उनमें फ़र्क क्या है, हम जानते हैं।",
        },
        { title: "तेज़ काम", description: "ट्रेंड पर आधारित कंटेंट 48 घंटों में तैयार और मंज़ूर।" },
        { title: "ईमानदार रिपोर्टिंग", description: "हम दिखावटी आँकड़े नहीं, हर लीड की लागत और बिक्री बताते हैं।" },
      ]),
    },
    {
      ...frame(cta),
      eyebrow: "फ़ॉलोइंग बढ़ाएँ",
      heading: "चलिए, आपके ब्रांड को वह ब्रांड बनाएँ जिसे लोग शेयर करें",
      text: "अपने ब्रांड और लक्ष्यों के बारे में बताइए, हम मुफ़्त सोशल ऑडिट भेजेंगे, साथ में तीन ऐसे सुधार जिनका असर जल्दी दिखे।",
      actions: alongside(cta.actions, [{ label: "शुरू करें" }, { label: "कॉल बुक करें" }]),
    },
  ],
});
