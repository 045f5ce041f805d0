import { byKey } from "./translate";
import { clients as english, type ClientRecord } from "./clients";

// Telugu descriptions of the case studies' businesses (content/clients.ts): what each runs and where. Names,
// people and logos stay in the English records.

const words: Record<keyof typeof english, Pick<ClientRecord, "business" | "city">> = {
  ravisCafe: { business: "కేఫ్ చెయిన్ యజమాని", city: "హైదరాబాద్" },
  studioNeha: { business: "ఇంటీరియర్ డిజైన్ స్టూడియో", city: "జూబ్లీ హిల్స్, హైదరాబాద్" },
  lakshmiHandlooms: { business: "చేనేత చీరల లేబుల్", city: "పోచంపల్లి" },
  lakeviewResidences: { business: "నివాస భవనాల డెవలపర్", city: "కోకాపేట, హైదరాబాద్" },
  farahDental: { business: "డెంటల్ క్లినిక్", city: "కూకట్‌పల్లి, హైదరాబాద్" },
  srinivasSweets: { business: "కుటుంబ స్వీట్ షాప్", city: "విజయవాడ" },
};

export const clients: typeof english = byKey(english, words);
