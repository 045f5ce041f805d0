import { contactForm as english, type ContactFormCopy } from "./contactForm";
import { serviceSummaries } from "./services/index.te";

// Telugu: the contact form. Field names, caps and the choices stored stay the English record's; the visitor
// reads the choices in Telugu (optionLabels).
const [name, phone, email, service, budget, message] = english.fields;

export const contactForm: ContactFormCopy = {
  heading: "మాకు మెసేజ్ పంపండి",
  legend: "మీ వివరాలు",
  lead: "మీ వ్యాపారం గురించి, మీకు ఏమి కావాలో కొంచెం చెప్పండి.",
  requiredNote: "* గుర్తు ఉన్నవి తప్పనిసరి.",
  reply: {
    when: "ఒక పని దినంలోపు జవాబిస్తాం.",
    sooner: "ఇంకా త్వరగా జవాబు కావాలా?",
    whatsapp: "WhatsApp ద్వారా మెసేజ్ పంపండి",
    or: "లేదా ఫోన్ చేయండి",
  },
  submitLabel: "మెసేజ్ పంపండి",
  sendingLabel: "పంపుతున్నాం...",
  successMessage: "ధన్యవాదాలు! మీ మెసేజ్ మాకు అందింది. మా టీమ్ త్వరలో మిమ్మల్ని సంప్రదిస్తుంది.",
  retryLabel: "మళ్లీ పంపండి",
  notConnectedWhat: "మీ మెసేజ్",
  fields: [
    { ...name, label: "పేరు", required: "పేరు తప్పనిసరి" },
    { ...phone, label: "ఫోన్", required: "ఫోన్ నంబర్ తప్పనిసరి" },
    { ...email, label: "ఈమెయిల్", required: "ఈమెయిల్ తప్పనిసరి" },
    {
      ...service,
      label: "సేవ",
      placeholder: "ఒక సేవను ఎంచుకోండి",
      optionLabels: [...serviceSummaries.map((s) => s.navLabel), "ఇంకేదైనా"],
    },
    {
      ...budget,
      label: "బడ్జెట్",
      placeholder: "బడ్జెట్ ఎంచుకోండి",
      optionLabels: [
        "₹20,000 లోపు",
        "₹20,000–₹50,000",
        "₹50,000–₹1,00,000",
        "₹1,00,000–₹3,00,000",
        "₹3,00,000 పైన",
        "ఇంకా తెలియదు",
      ],
    },
    {
      ...message,
      label: "మెసేజ్",
      placeholder: "ఉదాహరణకు: గచ్చిబౌలిలో మాకు బేకరీ ఉంది, ఆన్‌లైన్ ఆర్డర్లు పెరగాలి…",
    },
  ],
};
