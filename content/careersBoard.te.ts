import { applicationForm as english, type ApplicationFormCopy, type JobBoardCopy } from "./careersBoard";

// Telugu: the job cards and the application form. Field names, caps and formats stay the English record's; the
// position chosen is stored by its English title.
const [fullName, phone, email, github, linkedin, portfolio, resume, experience, currentSalary, expectedSalary] =
  english.fields;

export const jobBoard: JobBoardCopy = {
  postedLabel: "పోస్ట్ చేసిన తేదీ",
  factLabels: { location: "ప్రదేశం", type: "రకం", salary: "జీతం", experience: "అనుభవం" },
  types: { "Full-time": "పూర్తి సమయం" },
  salary: "₹{range} / నెలకు",
  detailsLabel: "వివరాలు చూడండి",
  applyLabel: "ఇప్పుడే దరఖాస్తు చేయండి",
  responsibilitiesHeading: "బాధ్యతలు",
  qualificationsHeading: "అర్హతలు",
  toolsHeading: "మీరు వాడే టూల్స్",
};

export const applicationForm: ApplicationFormCopy = {
  detailsApplyLabel: "ఈ ఉద్యోగానికి దరఖాస్తు చేయండి",
  heading: "ఉద్యోగ దరఖాస్తు",
  lead: "మీ గురించి చెప్పి, మీ రెజ్యూమె జత చేయండి. * గుర్తు ఉన్నవి తప్పనిసరి.",
  successMessage: "ధన్యవాదాలు! మీ దరఖాస్తు మాకు అందింది. ఐదు పని దినాల్లో మా నియామక టీమ్ మిమ్మల్ని సంప్రదిస్తుంది.",
  submitLabel: "దరఖాస్తు పంపండి",
  submittingLabel: "పంపుతున్నాం...",
  retryLabel: "మళ్లీ పంపండి",
  notConnectedWhat: "మీ దరఖాస్తు",
  positionField: { ...english.positionField, label: "ఉద్యోగం", required: "ఖాళీగా ఉన్న ఉద్యోగాల్లో ఒకటి ఎంచుకోండి" },
  fields: [
    { ...fullName, label: "పూర్తి పేరు", required: "పూర్తి పేరు తప్పనిసరి" },
    { ...phone, label: "ఫోన్ నంబర్", required: "ఫోన్ నంబర్ తప్పనిసరి" },
    { ...email, label: "ఈమెయిల్", required: "ఈమెయిల్ తప్పనిసరి" },
    { ...github, label: "GitHub ప్రొఫైల్", hint: "మీ ప్రొఫైల్ పేజీ పూర్తి లింక్" },
    { ...linkedin, label: "LinkedIn ప్రొఫైల్", hint: "మీ ప్రొఫైల్ పేజీ పూర్తి లింక్" },
    {
      ...portfolio,
      label: "పోర్ట్‌ఫోలియో లింక్ (డిజైన్ ఉద్యోగాలకు)",
      hint: "Behance, Dribbble, షేర్ చేసిన ఫోల్డర్ లేదా మీ సొంత సైట్ పూర్తి లింక్",
    },
    { ...resume, label: "రెజ్యూమె", required: "రెజ్యూమె తప్పనిసరి", hint: "PDF, DOC లేదా DOCX, 5 MB వరకు." },
    { ...experience, label: "అనుభవం (ఏళ్లు)", required: "అనుభవం తప్పనిసరి" },
    { ...currentSalary, label: "ప్రస్తుత జీతం", hint: "నెలకు, ₹లో, ఉదా. 40,000" },
    { ...expectedSalary, label: "ఆశించే జీతం", hint: "నెలకు, ₹లో, ఉదా. 55,000" },
  ],
  resumeDrop: {
    drag: "మీ రెజ్యూమెను ఇక్కడికి లాగి వదలండి",
    here: ", లేదా ",
    browse: "ఫైల్ ఎంచుకోండి",
    dropping: "జత చేయడానికి మీ రెజ్యూమెను వదలండి",
    attached: "జత చేసినది: {file}.",
  },
};
