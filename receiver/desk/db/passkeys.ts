import type { Client } from "@libsql/client";
import type { AuthenticatorTransport, WebAuthnCredential } from "@simplewebauthn/server";
import { secretHash } from "../secrets";

// Staff passkeys (public keys only) and the challenges of ceremonies under way.

/** How long a passkey ceremony may take between its options and its answer. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type CeremonyPurpose = "enrol" | "sign-in";

export async function savePasskey(db: Client, staffId: number, credential: WebAuthnCredential, now: Date) {
  await db.execute({
    sql: "INSERT INTO passkeys (id, staff_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    args: [
      credential.id,
      staffId,
      credential.publicKey,
      credential.counter,
      JSON.stringify(credential.transports ?? []),
      now.toISOString(),
    ],
  });
}

/** A passkey and its owner, when the owner is still staff. */
export async function passkeyById(
  db: Client,
  id: string,
): Promise<{ staffId: number; credential: WebAuthnCredential } | undefined> {
  const result = await db.execute({
    sql: `SELECT passkeys.* FROM passkeys JOIN staff ON staff.id = passkeys.staff_id
      WHERE passkeys.id = ? AND staff.removed_at IS NULL`,
    args: [id],
  });
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    staffId: Number(row.staff_id),
    credential: {
      id: String(row.id),
      publicKey: new Uint8Array(row.public_key as ArrayBuffer),
      counter: Number(row.counter),
      transports: JSON.parse(String(row.transports)) as AuthenticatorTransport[],
    },
  };
}

export async function updateCounter(db: Client, id: string, counter: number) {
  await db.execute({ sql: "UPDATE passkeys SET counter = ? WHERE id = ?", args: [counter, id] });
}

/** Keep a ceremony's challenge under a random key (held by the browser in a cookie). */
export async function saveChallenge(
  db: Client,
  key: string,
  purpose: CeremonyPurpose,
  challenge: string,
  staffId: number | null,
  now: Date,
) {
  await db.batch(
    [
      // Expired challenges of abandoned ceremonies go whenever a new one starts.
      { sql: "DELETE FROM webauthn_challenges WHERE expires_at <= ?", args: [now.toISOString()] },
      {
        sql: "INSERT INTO webauthn_challenges (id_hash, purpose, challenge, staff_id, expires_at) VALUES (?, ?, ?, ?, ?)",
        args: [secretHash(key), purpose, challenge, staffId, new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString()],
      },
    ],
    "write",
  );
}

/** Take a challenge once: it is deleted whatever the outcome, so an answer can never be replayed. */
export async function takeChallenge(
  db: Client,
  key: string,
  purpose: CeremonyPurpose,
  now: Date,
): Promise<{ challenge: string; staffId: number | null } | undefined> {
  const result = await db.execute({
    sql: "DELETE FROM webauthn_challenges WHERE id_hash = ? RETURNING purpose, challenge, staff_id, expires_at",
    args: [secretHash(key)],
  });
  const row = result.rows[0];
  if (!row || row.purpose !== purpose || String(row.expires_at) <= now.toISOString()) return undefined;
  return { challenge: String(row.challenge), staffId: row.staff_id === null ? null : Number(row.staff_id) };
}
