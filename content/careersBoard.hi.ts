import { applicationForm as english, type ApplicationFormCopy, type JobBoardCopy } from "./careersBoard";

// Hindi: the job cards and the application form. Field names, caps and formats stay the English record's; the
// position chosen is stored by its English title.
const [fullName, phone, email, github, linkedin, portfolio, resume, experience, currentSalary, expectedSalary] =
  english.fields;

export const jobBoard: JobBoardCopy = {
  postedLabel: "पोस्ट की तारीख़",
  factLabels: { location: "जगह", type: "प्रकार", salary: "वेतन", experience: "अनुभव" },
  types: { "Full-time": "पूर्णकालिक" },
  salary: "₹{range} / महीना",
  detailsLabel: "विवरण देखें",
  applyLabel: "अभी आवेदन करें",
  responsibilitiesHeading: "ज़िम्मेदारियाँ",
  qualificationsHeading: "योग्यताएँ",
  toolsHeading: "आप किन टूल्स पर काम करेंगे",
};

export const applicationForm: ApplicationFormCopy = {
  detailsApplyLabel: "इस पद के लिए आवेदन करें",
  heading: "नौकरी का आवेदन",
  lead: "अपने बारे में बताइए और अपना रिज़्यूमे जोड़िए। * वाले खाने ज़रूरी हैं।",
  successMessage: "धन्यवाद! आपका आवेदन हमें मिल गया है। हमारी भर्ती टीम पाँच कामकाजी दिनों में आपसे संपर्क करेगी।",
  submitLabel: "आवेदन भेजें",
  submittingLabel: "भेज रहे हैं...",
  retryLabel: "फिर से भेजें",
  notConnectedWhat: "आपका आवेदन",
  positionField: { ...english.positionField, label: "पद", required: "खुले पदों में से एक चुनें" },
  fields: [
    { ...fullName, label: "पूरा नाम", required: "पूरा नाम ज़रूरी है" },
    { ...phone, label: "फ़ोन नंबर", required: "फ़ोन नंबर ज़रूरी है" },
    { ...email, label: "ईमेल", required: "ईमेल ज़रूरी है" },
    { ...github, label: "GitHub प्रोफ़ाइल", hint: "आपके प्रोफ़ाइल पेज का पूरा लिंक" },
    { ...linkedin, label: "LinkedIn प्रोफ़ाइल", hint: "आपके प्रोफ़ाइल पेज का पूरा लिंक" },
    {
      ...portfolio,
      label: "पोर्टफ़ोलियो लिंक (डिज़ाइन के पदों के लिए)",
      hint: "Behance, Dribbble, शेयर किया फ़ोल्डर या आपकी अपनी साइट का पूरा लिंक",
    },
    { ...resume, label: "रिज़्यूमे", required: "रिज़्यूमे ज़रूरी है", hint: "PDF, DOC या DOCX, 5 MB तक।" },
    { ...experience, label: "अनुभव (साल)", required: "अनुभव ज़रूरी है" },
    { ...currentSalary, label: "मौजूदा वेतन", hint: "महीने का, ₹ में, जैसे 40,000" },
    { ...expectedSalary, label: "अपेक्षित वेतन", hint: "महीने का, ₹ में, जैसे 55,000" },
  ],
  resumeDrop: {
    drag: "अपना रिज़्यूमे यहाँ खींचकर छोड़ें",
    here: ", या ",
    browse: "फ़ाइल चुनें",
    dropping: "जोड़ने के लिए अपना रिज़्यूमे छोड़ें",
    attached: "जोड़ी गई फ़ाइल: {file}।",
  },
};
