/**
 * Analytics switch, read at build time: NEXT_PUBLIC_ANALYTICS=1|true|on or 0|false|off; when unset, on
 * when the site is built on Vercel (VERCEL is set there), where the scripts' /_vercel/ paths exist.
 */
export function analyticsEnabled(env: Record<string, string | undefined>): boolean {
  const value = env.NEXT_PUBLIC_ANALYTICS?.trim().toLowerCase();
  if (value && ["1", "true", "on", "yes"].includes(value)) return true;
  if (value && ["0", "false", "off", "no"].includes(value)) return false;
  return !!env.VERCEL;
}
