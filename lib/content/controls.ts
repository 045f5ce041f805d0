import compiled from "@/.content/controls.json" with { type: "json" };
import { onlyEntryIn } from "./inLanguage";
import type { ControlsEntry } from "./schemas/controls";

/**
 * The shared controls' words in a language (content/controls/). Server side: a client component gets its words
 * from the server, as props or through components/i18n/LocaleCopy.tsx, never from this file (all languages).
 */
export const controlsIn = onlyEntryIn<ControlsEntry>(compiled);
