/**
 * The face of account-closure (decision 083): the company's retention of its time records,
 * 'Supprimer le compte', and the purge of what has served its time. It writes only its own two
 * tables; every other row it changes, it changes through its owner's face.
 */

export { retentionYearsOf } from './repository';
export { purgeExpiredRecords, RETENTION_PURGE_INTERVAL_MS, retentionPurgeJob } from './retention-purge';
export { accountClosureRoutes } from './routes';
