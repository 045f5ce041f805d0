/**
 * What the root layout gets for the beacon when the build's forms post elsewhere (next.config.ts aliases the
 * beacon to this): no site receiver answers /api/collect then, so not a byte of the beacon's code ships.
 */
export function Beacon(): null {
  return null;
}
