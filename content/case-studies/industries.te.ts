import { alongside } from "../translate";
import { industries as english } from "./industries";
import type { Industry } from "./types";

/** Telugu names of the industries the case studies are filtered by; ids and order stay in the English list. */
export const industries: Industry[] = alongside(english, [
  { label: "ఫుడ్ & బెవరేజెస్" },
  { label: "ఇల్లు & ఇంటీరియర్స్" },
  { label: "ఫ్యాషన్ & రిటైల్" },
  { label: "రియల్ ఎస్టేట్" },
  { label: "ఆరోగ్య సంరక్షణ" },
]);
