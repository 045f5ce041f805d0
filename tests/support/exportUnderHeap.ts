// Exports one person's data through the desk, in a process started with a small heap, reading the answer as
// a stream: prints its status, its size in bytes and how many CVs it held. Used by the export's memory test.
import { createReceiverApp } from "@/receiver/app";
import { openDatabase } from "@/receiver/db/client";
import { SESSION_COOKIE } from "@/receiver/desk/cookies";
import { createSession } from "@/receiver/desk/db/sessions";

const [file, leadId] = process.argv.slice(2);
const now = new Date("2026-11-23T10:00:00.000Z");
const db = await openDatabase(`file:${file}`);
try {
  const app = createReceiverApp({
    db,
    config: { rateLimit: { max: 100, windowMs: 600_000 }, allowedOrigins: [], trustedProxies: [] },
    clock: () => now,
  });
  const staff = Number((await db.execute("SELECT id FROM staff LIMIT 1")).rows[0]!.id);
  const cookie = `${SESSION_COOKIE}=${await createSession(db, staff, now)}`;
  const response = await app.request(`/desk/leads/${leadId}/export`, {
    headers: { Host: "desk.example.in", Cookie: cookie },
  });
  const marker = '"base64": "';
  let bytes = 0;
  let cvs = 0;
  let tail = "";
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    bytes += chunk.byteLength;
    // Count the CVs as they pass, keeping only the end of the previous piece (a marker may span two; the
    // kept end is too short to hold a whole one, so none is counted twice).
    const text = tail + decoder.decode(chunk, { stream: true });
    cvs += text.split(marker).length - 1;
    tail = text.slice(-(marker.length - 1));
  }
  console.log(JSON.stringify({ status: response.status, bytes, cvs }));
} finally {
  db.close();
}
