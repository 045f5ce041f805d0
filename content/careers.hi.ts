import { localFacts } from "./facts.hi";
import type { CareersIntro } from "./careers";

// Hindi copy of the careers page around the openings (content/careers.ts); the openings are content/jobs/.

const { workModeText, workModes } = localFacts;

export const careersIntro: CareersIntro = {
  eyebrow: "करियर",
  heading: "ऐसे ब्रांड बनाइए जिनकी चर्चा पूरा हैदराबाद करे",
  lead: "हम एक छोटी, सीनियर टीम हैं जो हर हफ़्ते असली भारतीय कारोबारों के लिए असली काम पूरा करती है। अगर आपको साफ़ ब्रीफ़, ईमानदार राय और अपना काम लाइव होते देखना पसंद है, तो हम आपसे मिलना चाहेंगे।",
  perksHeading: "हमारे साथ काम क्यों करें",
  perks: [
    {
      title: "पूरे हुए काम से सीखें",
      text: "हर पद पर आप पहले हफ़्ते से लाइव क्लाइंट अकाउंट्स पर काम करते हैं, और एक मेंटर आपका काम देखता है।",
    },
    {
      title: "वाजिब कामकाजी घंटे, काम की साफ़ व्यवस्था",
      text: `मुख्य कामकाजी घंटे सुबह 10 से शाम 5 बजे तक, वीकेंड पर कोई कॉल नहीं। ${workModes.Hybrid} भूमिकाएँ: ${workModeText("Hybrid")}; ${workModes["On-site"]} भूमिकाएँ: ${workModeText("On-site")}।`,
    },
    {
      title: "तरक्की, जो दिखे",
      text: "हर साल ₹20,000 का सीखने का बजट, सर्टिफ़िकेशन की फ़ीस हमारी ओर से और हर छह महीने में वेतन की समीक्षा।",
    },
  ],
  openingsLinkLabel: "खुले पद देखें",
  openingsHeading: "खुले पद",
  openingsLead: "वेतन मासिक है, भारतीय रुपयों में। अपने रिज़्यूमे के साथ आवेदन करें; हम हर आवेदन का जवाब पाँच कामकाजी दिनों में देते हैं।",
};
