import { alongside } from "./translate";
import { team as english, type TeamMember } from "./team";

// Hindi roles, portrait descriptions and bios of the team (content/team.ts). Names, photos and links stay in
// the English records. Bios are formatted HTML, sanitised before display, as the English ones are.

export const team: TeamMember[] = alongside(english, [
  {
    position: "चीफ़ एग्ज़िक्यूटिव ऑफ़िसर और सह-संस्थापक",
    imageAlt: "Arjun Reddy का चित्र: छोटे काले बाल, सलीके से कटी दाढ़ी, हल्की नीली शर्ट पर नेवी ब्लेज़र",
    bio: "<p>हैदराबाद के स्टार्टअप्स के लिए आठ साल <strong>ग्रोथ मार्केटिंग</strong> संभालने के बाद Arjun ने 2018 में Deccan Digital शुरू की। एजेंसी की रणनीति वही तय करते हैं और आज भी हर नए क्लाइंट की योजना ख़ुद देखते हैं।</p><p><em>TiE Hyderabad</em> और T-Hub के कार्यक्रमों में परफ़ॉर्मेंस मार्केटिंग पर बोलते हैं।</p>",
  },
  {
    position: "चीफ़ ऑपरेटिंग ऑफ़िसर और सह-संस्थापक",
    imageAlt: "Meera Iyer का चित्र: लंबे काले बाल, बिंदी, सोने के झुमके और मैरून-केसरिया साड़ी",
    bio: "<p>Meera ऑपरेशंस संभालती हैं: प्रोजेक्ट डिलीवरी, भर्ती और वे तरीके जिनसे <strong>हर लॉन्च समय पर</strong> होता है। एजेंसी की सह-स्थापना से पहले वे बेंगलुरु के एक प्रोडक्ट स्टूडियो में डिलीवरी संभालती थीं।</p><ul><li>PMP प्रमाणित</li><li>समय पर डिलीवरी के हमारे वादे की ज़िम्मेदार</li></ul>",
  },
  {
    position: "डिजिटल मार्केटिंग मैनेजर",
    imageAlt: "Karthik Rao का चित्र: छोटे घुँघराले बाल, गोल चश्मा, खुली मुस्कान और सफ़ेद कॉलर पर स्लेटी स्वेटर",
    bio: "<p>Karthik हमारी SEO, पेड सर्च और सोशल टीम का नेतृत्व करते हैं और e-commerce, रियल एस्टेट और शिक्षा क्लाइंट्स के लिए <strong>हर महीने ₹40 लाख से ज़्यादा</strong> का विज्ञापन ख़र्च संभालते हैं।</p><p>Google Ads और Meta प्रमाणित; एक स्प्रेडशीट और हर लीड की साफ़ लागत का लक्ष्य मिल जाए, तो सबसे ख़ुश।</p>",
  },
  {
    position: "सीनियर फ़ुल-स्टैक डेवलपर",
    imageAlt: "Sana Fatima का चित्र: हरा हिजाब, गले में हेडफ़ोन और नीली शर्ट",
    bio: "<p>Sana हमारे क्लाइंट्स की वेबसाइटें और वेब ऐप्स <strong>React, Next.js और Node.js</strong> से बनाती हैं। उन्हें ऐसे पेजों की परवाह है जो 4G फ़ोन पर तेज़ खुलें और एक्सेसिबिलिटी ऑडिट पास करें।</p><p>हमारी अंदरूनी स्टार्टर किट संभालती हैं और जूनियर डेवलपर्स को सिखाती हैं।</p>",
  },
]);
