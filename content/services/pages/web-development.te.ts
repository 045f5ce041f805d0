import { facts } from "../../facts";
import { localFacts } from "../../facts.te";
import { band } from "../../factsInLanguage";
import { alongside } from "../../translate";
import { work } from "../../work.te";
import { figures, frame, hero, heroFrame, localWork, section, translatedPage } from "../translate";
import { webDevelopment as english } from "./web-development";

const stats = section(english, "stats");
const about = section(english, "about");
const grid = section(english, "serviceGrid");
const gallery = section(english, "gallery");
const why = section(english, "whyChoose");
const advantages = section(english, "advantages");
const cta = section(english, "cta");

export const webDevelopment = translatedPage(english, {
  title: "హైదరాబాద్‌లో వెబ్ డెవలప్‌మెంట్ కంపెనీ — వేగవంతమైన, మీకోసమే చేసిన వెబ్‌సైట్‌లు",
  description: `Next.js, React, WordPress ఉపయోగించి కస్టమ్ వెబ్‌సైట్‌లు, e-commerce, CMS, వెబ్ యాప్‌లు. ${facts.websitesBuilt} వెబ్‌సైట్‌లు, ${facts.satisfaction} క్లయింట్ సంతృప్తి, ${facts.experience} ఏళ్ల అనుభవం.`,
  keywords: ["హైదరాబాద్ వెబ్ డెవలప్‌మెంట్ కంపెనీ", "హైదరాబాద్ వెబ్‌సైట్ డిజైన్", "కస్టమ్ వెబ్ డెవలప్‌మెంట్", "Next.js డెవలపర్లు", "బిజినెస్ వెబ్‌సైట్ ఖర్చు"],
  sections: [
    {
      ...heroFrame(hero(english)),
      eyebrow: "వెబ్ డెవలప్‌మెంట్ · హైదరాబాద్",
      heading: "వేగంగా తెరుచుకునే, బాగా ర్యాంక్ అయ్యే, కస్టమర్లను తెచ్చే వెబ్‌సైట్‌లు",
      lead: "భారతీయ కంపెనీల కోసం బిజినెస్ వెబ్‌సైట్‌లు, ఆన్‌లైన్ స్టోర్లు, వెబ్ యాప్‌లు డిజైన్ చేసి నిర్మిస్తాం — మొబైల్‌కే మొదటి ప్రాధాన్యం, సెర్చ్‌కు అనుకూలం, మీ టీమ్ సులభంగా మార్చుకునేలా. రూపాయల్లో స్పష్టమైన కొటేషన్లు, మాటిచ్చిన తేదీకే డెలివరీ.",
      actions: alongside(hero(english).actions, [{ label: "ఈరోజే మొదలుపెట్టండి" }, { label: "కాల్ చేయండి" }]),
      highlights: [
        `ల్యాండింగ్ పేజీలు ${band(facts.prices.landingPage)}`,
        `బిజినెస్ వెబ్‌సైట్‌లు ${band(facts.prices.businessWebsite)}`,
        `వెబ్ యాప్‌లు ${band(facts.prices.webApp)}`,
        "ఉచిత హోస్టింగ్ సెటప్, 30 రోజుల సపోర్ట్",
      ],
    },
    {
      ...frame(stats),
      heading: "అంకెల్లో మా వెబ్ డెవలప్‌మెంట్",
      headingHidden: true,
      items: figures(
        stats.items,
        ["తయారుచేసిన వెబ్‌సైట్‌లు", "క్లయింట్ సంతృప్తి", "ఏళ్ల అనుభవం", localFacts.supportLabel],
        localFacts.figure,
      ),
    },
    {
      ...frame(about),
      eyebrow: "మా వెబ్ టీమ్ గురించి",
      heading: "మీ ఫలితాల గురించి పట్టించుకునే ఇంజనీర్లు, డిజైనర్లు",
      paragraphs: [
        "2018 నుంచి మా హైదరాబాద్ టీమ్ క్లినిక్‌లు, స్కూళ్లు, తయారీదారులు, రెస్టారెంట్లు, రియల్ ఎస్టేట్ డెవలపర్లు, వేగంగా ఎదుగుతున్న స్టార్టప్‌ల కోసం వెబ్‌సైట్‌లు నిర్మించింది. ఆలోచనతో చేసిన డిజైన్‌ను ఆధునిక ఇంజనీరింగ్‌తో — React, Next.js, Node.js, హెడ్‌లెస్ CMS — కలుపుతాం; మీ సైట్ 4G ఫోన్‌లో వేగంగా ఉంటుంది, నిర్వహించడం సులభం.",
        "ప్రతి ప్రాజెక్ట్‌కు ఒకే ప్రాజెక్ట్ మేనేజర్, స్థిరమైన పరిధి, పంచుకున్న టైమ్‌లైన్. ప్రతి వారం స్టేజింగ్ లింక్‌లో నిజమైన పేజీలు చూస్తారు, బొమ్మలు కాదు; ప్రతి చిన్న విషయంలో మీరు సంతృప్తి చెందాకే లాంచ్ చేస్తాం.",
      ],
      points: [
        "మొబైల్‌కే మొదటి ప్రాధాన్యం, అందరూ వాడగలిగేలా (WCAG 2.2 AA)",
        "Core Web Vitals అన్నింటిలో పాస్",
        "కోడ్, డొమైన్, కంటెంట్ అన్నీ మీ సొంతం",
      ],
    },
    {
      ...frame(grid),
      eyebrow: "సేవలు",
      heading: "వెబ్ డెవలప్‌మెంట్ సేవలు",
      items: alongside(grid.items, [
        {
          title: "కస్టమ్ వెబ్ డెవలప్‌మెంట్",
          description: "మీ పని విధానానికి సరిగ్గా సరిపోయేలా React, Next.js, Node.js ఆధారంగా తయారైన వెబ్‌సైట్‌లు, వెబ్ యాప్‌లు.",
        },
        {
          title: "E-commerce డెవలప్‌మెంట్",
          description: "Razorpay, UPI, క్యాష్ ఆన్ డెలివరీ చెల్లింపులు, GST ఇన్‌వాయిస్‌లతో Shopify, WooCommerce, కస్టమ్ స్టోర్లు.",
        },
        {
          title: "CMS డెవలప్‌మెంట్",
          description: "డెవలపర్ అవసరం లేకుండానే మీ టీమ్ పేజీలు, బ్లాగులు, ఆఫర్లు మార్చుకునేలా WordPress, హెడ్‌లెస్ CMS సెటప్‌లు.",
        },
        {
          title: "రెస్పాన్సివ్ డిజైన్",
          description: "తక్కువ ధర Android ఫోన్ల నుంచి 4K మానిటర్ల వరకు ప్రతి స్క్రీన్‌పై అందంగా కనిపించి, సరిగ్గా పనిచేసే లేఅవుట్లు.",
        },
        {
          title: "SEO కోసం అనువైన నిర్మాణం",
          description: "శుభ్రమైన మార్కప్, స్ట్రక్చర్డ్ డేటా, వేగం, సైట్‌మ్యాప్‌లు — కోడ్ మొదటి లైన్ నుంచే.",
        },
        {
          title: "పనితీరు మెరుగుదల",
          description: "వేగం ఆడిట్‌లు, ఇమేజ్ ఆప్టిమైజేషన్, క్యాషింగ్ — లోడ్ సమయం తగ్గి, కన్వర్షన్లు పెరుగుతాయి.",
        },
      ]),
    },
    {
      ...frame(gallery),
      eyebrow: "మేం తయారుచేసిన వెబ్‌సైట్‌లు",
      heading: "క్లయింట్ వెబ్‌సైట్‌లు, ల్యాప్‌టాప్‌పై, ఫోన్‌లో",
      intro:
        "ఇటీవలి మూడు పనులు: మూడు ట్యాప్‌లలో బుకింగ్ తీసుకునే డెంటల్ క్లినిక్, UPI చెక్‌అవుట్‌తో చేనేత స్టోర్, 4G నెట్‌వర్క్‌పై 1.6 సెకన్లలో తెరుచుకునే నివాస ప్రాజెక్ట్ పేజీ.",
      items: gallery.items.map((image) => localWork(image, work)),
    },
    {
      ...frame(why),
      eyebrow: "మమ్మల్నే ఎందుకు",
      heading: "మాతో వెబ్‌సైట్ కట్టించుకోవడానికి తొమ్మిది కారణాలు",
      items: alongside(why.items, [
        { title: "రూపాయల్లో స్పష్టమైన స్థిర కొటేషన్లు" },
        { title: "మొబైల్‌కే మొదటి ప్రాధాన్యం ఇచ్చే డిజైన్" },
        { title: "మొదటి రోజు నుంచే SEO" },
        { title: "4G నెట్‌వర్క్‌లపై వేగంగా తెరుచుకుంటుంది" },
        { title: "సురక్షితమైన, తాజా కోడ్" },
        { title: "సులభమైన కంటెంట్ నిర్వహణ" },
        { title: "ప్రతి వారం స్టేజింగ్ లింక్‌లో పురోగతి" },
        { title: "మీ టీమ్‌కు ఉచిత శిక్షణ" },
        { title: "నిరంతర సపోర్ట్, నిర్వహణ" },
      ]),
    },
    {
      ...frame(advantages),
      eyebrow: "మా ప్రత్యేకతలు",
      heading: "తేడా ఎక్కడ వస్తుంది",
      items: alongside(advantages.items, [
        {
          title: "అనుభవమున్న టీమ్",
          description: "భారతీయ వ్యాపారాలకు ఏడేళ్లకు పైగా వెబ్‌సైట్‌లు అందించిన డిజైనర్లు, డెవలపర్లు, టెస్టర్లు.",
        },
        {
          title: "క్లయింట్‌కే ప్రాధాన్యం",
          description: "కోడ్ రాసే ముందు మీ వ్యాపారం నేర్చుకుంటాం, ప్రతి మైలురాయిలోనూ మిమ్మల్ని భాగం చేస్తాం.",
        },
        {
          title: "సమయానికి డెలివరీ",
          description: "ముందే ఒప్పుకున్న తేదీలతో మైలురాళ్లు, మేం నిలబెట్టుకునే లాంచ్ తేదీ.",
        },
      ]),
    },
    {
      ...frame(cta),
      eyebrow: "కట్టడం మొదలుపెడదాం",
      heading: "మీలాగే కష్టపడి పనిచేసే వెబ్‌సైట్ కావాలా?",
      text: "మీకేం కావాలో చెప్పండి; ఒక పని దినంలోనే ప్రశ్నలు, టైమ్‌లైన్, స్థిరమైన కొటేషన్‌తో జవాబిస్తాం.",
      actions: alongside(cta.actions, [{ label: "ఇప్పుడే సంప్రదించండి" }, { label: "కాల్ చేయండి" }]),
      note: "ఉచిత సంప్రదింపు • త్వరిత స్పందన • పోటీ ధరలు",
    },
  ],
});
