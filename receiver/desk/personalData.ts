import type { Client } from "@libsql/client";
import { getResumeBytes, leadsOfEmail } from "../db/leads";
import { spamOfEmail } from "../db/spam";
import { notesOf } from "./db/deskLeads";
import { bookingsOfLead } from "../booking/store";
import { rightsRequestsOfEmail } from "../rights/store";

// A data-access request's answer: everything held about one address (every spelling of it), as one JSON
// document written a piece at a time. Only one lead and its CV are in memory at once, however many
// applications the person sent, so the export holds no more memory for eighty CVs than for one.

/** Bytes of a CV encoded per piece: a multiple of 3, so the pieces' base64 joins into the whole file's. */
const BASE64_PIECE = 3 * 64 * 1024;
/** Stands in for a CV's base64 while its lead is serialised, then is replaced by the streamed pieces. */
const CV_HOLE = "\u0000cv\u0000";

const indent = (json: string) => json.replace(/\n/g, "\n    ");

/**
 * The export of `email`'s data: { email, exportedAt, leads: [...each with notes, booked calls and its CV in base64],
 * spam: [...what the spam tray holds from the address], rightsRequests: [...their requests about their data] },
 * as a stream of UTF-8 text.
 */
export function personalDataStream(db: Client, email: string, now: Date): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  async function* pieces(): AsyncGenerator<string> {
    yield `{\n  "email": ${JSON.stringify(email)},\n  "exportedAt": ${JSON.stringify(now.toISOString())},\n  "leads": [`;
    const leads = await leadsOfEmail(db, email);
    for (const [index, lead] of leads.entries()) {
      const resume = lead.resume ? await getResumeBytes(db, lead.id) : undefined;
      const entry = {
        ...lead,
        notes: await notesOf(db, lead.id),
        calls: (await bookingsOfLead(db, lead.id)).map(({ startsAt, endsAt, status, createdAt, updatedAt }) => ({
          startsAt,
          endsAt,
          status,
          createdAt,
          updatedAt,
        })),
        resume: lead.resume && resume ? { ...lead.resume, base64: CV_HOLE } : null,
      };
      const [before, after] = indent(JSON.stringify(entry, null, 2)).split(JSON.stringify(CV_HOLE));
      yield `${index ? "," : ""}\n    ${before}`;
      if (after !== undefined && resume) {
        yield '"';
        for (let at = 0; at < resume.bytes.length; at += BASE64_PIECE)
          yield Buffer.from(resume.bytes.subarray(at, at + BASE64_PIECE)).toString("base64");
        yield `"${after}`;
      }
    }
    const spam = await spamOfEmail(db, email);
    const requests = await rightsRequestsOfEmail(db, email);
    yield `\n  ],\n  "spam": ${JSON.stringify(spam, null, 2).replace(/\n/g, "\n  ")}`;
    yield `,\n  "rightsRequests": ${JSON.stringify(requests, null, 2).replace(/\n/g, "\n  ")}\n}\n`;
  }
  const iterator = pieces();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
}
