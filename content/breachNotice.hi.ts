import type { BreachNoticeCopy } from "./breachNotice";

// Hindi: the notice to a person affected by a breach.
export const breachNotice: BreachNoticeCopy = {
  subject: "{agency}: एक सुरक्षा घटना जिसमें आपका डेटा शामिल हो सकता है",
  greeting: "प्रिय {name},",
  happened: "{from} से {to} के बीच [क्या हुआ, कहाँ, और हमें कब पता चला]। हमारे पास {held} था।",
  held: {
    contact: "आपका नाम, फ़ोन नंबर, e-mail पता और आपकी भेजी पूछताछ या बुकिंग",
    application: "आपकी नौकरी की अर्ज़ी: आपका नाम, फ़ोन नंबर, e-mail पता, resume और आपकी दी जानकारी",
    rights: "आपके डेटा के बारे में आपका अनुरोध: आपका नाम, e-mail पता और आपका लिखा",
  },
  consequences: "आपके लिए इसका क्या मतलब हो सकता है: [संभावित असर, जैसे अनचाहे e-mail या कॉल]।",
  done: "हमने क्या किया है: [इसे रोकने और दोबारा न होने देने के लिए उठाए गए क़दम]।",
  youCan: "आप क्या कर सकते हैं: हमारे नाम से आने वाले ऐसे संदेशों से सावधान रहें जो पैसे या पासवर्ड माँगें; [और क़दम]।",
  contact: "किसी भी सवाल के लिए हमारे शिकायत अधिकारी {officer} को लिखें: {email}।",
};
