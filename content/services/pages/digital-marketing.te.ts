import { facts } from "../../facts";
import { localFacts } from "../../facts.te";
import { alongside } from "../../translate";
import { frame, hero, heroFrame, section, translatedPage } from "../translate";
import { digitalMarketing as english } from "./digital-marketing";

const grid = section(english, "serviceGrid");
const stats = section(english, "stats");
const why = section(english, "whyChoose");
const cta = section(english, "cta");

const marketingClients = facts.clientCounts.marketing.value;
const results = facts.marketingResults;

export const digitalMarketing = translatedPage(english, {
  title: "హైదరాబాద్‌లో డిజిటల్ మార్కెటింగ్ ఏజెన్సీ — SEO, ప్రకటనలు, సోషల్ మీడియా",
  description: `భారతీయ వ్యాపారాల కోసం పూర్తి డిజిటల్ మార్కెటింగ్: SEO, Google, Meta ప్రకటనలు, సోషల్, కంటెంట్, ఈమెయిల్. ${marketingClients} ${localFacts.clientScopes.marketing}, ${localFacts.roiMultiple} ROI.`,
  keywords: ["హైదరాబాద్ డిజిటల్ మార్కెటింగ్ ఏజెన్సీ", "ఆన్‌లైన్ మార్కెటింగ్", "పెర్ఫార్మెన్స్ మార్కెటింగ్", "Google Ads ఏజెన్సీ", "హైదరాబాద్ సోషల్ మీడియా ఏజెన్సీ"],
  sections: [
    {
      ...heroFrame(hero(english)),
      eyebrow: "డిజిటల్ మార్కెటింగ్ ఏజెన్సీ · హైదరాబాద్",
      heading: "మీ అమ్మకాల అంకెల్లో కనిపించే మార్కెటింగ్",
      lead: "సెర్చ్, సోషల్, ప్రకటనలు, కంటెంట్, ఈమెయిల్ — అన్నిటికీ ఒకే టీమ్. మీ లక్ష్యాల చుట్టూ ప్లాన్ చేసి, రూపాయి రూపాయి జాగ్రత్తగా ఖర్చు చేసి, ప్రతి నెలా నిజాయితీగా రిపోర్ట్ చేస్తాం. హైదరాబాద్, బెంగళూరు, ఇతర నగరాల ఫౌండర్లు, మార్కెటింగ్ హెడ్‌లతో పనిచేస్తాం.",
      actions: alongside(hero(english).actions, [{ label: "మా సేవలు చూడండి" }, { label: "కాల్ చేయండి" }]),
      figures: [
        { value: marketingClients, label: localFacts.clientScopes.marketing },
        { value: localFacts.roiMultiple, label: "సగటు ROI" },
        { value: results.campaigns, label: "క్యాంపెయిన్‌లు" },
        { value: results.trafficGrowth, label: "ట్రాఫిక్ పెరుగుదల" },
      ],
      highlights: ["నెలవారీ రిటైనర్లు ₹25,000 నుంచి", "హైదరాబాద్‌లో మీకోసం ప్రత్యేక అకౌంట్ మేనేజర్"],
    },
    {
      ...frame(grid),
      eyebrow: "సేవలు",
      heading: "మీ వృద్ధి ప్లాన్‌కు కావలసినవన్నీ",
      intro: "ఒక్క ఛానెల్ ఎంచుకోండి లేదా మొత్తం మాకే వదిలేయండి. ఏదైనా, ప్రతి రూపాయినీ ఒక లీడ్ లేదా అమ్మకం వరకు ట్రాక్ చేస్తాం.",
      items: alongside(grid.items, [
        {
          title: "సెర్చ్ ఇంజిన్ ఆప్టిమైజేషన్",
          description: "టెక్నికల్ సవరణలు, లోకల్ SEO, కంటెంట్ — కస్టమర్లను తెచ్చే సెర్చ్‌లలో మిమ్మల్ని మొదటి పేజీకి తెస్తాయి.",
        },
        {
          title: "పే-పర్-క్లిక్ ప్రకటనలు",
          description: "క్లిక్‌ల కోసం కాదు, ఒక్కో లీడ్ ఖర్చు కోసం రూపొందించిన Google సెర్చ్, Performance Max, YouTube క్యాంపెయిన్‌లు.",
        },
        {
          title: "సోషల్ మీడియా మార్కెటింగ్",
          description: "ఫాలోయర్లను పెంచి కస్టమర్లుగా మార్చే Instagram, Facebook, LinkedIn కంటెంట్, ప్రకటనలు.",
        },
        {
          title: "కంటెంట్ మార్కెటింగ్",
          description: "కొనేవారి ప్రశ్నలకు జవాబిచ్చి నమ్మకం సంపాదించే బ్లాగులు, గైడ్‌లు, వీడియోలు, కేస్ స్టడీలు.",
        },
        {
          title: "ఈమెయిల్ & WhatsApp మార్కెటింగ్",
          description: "కస్టమర్లను మళ్లీ తెచ్చే ఆటోమేటెడ్ మెసేజ్‌లు, బ్రాడ్‌కాస్ట్‌లు — అనుమతి, అన్‌సబ్‌స్క్రైబ్ సరిగ్గా చూసుకుంటూ.",
        },
        {
          title: "అనలిటిక్స్ & రిపోర్టింగ్",
          description: "GA4, కన్వర్షన్ ట్రాకింగ్, Looker Studio డాష్‌బోర్డులు — ఏది పనిచేస్తోందో సరిగ్గా చూడవచ్చు.",
        },
      ]),
    },
    {
      ...frame(stats),
      heading: "మేం సాధించిన ఫలితాలు",
      items: [
        { value: marketingClients, label: localFacts.clientScopes.marketing },
        { value: localFacts.roiMultiple, label: "సగటు ROI" },
        { value: results.campaigns, label: "క్యాంపెయిన్‌లు" },
        { value: results.trafficGrowth, label: "ట్రాఫిక్ పెరుగుదల" },
      ],
    },
    {
      ...frame(why),
      eyebrow: "మమ్మల్నే ఎందుకు",
      heading: "కేవలం వెండర్ కాదు, మార్కెటింగ్ భాగస్వామి",
      intro: "మీ టీమ్‌లో భాగంలా ఉంటాం: కఠినమైన ప్రశ్నలు అడుగుతాం, నేర్చుకున్నది పంచుకుంటాం, ఫలితాలకు బాధ్యత తీసుకుంటాం.",
      items: alongside(why.items, [
        { title: "ముందు వ్యూహం", description: "ప్రతి పనీ మీ ఆదాయ లక్ష్యాలకు ముడిపడిన 90 రోజుల ప్లాన్‌తో మొదలవుతుంది." },
        {
          title: "మొత్తం ప్రయాణంపై దృష్టి",
          description: "పరిచయం, ఆలోచన, కొనుగోలు — మూడూ విడివిడిగా కాకుండా కలిపి ప్లాన్ చేస్తాం.",
        },
        { title: "స్థానిక నైపుణ్యం", description: "భారతీయ కొనుగోలుదారులు, పండుగ సీజన్లు, ప్రాంతీయ తేడాలు మాకు తెలుసు." },
        {
          title: "పారదర్శక ధరలు",
          description: "రూపాయల్లో స్థిరమైన ఫీజు; ప్రకటనల ఖర్చు ఎంతో అంతే బిల్, ప్రతి ఇన్‌వాయిస్ మీతో పంచుకుంటాం.",
        },
        {
          title: "క్రియేటివ్ టీమ్ ఇంట్లోనే",
          description: "డిజైనర్లు, కాపీరైటర్లు, వీడియో ఎడిటర్లు మా ప్రకటనల నిపుణుల పక్కనే కూర్చుంటారు.",
        },
        { title: "వారానికో చెక్-ఇన్", description: "ప్రతి వారం చిన్న కాల్, ప్రతి నెలా వివరమైన రిపోర్ట్." },
      ]),
    },
    {
      ...frame(cta),
      eyebrow: "కలిసి ఎదుగుదాం",
      heading: "క్లిక్‌లను కస్టమర్లుగా మార్చడానికి సిద్ధమా?",
      text: "మీ లక్ష్యాలు, బడ్జెట్ చెప్పండి. అంచనా ఖర్చులు, ఫలితాలతో ఉచిత ఛానెల్ ప్లాన్‌ను రెండు పని దినాల్లో పంపుతాం.",
      actions: alongside(cta.actions, [
        { label: "మొదలుపెట్టండి" },
        { label: "మాకు ఫోన్ చేయండి" },
        { label: "మా గురించి మరింత తెలుసుకోండి" },
      ]),
    },
  ],
});
