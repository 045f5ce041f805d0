import { facts } from "./facts";
import { band } from "./factsInLanguage";
import { localFacts } from "./facts.hi";
import * as en from "./home";
import { alongside } from "./translate";
import type {
  FeatureCard,
  HeroRecord,
  HomeControlLabels,
  ProcessStep,
  SectionIntro,
  ServiceCardRecord,
  WelcomeRecord,
} from "./home";
import type { FaqItem, LinkRecord } from "./types";

// Hindi copy of the home page (content/home.ts): the same records, written for Hindi readers. Links, images,
// icons and figures come from the English records and content/facts.ts.

const { weeks } = localFacts;

export const homeHero: HeroRecord = {
  ...en.homeHero,
  eyebrow: "डिजिटल मार्केटिंग · वेब डेवलपमेंट · डिज़ाइन — हैदराबाद",
  heading: "ऑनलाइन तेज़ी से बढ़ें — ऐसी टीम के साथ जो वेबसाइट बनाती है, मार्केटिंग करती है और नतीजे मापती है",
  lead: "SEO, विज्ञापन, सोशल मीडिया, तेज़ खुलने वाली वेबसाइटों और यादगार ब्रांड के ज़रिए हम भारतीय स्टार्टअप, दुकानों और कंपनियों को नए ग्राहक दिलाते हैं — दाम रुपयों में साफ़-साफ़, और हर महीने ऐसी रिपोर्ट जो सच में समझ आए।",
  cta: { ...en.homeHero.cta, label: "आज ही शुरू करें" },
  secondaryCta: { ...en.homeHero.secondaryCta, label: "हमारी सेवाएँ देखें" },
  highlights: [`${localFacts.roi} ज़्यादा ROI`, `${facts.satisfaction} क्लाइंट संतुष्टि`, `${facts.experience} साल का अनुभव`],
  results: {
    heading: "डिजिटल मार्केटिंग के नतीजे",
    stats: [
      { value: localFacts.roiMultiple, label: "औसत ROI" },
      { value: facts.marketingResults.trafficGrowth, label: "ट्रैफ़िक में बढ़त" },
      { value: facts.marketingResults.campaigns, label: "पूरे किए गए कैंपेन" },
      { value: facts.clientCounts.marketing.value, label: `मौजूदा ${localFacts.clientScopes.marketing}` },
    ],
    note: "हमारे मासिक रिटेनर क्लाइंट्स का औसत",
  },
};

export const homeWelcome: WelcomeRecord = {
  ...en.homeWelcome,
  eyebrow: "Deccan Digital में आपका स्वागत है",
  heading: "हैदराबाद का एक स्टूडियो जो आपके मार्केटिंग बजट को अपने पैसे की तरह संभालता है",
  paragraphs: [
    "2018 से हमने देश भर के फ़ाउंडर्स, पारिवारिक कारोबारों और बढ़ते ब्रांड्स की वेबसाइटों और सोशल पेजों को लगातार पूछताछ लाने वाला ज़रिया बनाया है। रणनीतिकार, डिज़ाइनर, डेवलपर और विज्ञापन विशेषज्ञ मणिकोंडा में एक ही मेज़ पर बैठते हैं, इसलिए आपका ब्रांड, आपकी वेबसाइट और आपके कैंपेन साथ मिलकर बनते हैं — तीन अलग वेंडरों की तरह नहीं जो आपस में बात तक नहीं करते।",
    `हर काम उन आँकड़ों से शुरू होता है जिनकी आपको सच में परवाह है — लीड, दुकान पर आने वाले ग्राहक, ऑनलाइन ऑर्डर, हर बिक्री की लागत — और आसान भाषा की रिपोर्ट पर ख़त्म होता है जो बताती है कि इन्हें किसने बढ़ाया। न भारी-भरकम शब्द, न दिखावटी आँकड़े, ${localFacts.lockIn}।`,
  ],
  stats: [
    { value: facts.experience, label: "साल का अनुभव" },
    { value: facts.brandTransformations, label: "ब्रांड्स को नया रूप" },
    { value: facts.satisfaction, label: "क्लाइंट संतुष्टि" },
    { value: localFacts.roi, label: "ज़्यादा ROI" },
  ],
  link: { ...en.homeWelcome.link, label: "हमारे बारे में और जानें" },
  image: {
    ...en.homeWelcome.image,
    alt: "एक कैंपेन डैशबोर्ड का चित्र: छह महीनों में वेबसाइट पर आने वाले लोग और लीड बढ़ रहे हैं, और हर लीड की लागत घट रही है।",
  },
};

export const whatWeDoIntro: SectionIntro = {
  eyebrow: "हम क्या करते हैं",
  heading: "ग्राहक आपको ढूँढें, चुनें और याद रखें — इसके लिए जो कुछ चाहिए",
  lead: "छह मुख्य सेवाएँ, एक ज़िम्मेदार टीम। आज जिस सेवा की ज़रूरत है उससे शुरू करें — कल आप जो भी करें, उसके साथ यह ठीक से चले, यह हम देखेंगे।",
};

const whatWeDoText: Pick<ServiceCardRecord, "title" | "description">[] = [
  // seo
  {
    title: "सर्च इंजन ऑप्टिमाइज़ेशन (SEO)",
    description:
      "हैदराबाद और उसके बाहर आपके ग्राहक जो खोजते हैं, उसमें Google पर ऊपर आएँ: तकनीकी सुधार, Google Maps पर लोकल SEO और ऐसा कंटेंट जो लिंक कमाए।",
  },
  // search-engine-marketing
  {
    title: "पे-पर-क्लिक विज्ञापन",
    description:
      "क्लिक नहीं, हर लीड की लागत को ध्यान में रखकर बने Google और Meta विज्ञापन — रोज़ के बजट पर नियंत्रण और हर हफ़्ते ईमानदार आँकड़े।",
  },
  // social-media-marketing
  {
    title: "सोशल मीडिया मार्केटिंग",
    description: "Instagram, Facebook और LinkedIn के लिए रील्स, कैरोसेल और कम्युनिटी मैनेजमेंट — ऐसे फ़ॉलोअर बढ़ाएँ जो सच में ख़रीदें।",
  },
  // web-development
  {
    title: "वेब डेवलपमेंट",
    description:
      "आधुनिक तकनीक पर बनी तेज़ और सुरक्षित वेबसाइटें, जो भारतीय 4G पर दो सेकंड से कम में खुलती हैं और आने वालों को पूछताछ में बदलती हैं।",
  },
  // ecommerce
  {
    title: "E-commerce वेबसाइटें",
    description: "UPI और कार्ड भुगतान, GST वाले इनवॉइस, शिपिंग जुड़ाव और बिक्री बढ़ाने वाले प्रोडक्ट पेजों के साथ ऑनलाइन स्टोर।",
  },
  // branding
  {
    title: "ब्रांडिंग और डिज़ाइन",
    description: "लोगो, रंगों की पहचान, पैकेजिंग और ब्रोशर — ताकि नया कारोबार भी पहली नज़र में जमा-जमाया नाम लगे।",
  },
];

export const whatWeDo: ServiceCardRecord[] = alongside(en.whatWeDo, whatWeDoText);

export const whatWeDoLinkLabel = "देखें";

export const whyChooseIntro: SectionIntro = {
  eyebrow: "Deccan Digital ही क्यों",
  heading: "पहले रणनीति, फिर क्रिएटिव, फिर नतीजे",
  lead: "छह आदतें जिनकी वजह से हमारे क्लाइंट साल-दर-साल हमारे साथ रहते हैं — और वे उद्योग जिनमें हम जानते हैं कि क्या काम करता है।",
};

const strategiesText: Pick<FeatureCard, "title" | "description">[] = [
  {
    title: "लक्ष्य से शुरू होने वाली योजना",
    description:
      "एक भी पोस्ट या पेज डिज़ाइन करने से पहले हम आपके साथ तय करते हैं कि कौन-सा आँकड़ा बढ़ाना है — लीड, बिक्री या दुकान पर आने वाले लोग।",
  },
  {
    title: "ऐसा डाटा जो पढ़ा जा सके",
    description: "आसान भाषा में एक पेज की मासिक रिपोर्ट: कितना ख़र्च हुआ, क्या लौटा और आगे क्या बदलेंगे।",
  },
  {
    title: "एक ही सीनियर टीम",
    description: "जो रणनीतिकार आपसे काम की बात करके अकाउंट लेता है, वही उसे चलाता है। न इंटर्न को सौंपना, न बार-बार मैनेजर बदलना।",
  },
  {
    title: "रुपयों में पारदर्शी दाम",
    description: "काम का दायरा लिखा हुआ, तय कोटेशन रुपयों में। विज्ञापन का ख़र्च जितना हुआ उतना ही बिल, कोई छिपा मार्जिन नहीं।",
  },
  {
    title: "स्थानीय बाज़ार की समझ",
    description: "अंग्रेज़ी, तेलुगु और हिंदी में कैंपेन — भारतीय त्योहारों, सेल के मौसम और हर शहर की सर्च आदतों के हिसाब से।",
  },
  {
    title: "जल्दी लॉन्च",
    description: `ज़्यादातर कैंपेन ${localFacts.campaignLaunch} और ज़्यादातर बिज़नेस वेबसाइटें ${weeks(facts.timelines.businessWebsite)} में लाइव हो जाती हैं — गुणवत्ता से समझौता किए बिना।`,
  },
];

export const strategies: FeatureCard[] = alongside(en.strategies, strategiesText);

export const industriesHeading = "वे उद्योग जिन्हें हम अंदर से जानते हैं";

const industriesText: Pick<FeatureCard, "title" | "description">[] = [
  {
    title: "फ़ूड और बेवरेज",
    description: "रेस्टोरेंट, क्लाउड किचन और कैफ़े: बिकने वाले डिलीवरी-ऐप मेन्यू, आसपास के ग्राहक और वीकेंड की भीड़।",
  },
  {
    title: "ट्रैवल और हॉस्पिटैलिटी",
    description: "होटल, रिज़ॉर्ट और टूर ऑपरेटर: सीधी बुकिंग जो एग्रीगेटर का कमीशन घटाए।",
  },
  {
    title: "एडटेक और शिक्षा",
    description: "स्कूल, कोचिंग सेंटर और कोर्स बनाने वाले: दाख़िले की ऐसी योजना जो हर बैच भर दे।",
  },
  {
    title: "E-commerce और रिटेल",
    description: "सीधे ग्राहकों को बेचने वाले ब्रांड और मोहल्ले की दुकानें: कैटलॉग विज्ञापन, बार-बार ऑर्डर और त्योहारी बिक्री।",
  },
  {
    title: "रियल एस्टेट और निर्माण",
    description: "बिल्डर और ब्रोकर: सच में रुचि रखने वाले साइट-विज़िट लीड और लॉन्च से पहले बेचने वाले 3D वॉकथ्रू।",
  },
  {
    title: "स्वास्थ्य और वेलनेस",
    description: "क्लिनिक, डायग्नोस्टिक लैब और फ़िटनेस स्टूडियो: विज्ञापन नियमों के भीतर अपॉइंटमेंट बुकिंग।",
  },
];

export const industries: FeatureCard[] = alongside(en.industries, industriesText);

export const processIntro: SectionIntro = {
  eyebrow: "हमारा तरीका",
  heading: "पहली कॉल से मापी जा सकने वाली बढ़त तक चार क़दम",
  lead: "काम करने का सीधा, हर बार एक-सा तरीका — ताकि आपको हमेशा पता रहे कि आगे क्या होगा और क्यों।",
};

const processText: Pick<ProcessStep, "title" | "description">[] = [
  {
    title: "रिसर्च और रणनीति",
    description:
      "हम आपके कारोबार, ग्राहकों और प्रतिस्पर्धियों को समझते हैं, आपके मौजूदा चैनल जाँचते हैं और 90 दिन की लिखित योजना में आपके साथ लक्ष्य तय करते हैं।",
  },
  {
    title: "क्रिएटिव और कंटेंट",
    description:
      "हमारे डिज़ाइनर और लेखक वेबसाइट के पेज, विज्ञापन क्रिएटिव, रील्स और कॉपी तैयार करते हैं — कुछ भी लाइव होने से पहले आपके साथ देखा जाता है।",
  },
  {
    title: "कैंपेन चलाना",
    description: "पहले दिन से ट्रैकिंग के साथ हम सर्च, सोशल और ईमेल पर लॉन्च करते हैं, ताकि हर रुपये का नतीजा दिखे।",
  },
  {
    title: "परफ़ॉर्मेंस सुधार",
    description:
      "हर हफ़्ते बोली, ऑडियंस और पेजों में सुधार, और हर महीने समीक्षा जिसमें जो चल रहा है उसे बढ़ाते हैं और जो नहीं चल रहा उसे छोड़ते हैं।",
  },
];

export const processSteps: ProcessStep[] = alongside(en.processSteps, processText);

export const clientsIntro: SectionIntro = {
  eyebrow: "हमारे क्लाइंट",
  heading: "बढ़ते भारतीय ब्रांड्स का भरोसा",
  lead: "पोचमपल्ली के हथकरघा लेबल से कोकापेट के बिल्डर तक — वे कारोबार जिन्होंने हमारे साथ बढ़ना चुना। पूरी कहानी के लिए लोगो पर टैप करें।",
};

export const clientsWorkHeading = "उनके लिए हमारा काम";
export const clientLogoLinkNote = "केस स्टडी";

export const testimonialsIntro: SectionIntro = {
  eyebrow: "क्लाइंट्स की राय",
  heading: "हमारे क्लाइंट क्या कहते हैं",
  lead: "उन कारोबारियों की सच्ची राय जिनके साथ हम हर महीने काम करते हैं।",
};

export const testimonialsLink: LinkRecord = { ...en.testimonialsLink, label: "इन नतीजों के पीछे की केस स्टडी पढ़ें" };

export const faqIntro: SectionIntro = {
  eyebrow: "अक्सर पूछे जाने वाले सवाल",
  heading: "वे सवाल जो हमसे हर हफ़्ते पूछे जाते हैं",
  lead: "दाम, समय और हमारे काम के तरीके पर सीधे जवाब। कुछ और पूछना हो — बेझिझक पूछें।",
};

export const homeFaqs: FaqItem[] = [
  {
    question: "वेबसाइट या मार्केटिंग कैंपेन का ख़र्च कितना होता है?",
    answer: `एक लैंडिंग पेज आम तौर पर ${band(facts.prices.landingPage)}, एक बिज़नेस वेबसाइट ${band(facts.prices.businessWebsite)} और एक कस्टम वेब ऐप ${band(facts.prices.webApp)} में बनता है। ब्रांडिंग पैक ${band(facts.prices.brandingPack)} का है। मार्केटिंग कैंपेन का दाम मुफ़्त रणनीति कॉल के बाद आपके लक्ष्य और विज्ञापन बजट के हिसाब से तय होता है, और हर कोटेशन तय और रुपयों में लिखा होता है।`,
  },
  {
    question: "नतीजे कब तक दिखने लगते हैं?",
    answer: `विज्ञापन पहले दो हफ़्तों में ही पूछताछ लाने लगते हैं। SEO और कंटेंट धीरे-धीरे असर दिखाते हैं: ज़्यादातर क्लाइंट्स को तीन से छह महीनों में रैंकिंग और ट्रैफ़िक में साफ़ बढ़त दिखती है। एक आम ब्रांडिंग प्रोजेक्ट में ${localFacts.brandingTimeline} और एक बिज़नेस वेबसाइट में ${weeks(facts.timelines.businessWebsite)} लगते हैं।`,
  },
  {
    question: "क्या आप हैदराबाद के बाहर के कारोबारों के साथ काम करते हैं?",
    answer:
      "हाँ। हमारा ऑफ़िस मणिकोंडा, हैदराबाद में है, और हम पूरे भारत के क्लाइंट्स के साथ वीडियो कॉल, WhatsApp और साझा डैशबोर्ड के ज़रिए काम करते हैं। हैदराबाद के क्लाइंट मिलने के लिए कभी भी ऑफ़िस आ सकते हैं।",
  },
  {
    question: "क्या लंबा कॉन्ट्रैक्ट साइन करना ज़रूरी है?",
    answer: `नहीं। वेबसाइटें और ब्रांडिंग तय पड़ावों वाले एक बार के प्रोजेक्ट हैं। मार्केटिंग रिटेनर महीने-दर-महीने चलते हैं: ${localFacts.retainerTerms}। हम नतीजे देकर आपका भरोसा बनाए रखते हैं।`,
  },
  {
    question: "मुझे कैसे पता चलेगा कि मेरा पैसा क्या कर रहा है?",
    answer:
      "आपको अपने कैंपेन के लाइव डैशबोर्ड मिलते हैं और एक पेज की मासिक रिपोर्ट जिसमें ख़र्च, लीड, बिक्री और हर नतीजे की लागत होती है, उसके बाद अगले महीने की योजना पर एक छोटी कॉल।",
  },
];

export const homeControlLabels: HomeControlLabels = {
  heroVideo: { pause: "बैकग्राउंड वीडियो रोकें", play: "बैकग्राउंड वीडियो चलाएँ" },
  clientStrip: { pause: "क्लाइंट लोगो रोकें", play: "क्लाइंट लोगो चलाएँ" },
  testimonials: {
    pause: "क्लाइंट्स की राय रोकें",
    play: "क्लाइंट्स की राय चलाएँ",
    previous: "पिछली राय",
    next: "अगली राय",
  },
};

export const faqAside: typeof en.faqAside = {
  heading: "अब भी कोई सवाल है?",
  text: "किसी रणनीतिकार से बात करें — पहली कॉल मुफ़्त है और इसमें कोई बाध्यता नहीं।",
  link: { ...en.faqAside.link, label: "सीधे पूछें" },
};
