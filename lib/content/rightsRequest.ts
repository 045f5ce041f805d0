import compiled from "@/.content/rightsRequest.json" with { type: "json" };
import { onlyEntryIn } from "./inLanguage";
import type { RightsRequestEntry } from "./schemas/rightsRequest";

// The words of a request about one's data (content/rights-request/): the privacy page hands its language's
// words to the form, and the receiver writes its e-mails in the language the request was sent in. Server side
// only: the browser's form gets one language's words as props (components/privacy/RightsSection.tsx).

export const rightsRequestIn = onlyEntryIn<RightsRequestEntry>(compiled);
