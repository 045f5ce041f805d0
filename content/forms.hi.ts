import type { FormCopy } from "./forms";
import { emailLink, phoneLink } from "./site";

// Hindi: what a visitor reads when a form could not be delivered.
export const formCopy: FormCopy = {
  delivery: {
    failure: {
      network: "हम अपने सर्वर तक नहीं पहुँच पाए — शायद आपका इंटरनेट कनेक्शन टूट गया। कुछ नहीं भेजा गया।",
      timeout: "हमारे सर्वर ने {seconds} सेकंड में जवाब नहीं दिया, इसलिए हमने इंतज़ार बंद कर दिया। कुछ नहीं भेजा गया।",
      serverError: "हमारे सर्वर में दिक़्क़त आई (त्रुटि {status}) और वह आपकी जानकारी नहीं ले पाया। कुछ नहीं भेजा गया।",
      refused: "हमारे सर्वर ने इसे लेने से मना कर दिया (त्रुटि {status})। कुछ नहीं भेजा गया।",
    },
    unknownStatus: "पता नहीं",
    stillInForm: [
      "आपकी जानकारी अभी भी फ़ॉर्म में है। फिर से कोशिश करें, या हमें सीधे ",
      phoneLink,
      " पर कॉल या ",
      emailLink,
      " पर ईमेल करें।",
    ],
  },
  notConnected: {
    title: "{what} भेजने के लिए इस फ़ॉर्म को JavaScript चाहिए।",
    text: ["कृपया ", phoneLink, " पर कॉल करें या ", emailLink, " पर ईमेल करें — हम एक कामकाजी दिन में जवाब देते हैं।"],
  },
};
