import type { TermsInLanguage } from "./terms";

// Telugu: the one word the copy writes for each concept of content/terms.ts, and the variants it must not write.
// A variant is matched as a substring of every visible string, so each is chosen not to occur inside an
// innocent word (no bare "ఫామ్", which is inside "ప్లాట్‌ఫామ్"; no bare "యాప్", which is inside "WhatsApp").
export const terms: TermsInLanguage = {
  email: {
    term: "ఈమెయిల్",
    wrong: ["e-mail", "E-mail", "Email", "ఇమెయిల్", "ఈ-మెయిల్", "ఇ-మెయిల్", "ఈ మెయిల్", "ఈమెయిలు", "ఈమెయిళ్"],
  },
  enquiry: {
    term: "ఎంక్వైరీ",
    wrong: ["enquiry", "enquiries", "inquiry", "ఎంక్వయిరీ", "ఇంక్వైరీ", "విచారణ"],
  },
  contactForm: {
    term: "సంప్రదింపు ఫారమ్",
    wrong: ["contact form", "కాంటాక్ట్ ఫారమ్", "కాంటాక్ట్ ఫారం", "కాంటాక్ట్ ఫామ్", "సంప్రదింపు ఫారం", "సంప్రదింపు ఫామ్"],
  },
  privacyNotice: {
    term: "గోప్యతా నోటీసు",
    wrong: ["privacy notice", "Privacy notice", "ప్రైవసీ నోటీసు", "ప్రైవసీ నోటీస్", "ప్రైవసీ పాలసీ", "గోప్యతా నోటీస్", "గోప్యతా ప్రకటన"],
  },
  resume: {
    term: "రెజ్యూమె",
    wrong: ["resume", "Resume", "résumé", "CV", "రెజ్యూమే", "రెజ్యూమ్", "రెస్యూమ్", "బయోడేటా"],
  },
  application: {
    term: "దరఖాస్తు",
    wrong: ["application", "అప్లికేషన్", "అప్లై", "దరకాస్తు"],
  },
  opening: {
    term: "ఉద్యోగ ఖాళీ",
    wrong: ["opening", "ఓపెనింగ్", "వేకెన్సీ", "ఉద్యోగావకాశ"],
  },
  strategist: {
    term: "స్ట్రాటజిస్ట్",
    wrong: ["strategist", "స్ట్రాటెజిస్ట్", "స్ట్రేటజిస్ట్", "వ్యూహకర్త"],
  },
  office: {
    term: "ఆఫీసు",
    wrong: ["Office", "ఆఫీస్", "కార్యాలయం", "కార్యాలయాని", "కార్యాలయంలో"],
  },
  price: {
    term: "ధర",
    wrong: ["price", "Price", "ప్రైస్", "ఖరీదు", "వెల "],
  },
  website: {
    term: "వెబ్‌సైట్",
    wrong: ["website", "Website", "web site", "వెబ్సైట్", "వెబ్ సైట్", "వెబ్‌సైటు"],
  },
  app: {
    term: "యాప్",
    wrong: ["app ", "apps", "App డెవలప్", "App నిర్వహణ", "ఆప్‌లు", "అప్లికేషన్లు"],
  },
  insights: {
    term: "ఇన్‌సైట్స్",
    wrong: ["సూచనలు", "అంతర్దృష్టులు", "ఇన్సైట్స్", "ఇన్‌సైట్‌లు"],
  },
  freeCall: {
    term: "మొదటి కాల్ ఉచితం, ఎలాంటి ఒత్తిడి లేదు",
    wrong: ["బాధ్యత లేదు", "బాధ్యత లేకుండా", "ఫ్రీ కాల్", "ఆబ్లిగేషన్"],
  },
  mobileFirst: {
    term: "మొబైల్‌కే మొదటి ప్రాధాన్యం",
    wrong: ["మొబైల్‌కు ముందు", "మొబైల్-ముందు", "మొబైల్ కు ముందు", "మొబైల్-ఫస్ట్", "మొబైల్ ఫస్ట్", "mobile-first", "Mobile-first"],
  },
  workingHours: {
    term: "పని వేళలు",
    wrong: ["working hours", "పని గంటలు", "పనివేళలు", "ఆఫీసు వేళలు", "ఆఫీసు సమయాలు"],
  },
  consent: {
    term: "అంగీకారం",
    wrong: ["consent", "Consent", "సమ్మతి", "ఒప్పుదల", "కన్సెంట్"],
  },
  personalData: {
    term: "వ్యక్తిగత డేటా",
    wrong: ["personal data", "పర్సనల్ డేటా", "వ్యక్తిగత సమాచారం", "వ్యక్తిగత వివరాల", "వ్యక్తిగత దత్తాంశ"],
  },
  dataBreach: {
    term: "వ్యక్తిగత డేటా ఉల్లంఘన",
    wrong: ["data breach", "డేటా లీక్", "డేటా బ్రీచ్", "భద్రతా ఉల్లంఘన", "డేటా చౌర్యం"],
  },
  act: {
    term: "DPDP చట్టం",
    wrong: [
      "Digital Personal Data Protection Act",
      "DPDP Act",
      "DPDP యాక్ట్",
      "డీపీడీపీ",
      "డిజిటల్ పర్సనల్ డేటా ప్రొటెక్షన్",
      "డేటా పరిరక్షణ చట్టం, 2023 కింద",
    ],
  },
  dataFiduciary: {
    term: "డేటా ఫిడ్యూషియరీ",
    wrong: ["Data Fiduciary", "data fiduciary", "డేటా ఫిడ్యుషియరీ", "డేటా విశ్వాసి", "డేటా ట్రస్టీ", "డేటా సంరక్షకు"],
  },
  dataPrincipal: {
    term: "డేటా ప్రిన్సిపల్",
    wrong: ["Data Principal", "data principal", "డేటా ప్రిన్సిపాల్", "డేటా యజమాని", "డేటా యజమానులు"],
  },
  grievanceOfficer: {
    term: "ఫిర్యాదుల అధికారి",
    wrong: ["Grievance Officer", "గ్రీవెన్స్ ఆఫీసర్", "గ్రీవెన్స్ అధికారి", "ఫిర్యాదు అధికారి", "ఫిర్యాదుల ఆఫీసర్"],
  },
  nominee: {
    term: "నామినీ",
    wrong: ["nominee", "Nominee", "నామిని ", "నామినేటెడ్ వ్యక్తి", "నామినీగా పెట్టిన"],
  },
  erase: {
    term: "తొలగించడం",
    wrong: ["erase", "Erase", "delete", "డిలీట్", "చెరిపివే", "చెరిపేయ", "తుడిచివే"],
  },
  withdrawConsent: {
    term: "అంగీకారాన్ని వెనక్కి తీసుకోవడం",
    wrong: ["Withdraw", "withdraw consent", "ఉపసంహర", "విత్‌డ్రా", "అంగీకారాన్ని రద్దు"],
  },
  bookCall: {
    term: "కాల్ బుక్ చేసుకోండి",
    wrong: ["Book a call", "book a call", "కాల్ షెడ్యూల్", "కాల్ బుక్ చేయండి", "కాల్‌ని బుక్"],
  },
  client: {
    term: "క్లయింట్",
    wrong: ["client", "Client", "క్లైంట్", "క్లయెంట్", "క్లైయింట్", "ఖాతాదారు"],
  },
  quote: {
    term: "కొటేషన్",
    wrong: ["quote", "Quote", "కోటేషన్", "కొటేశన్", "కోట్ ఇస్తాం", "కోట్ అడగ", "ధర అంచనా"],
  },
  campaign: {
    term: "క్యాంపెయిన్",
    wrong: ["కాంపెయిన్", "క్యాంపైన్", "కేంపెయిన్", "ప్రచార కార్యక్రమ", "Campaign "],
  },
};
