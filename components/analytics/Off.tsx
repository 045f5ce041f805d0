/**
 * What the root layout gets for a measurement the build leaves out (next.config.ts aliases its module to this):
 * the beacon when the forms post elsewhere (no site receiver answers /api/collect then), the hosting platform's
 * analytics when NEXT_PUBLIC_ANALYTICS is off. An unrendered client component that the layout imports would still
 * be downloaded by every page; this way not a byte of its code ships.
 */
export function Beacon(): null {
  return null;
}

export function Analytics(): null {
  return null;
}
