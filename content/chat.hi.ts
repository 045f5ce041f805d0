import { facts } from "./facts";
import { band } from "./factsInLanguage";
import { localFacts } from "./facts.hi";
import { BOOKING_PATH, enquiryPath, pagePaths } from "./paths";
import { emailLink, phoneLink, site } from "./site";
import { whatsappChatBase } from "./phone";
import bookingFile from "../.content/booking.hi.json" with { type: "json" };
import { chatTree as english, type ChatAssistantCopy, type ChatOption, type ChatTree } from "./chat";

// Hindi: the chat assistant (content/chat.ts), the same tree with the same nodes and options in the same order,
// written for Hindi readers. Links, prices and services come from the English tree, content/site.ts and
// content/facts.ts; the panel localises the links when it renders them.

const bookingCopy = bookingFile[0]!;
const toQuote: ChatOption = { label: "कोटेशन पाएँ", next: "quote" };
const toPricing: ChatOption = { label: "दाम और समय", next: "pricing" };
const toServices: ChatOption = { label: "सेवाओं पर वापस", next: "services" };
const toMenu: ChatOption = { label: "मुख्य मेन्यू", next: "start" };

export const chatAssistant: ChatAssistantCopy = {
  title: `${site.name} सहायक`,
  subtitle: "सेवाओं, दामों और बाक़ी बातों पर झटपट जवाब",
  botName: site.name,
  userName: "आप",
  typing: `${site.name} लिख रहा है…`,
  restartLabel: "बातचीत फिर से शुरू करें",
  closeLabel: "चैट बंद करें",
  logLabel: "बातचीत",
  optionsLabel: "एक जवाब चुनें",
  startNode: "start",
};

export const chatTree: ChatTree = {
  start: {
    message: [
      `नमस्ते! मैं ${site.name} का सहायक हूँ। हैदराबाद के अपने स्टूडियो से हम मार्केटिंग, वेबसाइटें, ऐप्स और डिज़ाइन के ज़रिए भारतीय कारोबारों को आगे बढ़ने में मदद करते हैं।`,
      "आप क्या जानना चाहेंगे?",
    ],
    options: [
      { label: "हमारी सेवाएँ", next: "services" },
      toQuote,
      { label: "संपर्क जानकारी", next: "contact" },
      toPricing,
      { label: "हम कैसे काम करते हैं", next: "process" },
      { label: "नौकरियाँ", next: "careers" },
    ],
  },

  services: {
    message: ["पहले लोगो से लेकर हज़ारवें ऑर्डर तक, पूरे सफ़र में हम साथ हैं। आपकी दिलचस्पी किस काम में है?"],
    options: [
      { label: "ब्रांडिंग", next: "branding" },
      { label: "वेबसाइट और ऐप डेवलपमेंट", next: "webdev" },
      { label: "डिजिटल मार्केटिंग", next: "marketing" },
      { label: "E-commerce", next: "ecommerce" },
      { label: "वापस", next: "start" },
    ],
  },

  branding: {
    serviceId: english.branding.serviceId,
    message: [
      "ब्रांडिंग: ग्राहक आपको कैसे देखें और कैसे याद रखें, यह हम गढ़ते हैं।",
      {
        list: [
          "लोगो डिज़ाइन और पूरी विज़ुअल पहचान",
          "ब्रांड गाइडलाइन, रंग और अक्षरों की शैली",
          "ब्रोशर, पैकेजिंग और सोशल मीडिया किट",
        ],
      },
      `ब्रांडिंग पैक का दाम ${band(facts.prices.brandingPack)} है, और पूरे ब्रांडिंग प्रोजेक्ट में आम तौर पर ${localFacts.brandingTimeline} लगते हैं।`,
    ],
    options: [toQuote, toPricing, toServices],
  },

  webdev: {
    serviceId: english.webdev.serviceId,
    message: [
      "वेबसाइट और ऐप डेवलपमेंट: मोबाइल पर तेज़ चलने वाली वेबसाइटें और ऐप्स, जो आने वालों को पूछताछ में बदलें।",
      {
        list: ["लैंडिंग पेज और कारोबारी वेबसाइटें", "आपकी ज़रूरत के हिसाब से वेब ऐप और डैशबोर्ड", "एक ही कोड से Android और iOS ऐप्स"],
      },
      "React, Next.js, Node.js, MongoDB और React Native — हम इन्हीं टेक्नोलॉजी पर काम करते हैं।",
    ],
    options: [toQuote, toPricing, toServices],
  },

  marketing: {
    serviceId: english.marketing.serviceId,
    message: [
      "डिजिटल मार्केटिंग: ऐसे कैंपेन जो गिनी जा सकने वाली लीड और बिक्री लाएँ, और हर महीने सीधे आँकड़ों में रिपोर्ट।",
      {
        list: [
          "हैदराबाद और उससे आगे के लिए SEO और लोकल सर्च",
          "Google और Meta विज्ञापन (हर क्लिक पर भुगतान)",
          "सोशल मीडिया, कंटेंट, ईमेल और इन्फ़्लुएंसर मार्केटिंग",
        ],
      },
      "मार्केटिंग कैंपेन का दाम आपके लक्ष्य और बजट समझने के बाद तय होता है।",
    ],
    options: [toQuote, toPricing, toServices],
  },

  ecommerce: {
    serviceId: english.ecommerce.serviceId,
    message: [
      "E-commerce: ऐसे ऑनलाइन स्टोर जिन्हें चलाना आसान हो और जिनसे ख़रीदना झटपट।",
      {
        list: [
          "प्रोडक्ट कैटलॉग, कार्ट और सुरक्षित चेकआउट",
          "UPI, कार्ड और नेट बैंकिंग पेमेंट गेटवे",
          "शिपिंग, GST इनवॉइस और स्टॉक मैनेजमेंट से जुड़ाव",
        ],
      },
      "आपके स्टोर तक ख़रीदार लाने वाली मार्केटिंग भी हम ही सेट करते हैं।",
    ],
    options: [toQuote, toPricing, toServices],
  },

  quote: {
    message: [
      "कोटेशन ख़ुशी से बनाएँगे! हमारे संपर्क फ़ॉर्म में अपने कारोबार, अपनी ज़रूरत और समय-सीमा के बारे में कुछ लाइनें लिखें। हम एक कामकाजी दिन के भीतर जवाब देते हैं।",
      [{ text: "संपर्क फ़ॉर्म खोलें", href: enquiryPath() }],
      ["या सीधे बात करें: अपनी सुविधा के समय ", { text: bookingCopy.link.label, href: BOOKING_PATH }, "।"],
    ],
    options: [toMenu],
  },

  contact: {
    message: [
      "हमसे ऐसे संपर्क करें:",
      {
        list: [
          ["फ़ोन: ", phoneLink],
          ["ईमेल: ", emailLink],
          ["WhatsApp: ", { text: "हमें मैसेज भेजें", href: whatsappChatBase }],
          `ऑफ़िस: ${site.address.streetAddress}, ${site.address.city}`,
          ["अपनी सुविधा के समय कॉल: ", { text: bookingCopy.link.label, href: BOOKING_PATH }],
        ],
      },
      "चैट और फ़ोन पर हम सोम–शनि, सुबह 10 से शाम 7 बजे तक जवाब देते हैं।",
      ["आपकी भेजी जानकारी हम कैसे सँभालते हैं: हमारी ", { text: "गोपनीयता सूचना", href: pagePaths.privacy }, "।"],
    ],
    options: [toQuote, toMenu],
  },

  pricing: {
    message: [
      "आम दाम (आख़िरी कोटेशन काम के दायरे पर निर्भर है):",
      {
        list: [
          `लैंडिंग पेज: ${band(facts.prices.landingPage)}`,
          `कारोबारी वेबसाइट: ${band(facts.prices.businessWebsite)}`,
          `वेब ऐप: ${band(facts.prices.webApp)}`,
          `ब्रांडिंग पैक: ${band(facts.prices.brandingPack)}`,
          "मार्केटिंग कैंपेन: ज़रूरत के हिसाब से",
        ],
      },
      `लैंडिंग पेज आम तौर पर ${localFacts.weeksUnbroken(facts.timelines.landingPage)} में और कारोबारी वेबसाइट ${localFacts.weeksUnbroken(facts.timelines.businessWebsite)} में लाइव हो जाती है; वेब ऐप्स की योजना चरणों में बनती है।`,
    ],
    options: [toQuote, { label: "हम कैसे काम करते हैं", next: "process" }, toMenu],
  },

  process: {
    message: [
      "हर प्रोजेक्ट इन्हीं पाँच चरणों से गुज़रता है:",
      {
        list: ["शुरुआती बातचीत", "प्रस्ताव और दाम", "डिज़ाइन और डेवलपमेंट", "बदलाव", "लॉन्च और आगे का सपोर्ट"],
      },
      "हर चरण पर आप काम की प्रगति देखते हैं, और आपकी मंज़ूरी के बिना कुछ भी लाइव नहीं होता।",
    ],
    options: [toQuote, toPricing, toMenu],
  },

  careers: {
    message: [
      "हमारी टीम बढ़ रही है! साल भर हम इन भूमिकाओं के लिए भर्ती करते हैं:",
      { list: ["फ्रंटएंड डेवलपर", "UI/UX डिज़ाइनर", "कंटेंट मार्केटर"] },
      [
        "आज कौन-से पद खुले हैं, यह देखें और हमारे ",
        { text: "करियर पेज", href: pagePaths.careers },
        " पर आवेदन करें, या अपना रिज़्यूमे ",
        emailLink,
        " पर ईमेल करें।",
      ],
    ],
    options: [toMenu],
  },
};
