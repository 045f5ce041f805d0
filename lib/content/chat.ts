import compiled from "@/.content/chat.json" with { type: "json" };
import type { Locale } from "@/lib/locales";
import { chatCopyOf, type ChatCopy } from "@/lib/chatCopy";
import { bookingCopyIn } from "./booking";

// The chat assistant's words (content/chat/) in every language, for the server and the tests. The panel, which
// runs in the browser, reads one language's compiled file (components/chat/chatLanguages.ts).

const entries = compiled as unknown as Record<Locale, unknown[]>;

/** The chat's panel words and tree in a language, as the panel shows them. */
export const chatIn = (locale: Locale): ChatCopy => chatCopyOf(entries[locale][0], bookingCopyIn(locale).link.label);
