import { alongside } from "../../translate";
import { frame, hero, heroFrame, section, translatedPage } from "../translate";
import { appDevelopment as english } from "./app-development";

const nav = section(english, "pageNav");
const grid = section(english, "serviceGrid");
const why = section(english, "whyChoose");
const metrics = section(english, "metrics");
const cta = section(english, "cta");

export const appDevelopment = translatedPage(english, {
  title: "హైదరాబాద్‌లో యాప్ డెవలప్‌మెంట్ కంపెనీ — Android, iOS, క్రాస్-ప్లాట్‌ఫామ్",
  description:
    "Android, iOS కోసం కస్టమ్ మొబైల్ యాప్‌లు, React Native క్రాస్-ప్లాట్‌ఫామ్ యాప్‌లు, స్టార్టప్‌లకు MVP వెర్షన్‌లు, UI/UX డిజైన్, యాప్ నిర్వహణ — హైదరాబాద్‌లో తయారీ.",
  keywords: [
    "హైదరాబాద్ యాప్ డెవలప్‌మెంట్ కంపెనీ",
    "మొబైల్ యాప్ డెవలపర్లు",
    "React Native డెవలప్‌మెంట్",
    "స్టార్టప్ MVP డెవలప్‌మెంట్",
    "Android, iOS యాప్‌లు",
  ],
  sections: [
    {
      ...heroFrame(hero(english)),
      eyebrow: "యాప్ డెవలప్‌మెంట్ · హైదరాబాద్",
      heading: "మీ కస్టమర్లు ఇష్టంగా వాడే మొబైల్ యాప్‌లు",
      lead: "T-Hub స్టార్టప్ మొదటి MVP నుంచి హాస్పిటల్ చెయిన్ కస్టమర్ యాప్ వరకు — వేగవంతమైన, నమ్మదగిన, సులభంగా వాడగలిగే Android, iOS యాప్‌లను డిజైన్ చేసి, నిర్మించి, లాంచ్ చేస్తాం; అవి అలాగే ఉండేలా తర్వాతా తోడుంటాం.",
      actions: alongside(hero(english).actions, [{ label: "మమ్మల్ని సంప్రదించండి" }, { label: "కాల్ చేయండి" }]),
      highlights: [
        "Android, iOS, React Native ద్వారా క్రాస్-ప్లాట్‌ఫామ్",
        "8 నుంచి 12 వారాల్లో MVP లాంచ్",
        "Play Store, App Store సబ్మిషన్ మేమే చూసుకుంటాం",
        "స్పష్టమైన మైలురాళ్లు, రూపాయల్లో స్థిర కొటేషన్లు",
      ],
    },
    {
      ...frame(nav),
      label: "ఈ పేజీలో",
      links: alongside(nav.links, [
        { label: "మొదలు" },
        { label: "సేవలు" },
        { label: "మమ్మల్నే ఎందుకు" },
        { label: "ప్రభావం" },
      ]),
    },
    {
      ...frame(grid),
      eyebrow: "సేవలు",
      heading: "యాప్ డెవలప్‌మెంట్ సేవలు",
      intro: "మీ యాప్‌ను వైట్‌బోర్డ్‌పై ఆలోచన నుంచి, సంతోషంగా మళ్లీ మళ్లీ వాడే యూజర్లున్న ప్రోడక్ట్‌గా మార్చే ఐదు సేవలు.",
      items: alongside(grid.items, [
        {
          title: "కస్టమ్ యాప్ డెవలప్‌మెంట్",
          description: "మీ వ్యాపార నియమాల చుట్టూ, సురక్షిత API అనుసంధానాలు, అడ్మిన్ డాష్‌బోర్డులతో నేటివ్ నాణ్యత గల Android, iOS యాప్‌లు.",
        },
        {
          title: "UI/UX డిజైన్",
          description: "డెవలప్‌మెంట్ మొదలయ్యే ముందే నిజమైన యూజర్లతో పరీక్షించిన రీసెర్చ్ ఆధారిత ఫ్లోలు, వైర్‌ఫ్రేమ్‌లు, మెరుగైన స్క్రీన్లు.",
        },
        {
          title: "యాప్ నిర్వహణ",
          description: "OS అప్‌డేట్లు, క్రాష్ పర్యవేక్షణ, భద్రతా అప్‌డేట్లు, కొత్త ఫీచర్లు — సులభమైన నెలవారీ ప్లాన్‌పై.",
        },
        {
          title: "క్రాస్-ప్లాట్‌ఫామ్ యాప్‌లు",
          description: "Android, iOS రెండింటికీ ఒకే React Native కోడ్ — త్వరగా తయారు, తక్కువ ఖర్చుతో నిర్వహణ.",
        },
        {
          title: "MVP డెవలప్‌మెంట్",
          description: "పెట్టుబడిదారులు, తొలి యూజర్లతో ఆలోచనను త్వరగా పరీక్షించాల్సిన స్టార్టప్‌ల కోసం కేంద్రీకృత తొలి వెర్షన్.",
        },
      ]),
    },
    {
      ...frame(why),
      eyebrow: "మమ్మల్నే ఎందుకు",
      heading: "స్టార్టప్‌లు, పెద్ద సంస్థలు మమ్మల్నే ఎందుకు ఎంచుకుంటాయి",
      items: alongside(why.items, [
        { title: "యూజర్‌కే ముందు చోటు", description: "ప్రతి స్క్రీన్ మీ యూజర్లు తర్వాత చేయాల్సిన పని చుట్టూ డిజైన్ అవుతుంది." },
        { title: "చురుకైన డెలివరీ", description: "రెండు వారాల స్ప్రింట్లు, ప్రతిసారీ మీ ఫోన్‌లో పరీక్షించగలిగే పనిచేసే వెర్షన్." },
        { title: "పారదర్శక ధరలు", description: "ప్రతి మైలురాయికి రూపాయల్లో స్థిర కొటేషన్లు, దాచిన ఖర్చులు లేవు." },
        {
          title: "విస్తరించగలిగే నిర్మాణం",
          description: "100 నుంచి 1,00,000 యూజర్ల వరకు ఎదిగేలా React Native, Node.js, MongoDB ఆధారంగా నిర్మాణం.",
        },
        { title: "దీర్ఘకాల భాగస్వామ్యం", description: "లాంచ్ తర్వాత చాలా కాలం మీ యాప్‌కు సపోర్ట్, పర్యవేక్షణ, మెరుగుదల." },
      ]),
    },
    {
      ...frame(metrics),
      eyebrow: "ప్రభావం",
      heading: "బాగా నిర్మించిన యాప్ ప్రభావం",
      items: alongside(metrics.items, [
        { label: "సగటు స్టోర్ రేటింగ్", description: "Google Play, App Store — రెండింటిలో మేం లాంచ్ చేసి నిర్వహిస్తున్న యాప్‌లన్నిటిలో." },
        { label: "మార్కెట్‌కు వేగంగా", description: "రెండు వేర్వేరు నేటివ్ యాప్‌లతో పోలిస్తే క్రాస్-ప్లాట్‌ఫామ్ డెవలప్‌మెంట్‌తో." },
        {
          value: "3 రెట్లు",
          label: "మళ్లీ మళ్లీ వచ్చే ఆర్డర్లు",
          description: "నమ్మకమైన కస్టమర్లను సొంత యాప్‌కు మార్చాక హైదరాబాద్‌లోని ఒక ఫుడ్ బ్రాండ్‌కు.",
        },
      ]),
    },
    {
      ...frame(cta),
      eyebrow: "మీ యాప్ నిర్మించండి",
      heading: "యాప్ ఆలోచన ఉందా? దాన్ని నిజం చేద్దాం",
      text: "మీ ఆలోచన, మీ యూజర్లు, మీ టైమ్‌లైన్ గురించి చెప్పండి. మూడు పని దినాల్లో పరిధితో కూడిన ప్లాన్, అంచనాతో జవాబిస్తాం.",
      actions: alongside(cta.actions, [{ label: "మమ్మల్ని సంప్రదించండి" }, { label: "మాకు ఫోన్ చేయండి" }]),
    },
  ],
});
