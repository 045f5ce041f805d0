import type { FieldWords } from "./formFields";

export const fieldWords: FieldWords = {
  requiredMark: "*",
  optionalMark: "(ఐచ్ఛికం)",
  honeypotLabel: "ఈ ఖాళీని ఏమీ రాయకుండా వదిలేయండి",
};
