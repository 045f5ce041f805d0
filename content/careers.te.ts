import { localFacts } from "./facts.te";
import { alongside } from "./translate";
import * as en from "./careers";
import type { CareersIntro, JobOpening } from "./careers";

// Telugu copy of the careers page (content/careers.ts). Ids, dates, salaries, work modes and tools stay in the
// English records; the card's location line is the city and the work mode, in Telugu.

const { workModeText, workModes } = localFacts;

export const careersIntro: CareersIntro = {
  eyebrow: "ఉద్యోగాలు",
  heading: "హైదరాబాద్ మాట్లాడుకునే బ్రాండ్‌లను నిర్మించండి",
  lead: "మేం చిన్న, సీనియర్ టీమ్ — ప్రతి వారం నిజమైన భారతీయ వ్యాపారాల కోసం నిజమైన పని పూర్తిచేస్తాం. స్పష్టమైన బ్రీఫ్‌లు, నిజాయితీ అభిప్రాయం, మీ పని లైవ్ అవడం చూడటం మీకిష్టమైతే, మిమ్మల్ని కలవాలనుకుంటున్నాం.",
  perksHeading: "మాతో ఎందుకు పనిచేయాలి",
  perks: [
    {
      title: "పూర్తయిన పని నుంచి నేర్చుకోండి",
      text: "మొదటి వారం నుంచే ప్రతి ఉద్యోగీ లైవ్ క్లయింట్ అకౌంట్లపై పనిచేస్తారు; మీ పనిని సమీక్షించే మెంటర్ తోడుంటారు.",
    },
    {
      title: "సరైన పని గంటలు, స్పష్టమైన పని విధానాలు",
      text: `ముఖ్య పని గంటలు ఉదయం 10 నుంచి సాయంత్రం 5 వరకు, వారాంతాల్లో కాల్స్ ఉండవు. ${workModes.Hybrid} ఉద్యోగాలు: ${workModeText("Hybrid")}; ${workModes["On-site"]} ఉద్యోగాలు: ${workModeText("On-site")}.`,
    },
    {
      title: "కనిపించే ఎదుగుదల",
      text: "ఏటా ₹20,000 నేర్చుకునే బడ్జెట్, సర్టిఫికేషన్ ఫీజులు మేమే చెల్లిస్తాం, ప్రతి ఆరు నెలలకు జీతం సమీక్ష.",
    },
  ],
  openingsLinkLabel: "ఖాళీలు చూడండి",
  openingsHeading: "ప్రస్తుత ఖాళీలు",
  openingsLead: "జీతాలు నెలవారీగా, భారతీయ రూపాయల్లో. మీ రెజ్యూమేతో దరఖాస్తు చేయండి; ప్రతి దరఖాస్తుకూ ఐదు పని దినాల్లో జవాబిస్తాం.",
};

const cities: Record<string, string> = { Hyderabad: "హైదరాబాద్" };

/** A role's city in Telugu: a new city without its Telugu name fails the build rather than show English. */
function cityName(city: string): string {
  const name = cities[city];
  if (!name) throw new Error(`No Telugu name for the city "${city}"`);
  return name;
}

export const jobOpenings: JobOpening[] = alongside(en.jobOpenings, [
  {
    title: "డిజిటల్ మార్కెటింగ్ ఎగ్జిక్యూటివ్",
    experience: "1–3 ఏళ్లు",
    description:
      "దేశవ్యాప్తంగా స్టార్టప్‌లు, చిన్న-మధ్య తరహా వ్యాపారాల కోసం SEO, పెయిడ్ సెర్చ్, సోషల్ క్యాంపెయిన్‌లను ప్లాన్ చేసి, నడిపి, రిపోర్ట్ చేయండి — నెలకు ₹50,000 బడ్జెట్ నుంచి ఏడు అంకెల లాంచ్‌ల వరకు.",
    responsibilities: [
      "Google Ads, Meta Ads క్యాంపెయిన్‌లను ప్లాన్ చేసి నడపడం, వాటి బడ్జెట్‌లు, బిడ్‌ల బాధ్యత తీసుకోవడం",
      "కీవర్డ్ రీసెర్చ్, ఆన్-పేజ్ SEO, నెలవారీ టెక్నికల్ ఆడిట్‌లు చేయడం",
      "మా రచయితలు, డిజైనర్లతో కలిసి నాలుగు నుంచి ఆరు క్లయింట్ బ్రాండ్‌లకు కంటెంట్ క్యాలెండర్లు తయారుచేయడం",
      "Google Analytics 4, Tag Manager‌లో కన్వర్షన్లు ట్రాక్ చేసి, స్పష్టమైన నెలవారీ రిపోర్టులు పంపడం",
      "క్లయింట్ కాల్స్‌లో పాల్గొని ఫలితాలు వివరించడం, వచ్చే నెల ప్రాధాన్యాలు ఒప్పుకోవడం",
    ],
    qualifications: [
      "1–3 ఏళ్ల ప్రత్యక్ష డిజిటల్ మార్కెటింగ్ అనుభవం; ఏజెన్సీ అనుభవం ఉంటే మంచిది",
      "Google Ads లేదా Meta Blueprint సర్టిఫికేషన్, లేదా మొదటి 90 రోజుల్లో దాన్ని సాధించాలనే పట్టుదల",
      "స్ప్రెడ్‌షీట్లతో సౌలభ్యం: పివోట్లు, లుకప్‌లు, సులభమైన అంచనాలు",
      "స్పష్టంగా ఇంగ్లీష్ రాయగలగడం; ప్రాంతీయ క్యాంపెయిన్‌ల కోసం తెలుగు లేదా హిందీ వస్తే అదనపు బలం",
    ],
  },
  {
    title: "UI/UX వెబ్ డిజైనర్",
    experience: "2–4 ఏళ్లు",
    description:
      "వేగంగా తెరుచుకునే, అందరూ వాడగలిగే, అమ్మకాలు తెచ్చే websiteలు, ల్యాండింగ్ పేజీలు, app స్క్రీన్‌లను మణికొండలో మా డెవలపర్ల పక్కనే కూర్చుని డిజైన్ చేయండి.",
    responsibilities: [
      "బ్రీఫ్‌లను వెబ్, మొబైల్ కోసం యూజర్ ఫ్లోలు, వైర్‌ఫ్రేమ్‌లు, పూర్తి స్థాయి డిజైన్లుగా మార్చడం",
      "మళ్లీ వాడగలిగే కాంపోనెంట్లు, స్పష్టమైన టోకెన్లతో డిజైన్ సిస్టమ్‌లు నిర్మించి నిర్వహించడం",
      "ఇంటరాక్షన్లకు ప్రోటోటైప్‌లు తయారుచేసి, అప్పగించే ముందు నిజమైన యూజర్లతో పరీక్షించడం",
      "డెవలపర్లకు సిద్ధమైన ఫైళ్లు ఇవ్వడం, కట్టిన పేజీలను డిజైన్‌తో పోల్చి సమీక్షించడం",
      "అందరూ వాడగలిగేలా డిజైన్ చేయడం: కాంట్రాస్ట్, ఫోకస్ స్టేట్‌లు, చిన్న స్క్రీన్లపై చదవగలిగే అక్షరాలు",
    ],
    qualifications: [
      "websiteలు లేదా appలు డిజైన్ చేసిన 2–4 ఏళ్ల అనుభవం, పూర్తయిన పనుల పోర్ట్‌ఫోలియోతో",
      "లేఅవుట్, టైపోగ్రఫీ, రెస్పాన్సివ్ డిజైన్‌పై గట్టి పట్టు",
      "డెవలపర్లతో పరిమితుల గురించి మాట్లాడగలిగేంత HTML, CSS పరిజ్ఞానం",
      "క్లయింట్లకు డిజైన్ నిర్ణయాలను వివరించిన అనుభవం",
    ],
  },
] satisfies Pick<JobOpening, "title" | "experience" | "description" | "responsibilities" | "qualifications">[]).map(
  (job) => ({ ...job, location: `${cityName(job.city)} · ${workModes[job.workplace]}` }),
);
