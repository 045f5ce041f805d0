import { localFacts } from "./facts.hi";
import { alongside } from "./translate";
import * as en from "./careers";
import type { CareersIntro, JobOpening } from "./careers";

// Hindi copy of the careers page (content/careers.ts). Ids, dates, salaries, work modes and tools stay in the
// English records; the card's location line is the city and the work mode, in Hindi.

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

const cities: Record<string, string> = { Hyderabad: "हैदराबाद" };

/** A role's city in Hindi: a new city without its Hindi name fails the build rather than show English. */
function cityName(city: string): string {
  const name = cities[city];
  if (!name) throw new Error(`No Hindi name for the city "${city}"`);
  return name;
}

export const jobOpenings: JobOpening[] = alongside(en.jobOpenings, [
  {
    title: "डिजिटल मार्केटिंग एग्ज़िक्यूटिव",
    experience: "1–3 साल",
    description:
      "देश भर के स्टार्टअप और छोटे-मझोले कारोबारों के लिए SEO, पेड सर्च और सोशल कैंपेन की योजना बनाएँ, उन्हें चलाएँ और उनकी रिपोर्ट दें — ₹50,000 के मासिक बजट से लेकर दस लाख रुपये से ऊपर के लॉन्च तक।",
    responsibilities: [
      "Google Ads और Meta Ads कैंपेन की योजना बनाना, उन्हें चलाना और उनके बजट व बोली की ज़िम्मेदारी लेना",
      "कीवर्ड रिसर्च, ऑन-पेज SEO और हर महीने तकनीकी ऑडिट करना",
      "हमारे लेखकों और डिज़ाइनरों के साथ चार से छह क्लाइंट ब्रांड्स के कंटेंट कैलेंडर बनाना",
      "Google Analytics 4 और Tag Manager में कन्वर्ज़न ट्रैक करना और साफ़ मासिक रिपोर्ट भेजना",
      "क्लाइंट कॉल में नतीजे समझाना और अगले महीने की प्राथमिकताएँ तय करना",
    ],
    qualifications: [
      "1–3 साल का सीधा डिजिटल मार्केटिंग अनुभव, एजेंसी का अनुभव हो तो बेहतर",
      "Google Ads या Meta Blueprint सर्टिफ़िकेशन, या पहले 90 दिनों में उसे हासिल करने का इरादा",
      "स्प्रेडशीट पर सहज: पिवट, लुकअप और आसान अनुमान",
      "साफ़ लिखी अंग्रेज़ी; क्षेत्रीय कैंपेन के लिए तेलुगु या हिंदी आना एक अतिरिक्त ख़ूबी",
    ],
  },
  {
    title: "UI/UX वेब डिज़ाइनर",
    experience: "2–4 साल",
    description:
      "ऐसी वेबसाइटें, लैंडिंग पेज और ऐप स्क्रीन डिज़ाइन करें जो तेज़ हों, सबके लिए सुलभ हों और बिक्री लाएँ — मणिकोंडा में हमारे डेवलपर्स के साथ बैठकर।",
    responsibilities: [
      "ब्रीफ़ को वेब और मोबाइल के लिए यूज़र फ़्लो, वायरफ़्रेम और पूरे डिज़ाइन में बदलना",
      "दोबारा इस्तेमाल होने वाले कंपोनेंट और साफ़ टोकन वाले डिज़ाइन सिस्टम बनाना और संभालना",
      "इंटरैक्शन के प्रोटोटाइप बनाना और सौंपने से पहले असली यूज़र्स के साथ उन्हें परखना",
      "डेवलपर्स के लिए तैयार फ़ाइलें देना और बने हुए पेजों को डिज़ाइन से मिलाकर जाँचना",
      "सुलभता के लिए डिज़ाइन करना: कंट्रास्ट, फ़ोकस स्टेट और छोटी स्क्रीन पर पढ़ने लायक अक्षर",
    ],
    qualifications: [
      "वेबसाइटें या ऐप्स डिज़ाइन करने का 2–4 साल का अनुभव, पूरे हुए काम के पोर्टफ़ोलियो के साथ",
      "लेआउट, टाइपोग्राफ़ी और रिस्पॉन्सिव डिज़ाइन की पक्की समझ",
      "HTML और CSS की इतनी जानकारी कि डेवलपर्स से सीमाओं पर बात हो सके",
      "क्लाइंट्स के सामने डिज़ाइन के फ़ैसले रखने का अनुभव",
    ],
  },
] satisfies Pick<JobOpening, "title" | "experience" | "description" | "responsibilities" | "qualifications">[]).map(
  (job) => ({ ...job, location: `${cityName(job.city)} · ${workModes[job.workplace]}` }),
);
