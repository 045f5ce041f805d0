import type { NotFoundCopy } from "./notFound";

export const notFoundPage: NotFoundCopy = {
  title: "పేజీ కనబడలేదు",
  heading: "404 - పేజీ కనబడలేదు",
  text: "మీరు వెతుకుతున్న పేజీ ఇక్కడ లేదు. కింది లింకులలో ఒకటి ప్రయత్నించండి.",
  description: "మీరు వెతుకుతున్న పేజీ లేదు. మా సేవలు, మా సంస్థ వివరాలు, మమ్మల్ని సంప్రదించే మార్గాలు ఇక్కడి నుండి చూడండి.",
  suggestions: [
    { label: "హోమ్ పేజీకి వెళ్లండి", href: "/" },
    { label: "అన్ని సేవలు చూడండి", href: "/services" },
    { label: "మమ్మల్ని సంప్రదించండి", href: "/contact" },
  ],
};
