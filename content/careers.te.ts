import { localFacts } from "./facts.te";
import type { CareersIntro } from "./careers";

// Telugu copy of the careers page around the openings (content/careers.ts); the openings are content/jobs/.

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
      title: "సరైన పని వేళలు, స్పష్టమైన పని విధానాలు",
      text: `ముఖ్య పని వేళలు ఉదయం 10 నుంచి సాయంత్రం 5 వరకు, వారాంతాల్లో కాల్స్ ఉండవు. ${workModes.Hybrid} ఉద్యోగాలు: ${workModeText("Hybrid")}; ${workModes["On-site"]} ఉద్యోగాలు: ${workModeText("On-site")}.`,
    },
    {
      title: "కనిపించే ఎదుగుదల",
      text: "ఏటా ₹20,000 నేర్చుకునే బడ్జెట్, సర్టిఫికేషన్ ఫీజులు మేమే చెల్లిస్తాం, ప్రతి ఆరు నెలలకు జీతం సమీక్ష.",
    },
  ],
  openingsLinkLabel: "ఉద్యోగ ఖాళీలు చూడండి",
  openingsHeading: "ప్రస్తుత ఉద్యోగ ఖాళీలు",
  openingsLead: "జీతాలు నెలవారీగా, భారతీయ రూపాయల్లో. మీ రెజ్యూమెతో దరఖాస్తు చేయండి; ప్రతి దరఖాస్తుకూ ఐదు పని దినాల్లో జవాబిస్తాం.",
};
