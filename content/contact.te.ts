import bookingFile from "../.content/booking.te.json" with { type: "json" };
import { contactPage as english, type ContactPageCopy } from "./contact";
import { contactForm } from "./contactForm.te";
import { rupees } from "./factsInLanguage";
import { facts } from "./facts";

// The booking link's words are the booking's (content/booking/).
const bookingCopy = bookingFile[0]!;

// Telugu: the contact page. The address, phone and e-mail come from the site record; links and the map image
// are the English record's.
export const contactPage: ContactPageCopy = {
  hero: {
    eyebrow: "సంప్రదించండి",
    heading: "మీ వ్యాపారం ఎదుగుదల గురించి మాట్లాడుకుందాం",
    lead: "ఫోన్ చేయండి, ఈమెయిల్ పంపండి, మణికొండ ఆఫీసుకు రండి లేదా మెసేజ్ పంపండి. ఒక బాట్ కాదు, మా స్ట్రాటజిస్ట్ ఒక పని దినంలోపు జవాబిస్తారు.",
    cta: { ...english.hero.cta, label: "మాతో మాట్లాడండి" },
  },
  details: {
    heading: "మమ్మల్ని కలవండి లేదా ఫోన్ చేయండి",
    addressLabel: "ఆఫీసు",
    phoneLabel: "ఫోన్",
    emailLabel: "ఈమెయిల్",
    hoursLabel: "పని వేళలు",
    hours: [
      { scope: "ఆఫీసుకు రావడానికి", lines: ["సోమ–శని ఉదయం 9:00–సాయంత్రం 6:00", "ఆదివారం సెలవు"] },
      { scope: "చాట్, ఫోన్‌లో జవాబులు", lines: ["సోమ–శని, ఉదయం 10–రాత్రి 7"] },
      { scope: "అపాయింట్‌మెంట్‌తో మీటింగ్‌లు", lines: ["సోమ–శుక్ర 09:00–19:00"] },
    ],
  },
  map: {
    ...english.map,
    title: "మణికొండ, హైదరాబాద్‌లో మా ఆఫీసు చూపించే మ్యాప్",
    image: {
      ...english.map.image,
      alt: "మణికొండ, హైదరాబాద్ వీధుల మ్యాప్: లాంకో హిల్స్, ఔటర్ రింగ్ రోడ్ దగ్గర మెయిన్ రోడ్‌లో మా ఆఫీసు గుర్తుతో",
    },
    loadLabel: "మ్యాప్ చూపించండి (Google Maps లోడ్ అవుతుంది)",
    openLabel: "Google Maps తెరిచి మ్యాప్ చూడండి",
    openNewTab: "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
    loadNote: "మ్యాప్‌ను లోడ్ చేస్తే మీరు Google సర్వర్లకు కనెక్ట్ అవుతారు; మీ IP చిరునామా, బ్రౌజర్ వివరాలు Google సంస్థకు అందుతాయి.",
    directionsLabel: "దారి చూడండి",
    directionsNewTab: "(Google Maps కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  },
  form: contactForm,
  bookCall: { lead: bookingCopy.link.lead, label: bookingCopy.link.label },
  whyReachOut: {
    heading: "మమ్మల్ని ఎందుకు సంప్రదించాలి",
    reasons: [
      {
        title: "ఉచిత గ్రోత్ ఆడిట్",
        text: "మీ వెబ్‌సైట్, Google ర్యాంకింగ్, సోషల్ పేజీలు చూసి ముందుగా సరిచేయాల్సిన మూడు విషయాలు చెబుతాం.",
      },
      {
        title: "రూపాయల్లో స్పష్టమైన ధరలు",
        text: `ల్యాండింగ్ పేజీకి ${rupees(facts.prices.landingPage.from)} నుండి ప్యాకేజీలు, పని మొదలయ్యే ముందే రాతపూర్వక కొటేషన్.`,
      },
      {
        title: "ఒక పని దినంలోపు జవాబు",
        text: "మీ మెసేజ్‌కు మా స్ట్రాటజిస్ట్ స్వయంగా జవాబిస్తారు, సాధారణంగా అదే రోజు.",
      },
      {
        title: "అన్నీ ఒకే టీమ్",
        text: "మార్కెటింగ్, వెబ్‌సైట్‌లు, డిజైన్ అన్నీ ఒకే చోట, కాబట్టి ఏ పనీ ఏజెన్సీల మధ్య ఆగిపోదు.",
      },
      {
        title: "స్థానికంగా, బాధ్యతగా",
        text: "మణికొండ, హైదరాబాద్‌లో మమ్మల్ని కలవండి. ఐదు నిమిషాల్లో చదవగలిగే నెలవారీ రిపోర్టులు.",
      },
    ],
  },
};
