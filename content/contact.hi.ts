import bookingFile from "../.content/booking.hi.json" with { type: "json" };
import { contactPage as english, type ContactPageCopy } from "./contact";
import { contactForm } from "./contactForm.hi";
import { rupees } from "./factsInLanguage";
import { facts } from "./facts";

// The booking link's words are the booking's (content/booking/).
const bookingCopy = bookingFile[0]!;

// Hindi: the contact page. The address, phone and e-mail come from the site record; links and the map image
// are the English record's.
export const contactPage: ContactPageCopy = {
  hero: {
    eyebrow: "संपर्क करें",
    heading: "आइए, आपके कारोबार की बढ़त पर बात करें",
    lead: "कॉल करें, ईमेल भेजें, मणिकोंडा ऑफ़िस आइए या मैसेज भेजिए। कोई बॉट नहीं, हमारा रणनीतिकार एक कामकाजी दिन में जवाब देता है।",
    cta: { ...english.hero.cta, label: "हमसे बात करें" },
  },
  details: {
    heading: "हमसे मिलें या कॉल करें",
    addressLabel: "ऑफ़िस",
    phoneLabel: "फ़ोन",
    emailLabel: "ईमेल",
    hoursLabel: "खुलने का समय",
    hours: [
      { scope: "ऑफ़िस आने के लिए", lines: ["सोम–शनि सुबह 9:00–शाम 6:00", "रविवार बंद"] },
      { scope: "चैट और फ़ोन पर जवाब", lines: ["सोम–शनि, सुबह 10–शाम 7"] },
      { scope: "अपॉइंटमेंट से मीटिंग", lines: ["सोम–शुक्र 09:00–19:00"] },
    ],
  },
  map: {
    ...english.map,
    title: "मणिकोंडा, हैदराबाद में हमारे ऑफ़िस का नक़्शा",
    image: {
      ...english.map.image,
      alt: "मणिकोंडा, हैदराबाद की सड़कों का नक़्शा: लैंको हिल्स और आउटर रिंग रोड के पास मेन रोड पर हमारा ऑफ़िस चिह्नित",
    },
    loadLabel: "नक़्शा दिखाएँ (Google Maps लोड होगा)",
    openLabel: "Google Maps पर नक़्शा देखें",
    openNewTab: "(नए टैब में खुलेगा)",
    loadNote: "नक़्शा लोड करने पर आप Google से जुड़ते हैं, और Google को आपका IP पता और ब्राउज़र की जानकारी मिलती है।",
    directionsLabel: "रास्ता देखें",
    directionsNewTab: "(Google Maps नए टैब में खुलेगा)",
  },
  form: contactForm,
  bookCall: { lead: bookingCopy.link.lead, label: bookingCopy.link.label },
  whyReachOut: {
    heading: "हमसे संपर्क क्यों करें",
    reasons: [
      {
        title: "मुफ़्त ग्रोथ ऑडिट",
        text: "हम आपकी वेबसाइट, Google रैंकिंग और सोशल पेज देखकर बताते हैं कि सबसे पहले कौन-सी तीन चीज़ें सुधारनी हैं।",
      },
      {
        title: "रुपयों में साफ़ दाम",
        text: `लैंडिंग पेज के पैकेज ${rupees(facts.prices.landingPage.from)} से, काम शुरू होने से पहले लिखित कोटेशन के साथ।`,
      },
      {
        title: "एक कामकाजी दिन में जवाब",
        text: "आपके मैसेज का जवाब हमारा रणनीतिकार ख़ुद देता है, आम तौर पर उसी दिन।",
      },
      {
        title: "हर काम के लिए एक टीम",
        text: "मार्केटिंग, वेबसाइट और डिज़ाइन एक ही छत के नीचे, ताकि कोई काम एजेंसियों के बीच न अटके।",
      },
      {
        title: "स्थानीय और जवाबदेह",
        text: "मणिकोंडा, हैदराबाद में हमसे मिलिए। हर महीने ऐसी रिपोर्ट जो पाँच मिनट में पढ़ी जा सके।",
      },
    ],
  },
};
