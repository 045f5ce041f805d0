// E-mail addresses, one rule for the browser forms and the receiver: the HTML standard's "valid e-mail
// address" (what an <input type=email> accepts: ASCII only, no quotes, angle brackets, commas or spaces, and
// only letters, digits, hyphens and dots after the @) with at least one dot in the domain. An address that
// passes cannot carry a mail header or a second recipient, in a mailto: link or a Reply-To.

/** The HTML standard's pattern for <input type=email>, domain labels of 63 characters at most. */
const VALID =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/** The longest address a mail system delivers to. */
const MAX_CHARS = 254;

export function isEmail(value: string): boolean {
  return value.length <= MAX_CHARS && VALID.test(value);
}

/**
 * The form addresses are compared in (erase, export, search): trimmed, NFKC, case-folded. "Élodie@x.example",
 * " ÉLODIE@X.EXAMPLE " and "élodie@x.example" are one person.
 */
export function emailKey(value: string): string {
  return value.trim().normalize("NFKC").toUpperCase().toLowerCase().normalize("NFKC");
}

/** A mailto: link to `address`, each part percent-encoded: nothing in it can add a header or a recipient. */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}

/**
 * The mailbox an address reaches, for limits a stranger should not slip by spelling one address many ways: the
 * compared form, without a "+tag" (most providers deliver priya+1@ and priya+2@ to priya@), and for Gmail without
 * dots in the name and googlemail.com as gmail.com. Never used to write to anyone.
 */
export function mailboxKey(value: string): string {
  const key = emailKey(value);
  const at = key.lastIndexOf("@");
  if (at < 0) return key;
  const domain = key.slice(at + 1) === "googlemail.com" ? "gmail.com" : key.slice(at + 1);
  const name = key.slice(0, at).split("+", 1)[0]!;
  return `${domain === "gmail.com" ? name.replaceAll(".", "") : name}@${domain}`;
}
