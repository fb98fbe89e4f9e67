import type { LeaveSettings } from '@pointeo/domain/leave';
import { LEAVE_MESSAGES } from '@pointeo/domain/leave-messages';
import { DEFAULT_LEAVE_RULES, type LeaveRules } from '@pointeo/domain/leave-rules';
import type { Executor } from '../../db/client';
import { currentHoursSettings } from '../timesheets';
import { findLeaveSettings, saveLeaveSettings } from './repository';

/** How a company counts leave: its settings, and the holidays of its workplace (the Temps settings). */
export interface LeaveCalendar {
  rules: LeaveRules;
  alsaceMoselle: boolean;
}

export async function leaveRulesOf(db: Executor, companyId: string): Promise<LeaveRules> {
  const row = await findLeaveSettings(db, companyId);
  return row
    ? { counting: row.counting, referenceStartMonth: row.referenceStartMonth }
    : { ...DEFAULT_LEAVE_RULES };
}

export async function leaveCalendarOf(db: Executor, companyId: string): Promise<LeaveCalendar> {
  const [rules, hours] = await Promise.all([
    leaveRulesOf(db, companyId),
    currentHoursSettings(db, companyId),
  ]);
  // The Temps tab's setting (its defaults while the company saved none), from the time sheets' face.
  return { rules, alsaceMoselle: hours.alsaceMoselle };
}

export async function saveSettings(db: Executor, companyId: string, settings: LeaveSettings, now: Date) {
  await saveLeaveSettings(db, { companyId, ...settings, updatedAt: now });
  return { message: LEAVE_MESSAGES.settingsSaved, settings };
}
