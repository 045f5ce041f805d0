import { alongside } from "../../translate";
import { frame, hero, heroFrame, section, translatedPage } from "../translate";
import { appDevelopment as english } from "./app-development";

const nav = section(english, "pageNav");
const grid = section(english, "serviceGrid");
const why = section(english, "whyChoose");
const metrics = section(english, "metrics");
const cta = section(english, "cta");

export const appDevelopment = translatedPage(english, {
  title: "हैदराबाद में ऐप डेवलपमेंट कंपनी — Android, iOS और क्रॉस-प्लेटफ़ॉर्म",
  description:
    "Android और iOS के लिए कस्टम मोबाइल ऐप्स, React Native क्रॉस-प्लेटफ़ॉर्म ऐप्स, स्टार्टअप के लिए MVP, UI/UX डिज़ाइन और ऐप का रखरखाव — हैदराबाद में बना।",
  keywords: [
    "हैदराबाद ऐप डेवलपमेंट कंपनी",
    "मोबाइल ऐप डेवलपर",
    "React Native डेवलपमेंट",
    "स्टार्टअप MVP डेवलपमेंट",
    "Android और iOS ऐप्स",
  ],
  sections: [
    {
      ...heroFrame(hero(english)),
      eyebrow: "ऐप डेवलपमेंट · हैदराबाद",
      heading: "ऐसे मोबाइल ऐप्स जिन्हें आपके ग्राहक पसंद से इस्तेमाल करें",
      lead: "T-Hub के किसी स्टार्टअप के पहले MVP से लेकर अस्पताल चेन के ग्राहक ऐप तक, हम तेज़, भरोसेमंद और इस्तेमाल में आसान Android और iOS ऐप्स डिज़ाइन करते, बनाते और लॉन्च करते हैं — और उन्हें ऐसा ही बनाए रखने के लिए साथ रहते हैं।",
      actions: alongside(hero(english).actions, [{ label: "हमसे संपर्क करें" }, { label: "कॉल करें" }]),
      highlights: [
        "Android, iOS और React Native से क्रॉस-प्लेटफ़ॉर्म",
        "8 से 12 हफ़्तों में MVP लॉन्च",
        "Play Store और App Store पर सबमिशन हम संभालते हैं",
        "साफ़ पड़ाव और रुपयों में तय कोटेशन",
      ],
    },
    {
      ...frame(nav),
      label: "इस पेज पर",
      links: alongside(nav.links, [{ label: "शुरुआत" }, { label: "सेवाएँ" }, { label: "हम ही क्यों" }, { label: "असर" }]),
    },
    {
      ...frame(grid),
      eyebrow: "सेवाएँ",
      heading: "ऐप डेवलपमेंट सेवाएँ",
      intro: "पाँच सेवाएँ जो आपके ऐप को व्हाइटबोर्ड के आइडिया से ख़ुश, बार-बार लौटने वाले यूज़र्स वाले प्रोडक्ट तक ले जाती हैं।",
      items: alongside(grid.items, [
        {
          title: "कस्टम ऐप डेवलपमेंट",
          description:
            "आपके कारोबार के नियमों के इर्द-गिर्द, सुरक्षित API और एडमिन डैशबोर्ड के साथ नेटिव जैसी गुणवत्ता वाले Android और iOS ऐप्स।",
        },
        {
          title: "UI/UX डिज़ाइन",
          description: "डेवलपमेंट शुरू होने से पहले असली यूज़र्स के साथ परखे गए, रिसर्च पर आधारित फ़्लो, वायरफ़्रेम और निखरी स्क्रीन।",
        },
        {
          title: "ऐप का रखरखाव",
          description: "OS अपडेट, क्रैश पर नज़र, सुरक्षा अपडेट और नए फ़ीचर, एक आसान मासिक प्लान पर।",
        },
        {
          title: "क्रॉस-प्लेटफ़ॉर्म ऐप्स",
          description: "Android और iOS के लिए एक ही React Native कोड — बनाने में तेज़, संभालने में सस्ता।",
        },
        {
          title: "MVP डेवलपमेंट",
          description: "उन स्टार्टअप्स के लिए एक केंद्रित पहला संस्करण जिन्हें निवेशकों और शुरुआती यूज़र्स के साथ आइडिया जल्दी परखना है।",
        },
      ]),
    },
    {
      ...frame(why),
      eyebrow: "हम ही क्यों",
      heading: "स्टार्टअप और बड़ी कंपनियाँ हमें क्यों चुनती हैं",
      items: alongside(why.items, [
        { title: "यूज़र को पहली जगह", description: "हर स्क्रीन इस पर डिज़ाइन होती है कि आपके यूज़र को आगे क्या करना है।" },
        { title: "फुर्तीली डिलीवरी", description: "दो हफ़्ते के स्प्रिंट, और हर बार एक चलता संस्करण जिसे आप अपने फ़ोन पर परख सकें।" },
        { title: "पारदर्शी दाम", description: "हर पड़ाव का तय कोटेशन, रुपयों में, बिना छिपे ख़र्च के।" },
        {
          title: "बढ़ने लायक ढाँचा",
          description: "100 से 1,00,000 यूज़र्स तक बढ़ने के लिए React Native, Node.js और MongoDB पर बना।",
        },
        {
          title: "लंबी साझेदारी",
          description: "लॉन्च के बहुत बाद तक हम आपके ऐप को सपोर्ट करते, उस पर नज़र रखते और उसे बेहतर बनाते हैं।",
        },
      ]),
    },
    {
      ...frame(metrics),
      eyebrow: "असर",
      heading: "अच्छे बने ऐप का असर",
      items: alongside(metrics.items, [
        { label: "औसत स्टोर रेटिंग", description: "Google Play और App Store पर हमारे लॉन्च किए और संभाले जा रहे सभी ऐप्स में।" },
        { label: "बाज़ार तक तेज़ पहुँच", description: "दो अलग नेटिव ऐप्स के मुक़ाबले क्रॉस-प्लेटफ़ॉर्म डेवलपमेंट से।" },
        {
          value: "3 गुना",
          label: "बार-बार आने वाले ऑर्डर",
          description: "हैदराबाद के एक फ़ूड ब्रांड के लिए, वफ़ादार ग्राहकों को उसके अपने ऐप पर लाने के बाद।",
        },
      ]),
    },
    {
      ...frame(cta),
      eyebrow: "अपना ऐप बनाएँ",
      heading: "ऐप का आइडिया है? चलिए उसे सच करें",
      text: "अपने आइडिया, यूज़र्स और टाइमलाइन के बारे में बताइए। हम तीन कामकाजी दिनों में दायरे वाली योजना और अनुमान के साथ जवाब देंगे।",
      actions: alongside(cta.actions, [{ label: "हमसे संपर्क करें" }, { label: "कॉल बुक करें" }]),
    },
  ],
});
