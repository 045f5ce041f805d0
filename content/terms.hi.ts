import type { TermsInLanguage } from "./terms";

/**
 * The Hindi copy's one term per concept (content/terms.ts), and the variants it must not write. A variant is
 * matched as a substring of every string a reader sees, so each is long enough not to sit inside an unrelated
 * word. The Act's names are those of the Hindi text of the Digital Personal Data Protection Act, 2023, and wait
 * for a legal reviewer's sign-off (docs/translation-review/hi.md).
 */
export const terms: TermsInLanguage = {
  email: { term: "ईमेल", wrong: ["e-mail", "E-mail", "Email", "ई-मेल", "इ-मेल", "इमेल"] },
  enquiry: { term: "पूछताछ", wrong: ["इन्क्वायरी", "इंक्वायरी", "एन्क्वायरी", "enquiry", "inquiry"] },
  contactForm: {
    term: "संपर्क फ़ॉर्म",
    wrong: ["कॉन्टैक्ट फ़ॉर्म", "कॉन्टैक्ट फॉर्म", "संपर्क फॉर्म", "contact form"],
  },
  privacyNotice: {
    term: "गोपनीयता सूचना",
    wrong: ["प्राइवेसी नोटिस", "प्राइवेसी पॉलिसी", "गोपनीयता नोटिस", "निजता सूचना", "privacy notice"],
  },
  resume: {
    term: "रिज़्यूमे",
    wrong: ["resume", "Resume", "CV", "रिज्यूमे", "रेज़्यूमे", "रिज़्यूम ", "बायोडाटा", "सीवी"],
  },
  application: { term: "आवेदन", wrong: ["अर्ज़ी", "अर्जी", "अर्ज़ियाँ", "अर्जियाँ", "एप्लिकेशन", "एप्लीकेशन"] },
  opening: { term: "खुले पद", wrong: ["खुली जगह", "रिक्ति", "वैकेंसी", "ओपनिंग", "मौजूदा नौकरियाँ"] },
  strategist: { term: "रणनीतिकार", wrong: ["स्ट्रैटेजिस्ट", "स्ट्रेटेजिस्ट", "strategist"] },
  office: { term: "ऑफ़िस", wrong: ["दफ़्तर", "दफ्तर", "ऑफिस", "कार्यालय"] },
  price: { term: "दाम", wrong: ["कीमत", "क़ीमत", "प्राइस", "price"] },
  website: { term: "वेबसाइट", wrong: ["website", "Website", "वेब साइट", "वेबसाईट"] },
  app: { term: "ऐप", wrong: ["app", "एप्प", "ऐप्प", "मोबाइल एप "] },
  insights: { term: "इनसाइट्स", wrong: ["इन्साइट्स", "इनसाइट्‍स", "अंतर्दृष्टि"] },
  freeCall: {
    term: "मुफ़्त कॉल, कोई बाध्यता नहीं",
    wrong: ["फ़्री कॉल", "फ्री कॉल", "निःशुल्क कॉल", "मुफ्त", "कोई ज़िम्मेदारी नहीं"],
  },
  mobileFirst: {
    term: "मोबाइल-फ़र्स्ट",
    wrong: ["मोबाइल फ़र्स्ट", "मोबाइल-फर्स्ट", "मोबाइल फर्स्ट", "मोबाइल को पहली जगह", "mobile-first"],
  },
  workingHours: { term: "कामकाजी घंटे", wrong: ["ठीक-ठाक घंटे", "काम के घंटे", "वर्किंग आवर्स", "कार्य-समय"] },
  consent: { term: "सहमति", wrong: ["रज़ामंदी", "रजामंदी", "कंसेंट", "consent"] },
  personalData: {
    term: "वैयक्तिक डाटा",
    wrong: ["डेटा", "निजी डाटा", "व्यक्तिगत डाटा", "पर्सनल डाटा", "निजी जानकारी", "personal data"],
  },
  dataBreach: { term: "वैयक्तिक डाटा भंग", wrong: ["सेंध", "डाटा उल्लंघन", "डाटा ब्रीच", "डाटा लीक", "ब्रीच"] },
  act: {
    term: "डिजिटल वैयक्तिक डाटा संरक्षण अधिनियम, 2023",
    wrong: ["डिजिटल पर्सनल डाटा प्रोटेक्शन", "DPDP क़ानून", "DPDP कानून", "DPDP एक्ट", "डाटा संरक्षण क़ानून"],
  },
  dataFiduciary: { term: "डाटा न्यासी", wrong: ["फ़िड्यूशियरी", "फिड्यूशियरी", "फ़िडुशियरी", "Data Fiduciary"] },
  dataPrincipal: { term: "डाटा प्रधान", wrong: ["डाटा प्रिंसिपल", "Data Principal"] },
  grievanceOfficer: {
    term: "शिकायत अधिकारी",
    wrong: ["ग्रीवेंस ऑफ़िसर", "ग्रीवांस", "शिकायत निवारण अधिकारी", "Grievance Officer"],
  },
  nominee: { term: "नामिती", wrong: ["नॉमिनी", "नोमिनी", "नामांकित व्यक्ति", "नामित व्यक्ति", "नामित करना", "nominee"] },
  erase: { term: "मिटाना", wrong: ["डिलीट", "इरेज़", "erase"] },
  withdrawConsent: {
    term: "सहमति वापस लेना",
    wrong: ["सहमति रद्द", "सहमति वापिस", "सहमति हटा", "सहमति ख़त्म", "मंज़ूरी वापस"],
  },
  bookCall: { term: "कॉल बुक करें", wrong: ["कॉल तय करें", "कॉल शेड्यूल", "कॉल फ़िक्स", "book a call"] },
  client: { term: "क्लाइंट", wrong: ["क्लायंट", "क्लाईंट", "client"] },
  quote: { term: "कोटेशन", wrong: ["क्वोटेशन", "क्वोट", "कोटेशंस", "quote"] },
  campaign: { term: "कैंपेन", wrong: ["कैम्पेन", "अभियान", "कैंपेंस"] },
};
