import { facts } from "../../facts";
import { localFacts } from "../../facts.hi";
import { alongside } from "../../translate";
import { frame, hero, heroFrame, section, translatedPage } from "../translate";
import { socialMediaManagement as english } from "./social-media-management";

const grid = section(english, "serviceGrid");
const stats = section(english, "stats");
const why = section(english, "whyChoose");
const cta = section(english, "cta");

export const socialMediaManagement = translatedPage(english, {
  title: "हैदराबाद में सोशल मीडिया मैनेजमेंट — पोस्टिंग और कम्युनिटी, सब हम संभालें",
  description:
    "मासिक सोशल मीडिया मैनेजमेंट: कंटेंट कैलेंडर, डिज़ाइन, पोस्टिंग, कमेंट के जवाब और Instagram, Facebook, LinkedIn व YouTube पर रिपोर्ट।",
  keywords: ["हैदराबाद सोशल मीडिया मैनेजमेंट", "सोशल मीडिया मैनेजर", "Instagram पेज मैनेजमेंट", "सोशल मीडिया पैकेज"],
  sections: [
    {
      ...heroFrame(hero(english)),
      eyebrow: "सोशल मीडिया मैनेजमेंट",
      heading: "आपके सोशल पेज, हर दिन हम संभालें",
      lead: "क्या पोस्ट करें, इसकी चिंता छोड़िए। हम आपका कैलेंडर बनाते हैं, पोस्ट डिज़ाइन करते हैं, समय पर छापते हैं, कमेंट के जवाब देते हैं और साफ़ रिपोर्ट भेजते हैं — आप कारोबार चलाइए, आपके पेज बढ़ते रहेंगे।",
      actions: alongside(hero(english).actions, [{ label: "शुरू करें" }, { label: "कॉल करें" }]),
      highlights: [
        "मासिक प्लान ₹15,000 से, साफ़ रुपयों में",
        "हर महीने 12 से 30 पोस्ट, रील्स समेत",
        "कामकाजी घंटों में कमेंट और मैसेज के जवाब",
        "महीने में एक बार मंज़ूरी, WhatsApp या ईमेल पर",
      ],
    },
    {
      ...frame(grid),
      eyebrow: "सेवाएँ",
      heading: "सोशल मीडिया मैनेजमेंट में क्या-क्या शामिल है",
      items: alongside(grid.items, [
        {
          title: "कंटेंट कैलेंडर",
          description: "आपके ऑफ़र, त्योहारों और उद्योग के अहम मौक़ों के इर्द-गिर्द बने महीने भर के पोस्ट, पहले से मंज़ूरी के लिए।",
        },
        {
          title: "पोस्ट और रील डिज़ाइन",
          description: "हमारे अपने डिज़ाइनर और एडिटर के बनाए ब्रांड के मुताबिक़ ग्राफ़िक्स, कैरोसेल और छोटे वीडियो।",
        },
        {
          title: "शेड्यूलिंग और पोस्टिंग",
          description: "आपके हर प्लेटफ़ॉर्म पर, उस समय पोस्ट जब आपकी ऑडियंस सबसे ज़्यादा सक्रिय हो।",
        },
        {
          title: "कम्युनिटी मैनेजमेंट",
          description: "कमेंट और मैसेज के दोस्ताना जवाब, और लीड सीधे आपकी टीम तक।",
        },
        {
          title: "साख पर नज़र",
          description: "हम आपके ज़िक्र और रिव्यू पर नज़र रखते हैं और ज़रूरत पड़ते ही आपको बताते हैं।",
        },
        {
          title: "मासिक रिपोर्टिंग",
          description: "बढ़त, पहुँच, एंगेजमेंट और पूछताछ एक पेज की रिपोर्ट में, अगले महीने के आइडिया के साथ।",
        },
      ]),
    },
    {
      ...frame(stats),
      heading: "सोशल मीडिया मैनेजमेंट के नतीजे",
      items: alongside(stats.items, [
        { label: "हैदराबाद की एक कैफ़े चेन का एंगेजमेंट" },
        { label: "हमारे ग्रोथ प्लान में हर महीने पोस्ट" },
        { value: "4 घंटे", label: "कामकाजी दिनों में आम तौर पर जवाब का समय" },
        { label: "हर दिन संभाले जाने वाले पेज" },
      ]),
    },
    {
      ...frame(why),
      eyebrow: "हम ही क्यों",
      heading: "कारोबार अपने पेज हमें क्यों सौंपते हैं",
      items: alongside(why.items, [
        { title: "आपका अपना मैनेजर", description: "एक व्यक्ति जो आपका ब्रांड, आपके ऑफ़र और आपके ग्राहक जानता है।" },
        {
          title: "स्थानीय रंग",
          description: "हैदराबाद से बात करने वाला कंटेंट — अंग्रेज़ी, तेलुगु या हिंदी में, जैसा आपकी ऑडियंस चाहे।",
        },
        { title: "भरोसेमंद निरंतरता", description: "न कोई हफ़्ता छूटता है, न त्योहार से पहले आख़िरी घड़ी की भागदौड़।" },
        {
          title: localFacts.lockIn,
          description: `मासिक प्लान जिन्हें आप बढ़ा, रोक या ${facts.retainer.noticeDays} दिन पहले बताकर बंद कर सकते हैं।`,
        },
      ]),
    },
    {
      ...frame(cta),
      eyebrow: "हमें सौंप दें",
      heading: "अपनी शामें वापस पाइए — सोशल मीडिया हम संभालेंगे",
      text: "बताइए आप कौन-से प्लेटफ़ॉर्म इस्तेमाल करते हैं और क्या हासिल करना चाहते हैं। हम सही प्लान सुझाएँगे और आपके ब्रांड के लिए नमूना पोस्ट भेजेंगे।",
      actions: alongside(cta.actions, [{ label: "शुरू करें" }, { label: "कॉल बुक करें" }]),
    },
  ],
});
