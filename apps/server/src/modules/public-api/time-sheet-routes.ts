import { employeeMonth, employeeWeek } from '../timesheets';
import { isoWeekMonday } from './iso-week';
import { type PublicApiApp, type PublicApiContext, TAGS } from './route-context';
import { monthSheetParamsSchema, monthSheetSchema, weekParamsSchema, weekSheetSchema } from './schemas';
import { totalsView } from './views';

/** The time sheets of a week or a month: the Temps views' own figures. */
export function registerTimeSheetRoutes(app: PublicApiApp, { db, now, sources, apiKey }: PublicApiContext) {
  app.get(
    '/api/v1/employees/:employee_id/time-sheets/weeks/:week',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.sheets],
        summary: "Feuille de temps d'une semaine",
        description:
          "Les heures d'un employé pour une semaine ISO (AAAA-Wss), calculées comme l'onglet Temps les montre\u202f: heures travaillées, de nuit, du dimanche, fériées, supplémentaires, complémentaires, absences.",
        params: weekParamsSchema,
        response: { 200: weekSheetSchema },
      },
    },
    async (request) => {
      const { employee_id, week } = request.params;
      const monday = isoWeekMonday(week)!;
      const row = await employeeWeek(db, sources.timesheets, request.companyId, employee_id, monday, now());
      const { employee, days, daysWorked, alertsCount, toRegulariseCount: _, ...totals } = row;
      return {
        week,
        employee_id: employee.id,
        start_date: days[0]!.date,
        end_date: days[days.length - 1]!.date,
        totals: totalsView(totals),
        days_worked: daysWorked,
        alerts_count: alertsCount,
        days: days.map((day) => ({
          date: day.date,
          worked_minutes: day.workedMinutes,
          absence_minutes: day.absenceMinutes,
          absence_name: day.absenceName,
        })),
      };
    },
  );

  app.get(
    '/api/v1/employees/:employee_id/time-sheets/months/:month',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.sheets],
        summary: "Feuille de temps d'un mois",
        description:
          "Les heures d'un employé pour un mois (AAAA-MM), comme l'onglet Temps et le rapport mensuel\u202f; un mois validé donne les chiffres gardés à sa validation.",
        params: monthSheetParamsSchema,
        response: { 200: monthSheetSchema },
      },
    },
    async (request) => {
      const { employee_id, month } = request.params;
      const sheet = await employeeMonth(
        db,
        sources.timesheets,
        request.companyId,
        employee_id,
        { month },
        now(),
      );
      return {
        month: sheet.month,
        validated: sheet.status.validated,
        employee_id: sheet.employee.id,
        start_date: sheet.days[0]!.date,
        end_date: sheet.days[sheet.days.length - 1]!.date,
        totals: totalsView(sheet.totals),
        alerts_count: sheet.alertsCount,
        days: sheet.days.map((day) => ({
          date: day.date,
          worked_minutes: day.workedMinutes,
          absence_minutes: day.absenceMinutes,
          absence_name: day.absenceName,
        })),
        weeks: sheet.weeks.map(({ weekStart, weekEnd, daysWorked, alerts: _, ...totals }) => ({
          week_start: weekStart,
          week_end: weekEnd,
          totals: totalsView(totals),
          days_worked: daysWorked,
        })),
      };
    },
  );
}
