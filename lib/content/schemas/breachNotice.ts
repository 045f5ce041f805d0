import { z } from "zod";
import { slug, text } from "../schema";

// The notice to a person affected by a breach: content/breach-notice/breach-notice.<language>.yml. The desk
// drafts it in their language from the record for staff to complete (the [bracketed] parts), review with
// counsel and send. `{agency}`, `{name}`, `{from}`, `{to}`, `{held}`, `{officer}` and `{email}` are filled in.

export const breachNoticeSchema = z
  .object({
    id: slug(),
    subject: text(),
    greeting: text(),
    happened: text(),
    /** What was held, per kind of record; joined into `{held}`. */
    held: z.object({ contact: text(), application: text(), rights: text() }).strict(),
    consequences: text(),
    done: text(),
    youCan: text(),
    contact: text(),
  })
  .strict();

export type BreachNoticeEntry = z.infer<typeof breachNoticeSchema>;
