import type { Employee, EmployeeInput } from '@pointeo/domain/employees';
import type { Absence } from '@pointeo/domain/leave';
import { parisDateAndTime } from '@pointeo/domain/paris-calendar';
import type { MonthlyReport, ReportFigures } from '@pointeo/domain/reports';
import type { PeriodTotals } from '@pointeo/domain/timesheets';
import { z } from '@pointeo/domain/zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Signature } from '../../lib/authors';
import { decodeCursor, pageOf } from '../../lib/keyset';
import { sendAttachment } from '../../lib/send-attachment';
import { snakeKeys } from '../../lib/snake-case';
import {
  addEmployee,
  type EmployeeViewSources,
  editEmployee,
  findEmployee,
  pageEmployees,
  removeEmployee,
} from '../employees';
import {
  approveAbsence,
  createAbsence,
  type LeaveActor,
  type LeaveNotices,
  listTypes,
  pageAbsencesByRequest,
  refuseAbsence,
} from '../leave';
import { monthlyReport, monthlyReportCsvFile } from '../reports';
import { findSiteOfCompany, listSitesByCreation, type PublicSiteRow } from '../sites';
import {
  addEntry,
  daysWindow,
  employeeMonth,
  employeeWeek,
  findEntry,
  listEntriesByArrival,
  type TimesheetViewSources,
} from '../timesheets';
import { idempotentPost, recordIdempotentAnswer, releaseKey } from './idempotency';
import { isoWeekMonday } from './iso-week';
import {
  API_MESSAGES,
  absenceCreateSchema,
  absenceDecisionSchema,
  absenceListQuerySchema,
  absenceListSchema,
  absenceParamsSchema,
  absenceRefuseSchema,
  absenceTypeListSchema,
  employeeArchiveSchema,
  employeeCreateSchema,
  employeeListQuerySchema,
  employeeListSchema,
  employeeParamsSchema,
  employeeSchema,
  employeeUpdateSchema,
  idempotencyHeadersSchema,
  monthlyReportSchema,
  monthSheetParamsSchema,
  monthSheetSchema,
  reportParamsSchema,
  siteListQuerySchema,
  siteListSchema,
  siteParamsSchema,
  siteSchema,
  timeEntryCreateSchema,
  timeEntryListQuerySchema,
  timeEntryListSchema,
  timeEntrySchema,
  weekParamsSchema,
  weekSheetSchema,
} from './schemas';

export interface PublicApiSources {
  /** The Employés list's last arrivals (the clock's, decision 039). */
  employees: EmployeeViewSources;
  /** The Temps views' figures (the period loader's and the clock's, decisions 035, 043). */
  timesheets: TimesheetViewSources;
}

export interface PublicApiRoutesOptions {
  db: Database;
  now: () => Date;
  /** The same sources the app's views read, handed over by app.ts: the API's figures are the app's. */
  sources: PublicApiSources;
  /** Leave's notices: an answer by the API is mailed to the employee as the app's is (decision 048). */
  leaveNotices: LeaveNotices;
}

/** The signature of what an API key writes: the corrections' trail and leave decisions name it. */
export const API_KEY_AUTHOR_NAME = "Clé d'API";
const signatureOfKey = (request: FastifyRequest): Signature => ({
  authorId: `api-key:${request.apiKey.id}`,
  authorName: API_KEY_AUTHOR_NAME,
});

const TAGS = {
  employees: 'Employés',
  sites: 'Sites',
  entries: 'Pointages',
  sheets: 'Feuilles de temps',
  absences: 'Absences',
  reports: 'Rapports',
} as const;

/**
 * The public API under /api/v1 (decision 076): company-scoped by the API key's company, every write
 * through the owning module's service, so its rules, records and events are the app's.
 */
export const publicApiRoutes: FastifyPluginAsyncZod<PublicApiRoutesOptions> = async (
  app,
  { db, now, sources, leaveNotices },
) => {
  const apiKey = { access: 'apiKey' } as const;
  const claimKey = idempotentPost(db, now);
  const post = { config: apiKey, preHandler: claimKey } as const;
  app.addHook('onSend', recordIdempotentAnswer(db));
  app.addHook('onResponse', releaseKey(db));
  /** A list filtered on an employee of another company (or of none) is a 404, as reading them is. */
  const requireEmployee = async (companyId: string, employeeId: string | undefined) => {
    if (employeeId) await findEmployee(db, sources.employees, companyId, employeeId);
  };
  const actor = (request: FastifyRequest): LeaveActor => ({
    companyId: request.companyId,
    ...signatureOfKey(request),
    now: now(),
  });

  // ------------------------------------------------------------------------------------------------
  // Employees.

  app.get(
    '/api/v1/employees',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.employees],
        summary: 'Lister les employés',
        description:
          'Les employés actifs (ou archivés avec `status=archived`), du plus ancien au plus récent, page par page.',
        querystring: employeeListQuerySchema,
        response: { 200: employeeListSchema },
      },
    },
    async (request) => {
      const { status, limit, cursor } = request.query;
      const page = await pageEmployees(db, sources.employees, request.companyId, status, {
        after: decodeCursor(cursor),
        limit,
      });
      return { data: page.employees.map(employeeView), next_cursor: page.nextCursor };
    },
  );

  app.post(
    '/api/v1/employees',
    {
      ...post,
      schema: {
        tags: [TAGS.employees],
        summary: 'Créer un employé',
        description: "Ajoute un employé, dans la limite de l'offre.",
        headers: idempotencyHeadersSchema,
        body: employeeCreateSchema,
        response: { 201: employeeSchema },
      },
    },
    async (request, reply) => {
      const employee = await addEmployee(db, request.companyId, employeeInput(request.body), undefined);
      return reply.status(201).send(employeeView(employee));
    },
  );

  app.get(
    '/api/v1/employees/:employee_id',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.employees],
        summary: 'Lire un employé',
        description: 'Un employé, actif ou archivé.',
        params: employeeParamsSchema,
        response: { 200: employeeSchema },
      },
    },
    async (request) =>
      employeeView(await findEmployee(db, sources.employees, request.companyId, request.params.employee_id)),
  );

  app.patch(
    '/api/v1/employees/:employee_id',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.employees],
        summary: 'Modifier un employé',
        description:
          'Change les champs envoyés, les autres restent tels quels. La direction et les employés archivés ne se modifient pas.',
        params: employeeParamsSchema,
        body: employeeUpdateSchema,
        response: { 200: employeeSchema },
      },
    },
    async (request) =>
      employeeView(
        await editEmployee(
          db,
          sources.employees,
          request.companyId,
          request.params.employee_id,
          employeeInput(request.body),
          undefined,
        ),
      ),
  );

  app.post(
    '/api/v1/employees/:employee_id/archive',
    {
      ...post,
      schema: {
        tags: [TAGS.employees],
        summary: 'Archiver un employé',
        description:
          "L'employé quitte la liste à sa date de sortie\u202f; ses pointages et absences restent. Son code PIN est libéré.",
        headers: idempotencyHeadersSchema,
        params: employeeParamsSchema,
        body: employeeArchiveSchema,
        response: { 200: employeeSchema },
      },
    },
    async (request) => {
      const id = request.params.employee_id;
      await removeEmployee(db, request.companyId, id, { leavingDate: request.body?.leaving_date }, now());
      return employeeView(await findEmployee(db, sources.employees, request.companyId, id));
    },
  );

  // ------------------------------------------------------------------------------------------------
  // Sites.

  app.get(
    '/api/v1/sites',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.sites],
        summary: 'Lister les sites',
        description: "Les lieux de travail de l'entreprise, archivés compris, du plus ancien au plus récent.",
        querystring: siteListQuerySchema,
        response: { 200: siteListSchema },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const rows = await listSitesByCreation(db, request.companyId, { after: decodeCursor(cursor), limit });
      const page = pageOfRows(rows, limit);
      return { data: page.rows.map(({ row }) => siteView(row)), next_cursor: page.nextCursor };
    },
  );

  app.get(
    '/api/v1/sites/:site_id',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.sites],
        summary: 'Lire un site',
        params: siteParamsSchema,
        response: { 200: siteSchema },
      },
    },
    async (request) => {
      const row = await findSiteOfCompany(db, request.companyId, request.params.site_id);
      if (!row) throw new AppError('SITE_NOT_FOUND', 404, API_MESSAGES.siteNotFound);
      return siteView(row);
    },
  );

  // ------------------------------------------------------------------------------------------------
  // Time entries.

  app.get(
    '/api/v1/time-entries',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.entries],
        summary: 'Lister les pointages',
        description:
          "Les pointages dont l'arrivée tombe dans la période (jours de Paris, 366 jours au plus), d'un employé ou de tous, par heure d'arrivée. Les pointages supprimés par une correction n'y sont pas.",
        querystring: timeEntryListQuerySchema,
        response: { 200: timeEntryListSchema },
      },
    },
    async (request) => {
      const { from, to, employee_id, limit, cursor } = request.query;
      await requireEmployee(request.companyId, employee_id);
      const rows = await listEntriesByArrival(db, request.companyId, daysWindow(from, to), employee_id, {
        after: decodeCursor(cursor),
        limit,
      });
      const page = pageOfRows(rows, limit);
      return { data: page.rows.map(({ row }) => entryView(row)), next_cursor: page.nextCursor };
    },
  );

  app.post(
    '/api/v1/time-entries',
    {
      ...post,
      schema: {
        tags: [TAGS.entries],
        summary: 'Ajouter un pointage (correction)',
        description:
          "Ajoute un pointage complet, arrivée et départ, comme «\u202fAjouter un pointage\u202f» de l'onglet Temps\u202f: c'est une correction, gardée avec son motif dans l'historique des corrections, signée «\u202fClé d'API\u202f». Les pointages des bornes ne se modifient pas par l'API. Refusé dans un mois validé.",
        headers: idempotencyHeadersSchema,
        body: timeEntryCreateSchema,
        response: { 201: timeEntrySchema },
      },
    },
    async (request, reply) => {
      const { employee_id, ...entry } = request.body;
      const { entryId } = await addEntry(db, actor(request), employee_id, entry);
      const row = await findEntry(db, request.companyId, entryId);
      return reply.status(201).send(entryView({ ...row!, corrected: true }));
    },
  );

  // ------------------------------------------------------------------------------------------------
  // Time sheets: the Temps views' own figures.

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

  // ------------------------------------------------------------------------------------------------
  // Absences.

  app.get(
    '/api/v1/absence-types',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.absences],
        summary: "Lister les types d'absence",
        description: "Les types d'absence de l'entreprise (Congés payés, Maladie…), pour en créer.",
        response: { 200: absenceTypeListSchema },
      },
    },
    async (request) => ({
      data: (await listTypes(db, request.companyId)).map((type) => ({
        id: type.id,
        code: type.code,
        name: type.name,
        paid: type.paid,
        counts_as_worked_time: type.countsAsWorkedTime,
      })),
    }),
  );

  app.get(
    '/api/v1/absences',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.absences],
        summary: 'Lister les absences',
        description:
          "Les absences et demandes d'absence, par date de demande\u202f; filtrées par période (celles qui la touchent), employé et statut.",
        querystring: absenceListQuerySchema,
        response: { 200: absenceListSchema },
      },
    },
    async (request) => {
      const { from, to, employee_id, status, limit, cursor } = request.query;
      await requireEmployee(request.companyId, employee_id);
      const page = await pageAbsencesByRequest(
        db,
        request.companyId,
        { from, to, employeeId: employee_id, status },
        { after: decodeCursor(cursor), limit },
      );
      return { data: page.absences.map(absenceView), next_cursor: page.nextCursor };
    },
  );

  app.post(
    '/api/v1/absences',
    {
      ...post,
      schema: {
        tags: [TAGS.absences],
        summary: 'Saisir une absence',
        description:
          "Enregistre une absence approuvée d'emblée, comme «\u202fSaisir une absence\u202f» de l'onglet Congés (solde, mois validés et chevauchements vérifiés).",
        headers: idempotencyHeadersSchema,
        body: absenceCreateSchema,
        response: { 201: absenceDecisionSchema },
      },
    },
    async (request, reply) => {
      const { employee_id, ...absence } = request.body;
      const result = await createAbsence(db, actor(request), employee_id, absence);
      return reply.status(201).send({ ...result, absence: absenceView(result.absence) });
    },
  );

  app.post(
    '/api/v1/absences/:absence_id/approve',
    {
      ...post,
      schema: {
        tags: [TAGS.absences],
        summary: "Approuver une demande d'absence",
        description: "L'employé qui a une adresse e-mail en est averti, comme depuis l'application.",
        headers: idempotencyHeadersSchema,
        params: absenceParamsSchema,
        response: { 200: absenceDecisionSchema },
      },
    },
    async (request) => {
      const result = await approveAbsence(db, leaveNotices, actor(request), request.params.absence_id);
      return { ...result, absence: absenceView(result.absence) };
    },
  );

  app.post(
    '/api/v1/absences/:absence_id/refuse',
    {
      ...post,
      schema: {
        tags: [TAGS.absences],
        summary: "Refuser une demande d'absence",
        description: "Le motif est requis\u202f; l'employé qui a une adresse e-mail en est averti.",
        headers: idempotencyHeadersSchema,
        params: absenceParamsSchema,
        body: absenceRefuseSchema,
        response: { 200: absenceDecisionSchema },
      },
    },
    async (request) => {
      const result = await refuseAbsence(
        db,
        leaveNotices,
        actor(request),
        request.params.absence_id,
        request.body.reason,
      );
      return { ...result, absence: absenceView(result.absence) };
    },
  );

  // ------------------------------------------------------------------------------------------------
  // Reports.

  app.get(
    '/api/v1/reports/monthly/:month',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.reports],
        summary: 'Rapport mensuel',
        description: "Le rapport mensuel de l'onglet Rapports\u202f: une ligne par employé et le total.",
        params: reportParamsSchema,
        response: { 200: monthlyReportSchema },
      },
    },
    async (request) =>
      reportView(await monthlyReport(db, request.companyId, request.params.month, now(), undefined)),
  );

  app.get(
    '/api/v1/reports/monthly/:month/csv',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.reports],
        summary: 'Rapport mensuel (CSV)',
        description:
          "Le fichier CSV du rapport mensuel, octet pour octet celui de l'application (séparateur «\u202f;\u202f», UTF-8 avec BOM, virgule décimale).",
        params: reportParamsSchema,
        response: {
          200: {
            description: 'Le fichier rapport-AAAA-MM.csv.',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) =>
      sendAttachment(
        reply,
        await monthlyReportCsvFile(db, request.companyId, request.params.month, now(), undefined),
      ),
  );
};

// ---------------------------------------------------------------------------------------------------
// Views: the app's records in the API's snake_case.

const pageOfRows = pageOf;

/** The API's fields in the app's input, only those sent (a PATCH leaves the others as they are). */
function employeeInput(body: {
  first_name?: string;
  last_name?: string;
  zone?: string | null;
  pin_code?: string | null;
  weekly_contract_minutes?: number | undefined;
  job_title?: string | null | undefined;
  payroll_number?: string | null | undefined;
  hire_date?: string | null | undefined;
  email?: string | null | undefined;
  site_id?: string | undefined;
}): EmployeeInput {
  const input = {
    firstName: body.first_name,
    lastName: body.last_name,
    role: 'employee' as const,
    zone: body.zone,
    pinCode: body.pin_code,
    weeklyContractMinutes: body.weekly_contract_minutes,
    jobTitle: body.job_title,
    payrollNumber: body.payroll_number,
    hireDate: body.hire_date,
    email: body.email,
    siteId: body.site_id,
  };
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as EmployeeInput;
}

function employeeView(employee: Employee) {
  return {
    id: employee.id,
    first_name: employee.firstName,
    last_name: employee.lastName,
    role: employee.role,
    zone: employee.zone,
    has_pin: employee.hasPin,
    weekly_contract_minutes: employee.weeklyContractMinutes,
    job_title: employee.jobTitle,
    payroll_number: employee.payrollNumber,
    hire_date: employee.hireDate,
    email: employee.email,
    site_id: employee.siteId,
    site_name: employee.siteName,
    leaving_date: employee.leavingDate,
    archived_at: employee.archivedAt,
    last_check_in_at: employee.lastCheckInTime,
    created_at: employee.createdAt,
  };
}

function siteView(site: PublicSiteRow) {
  return {
    id: site.id,
    name: site.name,
    address: site.address,
    postal_code: site.postalCode,
    city: site.city,
    departement: site.departement,
    end_of_day: site.endOfDay,
    archived_at: site.archivedAt?.toISOString() ?? null,
    created_at: site.createdAt.toISOString(),
  };
}

function entryView(entry: {
  id: string;
  employeeId: string;
  clockIn: Date;
  clockOut: Date | null;
  missingClockOut: boolean;
  source: 'kiosk' | 'correction';
  corrected: boolean;
  /** The Paris day of the arrival, when the read gave it. */
  date?: string;
}) {
  return {
    id: entry.id,
    employee_id: entry.employeeId,
    date: entry.date ?? parisDateAndTime(entry.clockIn).date,
    arrival: entry.clockIn.toISOString(),
    departure: entry.clockOut?.toISOString() ?? null,
    missing_clock_out: entry.missingClockOut,
    source: entry.source,
    corrected: entry.corrected,
  };
}

const totalsView = (totals: PeriodTotals) => snakeKeys<number>({ ...totals });

function absenceView(absence: Absence) {
  return {
    id: absence.id,
    employee_id: absence.employee.id,
    type: absence.type,
    start_date: absence.startDate,
    end_date: absence.endDate,
    start_half_day: absence.startHalfDay,
    end_half_day: absence.endHalfDay,
    days: absence.days,
    comment: absence.comment,
    status: absence.status,
    source: absence.source,
    requested_at: absence.requestedAt,
    decided_at: absence.decidedAt,
    refusal_reason: absence.refusalReason,
    cancelled_at: absence.cancelledAt,
  };
}

const figuresView = (figures: ReportFigures) => snakeKeys<number>({ ...figures });

function reportView(report: MonthlyReport) {
  return {
    month: report.month,
    validated: report.validated,
    rows: report.rows.map(({ employee, figures }) => ({
      employee: {
        id: employee.id,
        first_name: employee.firstName,
        last_name: employee.lastName,
        payroll_number: employee.payrollNumber,
        archived: employee.archived,
      },
      figures: figuresView(figures),
    })),
    total: figuresView(report.total),
  };
}
