import type { NotFoundCopy } from "./notFound";

export const notFoundPage: NotFoundCopy = {
  title: "पेज नहीं मिला",
  heading: "404 - पेज नहीं मिला",
  text: "आप जो पेज ढूँढ रहे हैं, वह यहाँ नहीं है। नीचे दिए गए किसी लिंक से आगे बढ़ें।",
  description: "आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है। हमारी सेवाएँ, कंपनी की जानकारी और संपर्क के तरीके यहाँ से देखें।",
  suggestions: [
    { label: "होम पेज पर जाएँ", href: "/" },
    { label: "सभी सेवाएँ देखें", href: "/services" },
    { label: "हमसे संपर्क करें", href: "/contact" },
  ],
};
