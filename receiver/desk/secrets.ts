import { createHash, randomBytes } from "node:crypto";

/** A random 256-bit secret, URL-safe (enrolment links, session cookies, challenge cookies). */
export const newSecret = (): string => randomBytes(32).toString("base64url");

/** What the database keeps of a secret: its SHA-256, so a copy of the database opens nothing. */
export const secretHash = (secret: string): string => createHash("sha256").update(secret).digest("hex");
