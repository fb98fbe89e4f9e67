import type {
  EmployeeMonth,
  EntryHistory,
  ForgottenDepartures,
  MonthDay,
  MonthEntry,
  MonthStatus,
  PeriodTotals,
  TimesheetEmployee,
  WeekRow,
  WeekView,
} from '@pointeo/domain/timesheets';
import { addDays } from './timesheet-display';

/** Answers of /api/timesheets for the component tests: November 2026, Paris at UTC+1. */

export const ZOE_ID = '00000000-0000-4000-8000-000000000002';
export const ADAM_ID = '00000000-0000-4000-8000-000000000003';

export const zoe: TimesheetEmployee = {
  id: ZOE_ID,
  firstName: 'Zoé',
  lastName: 'Martin',
  role: 'employee',
  archived: false,
  weeklyContractMinutes: 2100,
};
const adam: TimesheetEmployee = { ...zoe, id: ADAM_ID, firstName: 'Adam', lastName: 'Bernard' };

const noTotals: PeriodTotals = {
  workedMinutes: 0,
  breakMinutes: 0,
  nightMinutes: 0,
  sundayMinutes: 0,
  holidayMinutes: 0,
  mayDayMinutes: 0,
  overtimeMinutes: 0,
  overtime25Minutes: 0,
  overtime50Minutes: 0,
  complementaryMinutes: 0,
  complementary10Minutes: 0,
  complementary25Minutes: 0,
  absenceMinutes: 0,
};

const WEEK = Array.from({ length: 7 }, (_, index) => addDays('2026-11-16', index));
const cell = (
  date: string,
  workedMinutes = 0,
  flags: { toRegularise?: boolean; alertsCount?: number } = {},
) => ({
  date,
  workedMinutes,
  inProgress: false,
  toRegularise: flags.toRegularise ?? false,
  alertsCount: flags.alertsCount ?? 0,
  absenceMinutes: 0,
  absenceName: null,
});
const row = (employee: TimesheetEmployee, days: WeekRow['days'], totals: Partial<WeekRow>): WeekRow => ({
  employee,
  days,
  ...noTotals,
  daysWorked: days.filter((day) => day.workedMinutes > 0).length,
  alertsCount: 0,
  toRegulariseCount: 0,
  ...totals,
});

export function weekView(overrides: Partial<WeekView> = {}): WeekView {
  return {
    weekStart: '2026-11-16',
    weekEnd: '2026-11-22',
    previousWeek: '2026-11-09',
    nextWeek: '2026-11-23',
    days: WEEK.map((date) => ({ date, holidayName: null })),
    employees: [
      row(
        zoe,
        WEEK.map((date, index) => cell(date, index === 0 ? 450 : 0, { toRegularise: index === 1 })),
        { workedMinutes: 450, toRegulariseCount: 1 },
      ),
      row(
        adam,
        WEEK.map((date, index) => cell(date, index < 5 ? 456 : 0, { alertsCount: index === 2 ? 1 : 0 })),
        { workedMinutes: 2280, overtimeMinutes: 180, overtime25Minutes: 180, alertsCount: 1 },
      ),
    ],
    toRegularise: {
      count: 1,
      entries: [
        {
          entryId: 'entry-open',
          employeeId: ZOE_ID,
          firstName: 'Zoé',
          lastName: 'Martin',
          date: '2026-11-17',
          arrival: '2026-11-17T07:00:00.000Z',
        },
      ],
    },
    latePunches: [
      {
        employeeId: ZOE_ID,
        firstName: 'Zoé',
        lastName: 'Martin',
        date: '2026-11-17',
        ...latePunch,
      },
    ],
    months: [{ month: '2026-11', validated: false, validatedAt: null, validatedBy: null }],
    ...overrides,
  };
}

/** Typed at 17:00 on the 17th on a kiosk that was offline, received the next morning. */
/** 'Départs non pointés' (decision 068): Adam, arrived on Thursday at 16:30, his site ending at 18:00. */
export function forgottenDepartures(overrides: Partial<ForgottenDepartures> = {}): ForgottenDepartures {
  return {
    count: 1,
    entries: [
      {
        entryId: 'entry-forgotten',
        employeeId: ADAM_ID,
        firstName: 'Adam',
        lastName: 'Bernard',
        date: '2026-11-19',
        arrival: '2026-11-19T15:30:00.000Z',
        siteName: 'Entrepôt',
        endOfDay: '18:00',
      },
    ],
    ...overrides,
  };
}

export const NO_FORGOTTEN_DEPARTURES: ForgottenDepartures = { count: 0, entries: [] };

export const latePunch = {
  id: 'punch-late',
  punchedAt: '2026-11-17T16:00:00.000Z',
  receivedAt: '2026-11-18T08:10:00.000Z',
};

export const closedEntry: MonthEntry = {
  id: 'entry-closed',
  date: '2026-11-16',
  arrival: '2026-11-16T07:00:00.000Z',
  departure: '2026-11-16T14:30:00.000Z',
  status: 'closed',
  source: 'kiosk',
  corrected: true,
  recordedAfterValidation: false,
};
export const openEntry: MonthEntry = {
  id: 'entry-open',
  date: '2026-11-17',
  arrival: '2026-11-17T07:00:00.000Z',
  departure: null,
  status: 'missing-clock-out',
  source: 'kiosk',
  corrected: false,
  recordedAfterValidation: false,
};

function novemberDay(dayOfMonth: number): MonthDay {
  const date = `2026-11-${String(dayOfMonth).padStart(2, '0')}`;
  const entries = [closedEntry, openEntry].filter((entry) => entry.date === date);
  return {
    date,
    holidayName: date === '2026-11-11' ? 'Armistice' : null,
    workedMinutes: date === closedEntry.date ? 450 : 0,
    breakMinutes: 0,
    nightMinutes: 0,
    sundayMinutes: 0,
    holidayMinutes: 0,
    mayDayMinutes: 0,
    absenceMinutes: 0,
    absenceName: null,
    entries,
    latePunches: date === '2026-11-17' ? [latePunch] : [],
    alerts:
      date === openEntry.date
        ? [
            {
              code: 'missing-clock-out',
              label: 'Pointage de sortie manquant',
              scope: 'day',
              date,
              entryId: openEntry.id,
            },
          ]
        : [],
  };
}

export const openStatus: MonthStatus = {
  month: '2026-11',
  validated: false,
  validatedAt: null,
  validatedBy: null,
  toRegulariseCount: 1,
  inProgressCount: 0,
  recordedAfterValidationCount: 0,
  events: [],
};
export const validatedStatus: MonthStatus = {
  ...openStatus,
  validated: true,
  validatedAt: '2026-12-01T09:00:00.000Z',
  validatedBy: { id: 'c1', name: 'Compte entreprise' },
  toRegulariseCount: 0,
  events: [
    {
      kind: 'validate',
      reason: null,
      author: { id: 'c1', name: 'Compte entreprise' },
      at: '2026-12-01T09:00:00.000Z',
      changes: null,
    },
  ],
};

/** Mondays of the weeks whose Sunday is in November 2026 (the 30th's week is December's). */
const NOVEMBER_WEEKS = ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'];

export function employeeMonth(overrides: Partial<EmployeeMonth> = {}): EmployeeMonth {
  return {
    employee: zoe,
    month: '2026-11',
    previousMonth: '2026-10',
    nextMonth: '2026-12',
    status: openStatus,
    totals: { ...noTotals, workedMinutes: 450 },
    alertsCount: 1,
    toRegulariseCount: 1,
    days: Array.from({ length: 30 }, (_, index) => novemberDay(index + 1)),
    weeks: NOVEMBER_WEEKS.map((weekStart) => ({
      weekStart,
      weekEnd:
        weekStart === '2026-10-26'
          ? '2026-11-01'
          : `2026-11-${String(Number(weekStart.slice(8)) + 6).padStart(2, '0')}`,
      ...noTotals,
      workedMinutes: weekStart === '2026-11-16' ? 450 : 0,
      daysWorked: weekStart === '2026-11-16' ? 1 : 0,
      alerts: [],
    })),
    deletedEntries: [],
    ...overrides,
  };
}

export const closedEntryHistory: EntryHistory = {
  entry: {
    id: closedEntry.id,
    employeeId: ZOE_ID,
    date: closedEntry.date,
    arrival: closedEntry.arrival,
    departure: closedEntry.departure,
    source: 'kiosk',
    deletedAt: null,
  },
  punches: [
    {
      kind: 'in',
      punchedAt: '2026-11-16T07:00:00.000Z',
      receivedAt: '2026-11-16T07:00:01.000Z',
      phone: false,
      outOfZoneDistanceM: null,
    },
    // Punched on a phone, 1,2 km from the site (decision 069).
    {
      kind: 'out',
      punchedAt: '2026-11-16T13:00:00.000Z',
      receivedAt: '2026-11-16T13:00:01.000Z',
      phone: true,
      outOfZoneDistanceM: 1_234,
    },
  ],
  corrections: [
    {
      id: 'correction-1',
      kind: 'edit',
      before: { arrival: '2026-11-16T07:00:00.000Z', departure: '2026-11-16T13:00:00.000Z' },
      after: { arrival: '2026-11-16T07:00:00.000Z', departure: '2026-11-16T14:30:00.000Z' },
      reason: 'Inventaire du soir',
      author: { id: 'c1', name: 'Compte entreprise' },
      createdAt: '2026-11-17T08:15:00.000Z',
    },
  ],
  page: 1,
  pageSize: 50,
  total: 1,
};
