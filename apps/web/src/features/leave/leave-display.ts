import type { Absence, AbsenceStatus } from '@pointeo/domain/leave';
import { ABSENCE_STATUS_LABELS, formatLeaveDays } from '@pointeo/domain/leave-messages';

/** '14/12/2026' from '2026-12-14' (calendar days, no time zone involved). */
export function frenchDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/** 'Le 14/12/2026 (matin)', 'Du 14/12/2026 au 16/12/2026 (fin à midi)'. */
export function spanLabel(
  absence: Pick<Absence, 'startDate' | 'endDate' | 'startHalfDay' | 'endHalfDay'>,
): string {
  if (absence.startDate === absence.endDate) {
    const half = absence.startHalfDay ? ' (après-midi)' : absence.endHalfDay ? ' (matin)' : '';
    return `Le ${frenchDate(absence.startDate)}${half}`;
  }
  const start = `${frenchDate(absence.startDate)}${absence.startHalfDay ? ' après-midi' : ''}`;
  const end = `${frenchDate(absence.endDate)}${absence.endHalfDay ? ' midi' : ''}`;
  return `Du ${start} au ${end}`;
}

export const statusTone: Record<AbsenceStatus, 'amber' | 'green' | 'red' | 'slate'> = {
  pending: 'amber',
  approved: 'green',
  refused: 'red',
  cancelled: 'slate',
};

export const statusLabel = (status: AbsenceStatus) => ABSENCE_STATUS_LABELS[status];

/** '2,5 jours' with no-break spaces. */
export const daysLabel = formatLeaveDays;

/** '24/11/2026 à 14:30' in Paris time, for a decision. */
export function decisionTime(instant: string): string {
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} à ${part('hour')}:${part('minute')}`;
}
