import { contactForm as english, type ContactFormCopy } from "./contactForm";
import { serviceSummaries } from "./services/index.hi";

// Hindi: the contact form. Field names, caps and the choices stored stay the English record's; the visitor
// reads the choices in Hindi (optionLabels).
const [name, phone, email, service, budget, message] = english.fields;

export const contactForm: ContactFormCopy = {
  heading: "हमें मैसेज भेजें",
  legend: "आपकी जानकारी",
  lead: "अपने कारोबार के बारे में और आपको क्या चाहिए, थोड़ा बताइए।",
  requiredNote: "* वाले खाने ज़रूरी हैं।",
  reply: {
    when: "हम एक कामकाजी दिन के अंदर जवाब देते हैं।",
    sooner: "जवाब जल्दी चाहिए?",
    whatsapp: "WhatsApp पर मैसेज करें",
    or: "या कॉल करें",
  },
  submitLabel: "मैसेज भेजें",
  sendingLabel: "भेज रहे हैं...",
  successMessage: "धन्यवाद! आपका मैसेज हमें मिल गया है। हमारी टीम जल्द ही आपसे संपर्क करेगी।",
  retryLabel: "फिर से भेजें",
  notConnectedWhat: "आपका मैसेज",
  fields: [
    { ...name, label: "नाम", required: "नाम ज़रूरी है" },
    { ...phone, label: "फ़ोन", required: "फ़ोन नंबर ज़रूरी है" },
    { ...email, label: "ईमेल", required: "ईमेल ज़रूरी है" },
    {
      ...service,
      label: "सेवा",
      placeholder: "कोई सेवा चुनें",
      optionLabels: [...serviceSummaries.map((s) => s.navLabel), "कुछ और"],
    },
    {
      ...budget,
      label: "बजट",
      placeholder: "बजट चुनें",
      optionLabels: [
        "₹20,000 से कम",
        "₹20,000–₹50,000",
        "₹50,000–₹1,00,000",
        "₹1,00,000–₹3,00,000",
        "₹3,00,000 से ज़्यादा",
        "अभी पता नहीं",
      ],
    },
    {
      ...message,
      label: "मैसेज",
      placeholder: "जैसे: गचीबौली में हमारी बेकरी है और हमें ज़्यादा ऑनलाइन ऑर्डर चाहिए…",
    },
  ],
};
