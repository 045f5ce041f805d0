import { facts } from "../../facts";
import { localFacts } from "../../facts.te";
import { alongside } from "../../translate";
import { figures, frame, hero, heroFrame, section, translatedPage } from "../translate";
import { ecommerce as english } from "./ecommerce";

const store = facts.ecommerce;
const grid = section(english, "serviceGrid");
const why = section(english, "whyChoose");
const stats = section(english, "stats");
const process = section(english, "process");
const faq = section(english, "faq");
const cta = section(english, "cta");

export const ecommerce = translatedPage(english, {
  title: "హైదరాబాద్‌లో E-commerce వెబ్‌సైట్ డెవలప్‌మెంట్ — Shopify, WooCommerce, కస్టమ్",
  description: `అమ్మే ఆన్‌లైన్ స్టోర్లు: UPI, Razorpay, క్యాష్ ఆన్ డెలివరీ, GST ఇన్‌వాయిస్‌లతో Shopify, WooCommerce, కస్టమ్ స్టోర్లు. ${store.projects} స్టోర్ ప్రాజెక్టులు.`,
  keywords: [
    "హైదరాబాద్ e-commerce వెబ్‌సైట్ డెవలప్‌మెంట్",
    "Shopify డెవలపర్లు",
    "WooCommerce డెవలప్‌మెంట్",
    "ఆన్‌లైన్ స్టోర్",
    "సొంత బ్రాండ్ వెబ్‌సైట్",
  ],
  sections: [
    {
      ...heroFrame(hero(english)),
      eyebrow: "E-commerce వెబ్ డెవలప్‌మెంట్",
      heading: "చూసేవారిని కొనేవారిగా మార్చే ఆన్‌లైన్ స్టోర్లు",
      lead: "భారతీయ సొంత బ్రాండ్‌లు, రిటైలర్లు, హోల్‌సేల్ వ్యాపారుల కోసం వేగవంతమైన, అందమైన e-commerce వెబ్‌సైట్‌లు నిర్మిస్తాం — చెల్లింపులు, షిప్పింగ్, GST వివరాలు ముందే సిద్ధం, మొదటి రోజు నుంచే అమ్మడం మొదలుపెట్టవచ్చు.",
      actions: alongside(hero(english).actions, [{ label: "మొదలుపెట్టండి" }, { label: "కాల్ చేయండి" }]),
      figures: figures(
        hero(english).figures ?? [],
        ["స్టోర్ ప్రాజెక్టులు", "స్టోర్ క్లయింట్ల సంతృప్తి", "ఏళ్లుగా ఆన్‌లైన్ స్టోర్ల నిర్మాణం", "మీ అమ్మకాలపై కమీషన్"],
        localFacts.figure,
      ),
      highlights: ["UPI, కార్డులు, వాలెట్లు, క్యాష్ ఆన్ డెలివరీ", "Shiprocket, Delhivery అనుసంధానం"],
    },
    {
      ...frame(grid),
      eyebrow: "సేవలు",
      heading: "E-commerce సేవలు",
      items: alongside(grid.items, [
        {
          title: "Shopify స్టోర్లు",
          description: "భారతీయ చెల్లింపులు, షిప్పింగ్, పన్నులకు సిద్ధం చేసిన కస్టమ్ Shopify థీమ్‌లు, యాప్‌లు.",
        },
        {
          title: "WooCommerce డెవలప్‌మెంట్",
          description: "మీ ప్రోడక్ట్‌లు, ధరలు, కంటెంట్‌పై పూర్తి నియంత్రణ ఇచ్చే WordPress స్టోర్లు.",
        },
        {
          title: "కస్టమ్ E-commerce",
          description: "పెద్ద క్యాటలాగ్‌లు, హోల్‌సేల్ ధరలు, మార్కెట్‌ప్లేస్ మోడళ్ల కోసం ప్రత్యేకంగా నిర్మించిన స్టోర్లు.",
        },
        {
          title: "చెల్లింపులు & GST",
          description: "Razorpay, PhonePe, Paytm, క్యాష్ ఆన్ డెలివరీ — ఆటోమేటిక్ GST ఇన్‌వాయిస్‌లు, లెక్కల సరిపోలికతో.",
        },
        {
          title: "అనుసంధానాలు",
          description: "ఇన్వెంటరీ, ERP, CRM, WhatsApp నోటిఫికేషన్లు, షిప్పింగ్ భాగస్వాములు — అన్నీ సాఫీగా కలిపేస్తాం.",
        },
        {
          title: "కన్వర్షన్ మెరుగుదల",
          description: "వేగవంతమైన పేజీలు, స్పష్టమైన ప్రోడక్ట్ పేజీలు, సులభమైన చెక్‌అవుట్ — కొనేవారి శాతం పెరుగుతుంది.",
        },
      ]),
    },
    {
      ...frame(why),
      eyebrow: "మమ్మల్నే ఎందుకు",
      heading: "బ్రాండ్‌లు తమ స్టోర్లను మాతోనే ఎందుకు కట్టించుకుంటాయి",
      items: alongside(why.items, [
        {
          title: "భారతీయ కొనుగోలుదారుల కోసం",
          description: "UPI చెల్లింపుకే మొదటి చోటిచ్చే చెక్‌అవుట్, క్యాష్ ఆన్ డెలివరీ నియంత్రణ, పిన్‌కోడ్ డెలివరీ తనిఖీ, ప్రాంతీయ భాషల సపోర్ట్.",
        },
        {
          title: "ప్రతి ఫోన్‌లో వేగంగా",
          description: "4G నెట్‌వర్క్‌లో మూడు సెకన్లలోపే తెరుచుకునే స్టోర్లు — ప్రతి సెకనూ అమ్మకాలను తగ్గిస్తుంది కాబట్టి.",
        },
        {
          title: "నిర్వహించడం సులభం",
          description: "ప్రోడక్ట్‌లు చేర్చడం, ఆఫర్లు నడపడం, ఆర్డర్లు ట్రాక్ చేయడం మీరే చేసుకోవచ్చు — మీ టీమ్‌కు శిక్షణ ఇస్తాం.",
        },
        {
          title: "లాంచ్ తర్వాత వృద్ధి",
          description: "అదే టీమ్ నుంచి SEO, ప్రకటనలు, ఈమెయిల్ మార్కెటింగ్ — మీ స్టోర్ ఎదుగుతూనే ఉంటుంది.",
        },
      ]),
    },
    {
      ...frame(stats),
      heading: "నమ్మదగిన e-commerce అనుభవం",
      items: figures(stats.items, ["స్టోర్ ప్రాజెక్టులు", "స్టోర్ క్లయింట్ల సంతృప్తి", "ఏళ్లుగా ఆన్‌లైన్ స్టోర్ల నిర్మాణం"], localFacts.figure),
    },
    {
      ...frame(process),
      eyebrow: "మేం ఎలా పనిచేస్తాం",
      heading: "ఆలోచన నుంచి మొదటి ఆర్డర్ వరకు",
      steps: alongside(process.steps, [
        { title: "అవగాహన", description: "మీ ప్రోడక్ట్‌లు, కస్టమర్లు, మార్జిన్లు, కార్యకలాపాలు అర్థం చేసుకుంటాం." },
        { title: "డిజైన్", description: "మీ బ్రాండ్‌ను ప్రతిబింబిస్తూ, కొనడాన్ని సులభం చేసే స్టోర్ డిజైన్." },
        { title: "నిర్మాణం & అనుసంధానం", description: "డెవలప్‌మెంట్, చెల్లింపులు, షిప్పింగ్, ఇన్వెంటరీ కలిపి పరీక్షిస్తాం." },
        { title: "లాంచ్ & వృద్ధి", description: "శిక్షణ, అనలిటిక్స్, 30 రోజుల సపోర్ట్‌తో లైవ్‌కు వెళ్లండి." },
      ]),
    },
    {
      ...frame(faq),
      eyebrow: "ప్రశ్నలు",
      heading: "E-commerce ప్రశ్నలు",
      items: alongside(faq.items, [
        {
          question: "Shopify లేదా WooCommerce — మాకు ఏది సరైనది?",
          answer:
            "తక్కువ నిర్వహణతో త్వరగా లాంచ్ కావాలనుకునే బ్రాండ్‌లకు Shopify సరిపోతుంది; పూర్తి నియంత్రణ, ప్రత్యేక ధరలు లేదా ఎక్కువ కంటెంట్ ఉన్న సైట్ కావాలనుకునే వ్యాపారాలకు WooCommerce సరిపోతుంది. మీ క్యాటలాగ్, టీమ్, బడ్జెట్ అర్థం చేసుకున్నాక ఒకదాన్ని సూచిస్తాం.",
        },
        {
          question: "ఆన్‌లైన్ స్టోర్ లాంచ్ చేయడానికి ఎంత సమయం పడుతుంది?",
          answer:
            "100 వరకు ప్రోడక్ట్‌లు ఉన్న Shopify స్టోర్ సాధారణంగా నాలుగు నుంచి ఆరు వారాల్లో లైవ్ అవుతుంది. కస్టమ్, హోల్‌సేల్ స్టోర్లకు అనుసంధానాలను బట్టి ఎనిమిది నుంచి పన్నెండు వారాలు పడుతుంది.",
        },
      ]),
    },
    {
      ...frame(cta),
      eyebrow: "అమ్మడం మొదలుపెట్టండి",
      heading: "మీ ఆన్‌లైన్ స్టోర్ లాంచ్ చేయడానికి సిద్ధమా?",
      text: "మీ ప్రోడక్ట్‌లు, లక్ష్యాలు చెప్పండి. సరైన ప్లాట్‌ఫామ్ సూచించి, రూపాయల్లో స్థిరమైన కొటేషన్ పంపుతాం.",
      actions: alongside(cta.actions, [{ label: "మొదలుపెట్టండి" }, { label: "మాకు ఫోన్ చేయండి" }]),
    },
  ],
});
