import type { SearchPageCopy } from "./searchPage";

export const searchPageCopy: SearchPageCopy = {
  heading: "“{q}” के लिए नतीजे",
  emptyHeading: "इस साइट में खोजें",
  documentTitle: "“{q}” के लिए खोज के नतीजे",
  searching: "खोज रहे हैं…",
  noResults: "“{q}” के लिए कुछ नहीं मिला।",
  results: { one: "“{q}” के लिए {total} नतीजा{more}।", other: "“{q}” के लिए {total} नतीजे{more}।" },
  moreThanShown: ", इनमें से सबसे अच्छे {shown} दिखा रहे हैं",
  failed: "खोज लोड नहीं हो पाई। कृपया फिर से कोशिश करें।",
  hint: "कोई सेवा, सवाल या विषय लिखें और खोजें दबाएँ — जैसे ब्रांडिंग, SEO, वेब होस्टिंग या करियर।",
  resultsLabel: "“{q}” के नतीजे",
  showAll: "सभी {total} नतीजे दिखाएँ",
  noResultsIntro: "स्पेलिंग जाँच लें या कोई आसान शब्द आज़माएँ। आप यह भी कर सकते हैं:",
  failedIntro: "तब तक आप यह कर सकते हैं:",
  noscript: "खोज के नतीजों के लिए JavaScript चाहिए। उसके बिना, इन पेजों पर हमारा सारा काम है:",
  browseServices: "हमारी सभी सेवाएँ देखें",
  contactUs: "हमसे संपर्क करें — हम सही रास्ता बताएँगे",
};
