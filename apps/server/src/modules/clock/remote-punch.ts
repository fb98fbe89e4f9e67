import type { RemotePunchRequest, RemotePunchResult } from '@pointeo/domain/clock';
import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { EMPLOYEE_MESSAGES } from '@pointeo/domain/employee-messages';
import { planAllows } from '@pointeo/domain/plan-features';
import { isPlanName } from '@pointeo/domain/plans';
import { type Coordinates, distanceInMetres, isInZone } from '@pointeo/domain/punch-position';
import { SITE_MESSAGES } from '@pointeo/domain/sites';
import type { Database, Executor } from '../../db/client';
import { transactionOnPooledConnection } from '../../db/connection-transaction';
import { AppError } from '../../lib/app-error';
import { violatedUniqueConstraint } from '../../lib/postgres-errors';
import { leaveAnswersToShow } from '../leave';
import { findPhoneClockingRules } from '../sites';
import { findActiveEmployeeByIdWithClockState } from './repository/clock-state';
import { findKioskSettings } from './repository/kiosk-settings';
import { findCompanyPlanName, findRemotePunch, insertPunchPosition } from './repository/punch-positions';
import {
  type AppliedPunch,
  answer,
  applyPunch,
  type DoubleTap,
  isLive,
  punchTime,
  type RecordedPunch,
  siteOfPunch,
} from './service';

/** Where a punch without a kiosk comes from: the employee's own phone, or a site's rotating code. */
export type RemotePunchSource = 'phone' | 'site_code';

/**
 * The punch's site: given, or found inside the punch's transaction (a site's code is verified and
 * spent there, so a punch refused after it leaves the code unspent, and a replay never spends one).
 */
export type PunchSite = string | ((tx: Executor) => Promise<string>);

/** Who punches: the signed-in employee, as the session (built elsewhere) names them. */
export interface RemotePuncher {
  companyId: string;
  employeeId: string;
}

/** The position read, judged against the site's zone; undefined when the site does not check it. */
interface JudgedPosition {
  latitude: number;
  longitude: number;
  accuracyM: number;
  distanceM: number;
  inZone: boolean;
}

type RemoteRecorded = (RecordedPunch & { inZone?: boolean }) | DoubleTap;

const phoneClockingRefused = () =>
  new AppError('PHONE_CLOCKING_REFUSED', 403, CLOCK_MESSAGES.phoneClockingRefused);

/**
 * A punch from the employee's own phone, or with a site's code (issue 30 item 4, decision 069): in if
 * out, out if in, exactly as a kiosk's (applyPunch: the same entry lock, double-tap window, late and
 * 16-hour rules), idempotent by punch id, without a kiosk (`device_id` null, `source` says where).
 *
 * 'phone': only on the employee's own site, when it allows phone clocking and the plan has «Pointage
 * avancé» (else a French 403, nothing written). When the site checks positions, the position read at
 * the punch is required (400) and compared with the site's zone (isInZone); the punch is recorded in
 * the zone or out of it, and the position kept beside it (`punch_positions`, purged after two months).
 * A position sent when the site does not check it is neither read nor stored.
 *
 * 'site_code': the site is the code's; an employee of another site punches there under the kiosks'
 * rule («Autoriser le pointage sur un autre site»); no position is read.
 */
export async function recordRemotePunch(
  db: Database,
  who: RemotePuncher,
  request: RemotePunchRequest,
  source: RemotePunchSource,
  site: PunchSite,
  now: Date,
): Promise<RemotePunchResult> {
  const at = punchTime(new Date(request.punchedAt), now);
  let recorded: RemoteRecorded;
  try {
    recorded = await transactionOnPooledConnection(db, async (tx) => {
      const replay = await findRemotePunch(tx, who.companyId, request.id);
      if (replay) return replayOf(replay, who);
      const employee = await findActiveEmployeeByIdWithClockState(tx, who.companyId, who.employeeId);
      if (!employee) throw new AppError('EMPLOYEE_NOT_FOUND', 404, EMPLOYEE_MESSAGES.notFound);
      const siteId = typeof site === 'string' ? site : await site(tx);
      const place =
        source === 'phone'
          ? await phonePlace(tx, who.companyId, siteId, employee.siteId, request.position)
          : await siteCodePlace(tx, who.companyId, siteId, employee.siteId, isLive(at, now));
      const origin = { companyId: who.companyId, deviceId: null, source } as const;
      const applied = await applyPunch(tx, origin, employee, request.id, {
        at,
        receivedAt: now,
        forBreak: false,
        siteId: place.siteId,
        otherSite: place.otherSite,
      });
      if (applied.kind === 'double-tap') return applied;
      const { position } = place;
      if (position) {
        await insertPunchPosition(tx, {
          companyId: who.companyId,
          punchId: request.id,
          latitude: position.latitude,
          longitude: position.longitude,
          accuracyM: position.accuracyM,
          distanceM: position.distanceM,
          inZone: position.inZone,
          recordedAt: at,
        });
      }
      const punch = await withLeaveAnswers(tx, applied, who, at, now);
      return position ? { ...punch, inZone: position.inZone } : punch;
    });
  } catch (error) {
    // The same punch id arrived twice at once: the first one won, answer what it recorded.
    if (violatedUniqueConstraint(error) === 'clock_punches_pkey') {
      const winner = await findRemotePunch(db, who.companyId, request.id);
      if (winner) return answerRemote(replayOf(winner, who), now);
    }
    throw error;
  }
  return answerRemote(recorded, now);
}

/** A replay is the employee's own punch; another's under the same id is refused, never shown. */
function replayOf(
  replay: NonNullable<Awaited<ReturnType<typeof findRemotePunch>>>,
  who: RemotePuncher,
): RecordedPunch & { inZone?: boolean } {
  if (replay.employeeId !== who.employeeId) {
    throw new AppError('PUNCH_ID_TAKEN', 409, CLOCK_MESSAGES.punchIdTaken);
  }
  const { employeeId: _employee, inZone, ...punch } = replay;
  return inZone === null ? punch : { ...punch, inZone };
}

async function withLeaveAnswers(
  tx: Executor,
  applied: AppliedPunch,
  who: RemotePuncher,
  at: Date,
  now: Date,
): Promise<RecordedPunch> {
  const { leaveAnswersWaiting, ...punch } = applied;
  if (punch.kind === 'late' || !isLive(at, now) || !leaveAnswersWaiting) return punch;
  return { ...punch, leaveAnswers: await leaveAnswersToShow(tx, who.companyId, who.employeeId, now) };
}

function answerRemote(recorded: RemoteRecorded, now: Date): RemotePunchResult {
  const result = answer(recorded, now);
  // answer() throws for a double tap and a late punch; a phone is never asked to choose.
  if (result.kind === 'choice') throw new Error('a remote punch never asks for a choice');
  return 'inZone' in recorded && recorded.inZone !== undefined
    ? { ...result, inZone: recorded.inZone }
    : result;
}

/**
 * A phone punch's site (the employee's own, read behind the entry lock) and, when the site checks
 * it, the position judged against its zone. Refused when the site or the plan does not allow it.
 */
async function phonePlace(
  tx: Executor,
  companyId: string,
  siteId: string,
  employeeSiteId: string,
  sent: RemotePunchRequest['position'],
): Promise<{ siteId: string; otherSite: false; position?: JudgedPosition }> {
  // A phone belongs to no site but the employee's: a caller naming another is refused.
  if (siteId !== employeeSiteId) throw phoneClockingRefused();
  const [rules, plan] = await Promise.all([
    findPhoneClockingRules(tx, companyId, siteId),
    findCompanyPlanName(tx, companyId),
  ]);
  if (!rules?.phoneClocking) throw phoneClockingRefused();
  if (!isPlanName(plan) || !planAllows(plan, 'advancedClocking')) throw phoneClockingRefused();
  if (!rules.checkPosition) return { siteId, otherSite: false };
  if (!sent) throw new AppError('POSITION_REQUIRED', 400, CLOCK_MESSAGES.positionRequired);
  // The check constraint keeps a site that checks positions with its own.
  const site: Coordinates = { latitude: rules.latitude ?? 0, longitude: rules.longitude ?? 0 };
  const distanceM = Math.round(distanceInMetres(site, sent));
  const accuracyM = Math.max(sent.accuracy, 0);
  return {
    siteId,
    otherSite: false,
    position: {
      latitude: sent.latitude,
      longitude: sent.longitude,
      accuracyM,
      distanceM,
      inZone: isInZone(distanceM, rules.radiusM, accuracyM),
    },
  };
}

/** A site code's punch is on the code's site, under the kiosks' other-site rule (decision 059). */
async function siteCodePlace(
  tx: Executor,
  companyId: string,
  siteId: string,
  employeeSiteId: string,
  live: boolean,
): Promise<{ siteId: string; otherSite: boolean; position?: undefined }> {
  const [rules, settings] = await Promise.all([
    findPhoneClockingRules(tx, companyId, siteId),
    findKioskSettings(tx, companyId),
  ]);
  if (!rules) throw new AppError('SITE_NOT_FOUND', 404, SITE_MESSAGES.notFound);
  return siteOfPunch({ id: siteId, otherSitePunches: settings.otherSitePunches }, employeeSiteId, live);
}
