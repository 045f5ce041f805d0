import type { FormMessages } from "./formMessages";

export const formMessages: FormMessages = {
  emailFormat: "సరైన ఈమెయిల్ చిరునామా ఇవ్వండి, ఉదా. name@example.com",
  phoneFormat: "సరైన ఫోన్ నంబర్ ఇవ్వండి, ఉదా. +91 98765 43210",
  resume: "రెజ్యూమె తప్పనిసరి",
  resumeType: "రెజ్యూమె PDF, DOC లేదా DOCX ఫైల్ అయి ఉండాలి",
  resumeSize: "రెజ్యూమె 5 MB లేదా అంతకంటే చిన్నదిగా ఉండాలి",
  experienceNumber: "అనుభవం సంవత్సరాల సంఖ్యలో ఇవ్వండి, 0 లేదా అంతకంటే ఎక్కువ",
  url: "https:// తో మొదలయ్యే పూర్తి లింక్ ఇవ్వండి",
  choice: "ఇచ్చిన వాటిలో ఒకటి ఎంచుకోండి",
  consent: "మీ అంగీకారం తప్పనిసరి",
  tooLong: (label, max) => `${label} ${max} అక్షరాలు లేదా అంతకంటే తక్కువ ఉండాలి`,
};
