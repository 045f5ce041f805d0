import { facts } from "./facts";
import { band } from "./factsInLanguage";
import { localFacts } from "./facts.te";
import { BOOKING_PATH, enquiryPath, pagePaths } from "./paths";
import { emailLink, phoneLink, site } from "./site";
import { whatsappChatBase } from "./phone";
import bookingFile from "../.content/booking.te.json" with { type: "json" };
import { chatTree as english, type ChatAssistantCopy, type ChatOption, type ChatTree } from "./chat";

// Telugu: the chat assistant (content/chat.ts), the same tree with the same nodes and options in the same order,
// written for Telugu readers. Links, prices and services come from the English tree, content/site.ts and
// content/facts.ts; the panel localises the links when it renders them.

const bookingCopy = bookingFile[0]!;
const toQuote: ChatOption = { label: "కొటేషన్ అడగండి", next: "quote" };
const toPricing: ChatOption = { label: "ధరలు, సమయం", next: "pricing" };
const toServices: ChatOption = { label: "సేవలకు తిరిగి", next: "services" };
const toMenu: ChatOption = { label: "మొదటి మెనూ", next: "start" };

export const chatAssistant: ChatAssistantCopy = {
  title: `${site.name} సహాయకుడు`,
  subtitle: "సేవలు, ధరలు ఇంకా మరెన్నో గురించి త్వరగా జవాబులు",
  botName: site.name,
  userName: "మీరు",
  typing: `${site.name} టైప్ చేస్తోంది…`,
  restartLabel: "సంభాషణ మళ్లీ మొదలుపెట్టండి",
  closeLabel: "చాట్ మూసివేయండి",
  logLabel: "సంభాషణ",
  optionsLabel: "ఒక జవాబు ఎంచుకోండి",
  startNode: "start",
};

export const chatTree: ChatTree = {
  start: {
    message: [
      `నమస్తే! నేను ${site.name} సహాయకుడిని. హైదరాబాద్‌లోని మా స్టూడియో నుంచి మార్కెటింగ్, వెబ్‌సైట్‌లు, యాప్‌లు, డిజైన్‌తో భారతీయ వ్యాపారాలు ఎదగడానికి సాయం చేస్తాం.`,
      "మీరు ఏమి తెలుసుకోవాలనుకుంటున్నారు?",
    ],
    options: [
      { label: "మా సేవలు", next: "services" },
      toQuote,
      { label: "మమ్మల్ని సంప్రదించండి", next: "contact" },
      toPricing,
      { label: "మేం ఎలా పని చేస్తాం", next: "process" },
      { label: "ఉద్యోగాలు", next: "careers" },
    ],
  },

  services: {
    message: ["మొదటి లోగో నుంచి వెయ్యో ఆర్డర్ వరకు మొత్తం ప్రయాణంలో తోడుంటాం. మీకు ఏ విభాగంపై ఆసక్తి ఉంది?"],
    options: [
      { label: "బ్రాండింగ్", next: "branding" },
      { label: "వెబ్‌సైట్, యాప్ డెవలప్‌మెంట్", next: "webdev" },
      { label: "డిజిటల్ మార్కెటింగ్", next: "marketing" },
      { label: "E-commerce", next: "ecommerce" },
      { label: "వెనక్కి", next: "start" },
    ],
  },

  branding: {
    serviceId: english.branding.serviceId,
    message: [
      "బ్రాండింగ్: కస్టమర్లు మిమ్మల్ని ఎలా చూస్తారో, ఎలా గుర్తుంచుకుంటారో మేం తీర్చిదిద్దుతాం.",
      {
        list: ["లోగో డిజైన్, పూర్తి విజువల్ ఐడెంటిటీ", "బ్రాండ్ గైడ్‌లైన్స్, రంగులు, అక్షరాల శైలి", "బ్రోచర్లు, ప్యాకేజింగ్, సోషల్ మీడియా కిట్లు"],
      },
      `బ్రాండింగ్ ప్యాక్ ధర ${band(facts.prices.brandingPack)}; పూర్తి బ్రాండింగ్ ప్రాజెక్ట్‌కు సాధారణంగా ${localFacts.brandingTimeline} పడుతుంది.`,
    ],
    options: [toQuote, toPricing, toServices],
  },

  webdev: {
    serviceId: english.webdev.serviceId,
    message: [
      "వెబ్‌సైట్, యాప్ డెవలప్‌మెంట్: చూడటానికి వచ్చినవారిని ఎంక్వైరీలుగా మార్చే వేగవంతమైన వెబ్‌సైట్‌లు, యాప్‌లు — మొబైల్‌కే మొదటి ప్రాధాన్యం ఇస్తూ.",
      {
        list: ["ల్యాండింగ్ పేజీలు, వ్యాపార వెబ్‌సైట్‌లు", "మీ అవసరానికి తగ్గ వెబ్ యాప్‌లు, డాష్‌బోర్డులు", "ఒకే కోడ్‌తో Android, iOS యాప్‌లు"],
      },
      "మేం వాడే టెక్నాలజీ: React, Next.js, Node.js, MongoDB, React Native.",
    ],
    options: [toQuote, toPricing, toServices],
  },

  marketing: {
    serviceId: english.marketing.serviceId,
    message: [
      "డిజిటల్ మార్కెటింగ్: లెక్కపెట్టగలిగే లీడ్‌లు, అమ్మకాలు తెచ్చే క్యాంపెయిన్‌లు; ప్రతి నెలా సూటిగా అంకెలతో రిపోర్ట్.",
      {
        list: [
          "హైదరాబాద్‌లో, బయటా SEO, లోకల్ సెర్చ్",
          "Google, Meta ప్రకటనలు (క్లిక్‌కు చెల్లింపు)",
          "సోషల్ మీడియా, కంటెంట్, ఈమెయిల్, ఇన్‌ఫ్లుయెన్సర్ మార్కెటింగ్",
        ],
      },
      "మీ లక్ష్యాలు, బడ్జెట్ అర్థం చేసుకున్నాకే మార్కెటింగ్ క్యాంపెయిన్ ధర నిర్ణయిస్తాం.",
    ],
    options: [toQuote, toPricing, toServices],
  },

  ecommerce: {
    serviceId: english.ecommerce.serviceId,
    message: [
      "E-commerce: నడపడానికి సులువుగా, కొనడానికి వేగంగా ఉండే ఆన్‌లైన్ స్టోర్లు.",
      {
        list: [
          "ప్రోడక్ట్ క్యాటలాగ్‌లు, కార్ట్, సురక్షితమైన చెక్‌అవుట్",
          "UPI, కార్డు, నెట్ బ్యాంకింగ్ పేమెంట్ గేట్‌వేలు",
          "షిప్పింగ్, GST ఇన్‌వాయిస్‌లు, స్టాక్ నిర్వహణ అనుసంధానం",
        ],
      },
      "మీ స్టోర్‌కు కొనుగోలుదారులను తెచ్చే మార్కెటింగ్ కూడా మేమే ఏర్పాటు చేస్తాం.",
    ],
    options: [toQuote, toPricing, toServices],
  },

  quote: {
    message: [
      "కొటేషన్ సంతోషంగా ఇస్తాం! మీ వ్యాపారం, మీకు ఏమి కావాలి, ఎప్పటిలోగా కావాలి అనేది మా ఎంక్వైరీ ఫారమ్లో కొన్ని లైన్లలో రాయండి. ఒక పని దినంలోపు జవాబిస్తాం.",
      [{ text: "ఎంక్వైరీ ఫారమ్ తెరవండి", href: enquiryPath() }],
      ["లేదా నేరుగా మాట్లాడుకుందాం: మీకు వీలైన సమయానికి ", { text: bookingCopy.link.label, href: BOOKING_PATH }, "."],
    ],
    options: [toMenu],
  },

  contact: {
    message: [
      "మమ్మల్ని ఇలా సంప్రదించవచ్చు:",
      {
        list: [
          ["ఫోన్: ", phoneLink],
          ["ఈమెయిల్: ", emailLink],
          ["WhatsApp: ", { text: "మెసేజ్ పంపండి", href: whatsappChatBase }],
          `ఆఫీసు: ${site.address.streetAddress}, ${site.address.city}`,
          ["మీకు వీలైన సమయానికి కాల్: ", { text: bookingCopy.link.label, href: BOOKING_PATH }],
        ],
      },
      "చాట్‌లో, ఫోన్‌లో సోమ–శని, ఉదయం 10–రాత్రి 7 మధ్య జవాబిస్తాం.",
      ["మీరు పంపే వివరాలను మేం ఎలా చూసుకుంటామో మా ", { text: "గోప్యతా నోటీసు", href: pagePaths.privacy }, "లో ఉంది."],
    ],
    options: [toQuote, toMenu],
  },

  pricing: {
    message: [
      "సాధారణ ధరల శ్రేణులు (చివరి కొటేషన్ పని పరిధిపై ఆధారపడుతుంది):",
      {
        list: [
          `ల్యాండింగ్ పేజీ: ${band(facts.prices.landingPage)}`,
          `వ్యాపార వెబ్‌సైట్: ${band(facts.prices.businessWebsite)}`,
          `వెబ్ యాప్: ${band(facts.prices.webApp)}`,
          `బ్రాండింగ్ ప్యాక్: ${band(facts.prices.brandingPack)}`,
          "మార్కెటింగ్ క్యాంపెయిన్‌లు: మీ అవసరాన్ని బట్టి",
        ],
      },
      `ల్యాండింగ్ పేజీ లైవ్ కావడానికి సాధారణంగా ${localFacts.weeksUnbroken(facts.timelines.landingPage)}, వ్యాపార వెబ్‌సైట్‌కు ${localFacts.weeksUnbroken(facts.timelines.businessWebsite)} పడుతుంది; వెబ్ యాప్‌లను దశలవారీగా ప్లాన్ చేస్తాం.`,
    ],
    options: [toQuote, { label: "మేం ఎలా పని చేస్తాం", next: "process" }, toMenu],
  },

  process: {
    message: [
      "ప్రతి ప్రాజెక్ట్ ఈ ఐదు దశల్లోనే సాగుతుంది:",
      {
        list: ["పరిచయ కాల్", "ప్రతిపాదన, ధర", "డిజైన్, డెవలప్‌మెంట్", "మార్పులు", "లాంచ్, తర్వాతి సపోర్ట్"],
      },
      "ప్రతి దశలో పని ఎంతవరకు వచ్చిందో మీరు చూస్తారు; మీరు ఓకే అనకుండా ఏదీ లైవ్ కాదు.",
    ],
    options: [toQuote, toPricing, toMenu],
  },

  careers: {
    message: [
      "మా టీమ్ పెరుగుతోంది! ఏడాది పొడవునా మేం ఈ ఉద్యోగాలకు నియామకాలు చేస్తుంటాం:",
      { list: ["ఫ్రంట్‌ఎండ్ డెవలపర్", "UI/UX డిజైనర్", "కంటెంట్ మార్కెటర్"] },
      [
        "ఈరోజు ఏవి ఖాళీగా ఉన్నాయో చూసి మా ",
        { text: "ఉద్యోగాల పేజీ", href: pagePaths.careers },
        "లో దరఖాస్తు చేయండి, లేదా మీ రెజ్యూమెను ",
        emailLink,
        " కు ఈమెయిల్ చేయండి.",
      ],
    ],
    options: [toMenu],
  },
};
