import { alongside } from "../translate";
import { industries as english } from "./industries";
import type { Industry } from "./types";

/** Hindi names of the industries the case studies are filtered by; ids and order stay in the English list. */
export const industries: Industry[] = alongside(english, [
  { label: "फ़ूड और बेवरेज" },
  { label: "घर और इंटीरियर" },
  { label: "फ़ैशन और रिटेल" },
  { label: "रियल एस्टेट" },
  { label: "स्वास्थ्य सेवा" },
]);
