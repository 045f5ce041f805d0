import { facts } from "./facts";
import { band } from "./factsInLanguage";
import { localFacts } from "./facts.te";
import * as en from "./home";
import { alongside } from "./translate";
import type {
  FeatureCard,
  HeroRecord,
  HomeControlLabels,
  ProcessStep,
  SectionIntro,
  ServiceCardRecord,
  WelcomeRecord,
} from "./home";
import type { FaqItem, LinkRecord } from "./types";

// Telugu copy of the home page (content/home.ts): the same records, written for Telugu readers. Links, images,
// icons and figures come from the English records and content/facts.ts.

const { weeks } = localFacts;

export const homeHero: HeroRecord = {
  ...en.homeHero,
  eyebrow: "డిజిటల్ మార్కెటింగ్ · వెబ్ డెవలప్‌మెంట్ · డిజైన్ — హైదరాబాద్",
  heading: "ఆన్‌లైన్‌లో వేగంగా ఎదగండి — వెబ్‌సైట్ కట్టే, మార్కెట్ చేసే, ఫలితాలు కొలిచే ఒకే టీమ్‌తో",
  lead: "SEO, ప్రకటనలు, సోషల్ మీడియా, వేగంగా తెరుచుకునే వెబ్‌సైట్‌లు, గుర్తుండిపోయే బ్రాండ్‌లతో భారతీయ స్టార్టప్‌లు, షాపులు, సంస్థలకు కొత్త కస్టమర్లను తెస్తాం — ధరలు రూపాయల్లో స్పష్టంగా, నెలవారీ రిపోర్టులు సులభంగా అర్థమయ్యేలా.",
  cta: { ...en.homeHero.cta, label: "ఈరోజే మొదలుపెట్టండి" },
  secondaryCta: { ...en.homeHero.secondaryCta, label: "మా సేవలు చూడండి" },
  highlights: [`${localFacts.roi} ఎక్కువ ROI`, `${facts.satisfaction} క్లయింట్ సంతృప్తి`, `${facts.experience} ఏళ్ల అనుభవం`],
  results: {
    heading: "డిజిటల్ మార్కెటింగ్ ఫలితాలు",
    stats: [
      { value: localFacts.roiMultiple, label: "సగటు ROI" },
      { value: facts.marketingResults.trafficGrowth, label: "ట్రాఫిక్ పెరుగుదల" },
      { value: facts.marketingResults.campaigns, label: "పూర్తి చేసిన క్యాంపెయిన్‌లు" },
      { value: facts.clientCounts.marketing.value, label: `ప్రస్తుత ${localFacts.clientScopes.marketing}` },
    ],
    note: "మా నెలవారీ రిటైనర్ క్లయింట్ల సగటు",
  },
};

export const homeWelcome: WelcomeRecord = {
  ...en.homeWelcome,
  eyebrow: "Deccan Digital మీకు స్వాగతం పలుకుతోంది",
  heading: "మీ మార్కెటింగ్ బడ్జెట్‌ను తమ సొంత డబ్బులా చూసుకునే హైదరాబాద్ స్టూడియో",
  paragraphs: [
    "2018 నుంచి దేశవ్యాప్తంగా ఫౌండర్లు, కుటుంబ వ్యాపారాలు, ఎదుగుతున్న బ్రాండ్‌ల వెబ్‌సైట్‌లను, సోషల్ పేజీలను నిరంతరం ఎంక్వైరీలు తెచ్చే మార్గాలుగా మార్చాం. స్ట్రాటజిస్టులు, డిజైనర్లు, డెవలపర్లు, ప్రకటనల నిపుణులు అందరూ మణికొండలో ఒకే టేబుల్ దగ్గర పనిచేస్తారు. అందుకే మీ బ్రాండ్, వెబ్‌సైట్, క్యాంపెయిన్‌లు — ఒకరితో ఒకరు మాట్లాడుకోని ముగ్గురు వెండర్లు కాకుండా — కలిసి ప్లాన్ అవుతాయి.",
    `ప్రతి పనీ మీకు ముఖ్యమైన లెక్కలతో మొదలవుతుంది — లీడ్‌లు, షాపుకు వచ్చే కస్టమర్లు, ఆన్‌లైన్ ఆర్డర్లు, ఒక్కో అమ్మకానికి అయ్యే ఖర్చు — వాటిని ఏం కదిలించిందో సులభమైన భాషలో చెప్పే రిపోర్టుతో ముగుస్తుంది. పడికట్టు పదాలు లేవు, పనికిరాని అంకెలు లేవు, ${localFacts.lockIn}.`,
  ],
  stats: [
    { value: facts.experience, label: "ఏళ్ల అనుభవం" },
    { value: facts.brandTransformations, label: "బ్రాండ్‌లకు కొత్త రూపం" },
    { value: facts.satisfaction, label: "క్లయింట్ సంతృప్తి" },
    { value: localFacts.roi, label: "ఎక్కువ ROI" },
  ],
  link: { ...en.homeWelcome.link, label: "మా గురించి మరింత తెలుసుకోండి" },
  image: {
    ...en.homeWelcome.image,
    alt: "ఒక క్యాంపెయిన్ డాష్‌బోర్డ్ చిత్రం: ఆరు నెలల్లో వెబ్‌సైట్ సందర్శనలు, లీడ్‌లు పెరుగుతూ, ఒక్కో లీడ్ ఖర్చు తగ్గుతూ ఉన్నాయి.",
  },
};

export const whatWeDoIntro: SectionIntro = {
  eyebrow: "మేం ఏం చేస్తాం",
  heading: "కస్టమర్లు మిమ్మల్ని కనుగొనడానికి, ఎంచుకోవడానికి, గుర్తుంచుకోవడానికి కావలసినవన్నీ",
  lead: "ఆరు ముఖ్య సేవలు, బాధ్యత తీసుకునే ఒకే టీమ్. ఈరోజు మీకు కావలసిన సేవతో మొదలుపెట్టండి — రేపు మీరు చేసే మిగతా పనులతో అది కలిసి పనిచేసేలా మేం చూసుకుంటాం.",
};

const whatWeDoText: Pick<ServiceCardRecord, "title" | "description">[] = [
  // seo
  {
    title: "సెర్చ్ ఇంజిన్ ఆప్టిమైజేషన్ (SEO)",
    description:
      "హైదరాబాద్‌లో, బయటా మీ కస్టమర్లు వెతికే మాటలకు Google సెర్చ్‌లో పైకి రండి: టెక్నికల్ సవరణలు, Google Maps కోసం లోకల్ SEO, లింకులు సంపాదించే కంటెంట్.",
  },
  // search-engine-marketing
  {
    title: "పే-పర్-క్లిక్ ప్రకటనలు",
    description:
      "క్లిక్‌ల కోసం కాదు, ఒక్కో లీడ్ ఖర్చు కోసం రూపొందించిన Google, Meta ప్రకటనలు — రోజువారీ బడ్జెట్ నియంత్రణ, ప్రతి వారం నిజాయితీ అంకెలతో.",
  },
  // social-media-marketing
  {
    title: "సోషల్ మీడియా మార్కెటింగ్",
    description: "Instagram, Facebook, LinkedIn కోసం రీల్స్, కెరోసెల్స్, కమ్యూనిటీ నిర్వహణ — నిజంగా కొనే ఫాలోయింగ్‌ను పెంచేలా.",
  },
  // web-development
  {
    title: "వెబ్ డెవలప్‌మెంట్",
    description:
      "ఆధునిక టెక్నాలజీతో వేగవంతమైన, సురక్షితమైన వెబ్‌సైట్‌లు — భారతీయ 4G నెట్‌వర్క్‌లో రెండు సెకన్లలోపే తెరుచుకుని, సందర్శకులను ఎంక్వైరీలుగా మారుస్తాయి.",
  },
  // ecommerce
  {
    title: "E-commerce వెబ్‌సైట్‌లు",
    description: "UPI, కార్డ్ చెల్లింపులు, GST ఇన్‌వాయిస్‌లు, షిప్పింగ్ అనుసంధానం, అమ్మకాలు పెంచే ప్రోడక్ట్ పేజీలతో ఆన్‌లైన్ స్టోర్లు.",
  },
  // branding
  {
    title: "బ్రాండింగ్ & డిజైన్",
    description: "లోగోలు, రంగుల వ్యవస్థలు, ప్యాకేజింగ్, బ్రోచర్లు — కొత్త వ్యాపారం కూడా మొదటి చూపులోనే పేరున్న సంస్థలా కనిపించేలా.",
  },
];

export const whatWeDo: ServiceCardRecord[] = alongside(en.whatWeDo, whatWeDoText);

export const whatWeDoLinkLabel = "చూడండి";

export const whyChooseIntro: SectionIntro = {
  eyebrow: "Deccan Digital ఎందుకు?",
  heading: "ముందు వ్యూహం, తర్వాత క్రియేటివ్, ఆపై ఫలితాలు",
  lead: "మా క్లయింట్లు ఏళ్ల తరబడి మాతోనే ఉండేలా చేసే ఆరు అలవాట్లు — దానితో పాటు, ఏది పనిచేస్తుందో మాకు బాగా తెలిసిన రంగాలు.",
};

const strategiesText: Pick<FeatureCard, "title" | "description">[] = [
  {
    title: "లక్ష్యంతో మొదలయ్యే ప్లానింగ్",
    description: "ఒక్క పోస్ట్ లేదా పేజీ డిజైన్ చేసే ముందే, పెంచాల్సిన వ్యాపార సంఖ్య — లీడ్‌లు, అమ్మకాలు లేదా షాపుకు వచ్చేవారు — మీతో కలిసి నిర్ణయిస్తాం.",
  },
  {
    title: "చదవగలిగే డేటా",
    description: "సులభమైన భాషలో ఒక పేజీ నెలవారీ రిపోర్ట్: ఎంత ఖర్చు చేశాం, ఏం తిరిగొచ్చింది, తర్వాత ఏం మారుస్తాం.",
  },
  {
    title: "ఒకే సీనియర్ టీమ్",
    description: "మీ అకౌంట్‌ను ప్రజెంట్ చేసిన స్ట్రాటజిస్టే దాన్ని నడుపుతారు. ఇంటర్న్‌లకు అప్పగించడం లేదు, మేనేజర్లు మారడం లేదు.",
  },
  {
    title: "రూపాయల్లో పారదర్శక ధరలు",
    description: "పని పరిధి రాసిన స్థిరమైన కొటేషన్లు రూపాయల్లో. ప్రకటనల ఖర్చు ఎంతో అంతే బిల్ చేస్తాం, దాచిన మార్జిన్ లేదు.",
  },
  {
    title: "స్థానిక మార్కెట్ అవగాహన",
    description: "ఇంగ్లీష్, తెలుగు, హిందీలో క్యాంపెయిన్‌లు — భారతీయ పండుగలు, సేల్ సీజన్లు, నగరాల వారీ సెర్చ్ అలవాట్లకు తగ్గట్టు.",
  },
  {
    title: "త్వరగా లాంచ్",
    description: `చాలా క్యాంపెయిన్‌లు ${localFacts.campaignLaunch} లైవ్ అవుతాయి; చాలా బిజినెస్ వెబ్‌సైట్‌లకు ${weeks(facts.timelines.businessWebsite)} పడుతుంది — నాణ్యతలో రాజీ లేకుండా.`,
  },
];

export const strategies: FeatureCard[] = alongside(en.strategies, strategiesText);

export const industriesHeading = "మాకు లోతుగా తెలిసిన రంగాలు";

const industriesText: Pick<FeatureCard, "title" | "description">[] = [
  {
    title: "ఫుడ్ & బెవరేజెస్",
    description: "రెస్టారెంట్లు, క్లౌడ్ కిచెన్లు, కేఫ్‌లు: అమ్ముడుపోయే డెలివరీ-యాప్ మెనూలు, స్థానిక రీచ్, వీకెండ్ రద్దీ.",
  },
  {
    title: "ట్రావెల్ & హాస్పిటాలిటీ",
    description: "హోటళ్లు, రిసార్టులు, టూర్ ఆపరేటర్లు: అగ్రిగేటర్ కమీషన్ తగ్గించే నేరుగా బుకింగ్‌లు.",
  },
  {
    title: "ఎడ్‌టెక్ & విద్య",
    description: "స్కూళ్లు, కోచింగ్ సెంటర్లు, కోర్సులు రూపొందించేవారు: ప్రతి బ్యాచ్ నిండేలా అడ్మిషన్ ప్రణాళిక.",
  },
  {
    title: "E-commerce & రిటైల్",
    description: "సొంత బ్రాండ్‌లు, కాలనీ షాపులు: క్యాటలాగ్ ప్రకటనలు, మళ్లీ మళ్లీ ఆర్డర్లు, పండుగ సీజన్ అమ్మకాలు.",
  },
  {
    title: "రియల్ ఎస్టేట్ & నిర్మాణం",
    description: "బిల్డర్లు, బ్రోకర్లు: నిజంగా ఆసక్తి ఉన్న సైట్-విజిట్ లీడ్‌లు, లాంచ్‌కు ముందే అమ్మే 3D వాక్‌త్రూలు.",
  },
  {
    title: "ఆరోగ్యం & వెల్‌నెస్",
    description: "క్లినిక్‌లు, డయాగ్నస్టిక్ ల్యాబ్‌లు, ఫిట్‌నెస్ స్టూడియోలు: ప్రకటనల నియమాలకు లోబడి అపాయింట్‌మెంట్ బుకింగ్‌లు.",
  },
];

export const industries: FeatureCard[] = alongside(en.industries, industriesText);

export const processIntro: SectionIntro = {
  eyebrow: "మా పని విధానం",
  heading: "మొదటి కాల్ నుంచి కొలవగలిగే వృద్ధి వరకు నాలుగు అడుగులు",
  lead: "సులభమైన, ప్రతిసారీ ఒకేలా ఉండే పని విధానం — తర్వాత ఏం జరుగుతుందో, ఎందుకో మీకు ఎప్పుడూ తెలుస్తుంది.",
};

const processText: Pick<ProcessStep, "title" | "description">[] = [
  {
    title: "రీసెర్చ్ & వ్యూహం",
    description: "మీ వ్యాపారం, కస్టమర్లు, పోటీదారులను అధ్యయనం చేస్తాం, ఇప్పటి ఛానెళ్లను పరిశీలిస్తాం, 90 రోజుల లిఖిత ప్లాన్‌లో మీతో కలిసి లక్ష్యాలు పెడతాం.",
  },
  {
    title: "క్రియేటివ్ & కంటెంట్",
    description: "మా డిజైనర్లు, రచయితలు వెబ్‌సైట్ పేజీలు, ప్రకటనల క్రియేటివ్‌లు, రీల్స్, కాపీ తయారుచేస్తారు — ఏదైనా లైవ్ అయ్యే ముందు మీతో సమీక్షిస్తాం.",
  },
  {
    title: "క్యాంపెయిన్ అమలు",
    description: "మొదటి రోజు నుంచే ట్రాకింగ్‌తో సెర్చ్, సోషల్, ఈమెయిల్‌లో లాంచ్ చేస్తాం — ప్రతి రూపాయి ఏ ఫలితం తెచ్చిందో చూడవచ్చు.",
  },
  {
    title: "పనితీరు మెరుగుదల",
    description: "ప్రతి వారం బిడ్‌లు, ఆడియన్స్‌లు, పేజీలను సరిచేస్తాం; నెలవారీ సమీక్షలో పనిచేసేదాన్ని పెంచి, పనిచేయనిదాన్ని ఆపేస్తాం.",
  },
];

export const processSteps: ProcessStep[] = alongside(en.processSteps, processText);

export const clientsIntro: SectionIntro = {
  eyebrow: "మా క్లయింట్లు",
  heading: "ఎదుగుతున్న భారతీయ బ్రాండ్‌ల నమ్మకం",
  lead: "పోచంపల్లి చేనేత లేబుల్ నుంచి కోకాపేట బిల్డర్ వరకు — మాతో కలిసి ఎదగాలని నిర్ణయించుకున్న వ్యాపారాలు. పూర్తి కథ కోసం లోగోను నొక్కండి.",
};

export const clientsWorkHeading = "వారికోసం మేం చేసిన పని";
export const clientLogoLinkNote = "కేస్ స్టడీ";

export const testimonialsIntro: SectionIntro = {
  eyebrow: "క్లయింట్ల మాట",
  heading: "మా క్లయింట్లు ఏమంటున్నారు",
  lead: "ప్రతి నెలా మేం కలిసి పనిచేసే వ్యాపార యజమానుల నిజమైన అభిప్రాయాలు.",
};

export const testimonialsLink: LinkRecord = { ...en.testimonialsLink, label: "ఈ ఫలితాల వెనుక ఉన్న కేస్ స్టడీలు చదవండి" };

export const faqIntro: SectionIntro = {
  eyebrow: "తరచుగా అడిగే ప్రశ్నలు",
  heading: "ప్రతి వారం మాకు వచ్చే ప్రశ్నలు",
  lead: "ధరలు, సమయం, మా పని విధానం గురించి సూటి సమాధానాలు. ఇంకేమైనా ఉంటే — అడగండి.",
};

export const homeFaqs: FaqItem[] = [
  {
    question: "వెబ్‌సైట్ లేదా మార్కెటింగ్ క్యాంపెయిన్‌కు ఎంత ఖర్చవుతుంది?",
    answer: `ఒక ల్యాండింగ్ పేజీకి సాధారణంగా ${band(facts.prices.landingPage)}, బిజినెస్ వెబ్‌సైట్‌కు ${band(facts.prices.businessWebsite)}, కస్టమ్ వెబ్ యాప్‌కు ${band(facts.prices.webApp)} అవుతుంది. బ్రాండింగ్ ప్యాక్ ${band(facts.prices.brandingPack)}. మార్కెటింగ్ క్యాంపెయిన్‌ల ధర ఉచిత స్ట్రాటజీ కాల్ తర్వాత మీ లక్ష్యాలు, ప్రకటనల బడ్జెట్‌ను బట్టి నిర్ణయిస్తాం; ప్రతి కొటేషన్ స్థిరంగా, రూపాయల్లో రాసి ఉంటుంది.`,
  },
  {
    question: "ఫలితాలు ఎప్పటికి కనిపిస్తాయి?",
    answer: `ప్రకటనలు మొదటి రెండు వారాల్లోనే ఎంక్వైరీలు తేవడం మొదలుపెడతాయి. SEO, కంటెంట్ నెమ్మదిగా పెరుగుతాయి: చాలా మంది క్లయింట్లకు మూడు నుంచి ఆరు నెలల్లో ర్యాంకింగ్, ట్రాఫిక్‌లో స్పష్టమైన పెరుగుదల కనిపిస్తుంది. సాధారణ బ్రాండింగ్ ప్రాజెక్ట్‌కు ${localFacts.brandingTimeline}, బిజినెస్ వెబ్‌సైట్‌కు ${weeks(facts.timelines.businessWebsite)} పడుతుంది.`,
  },
  {
    question: "హైదరాబాద్ బయటి వ్యాపారాలతో పనిచేస్తారా?",
    answer:
      "అవును. మా ఆఫీసు హైదరాబాద్‌లోని మణికొండలో ఉంది; దేశమంతటా క్లయింట్లతో వీడియో కాల్స్, WhatsApp, షేర్డ్ డాష్‌బోర్డుల ద్వారా పనిచేస్తాం. హైదరాబాద్ క్లయింట్లు ఎప్పుడైనా ఆఫీసుకు వచ్చి కలవవచ్చు.",
  },
  {
    question: "దీర్ఘకాల కాంట్రాక్ట్ తప్పనిసరా?",
    answer: `అవసరం లేదు. వెబ్‌సైట్‌లు, బ్రాండింగ్ స్పష్టమైన మైలురాళ్లతో ఒకసారి చేసే ప్రాజెక్టులు. మార్కెటింగ్ రిటైనర్లు నెల నెలా నడుస్తాయి: ${localFacts.retainerTerms}. ఫలితాలతోనే మీ నమ్మకం నిలుపుకుంటాం.`,
  },
  {
    question: "నా డబ్బు ఏం చేస్తోందో నాకెలా తెలుస్తుంది?",
    answer:
      "మీ క్యాంపెయిన్‌ల లైవ్ డాష్‌బోర్డులు మీకు అందుబాటులో ఉంటాయి; ఖర్చు, లీడ్‌లు, అమ్మకాలు, ఒక్కో ఫలితానికి ఖర్చు చూపే ఒక పేజీ నెలవారీ రిపోర్ట్ వస్తుంది, ఆ తర్వాత వచ్చే నెల ప్లాన్ కోసం చిన్న కాల్ ఉంటుంది.",
  },
];

export const homeControlLabels: HomeControlLabels = {
  heroVideo: { pause: "బ్యాక్‌గ్రౌండ్ వీడియో ఆపండి", play: "బ్యాక్‌గ్రౌండ్ వీడియో ప్లే చేయండి" },
  clientStrip: { pause: "క్లయింట్ లోగోలు ఆపండి", play: "క్లయింట్ లోగోలు కదిలించండి" },
  testimonials: {
    pause: "అభిప్రాయాలు ఆపండి",
    play: "అభిప్రాయాలు ప్లే చేయండి",
    previous: "మునుపటి అభిప్రాయం",
    next: "తర్వాతి అభిప్రాయం",
  },
};

export const faqAside: typeof en.faqAside = {
  heading: "ఇంకా ఏదైనా ప్రశ్న ఉందా?",
  text: "ఒక స్ట్రాటజిస్ట్‌తో మాట్లాడండి — మొదటి కాల్ ఉచితం, ఎలాంటి ఒత్తిడి లేదు.",
  link: { ...en.faqAside.link, label: "నేరుగా అడగండి" },
};
