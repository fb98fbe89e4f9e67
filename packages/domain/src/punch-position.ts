/**
 * Clocking from a phone with the position read once at the punch (issue 30 item 4, decision 069):
 * the distance to the site, the zone rule and how long a position is kept. Pure, shared by the server
 * (which decides and stores) and the web (which shows).
 */

/** 'Rayon' of a site: the default, and the bounds the form and the table allow, in metres. */
export const DEFAULT_SITE_RADIUS_M = 200;
export const MIN_SITE_RADIUS_M = 50;
export const MAX_SITE_RADIUS_M = 5000;

/**
 * At most this much of the phone's own accuracy is added to the radius: a position known within
 * 30 m is judged with 30 m of benefit of the doubt, a rough one (a phone without GPS gives 2 km) with
 * 100 m only, so a vague position never makes a far punch look in the zone.
 */
export const MAX_ACCURACY_ALLOWANCE_M = 100;

/**
 * Raw positions are kept 2 months at most (LEGAL.md, Privacy (CNIL): «geolocation at a punch … raw
 * positions kept 2 months at most»); the punch itself stays, with the working-time data.
 */
export const POSITION_RETENTION_MONTHS = 2;

/** The mean radius of the Earth (IUGG), in metres. */
const EARTH_RADIUS_M = 6_371_008.8;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in metres (haversine; under 0.5 % off the ellipsoid). */
export function distanceInMetres(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Whether a punch at `distanceM` from the site, read with the phone's `accuracyM`, is in the site's
 * zone: within the radius plus the position's accuracy, that accuracy counted up to
 * MAX_ACCURACY_ALLOWANCE_M. Out of the zone, the punch is recorded and flagged, never refused.
 */
export function isInZone(distanceM: number, radiusM: number, accuracyM: number): boolean {
  const allowance = Math.min(Math.max(accuracyM, 0), MAX_ACCURACY_ALLOWANCE_M);
  return distanceM <= radiusM + allowance;
}

/** The oldest a kept position may be at `now`: older ones are deleted (the purge). */
export function positionRetentionStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - POSITION_RETENTION_MONTHS);
  return start;
}

/** A distance as the manager reads it: '350 m' under a kilometre, else '1,2 km'. */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)}\u202fm`;
  const km = Math.round(metres / 100) / 10;
  return `${km.toLocaleString('fr-FR', { maximumFractionDigits: 1 })}\u202fkm`;
}
