import { facts } from "../../facts";
import { localFacts } from "../../facts.hi";
import { alongside } from "../../translate";
import { frame, hero, heroFrame, section, translatedPage } from "../translate";
import { webHosting as english } from "./web-hosting";

const stats = section(english, "stats");
const about = section(english, "about");
const advantages = section(english, "advantages");
const grid = section(english, "serviceGrid");
const included = section(english, "included");
const highlight = section(english, "highlight");
const cta = section(english, "cta");
const guarantee = `${highlight.value} दिन की`;

export const webHosting = translatedPage(english, {
  title: `हैदराबाद में वेब होस्टिंग सेवाएँ — तेज़, सुरक्षित और ${facts.support.value} सपोर्ट के साथ`,
  description: `मैनेज्ड होस्टिंग, डोमेन, VPS, SSL और क्लाउड होस्टिंग: 99.9% अपटाइम, ${facts.support.value} सपोर्ट, मुफ़्त माइग्रेशन, कोई सेटअप फ़ीस नहीं और ${guarantee} मनी-बैक गारंटी।`,
  keywords: ["हैदराबाद वेब होस्टिंग", "वेब होस्टिंग", "डोमेन रजिस्ट्रेशन", "VPS होस्टिंग", "SSL सर्टिफ़िकेट", "क्लाउड होस्टिंग"],
  sections: [
    {
      ...heroFrame(hero(english)),
      eyebrow: "वेब होस्टिंग · डोमेन · क्लाउड",
      heading: "ऐसी होस्टिंग जो आपके कारोबार को हमेशा ऑनलाइन रखे",
      lead: "भारत और सिंगापुर के डाटा सेंटर पर तेज़ और सुरक्षित होस्टिंग, ऐसे लोगों की देखरेख में जिन्हें आप सच में फ़ोन कर सकें। हम आपकी साइट मुफ़्त में लाते हैं, हर दिन बैकअप रखते हैं और चौबीसों घंटे नज़र रखते हैं।",
      actions: alongside(hero(english).actions, [{ label: "आज ही शुरू करें" }, { label: "सपोर्ट से संपर्क करें" }]),
      highlights: ["मुफ़्त माइग्रेशन", "कोई सेटअप फ़ीस नहीं", `${guarantee} मनी-बैक गारंटी`, "रुपयों में बिल, GST इनवॉइस के साथ"],
    },
    {
      ...frame(stats),
      heading: "भरोसे लायक होस्टिंग",
      headingHidden: true,
      items: alongside(stats.items, [
        { label: "अपटाइम" },
        { label: localFacts.supportLabel },
        { label: `ख़ुश ${localFacts.clientScopes.hosting}` },
        { value: `${highlight.value} दिन`, label: "मनी-बैक गारंटी" },
      ]),
    },
    {
      ...frame(about),
      eyebrow: "हमारी होस्टिंग",
      heading: "वेबसाइटें बनाने वाली टीम की ओर से मैनेज्ड होस्टिंग",
      paragraphs: [
        "ज़्यादातर होस्टिंग कंपनियाँ सर्वर पर जगह बेचकर बाक़ी आप पर छोड़ देती हैं। हम अलग हैं: हम हर दिन वेबसाइटें बनाते हैं, इसलिए जानते हैं कि उन्हें क्या धीमा करता है और क्या तोड़ता है। आपकी होस्टिंग के साथ ऐसे असली लोग आते हैं जो दिक़्क़तें ठीक करते हैं, सिर्फ़ टिकट नहीं खोलते।",
        "चाहे आप WordPress ब्लॉग चलाएँ, WooCommerce स्टोर या कस्टम वेब ऐप्लिकेशन, हम सही प्लान चुनते हैं, बिना रुकावट सब कुछ ले आते हैं और उसे अपडेट, निगरानी और बैकअप के साथ संभालते हैं।",
      ],
      points: ["NVMe स्टोरेज वाले LiteSpeed सर्वर", "मुंबई और सिंगापुर में डाटा सेंटर", "फ़ोन, ईमेल और WhatsApp पर सपोर्ट"],
    },
    {
      ...frame(advantages),
      eyebrow: "पेशेवर होस्टिंग क्यों",
      heading: "पेशेवर होस्टिंग क्यों ज़रूरी है",
      items: alongside(advantages.items, [
        {
          title: "रफ़्तार से बिक्री",
          description:
            "लोड होने में हर अतिरिक्त सेकंड विज़िटर घटाता है। तेज़ सर्वर ग्राहकों को आपकी साइट पर रोकते हैं और Google रैंकिंग में भी मदद करते हैं।",
        },
        {
          title: "सुरक्षा सबसे पहले",
          description: "फ़ायरवॉल, मैलवेयर स्कैन और अपने आप होने वाले अपडेट आपके डाटा और ग्राहकों के भरोसे की रक्षा करते हैं।",
        },
        {
          title: "हमेशा उपलब्ध",
          description: "99.9% अपटाइम का मतलब है कि त्योहारों की भीड़ और आधी रात की सेल में भी आपकी दुकान और पूछताछ फ़ॉर्म चलते रहें।",
        },
        {
          title: "असली सपोर्ट",
          description: `${facts.support.value} ऐसे इंजीनियर से बात करें जो आपकी साइट समझता है, स्क्रिप्ट पढ़ने वाले से नहीं।`,
        },
      ]),
    },
    {
      ...frame(grid),
      eyebrow: "सेवाएँ",
      heading: "होस्टिंग सेवाएँ",
      items: alongside(grid.items, [
        {
          title: "वेब होस्टिंग",
          description: "बिज़नेस वेबसाइटों और WordPress के लिए मैनेज्ड शेयर्ड होस्टिंग, मुफ़्त SSL और रोज़ाना बैकअप के साथ।",
        },
        {
          title: "डोमेन रजिस्ट्रेशन",
          description: ".in, .com, .co.in और 300 दूसरे एक्सटेंशन, DNS मैनेजमेंट और रिन्यूअल के अपने आप रिमाइंडर के साथ।",
        },
        {
          title: "VPS और डेडिकेटेड सर्वर",
          description: "व्यस्त स्टोर और ऐप्लिकेशन के लिए पक्का CPU और मेमोरी, पूरी देखरेख के साथ या रूट एक्सेस के साथ।",
        },
        {
          title: "SSL सेटअप",
          description: "सर्टिफ़िकेट इंस्टॉल, रिन्यू और पूरी साइट पर लागू, ताकि ब्राउज़र हमेशा ताले का निशान दिखाए।",
        },
        {
          title: "क्लाउड होस्टिंग",
          description: "AWS और Google Cloud पर बढ़ाई जा सकने वाली होस्टिंग, अचानक बढ़े ट्रैफ़िक के लिए लोड बैलेंसिंग के साथ।",
        },
        {
          title: "वेबसाइट डेवलपमेंट",
          description: "नई साइट भी चाहिए? हमारी वेब टीम उसे डिज़ाइन करके बनाती है, आपकी होस्टिंग पर लॉन्च के लिए तैयार।",
        },
      ]),
    },
    {
      ...frame(included),
      eyebrow: "हर प्लान में शामिल",
      heading: "जो कुछ चाहिए, सब शामिल",
      items: alongside(included.items, [
        { title: "रोज़ाना बैकअप", description: "30 दिन तक रखे जाने वाले अपने आप होने वाले रोज़ाना बैकअप, एक क्लिक में वापस।" },
        { title: "वेबसाइट बिल्डर", description: "जल्दी और पेशेवर साइट के लिए टेम्पलेट वाला ड्रैग-एंड-ड्रॉप बिल्डर।" },
        { title: "क्लाउड स्टोरेज", description: "फ़ाइलों, मीडिया और ईमेल के लिए सुरक्षित स्टोरेज, जो आपके साथ बढ़े।" },
        { title: "बेहतर सुरक्षा", description: "वेब ऐप्लिकेशन फ़ायरवॉल, मैलवेयर स्कैन और DDoS से सुरक्षा।" },
      ]),
    },
    {
      ...frame(highlight),
      value: highlight.value,
      heading: `${guarantee} मनी-बैक गारंटी`,
      text: `बिना जोखिम हमारी होस्टिंग आज़माइए। अगर पहले ${highlight.value} दिनों में आप ख़ुश नहीं हैं, तो हम होस्टिंग फ़ीस पूरी लौटा देंगे — बिना कोई सवाल पूछे।`,
      points: ["आपकी मौजूदा वेबसाइट का मुफ़्त माइग्रेशन", "किसी भी प्लान पर सेटअप फ़ीस नहीं", "कभी भी बंद करें या बढ़ाएँ"],
    },
    {
      ...frame(cta),
      eyebrow: "ऑनलाइन आइए",
      heading: "ऐसी होस्टिंग के साथ अपना सफ़र शुरू करें जो बस चलती रहे",
      text: "अपनी वेबसाइट और ट्रैफ़िक के बारे में बताइए। हम सही प्लान सुझाएँगे और आपकी साइट मुफ़्त में ले आएँगे।",
      actions: alongside(cta.actions, [{ label: "अपना सफ़र शुरू करें" }, { label: "सपोर्ट से संपर्क करें" }]),
    },
  ],
});
