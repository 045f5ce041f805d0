import type { FormOutcome, FormPrivacyCopy } from "./formPrivacy";
import { formOutcomeBackLinks as english, formOutcomes as englishOutcomes } from "./formPrivacy";
import { pagePaths } from "./paths";
import { site } from "./site";

const { enquiries, applications } = site.privacy.retentionMonths;

// Hindi: the forms' privacy lines, the application's consent, and the pages a form posted without
// JavaScript lands on. Slugs and links are the English records'.
export const formPrivacy: FormPrivacyCopy = {
  noticeLink: { label: "गोपनीयता सूचना", href: pagePaths.privacy },
  contact: {
    note: `हम ये जानकारी सिर्फ़ आपकी पूछताछ का जवाब देने के लिए इस्तेमाल करते हैं और इसे ${enquiries} महीने तक रखते हैं।`,
  },
  application: {
    note: `हम आपका रिज़्यूमे और जानकारी आपके आवेदन को परखने और मिलते-जुलते खुले पदों के लिए आपके नाम पर विचार करने के लिए इस्तेमाल करते हैं, और इन्हें ${applications} महीने तक रखते हैं।`,
    consentLabel: `मैं सहमत हूँ कि ${site.name} इस आवेदन को परखने और मिलते-जुलते खुले पदों के लिए मेरे नाम पर विचार करने के लिए मेरा रिज़्यूमे और जानकारी इस्तेमाल करे, और इन्हें ${applications} महीने तक रखे। मेरी उम्र 18 वर्ष या उससे अधिक है।`,
  },
};

const words: Record<string, Pick<FormOutcome, "title" | "heading" | "text">> = {
  "message-received": {
    title: "मैसेज मिल गया",
    heading: "धन्यवाद! आपका मैसेज हमें मिल गया है।",
    text: "हमारी टीम जल्द ही, आम तौर पर एक कामकाजी दिन के अंदर, आपसे संपर्क करेगी।",
  },
  "application-received": {
    title: "आवेदन मिल गया",
    heading: "धन्यवाद! आपका आवेदन हमें मिल गया है।",
    text: "हमारी भर्ती टीम पाँच कामकाजी दिनों के अंदर आपको जवाब देगी।",
  },
  "check-details": {
    title: "कृपया अपनी जानकारी जाँचें",
    heading: "कुछ जानकारी छूट गई है या सही रूप में नहीं है",
    text: "कुछ नहीं भेजा गया। फ़ॉर्म पर वापस जाएँ (आपने जो लिखा था, ब्राउज़र आम तौर पर उसे रखता है), * वाले खाने जाँचें और फिर से भेजें।",
  },
  "consent-missing": {
    title: "सहमति ज़रूरी है",
    heading: "आपके आवेदन को परखने के लिए हमें आपकी सहमति चाहिए",
    text: "कुछ नहीं भेजा गया। वापस जाएँ, आवेदन भेजने वाले बटन के ऊपर सहमति वाले बॉक्स पर टिक करें और फिर से भेजें।",
  },
  "resume-too-large": {
    title: "रिज़्यूमे बहुत बड़ा है",
    heading: "आपका रिज़्यूमे 5 MB से बड़ा है",
    text: "कुछ नहीं भेजा गया। अपना रिज़्यूमे 5 MB तक की PDF, DOC या DOCX फ़ाइल में सेव करें और फिर से भेजें।",
  },
  "resume-type": {
    title: "इस तरह की रिज़्यूमे फ़ाइल नहीं ली जा सकती",
    heading: "आपका रिज़्यूमे PDF, DOC या DOCX फ़ाइल होना चाहिए",
    text: "कुछ नहीं भेजा गया। आपकी चुनी हुई फ़ाइल, नाम चाहे जो हो, इनमें से किसी तरह की नहीं है। अपना रिज़्यूमे PDF, DOC या DOCX में जोड़ें और फिर से भेजें।",
  },
  "too-many": {
    title: "बहुत बार भेजा गया",
    heading: "आपके कनेक्शन से बहुत बार भेजा गया",
    text: "इस बार कुछ नहीं भेजा गया। कुछ मिनट रुककर फिर से भेजें, या हमें कॉल या ईमेल करें।",
  },
  "not-sent": {
    title: "भेजा नहीं गया",
    heading: "हमारा सर्वर आपकी जानकारी नहीं ले पाया",
    text: "कुछ नहीं भेजा गया। कुछ मिनट बाद फिर से कोशिश करें, या हमें कॉल या ईमेल करें।",
  },
};

export const formOutcomes: FormOutcome[] = englishOutcomes.map((outcome) => {
  const text = words[outcome.slug];
  if (!text) throw new Error(`No Hindi words for the form outcome "${outcome.slug}"`);
  return { ...outcome, ...text };
});

export const formOutcomeBackLinks: typeof english = {
  contact: { ...english.contact, label: "संपर्क फ़ॉर्म पर वापस जाएँ" },
  application: { ...english.application, label: "नौकरी के आवेदन पर वापस जाएँ" },
};

export const formOutcomeCopy: { reachUs: { before: string; or: string; after: string }; home: string } = {
  reachUs: { before: "आप हमें सीधे ", or: " पर कॉल या ", after: " पर ईमेल भी कर सकते हैं।" },
  home: "होम",
};
