import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Client } from "@libsql/client";
import type { Context, Handler } from "hono";
import { accepts } from "hono/accepts";
import type { ReceiverConfig } from "../config";
import { indiaDay } from "../calendar";
import { clientAddress, limitKey } from "../origin";
import { offeredSlots } from "./offered";
import { ReadLimit } from "./readLimit";
import { refuse } from "./requests";
import { MAX_OFFERED_SLOTS } from "./settings";
import { addDays, startOfIndiaDay } from "./slots";

// GET /slots, the one booking route a stranger may repeat at will: limited per address, and answered from bodies
// made once per availability version (023_availability_version.sql), compressed once each, instead of reading the
// settings, blocked days and bookings and stepping through every day ahead on every request.

/**
 * Per address (an IPv6 /64 as one), per receiver. A visitor's page asks once, again on "Load the times again" and
 * after a lost race: a handful a visit. An office or a mobile network's shared IPv4 address would need a
 * booking page opened every second to meet it.
 */
export const SLOTS_LIMIT = { max: 60, windowMs: 60_000 };

const MINUTE = 60_000;
const toGzip = promisify(gzip);
const toBrotli = promisify(brotliCompress);

export interface SlotsDeps {
  db: Client;
  now: () => Date;
  config: Pick<ReceiverConfig, "trustedProxies">;
  socketAddress?: (c: Context) => string | undefined;
  limit?: { max: number; windowMs: number };
}

type Encoding = "br" | "gzip" | "identity";

interface Answer {
  etag: string;
  /** The first instant this answer may be wrong without any write: a time past its notice, or a new day. */
  expires: number;
  bodies: Record<Encoding, Uint8Array<ArrayBuffer>>;
}

/** The availability version every receiver on the database shares: one row, bumped by triggers on every write. */
async function availabilityVersion(db: Client): Promise<number> {
  const result = await db.execute("SELECT version FROM availability_version WHERE id = 1");
  return Number(result.rows[0]?.version ?? 0);
}

/**
 * The encoding to send: the one the client weighs highest, Brotli on a tie (smaller), none when it names neither.
 * Hono's parser reads the header; its default match would pick by the header's order alone.
 */
function encodingFor(c: Context): Encoding {
  const supports: Encoding[] = ["br", "gzip"];
  return accepts(c, {
    header: "Accept-Encoding",
    supports,
    default: "identity",
    match: (offered) => {
      const weight = (name: string) =>
        offered.find((a) => a.type.toLowerCase() === name)?.q ?? offered.find((a) => a.type === "*")?.q ?? 0;
      return supports.filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a))[0] ?? "identity";
    },
  }) as Encoding;
}

/** An ETag (weak: one for every encoding of the same JSON) matched against If-None-Match. */
const etagMatches = (etag: string, header: string | undefined) =>
  header?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag.slice(2)) ?? false;

/**
 * The handler for GET /slots: `{ ok: true, slotMinutes, slots }` (ISO starts), at most MAX_OFFERED_SLOTS of them
 * (settings saved before the desk bounded them may offer more), gzip or Brotli when asked, 429 past the limit.
 */
export function slotsEndpoint(deps: SlotsDeps): Handler {
  const { db, now } = deps;
  const { max, windowMs } = deps.limit ?? SLOTS_LIMIT;
  const limit = new ReadLimit(max, windowMs, () => now().getTime());
  const { slotList } = offeredSlots(db, now);
  let current: { version: number; expires: number; answer: Promise<Answer> } | undefined;

  async function build(): Promise<Answer> {
    const at = now();
    const { slots, slotMinutes, noticeMinutes } = await slotList();
    const offered = slots.slice(0, MAX_OFFERED_SLOTS);
    const identity = Buffer.from(JSON.stringify({ ok: true, slotMinutes, slots: offered.map((s) => s.toISOString()) }));
    // Once per version, off the event loop: quality 9 is most of Brotli's gain for a fraction of 11's time.
    const [gzipped, brotli] = await Promise.all([
      toGzip(identity, { level: 9 }),
      toBrotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    ]);
    // The first start leaves the list once less than the notice is left before it; tomorrow's hours may add times.
    const first = offered[0];
    const pastNotice = first ? first.getTime() - noticeMinutes * MINUTE + 1 : Infinity;
    const nextDay = startOfIndiaDay(addDays(indiaDay(at), 1)).getTime();
    const etag = `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
    const bodies = { identity: new Uint8Array(identity), gzip: new Uint8Array(gzipped), br: new Uint8Array(brotli) };
    return { etag, expires: Math.min(pastNotice, nextDay), bodies };
  }

  /** The answer for `version`, made at most once at a time: requests arriving while it is made wait for it. */
  function answerFor(version: number): Promise<Answer> {
    if (!current || current.version !== version || now().getTime() >= current.expires) {
      const entry = { version, expires: Infinity, answer: build() };
      entry.answer.then(
        (answer) => (entry.expires = answer.expires),
        () => (current = current === entry ? undefined : current),
      );
      current = entry;
    }
    return current.answer;
  }

  return async (c) => {
    const address = clientAddress(deps.socketAddress?.(c), c.req.raw.headers, deps.config.trustedProxies);
    const wait = limit.take(limitKey(address));
    if (wait !== undefined)
      return refuse(c, { status: 429, error: "Too many requests for the free times; try again later." }, wait);
    // Read before the answer is made: an answer made after a write, labelled with the version before it, is only
    // made again; the other way round would keep a taken time offered.
    const answer = await answerFor(await availabilityVersion(db));
    const headers: Record<string, string> = {
      "Cache-Control": "no-store",
      Vary: "Accept-Encoding",
      ETag: answer.etag,
    };
    if (etagMatches(answer.etag, c.req.header("If-None-Match"))) return c.body(null, 304, headers);
    const encoding = encodingFor(c);
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    headers["Content-Type"] = "application/json; charset=utf-8";
    return c.body(answer.bodies[encoding], 200, headers);
  };
}
