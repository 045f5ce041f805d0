import { facts } from "../../facts";
import { localFacts } from "../../facts.hi";
import { alongside } from "../../translate";
import { work } from "../../work.hi";
import { frame, hero, heroFrame, localWork, section, translatedPage } from "../translate";
import { architectureDesign as english } from "./architecture-design";

const grid = section(english, "serviceGrid");
const why = section(english, "whyChoose");
const stats = section(english, "stats");
const gallery = section(english, "gallery");
const process = section(english, "process");
const cta = section(english, "cta");
const walkthrough = localFacts.weeks(facts.timelines.walkthrough);
const englishVideo = hero(english).video;

export const architectureDesign = translatedPage(english, {
  title: "हैदराबाद में 3D आर्किटेक्चर विज़ुअलाइज़ेशन और वर्चुअल वॉकथ्रू",
  description:
    "आपकी ड्रॉइंग से 3D एक्सटीरियर और इंटीरियर रेंडर, वॉकथ्रू, फ़्लोर प्लान और 360° टूर — हैदराबाद के बिल्डरों, आर्किटेक्ट और डिज़ाइनरों के लिए।",
  keywords: ["हैदराबाद 3D आर्किटेक्चरल विज़ुअलाइज़ेशन", "वर्चुअल वॉकथ्रू", "3D रेंडरिंग", "इंटीरियर 3D रेंडर", "रियल एस्टेट वॉकथ्रू वीडियो"],
  sections: [
    {
      ...heroFrame(hero(english)),
      eyebrow: "3D आर्किटेक्चर विज़ुअलाइज़ेशन",
      heading: "पहली ईंट रखने से पहले इमारत देखिए",
      lead: "आपकी ड्रॉइंग से बने रेंडर और वॉकथ्रू, जो हैदराबाद के डेवलपरों को बनने से पहले बेचने, आर्किटेक्ट को मंज़ूरी पाने और घर के मालिकों को अपने नए घर की कल्पना करने में मदद करते हैं।",
      actions: alongside(hero(english).actions, [{ label: "शुरू करें" }, { label: "कॉल करें" }]),
      ...(englishVideo ? { video: { ...englishVideo, label: "एक इमारत के ढाँचे में घूमता एनिमेटेड वॉकथ्रू" } } : {}),
      highlights: [
        "हर व्यू ₹6,000 से एक्सटीरियर और इंटीरियर रेंडर",
        `${walkthrough} में वॉकथ्रू वीडियो`,
        "आपकी CAD, Revit या SketchUp फ़ाइलों से तैयार",
      ],
    },
    {
      ...frame(grid),
      eyebrow: "सेवाएँ",
      heading: "3D विज़ुअलाइज़ेशन सेवाएँ",
      items: alongside(grid.items, [
        {
          title: "एक्सटीरियर 3D रेंडरिंग",
          description: "आपकी ड्रॉइंग के मुताबिक़ टावर, विला और कमर्शियल इमारतों के दृश्य, बिक्री के लिए सही समय की रोशनी में।",
        },
        { title: "इंटीरियर विज़ुअलाइज़ेशन", description: "आपके ब्योरे के हिसाब से सजे लिविंग रूम, किचन, ऑफ़िस और शो फ़्लैट।" },
        { title: "वर्चुअल वॉकथ्रू", description: "लॉन्च, YouTube और साइट ऑफ़िस के लिए संगीत और कैप्शन वाले सिनेमाई वॉकथ्रू।" },
        { title: "360° वर्चुअल टूर", description: "इंटरैक्टिव पैनोरमा, जिन्हें ख़रीदार फ़ोन पर या VR हेडसेट में घूमकर देखें।" },
        { title: "3D फ़्लोर प्लान", description: "फ़र्नीचर के साथ साफ़ फ़्लोर प्लान, जो जगह और आवाजाही एक नज़र में समझाएँ।" },
        { title: "मार्केटिंग तस्वीरें", description: "उसी 3D दृश्य से होर्डिंग, ब्रोशर और सोशल मीडिया के विज़ुअल।" },
      ]),
    },
    {
      ...frame(why),
      eyebrow: "हम ही क्यों",
      heading: "डेवलपर और आर्किटेक्ट हमारे साथ क्यों काम करते हैं",
      items: alongside(why.items, [
        { title: "ड्रॉइंग से हूबहू", description: "हर मॉडल आपकी ड्रॉइंग से बनता है और उनसे मिलाकर जाँचा जाता है।" },
        { title: "स्थानीय संदर्भ", description: "भारतीय सामग्री, पेड़-पौधे और रोशनी, ताकि रेंडर कहीं और के नहीं, हैदराबाद के लगें।" },
        { title: "मार्केटिंग के लिए तैयार", description: "ब्रोशर, होर्डिंग, विज्ञापन और RERA लिस्टिंग के नाप के रेंडर और वीडियो।" },
        { title: "जल्दी बदलाव", description: "सामग्री और फ़र्नीचर के बदलाव 48 घंटों में।" },
      ]),
    },
    {
      ...frame(stats),
      heading: "आँकड़ों में विज़ुअलाइज़ेशन",
      items: alongside(stats.items, [
        { label: "विज़ुअलाइज़ किए प्रोजेक्ट" },
        { label: "डेवलपर और आर्किटेक्ट जिनके साथ काम किया" },
        { value: walkthrough, label: "आम तौर पर वॉकथ्रू की डिलीवरी" },
        { label: "क्लाइंट संतुष्टि" },
      ]),
    },
    {
      ...frame(gallery),
      eyebrow: "उदाहरण के चित्र",
      heading: "कोकापेट के एक रिहायशी प्रोजेक्ट से उदाहरण के चित्र",
      intro:
        "ये अंतिम रेंडर नहीं, उदाहरण के चित्र हैं: झील किनारे तीन टावर, डेवलपर की ड्रॉइंग से बने — प्रोजेक्ट पेज के लिए कैमरा, आकार और रोशनी तय करने को; वही दृश्य दिन में और शाम को। आपके प्रोजेक्ट के लिए हम आपकी अपनी सामग्री, लैंडस्केपिंग और इंटीरियर के साथ हाई-रिज़ॉल्यूशन चित्र और वॉकथ्रू वीडियो देते हैं, नीचे के कदमों में एक-एक दृश्य तय करते हुए।",
      items: gallery.items.map((image) => localWork(image, work)),
    },
    {
      ...frame(process),
      eyebrow: "यह कैसे चलता है",
      heading: "ड्रॉइंग से वॉकथ्रू तक",
      steps: alongside(process.steps, [
        { title: "अपनी ड्रॉइंग भेजें", description: "सामग्री और फ़िनिश के संदर्भ के साथ CAD, Revit या SketchUp फ़ाइलें भेजें।" },
        {
          title: "क्ले मॉडल की समीक्षा",
          description: "हम 3D मॉडल बनाकर बिना रंग के दृश्य साझा करते हैं, ताकि आकार और कैमरा कोण पक्के हों।",
        },
        {
          title: "सामग्री और रोशनी",
          description: "आपकी फ़िनिश सूची से टेक्सचर, फ़र्नीचर, लैंडस्केपिंग और रोशनी जोड़ी जाती है, और हर दृश्य आपके साथ जाँचा जाता है।",
        },
        { title: "अंतिम रेंडर और वीडियो", description: "आपकी ज़रूरत के हर फ़ॉर्मैट में हाई-रिज़ॉल्यूशन चित्र और वॉकथ्रू वीडियो।" },
      ]),
    },
    {
      ...frame(cta),
      eyebrow: "अपना प्रोजेक्ट दिखाएँ",
      heading: "ख़रीदारों को देखने, महसूस करने और बुक करने दें",
      text: "अपनी ड्रॉइंग और ज़रूरी दृश्य भेजें। हम एक कामकाजी दिन में तय कोटेशन और डिलीवरी की तारीख़ के साथ जवाब देंगे।",
      actions: alongside(cta.actions, [{ label: "शुरू करें" }, { label: "कॉल बुक करें" }]),
    },
  ],
});
