/**
 * The clock's face: what other modules and app.ts may use (decision 035). The clock owns the kiosks,
 * their pairing codes, the wrong PINs and the punches; it is the top of clock → leave → time sheets
 * and composes the kiosk's screens from the faces below it.
 */

export { deletePunchesBefore, revokeCompanyKiosks } from './closure';
export { punchPositionsForExport } from './export-reads';
export { createKioskGuard } from './kiosk-guard';
export { kioskLeaveRoutes } from './kiosk-leave-routes';
export {
  PUNCH_POSITIONS_PURGE_INTERVAL_MS,
  punchPositionsPurgeJob,
  purgePunchPositions,
} from './position-purge';
export {
  type PunchSite,
  type RemotePuncher,
  type RemotePunchSource,
  recordRemotePunch,
} from './remote-punch';
export { countActiveKiosksBySite, hasEverActivatedKiosk } from './repository/devices';
export {
  hasAnyPunch,
  listEntryPunches,
  listEntryPunchSites,
  listLastArrivals,
  listLatePunches,
} from './repository/punch-reads';
export { clockRoutes } from './routes';
export { startSiteCodePurge, verifySiteCode } from './site-code/service';
export { loadSiteCodeKey, type SiteCodeKey } from './site-code/site-code-key';
export { postgresWrongPins, redisWrongPins } from './wrong-pin-store';
