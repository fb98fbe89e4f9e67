import type { SiteCodeDisplay } from '@pointeo/domain/clock';
import {
  formatSiteCode,
  parseSiteCode,
  SITE_CODE_MESSAGES,
  siteCodeWindowAt,
  siteCodeWindowEnd,
  siteCodeWindowLive,
} from '@pointeo/domain/site-code';
import QRCode from 'qrcode';
import type { Executor } from '../../../db/client';
import type { JobQueue } from '../../../jobs/job-queue';
import { AppError } from '../../../lib/app-error';
import { shareLiveSite } from '../../sites';
import { findKioskSite, purgeSiteCodeUses, recordSiteCodeUse } from './repository';
import type { SiteCodeKey } from './site-code-key';

/** Uses are kept this long: far beyond a code's minute, enough to read what happened that day. */
const SITE_CODE_USES_KEPT_MS = 24 * 60 * 60 * 1000;
const SITE_CODE_PURGE_INTERVAL_MS = 60 * 60 * 1000;
const SITE_CODE_PURGE_JOB = 'purge-site-code-uses';

const invalid = () => new AppError('SITE_CODE_INVALID', 400, SITE_CODE_MESSAGES.invalid);

/** The site's code of the window `now` falls in, and when the kiosk should ask for the next. */
export function issueSiteCode(key: SiteCodeKey, siteId: string, now: Date) {
  const window = siteCodeWindowAt(now);
  return {
    code: formatSiteCode(siteId, window, key.sign(siteId, window)),
    expiresAt: siteCodeWindowEnd(window),
  };
}

async function qrCodeOf(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * GET /api/kiosk/site-code: the code of the kiosk's own site, when the site shows it (the route has
 * checked the plan); otherwise a French 404.
 */
export async function kioskSiteCode(
  db: Executor,
  key: SiteCodeKey,
  device: { id: string; companyId: string },
  now: Date,
): Promise<SiteCodeDisplay> {
  const site = await findKioskSite(db, device);
  if (!site?.showsCode) throw new AppError('SITE_CODE_OFF', 404, SITE_CODE_MESSAGES.off);
  const { code, expiresAt } = issueSiteCode(key, site.siteId, now);
  return {
    code,
    siteName: site.siteName,
    expiresAt: expiresAt.toISOString(),
    expiresInMs: expiresAt.getTime() - now.getTime(),
    qrCode: await qrCodeOf(code),
  };
}

/**
 * Takes a scanned site code for this employee (decision 070), in the caller's transaction, which
 * records the punch it proves: a punch that fails rolls the use back and the code is not spent.
 * Answers the site, or a French AppError: not a site code (400); a wrong signature, another company's
 * site, an archived site or a site that no longer shows its code, all the same 400 so that nothing is
 * learnt of other sites; older than its window and the next (400); already used by this employee
 * (409). Other employees may use the same code. The plan is the calling route's to check.
 */
export async function verifySiteCode(
  db: Executor,
  key: SiteCodeKey,
  who: { companyId: string; employeeId: string },
  code: string,
  now: Date,
): Promise<{ siteId: string }> {
  const parsed = parseSiteCode(code);
  if (!parsed) throw new AppError('SITE_CODE_INVALID', 400, SITE_CODE_MESSAGES.malformed);
  const { siteId, window, mac } = parsed;
  if (!key.verify(siteId, window, mac)) throw invalid();
  if (!siteCodeWindowLive(window, now))
    throw new AppError('SITE_CODE_EXPIRED', 400, SITE_CODE_MESSAGES.expired);
  // Locked FOR SHARE until the caller commits: the site cannot be archived under the punch.
  const site = await shareLiveSite(db, who.companyId, siteId);
  if (!site?.siteCode) throw invalid();
  const recorded = await recordSiteCodeUse(db, { ...who, siteId, codeWindow: window, usedAt: now });
  if (!recorded) throw new AppError('SITE_CODE_USED', 409, SITE_CODE_MESSAGES.used);
  return { siteId };
}

/** Forgets the uses of a day ago and more, once an hour (JobQueue.every: one run across instances). */
export async function startSiteCodePurge({
  db,
  jobs,
  now,
}: {
  db: Executor;
  jobs: JobQueue;
  now: () => Date;
}) {
  await jobs.every(
    { name: SITE_CODE_PURGE_JOB, run: () => purgeSiteCodeUsesOfYesterday(db, now()).then(() => {}) },
    SITE_CODE_PURGE_INTERVAL_MS,
  );
}

/** One run of the purge; returns how many uses it forgot. */
export function purgeSiteCodeUsesOfYesterday(db: Executor, now: Date): Promise<number> {
  return purgeSiteCodeUses(db, new Date(now.getTime() - SITE_CODE_USES_KEPT_MS));
}
