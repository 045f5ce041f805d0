// Opens (creating and migrating) each lead database named in LEADS_DATABASE_URLS (comma-separated), the
// n-th at the wall-clock moment OPEN_AT + n × OPEN_EVERY ms, so that several processes started a little
// apart open each at the same instant. Prints "opened" or the error, one line per database. Used by the
// start-up race test.
import { setTimeout as sleep } from "node:timers/promises";
import { openDatabase } from "@/receiver/db/client";

const urls = process.env.LEADS_DATABASE_URLS!.split(",");
const at = Number(process.env.OPEN_AT);
const every = Number(process.env.OPEN_EVERY);
for (const [n, url] of urls.entries()) {
  await sleep(Math.max(0, at + n * every - Date.now()));
  try {
    (await openDatabase(url)).close();
    console.log("opened");
  } catch (error) {
    console.log(error instanceof Error ? error.message : String(error));
  }
}
