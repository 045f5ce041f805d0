import type { Client } from "@libsql/client";
import { localeInfo, type Locale } from "@/lib/locales";
import { pagePaths } from "@/lib/paths";
import { site } from "@/lib/content/site";
import { WITHDRAW_FRAGMENT } from "@/lib/rights";
import { emailKey } from "@/lib/forms/email";
import { hashToken, newToken, TOKEN_PATTERN } from "../booking/store";
import { eraseByEmail } from "../db/erase";

// Withdrawing consent as easily as it was given: every e-mail to a visitor ends with a link that erases
// everything held about its address. The link reached that mailbox, so its holder is the address's owner.

/** How long a withdraw link works: longer than anything is kept about a person. */
const VALID_DAYS = site.privacy.rightsKeepDays.withdrawLinks;

/** A fresh withdraw link for `email`, on the privacy page in `language` (only the token's hash is kept). */
export async function withdrawLink(
  db: Client,
  origin: string,
  email: string,
  language: Locale,
  now: Date,
): Promise<string> {
  const { token, hash } = newToken();
  await db.execute({
    sql: "INSERT INTO withdraw_tokens (hash, email_key, created_at) VALUES (?, ?, ?)",
    args: [hash, emailKey(email), now.toISOString()],
  });
  return `${origin}${localeInfo[language].prefix}${pagePaths.privacy}#${WITHDRAW_FRAGMENT}${token}`;
}

/** Erase everything held about the address a withdraw token was made for; false when no live token matches. */
export async function withdrawByToken(db: Client, token: unknown, now: Date): Promise<boolean> {
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return false;
  const result = await db.execute({
    sql: "SELECT email_key FROM withdraw_tokens WHERE hash = ? AND created_at > ?",
    args: [hashToken(token), new Date(now.getTime() - VALID_DAYS * 86_400_000).toISOString()],
  });
  const key = result.rows[0]?.email_key;
  if (typeof key !== "string") return false;
  await eraseByEmail(db, key);
  return true;
}
