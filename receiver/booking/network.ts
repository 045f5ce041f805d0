import { createHmac } from "node:crypto";
import type { Client } from "@libsql/client";
import { networkOf } from "../origin";

// What is kept of the network a booking came from: a keyed hash (HMAC-SHA-256) of its IPv4 address or IPv6 /48,
// never the address. The key is made by the database (receiver_keys), so every receiver on it agrees; the hash
// goes when its booking does.

const keys = new WeakMap<Client, Promise<string>>();

async function readKey(db: Client): Promise<string> {
  const result = await db.execute("SELECT value FROM receiver_keys WHERE name = 'network'");
  return String(result.rows[0]!.value);
}

/** The keyed hash of the network `address` belongs to. */
export async function networkKey(db: Client, address: string): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = readKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return createHmac("sha256", await key)
    .update(networkOf(address))
    .digest("hex");
}
