import type { FieldWords } from "./formFields";

export const fieldWords: FieldWords = {
  requiredMark: "*",
  optionalMark: "(वैकल्पिक)",
  honeypotLabel: "इस खाने को ख़ाली छोड़ दें",
};
