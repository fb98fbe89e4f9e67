import type { LeaveSettings, LeaveSettingsUpdate } from '@pointeo/domain/leave';
import { LEAVE_MESSAGES } from '@pointeo/domain/leave-messages';
import { DEFAULT_LEAVE_RULES, type LeaveRules } from '@pointeo/domain/leave-rules';
import type { Executor } from '../../db/client';
import { findLeaveSettings, saveLeaveSettings } from './repository';

/**
 * How a company counts leave: its settings. The holidays are each employee's, from their site's
 * département (the rows carry `alsaceMoselle`, issue 29 item 7).
 */
export interface LeaveCalendar {
  rules: LeaveRules;
  /** 'Autoriser un solde négatif' (decision 046). */
  allowNegativeBalance: boolean;
}

export async function leaveRulesOf(db: Executor, companyId: string): Promise<LeaveRules> {
  const { counting, referenceStartMonth } = await leaveSettingsOf(db, companyId);
  return { counting, referenceStartMonth };
}

/** The 'Paramètres' of leave: the rules, and whether a paid-leave balance may go below zero. */
export async function leaveSettingsOf(db: Executor, companyId: string): Promise<LeaveSettings> {
  const row = await findLeaveSettings(db, companyId);
  return row
    ? {
        counting: row.counting,
        referenceStartMonth: row.referenceStartMonth,
        allowNegativeBalance: row.allowNegativeBalance,
      }
    : { ...DEFAULT_LEAVE_RULES, allowNegativeBalance: false };
}

export async function leaveCalendarOf(db: Executor, companyId: string): Promise<LeaveCalendar> {
  const { allowNegativeBalance, ...rules } = await leaveSettingsOf(db, companyId);
  return { rules, allowNegativeBalance };
}

/** Saves the settings; 'Autoriser un solde négatif' left out keeps what was stored. */
export async function saveSettings(
  db: Executor,
  companyId: string,
  update: LeaveSettingsUpdate,
  now: Date,
): Promise<{ message: string; settings: LeaveSettings }> {
  const settings = await saveLeaveSettings(db, { companyId, ...update, updatedAt: now });
  return { message: LEAVE_MESSAGES.settingsSaved, settings };
}
