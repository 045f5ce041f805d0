import type { FormOutcome, FormPrivacyCopy } from "./formPrivacy";
import { formOutcomeBackLinks as english, formOutcomes as englishOutcomes } from "./formPrivacy";
import { pagePaths } from "./paths";
import { site } from "./site";

const { enquiries, applications } = site.privacy.retentionMonths;

// Telugu: the forms' privacy lines, the application's consent, and the pages a form posted without
// JavaScript lands on. Slugs and links are the English records'.
export const formPrivacy: FormPrivacyCopy = {
  noticeLink: { label: "గోప్యతా నోటీసు", href: pagePaths.privacy },
  contact: {
    note: `ఈ వివరాలను మీ ఎంక్వైరీకి జవాబు ఇవ్వడానికి మాత్రమే వాడతాం, ${enquiries} నెలలు ఉంచుతాం.`,
  },
  application: {
    note: `మీ దరఖాస్తును పరిశీలించడానికి, ఇలాంటి ఇతర ఉద్యోగ ఖాళీలకు మిమ్మల్ని పరిగణించడానికి మీ రెజ్యూమె, వివరాలను వాడతాం; వాటిని ${applications} నెలలు ఉంచుతాం.`,
    consentLabel: `ఈ దరఖాస్తును పరిశీలించడానికి, ఇలాంటి ఇతర ఉద్యోగ ఖాళీలకు నన్ను పరిగణించడానికి ${site.name} నా రెజ్యూమె, వివరాలను వాడుకోవడానికి, వాటిని ${applications} నెలలు ఉంచడానికి నేను అంగీకరిస్తున్నాను. నా వయసు 18 ఏళ్లు లేదా అంతకంటే ఎక్కువ.`,
  },
};

const words: Record<string, Pick<FormOutcome, "title" | "heading" | "text">> = {
  "message-received": {
    title: "మెసేజ్ అందింది",
    heading: "ధన్యవాదాలు! మీ మెసేజ్ మాకు అందింది.",
    text: "మా టీమ్ త్వరలో, సాధారణంగా ఒక పని దినంలోపు, మిమ్మల్ని సంప్రదిస్తుంది.",
  },
  "application-received": {
    title: "దరఖాస్తు అందింది",
    heading: "ధన్యవాదాలు! మీ దరఖాస్తు మాకు అందింది.",
    text: "మా నియామకాల టీమ్ ఐదు పని దినాలలోపు మీకు జవాబిస్తుంది.",
  },
  "check-details": {
    title: "దయచేసి మీ వివరాలు చూడండి",
    heading: "కొన్ని వివరాలు లేవు లేదా సరైన రూపంలో లేవు",
    text: "ఏదీ పంపబడలేదు. ఫారమ్‌కు తిరిగి వెళ్లండి (మీరు టైప్ చేసినది సాధారణంగా బ్రౌజర్ ఉంచుతుంది), * గుర్తు ఉన్న వివరాలు చూసి మళ్లీ పంపండి.",
  },
  "consent-missing": {
    title: "మీ అంగీకారం కావాలి",
    heading: "మీ దరఖాస్తును పరిశీలించడానికి మీ అంగీకారం కావాలి",
    text: "ఏదీ పంపబడలేదు. వెనక్కి వెళ్లి, దరఖాస్తు పంపే బటన్ పైన ఉన్న అంగీకార బాక్స్‌ను టిక్ చేసి మళ్లీ పంపండి.",
  },
  "resume-too-large": {
    title: "రెజ్యూమె ఫైల్ చాలా పెద్దది",
    heading: "మీ రెజ్యూమె 5 MB కంటే పెద్దది",
    text: "ఏదీ పంపబడలేదు. మీ రెజ్యూమెను 5 MB లోపు PDF, DOC లేదా DOCX ఫైల్‌గా సేవ్ చేసి మళ్లీ పంపండి.",
  },
  "resume-type": {
    title: "ఈ రకం రెజ్యూమె ఫైల్ తీసుకోలేం",
    heading: "మీ రెజ్యూమె PDF, DOC లేదా DOCX ఫైల్ అయి ఉండాలి",
    text: "ఏదీ పంపబడలేదు. మీరు ఎంచుకున్న ఫైల్ పేరు ఏదైనా, అది ఈ రకాలలో ఒకటి కాదు. మీ రెజ్యూమెను PDF, DOC లేదా DOCX ఫైల్‌గా జత చేసి మళ్లీ పంపండి.",
  },
  "too-many": {
    title: "చాలా సార్లు పంపారు",
    heading: "మీ కనెక్షన్ నుండి చాలా సార్లు పంపారు",
    text: "ఈసారి ఏదీ పంపబడలేదు. కొన్ని నిమిషాలు ఆగి మళ్లీ పంపండి, లేదా మాకు ఫోన్ లేదా ఈమెయిల్ చేయండి.",
  },
  "not-sent": {
    title: "పంపబడలేదు",
    heading: "మా సర్వర్ మీ వివరాలను తీసుకోలేకపోయింది",
    text: "ఏదీ పంపబడలేదు. కొన్ని నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి, లేదా మాకు ఫోన్ లేదా ఈమెయిల్ చేయండి.",
  },
};

export const formOutcomes: FormOutcome[] = englishOutcomes.map((outcome) => {
  const text = words[outcome.slug];
  if (!text) throw new Error(`No Telugu words for the form outcome "${outcome.slug}"`);
  return { ...outcome, ...text };
});

export const formOutcomeBackLinks: typeof english = {
  contact: { ...english.contact, label: "సంప్రదింపు ఫారమ్‌కు తిరిగి వెళ్లండి" },
  application: { ...english.application, label: "ఉద్యోగ దరఖాస్తుకు తిరిగి వెళ్లండి" },
};

export const formOutcomeCopy: { reachUs: { before: string; or: string; after: string }; home: string } = {
  reachUs: { before: "మీరు నేరుగా ", or: " నంబర్‌కు ఫోన్ చేయవచ్చు లేదా ", after: " కు ఈమెయిల్ పంపవచ్చు." },
  home: "హోమ్",
};
