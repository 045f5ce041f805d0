import type { FormMessages } from "./formMessages";

export const formMessages: FormMessages = {
  emailFormat: "सही ईमेल पता लिखें, जैसे name@example.com",
  phoneFormat: "सही फ़ोन नंबर लिखें, जैसे +91 98765 43210",
  resume: "रिज़्यूमे ज़रूरी है",
  resumeType: "रिज़्यूमे PDF, DOC या DOCX फ़ाइल होना चाहिए",
  resumeSize: "रिज़्यूमे 5 MB या उससे छोटा होना चाहिए",
  experienceNumber: "अनुभव सालों की संख्या में लिखें, 0 या उससे ज़्यादा",
  url: "https:// से शुरू होने वाला पूरा लिंक लिखें",
  choice: "दिए गए विकल्पों में से एक चुनें",
  consent: "सहमति ज़रूरी है",
  tooLong: (label, max) => `${label} ${max} अक्षरों या उससे कम का होना चाहिए`,
};
