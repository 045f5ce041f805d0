import compiled from "@/.content/breachNotice.json" with { type: "json" };
import { onlyEntryIn } from "./inLanguage";
import type { BreachNoticeEntry } from "./schemas/breachNotice";

/** The draft notice to a person affected by a breach (content/breach-notice/), in their language. */
export const breachNoticeIn = onlyEntryIn<BreachNoticeEntry>(compiled);
