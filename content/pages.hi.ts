import type { PageId, PageText } from "./pages";

// Hindi titles and descriptions of the pages in content/pages.ts.
export const pages: Record<PageId, PageText> = {
  home: {
    title: "हैदराबाद की डिजिटल मार्केटिंग, website और डिज़ाइन एजेंसी",
    description:
      "SEO, विज्ञापन, सोशल मीडिया, website, app और ब्रांडिंग के लिए हैदराबाद की एजेंसी। रुपयों में साफ़ दाम और मापे जा सकने वाले नतीजे।",
    keywords: ["डिजिटल मार्केटिंग एजेंसी हैदराबाद", "website हैदराबाद", "SEO सेवाएँ", "ब्रांडिंग एजेंसी"],
  },
  about: {
    title: "हमारे बारे में",
    description:
      "Deccan Digital के पीछे की हैदराबाद टीम से मिलिए: हमारा लक्ष्य, हमारा तरीका और वे लोग जो पूरे भारत में ब्रांड बढ़ाते हैं।",
  },
  services: {
    title: "हमारी सेवाएँ",
    description:
      "ब्रांडिंग, SEO, डिजिटल मार्केटिंग, सोशल मीडिया, website, e-commerce, 3D और ब्रोशर डिज़ाइन — हमारी हर सेवा एक ही जगह।",
  },
  careers: {
    title: "करियर",
    description:
      "बढ़ती हुई हैदराबाद एजेंसी से जुड़िए। डिजिटल मार्केटिंग और UI/UX डिज़ाइन की नौकरियाँ, रुपयों में सैलरी, resume के साथ ऑनलाइन आवेदन।",
  },
  contact: {
    title: "संपर्क करें",
    description: "मणिकोंडा, हैदराबाद के ऑफ़िस में कॉल करें, e-mail भेजें या आइए। मैसेज भेजिए, हमारी टीम एक कामकाजी दिन में जवाब देगी।",
  },
  privacy: {
    title: "गोपनीयता सूचना",
    description: "Deccan Digital अपने फ़ॉर्म से क्या जानकारी लेता है, क्यों, कितने समय तक रखता है और DPDP क़ानून के तहत आपके अधिकार।",
  },
  search: {
    title: "खोजें",
    description: "Deccan Digital की website के हर पेज में खोजें: सेवाएँ, दाम, करियर और संपर्क की जानकारी।",
  },
};
