import type { PageId, PageText } from "./pages";

// Telugu titles and descriptions of the pages in content/pages.ts.
export const pages: Record<PageId, PageText> = {
  home: {
    title: "హైదరాబాద్‌లో డిజిటల్ మార్కెటింగ్, website, డిజైన్ ఏజెన్సీ",
    description: "SEO, ప్రకటనలు, సోషల్ మీడియా, website, app, బ్రాండింగ్ — హైదరాబాద్ ఏజెన్సీ. రూపాయల్లో స్పష్టమైన ధరలు, కొలవగలిగే ఫలితాలు.",
    keywords: ["డిజిటల్ మార్కెటింగ్ ఏజెన్సీ హైదరాబాద్", "website హైదరాబాద్", "SEO సేవలు", "బ్రాండింగ్"],
  },
  about: {
    title: "మా గురించి",
    description: "Deccan Digital వెనుక ఉన్న హైదరాబాద్ టీమ్: మా లక్ష్యం, మా పని తీరు, భారతదేశమంతటా బ్రాండ్‌లను పెంచే మనుషులు.",
  },
  services: {
    title: "మా సేవలు",
    description: "బ్రాండింగ్, SEO, డిజిటల్ మార్కెటింగ్, సోషల్ మీడియా, website, e-commerce, 3D, బ్రోచర్ డిజైన్ — మా సేవలన్నీ ఒకే చోట.",
  },
  careers: {
    title: "ఉద్యోగాలు",
    description: "ఎదుగుతున్న హైదరాబాద్ ఏజెన్సీలో చేరండి. డిజిటల్ మార్కెటింగ్, UI/UX డిజైన్ ఉద్యోగాలు, రూపాయల్లో జీతాలు, ఆన్‌లైన్‌లో resume పంపండి.",
  },
  contact: {
    title: "సంప్రదించండి",
    description: "మణికొండ, హైదరాబాద్ ఆఫీసుకు ఫోన్ చేయండి, e-mail పంపండి లేదా రండి. మెసేజ్ పంపితే ఒక పని దినంలో జవాబిస్తాం.",
  },
  privacy: {
    title: "గోప్యతా నోటీసు",
    description:
      "Deccan Digital ఫారమ్‌ల ద్వారా ఏ వివరాలు తీసుకుంటుంది, ఎందుకు, ఎంత కాలం ఉంచుతుంది, DPDP చట్టం కింద మీ హక్కులు ఎలా వాడాలి.",
  },
  search: {
    title: "వెతకండి",
    description: "Deccan Digital website లోని ప్రతి పేజీలో వెతకండి: సేవలు, ధరలు, ఉద్యోగాలు, సంప్రదింపు వివరాలు.",
  },
};
