/**
 * The face of audit, the company's activity log (issue 33 item 3, decision 081): every module records
 * its events here, in its own transaction. It imports no module; app.ts hands its routes the current
 * names of the members and API keys.
 */

export { anonymiseCompanyAuditEvents } from './closure';
export { type ExportedFile, requestActor, sendExportedFile } from './file-export';
export { AUDIT_PURGE_INTERVAL_MS, auditPurgeJob } from './purge';
export { type AuditActor, type AuditEventInput, memberActor, recordAuditEvent } from './record';
export { type AuditRoutesOptions, auditRoutes } from './routes';
export type { AuditActorNames } from './service';
