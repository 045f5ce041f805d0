import { byKey } from "./translate";
import { clients as english, type ClientRecord } from "./clients";

// Hindi descriptions of the case studies' businesses (content/clients.ts): what each runs and where. Names,
// people and logos stay in the English records.

const words: Record<keyof typeof english, Pick<ClientRecord, "business" | "city">> = {
  ravisCafe: { business: "कैफ़े चेन के मालिक", city: "हैदराबाद" },
  studioNeha: { business: "इंटीरियर डिज़ाइन स्टूडियो", city: "जुबली हिल्स, हैदराबाद" },
  lakshmiHandlooms: { business: "हथकरघा साड़ियों का लेबल", city: "पोचमपल्ली" },
  lakeviewResidences: { business: "रिहायशी प्रोजेक्ट के डेवलपर", city: "कोकापेट, हैदराबाद" },
  farahDental: { business: "डेंटल क्लिनिक", city: "कूकटपल्ली, हैदराबाद" },
  srinivasSweets: { business: "पारिवारिक मिठाई की दुकान", city: "विजयवाड़ा" },
};

export const clients: typeof english = byKey(english, words);
