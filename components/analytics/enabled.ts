/**
 * The Vercel analytics switch, read at build time: on only with NEXT_PUBLIC_ANALYTICS=1|true|on|yes, also on
 * Vercel (a third party hears of every visit; the site's own first-party counts need no switch).
 */
export function analyticsEnabled(env: Record<string, string | undefined>): boolean {
  const value = env.NEXT_PUBLIC_ANALYTICS?.trim().toLowerCase();
  return !!value && ["1", "true", "on", "yes"].includes(value);
}
