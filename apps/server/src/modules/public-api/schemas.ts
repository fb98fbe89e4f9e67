import { EMPLOYEE_ROLES, EMPLOYEE_STATUSES, employeeInputSchema } from '@pointeo/domain/employees';
import { ABSENCE_STATUSES, createAbsenceSchema, refuseAbsenceSchema } from '@pointeo/domain/leave';
import { BUILT_IN_ABSENCE_TYPE_CODES } from '@pointeo/domain/leave-rules';
import { reportFiguresSchema } from '@pointeo/domain/reports';
import { addEntrySchema, monthParamsSchema, periodTotalsSchema } from '@pointeo/domain/timesheets';
import { z } from '@pointeo/domain/zod';
import { snakeCase } from '../../lib/snake-case';
import { isIsoWeek } from './iso-week';

/**
 * The public API's schemas (decision 076): JSON in snake_case, every field of a request validated by
 * the app's own field schemas (packages/domain), with their French messages. The routes validate with
 * them and the OpenAPI document is generated from them (fastify-type-provider-zod's transform).
 */

export const API_MESSAGES = {
  badLimit: 'Le paramètre limit doit être un entier entre 1 et 200',
  badCursor: 'Le curseur de pagination est invalide',
  employeeNotFound: 'Employé introuvable',
  siteNotFound: 'Site introuvable',
  absenceNotFound: 'Absence introuvable',
  badDate: 'Date invalide\u202f: format attendu AAAA-MM-JJ',
  periodRequired: 'Indiquez la période\u202f: from et to (AAAA-MM-JJ)',
  periodTooLong: 'La période ne doit pas dépasser 366 jours',
  periodReversed: 'La date de fin (to) précède la date de début (from)',
  badWeek: 'Semaine invalide\u202f: format attendu AAAA-Wss (semaine ISO, par exemple 2026-W48)',
  badMonth: 'Mois invalide\u202f: format attendu AAAA-MM',
  badIdempotencyKey: "L'en-tête Idempotency-Key doit compter de 1 à 255 caractères visibles",
} as const;

export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 200;
const MAX_PERIOD_DAYS = 366;

const isoDate = z
  .string(API_MESSAGES.badDate)
  .regex(/^\d{4}-\d{2}-\d{2}$/, API_MESSAGES.badDate)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), API_MESSAGES.badDate);

/** `limit` and `cursor` of every list; the answer is `{ data, next_cursor }`. */
const pagination = {
  limit: z.coerce
    .number(API_MESSAGES.badLimit)
    .int(API_MESSAGES.badLimit)
    .min(1, API_MESSAGES.badLimit)
    .max(LIST_LIMIT_MAX, API_MESSAGES.badLimit)
    .default(LIST_LIMIT_DEFAULT)
    .describe(`Nombre d'éléments de la page, de 1 à ${LIST_LIMIT_MAX} (${LIST_LIMIT_DEFAULT} par défaut).`),
  cursor: z
    .string(API_MESSAGES.badCursor)
    .min(1, API_MESSAGES.badCursor)
    .max(500, API_MESSAGES.badCursor)
    .optional()
    .describe('La valeur `next_cursor` de la page précédente\u202f; absent pour la première page.'),
};

const page = <Item extends z.ZodType>(item: Item) =>
  z.object({
    data: z.array(item),
    next_cursor: z
      .string()
      .nullable()
      .describe('Le curseur de la page suivante, à passer en `cursor`\u202f; null sur la dernière page.'),
  });

/** `Idempotency-Key` of a POST: a retry with the same key and body gets the first answer. */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string(API_MESSAGES.badIdempotencyKey)
    .regex(/^[\x21-\x7e]{1,255}$/, API_MESSAGES.badIdempotencyKey)
    .optional()
    .describe(
      'Clé choisie par le client (un UUID par exemple)\u202f: une nouvelle tentative avec la même clé et le même corps reçoit la première réponse, pendant 24 heures.',
    ),
});

const uuidParam = (name: string, notFound: string) => z.object({ [name]: z.uuid(notFound) });
export const employeeParamsSchema = uuidParam('employee_id', API_MESSAGES.employeeNotFound) as z.ZodObject<{
  employee_id: z.ZodUUID;
}>;
export const siteParamsSchema = uuidParam('site_id', API_MESSAGES.siteNotFound) as z.ZodObject<{
  site_id: z.ZodUUID;
}>;
export const absenceParamsSchema = uuidParam('absence_id', API_MESSAGES.absenceNotFound) as z.ZodObject<{
  absence_id: z.ZodUUID;
}>;

// ---------------------------------------------------------------------------------------------------
// Employees.

export const employeeSchema = z
  .object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    role: z
      .enum(EMPLOYEE_ROLES)
      .describe("'direction'\u202f: la direction, que l'API ne modifie ni n'archive."),
    zone: z.string().nullable(),
    has_pin: z.boolean().describe('Un code PIN de pointage est défini (le code lui-même ne sort jamais).'),
    weekly_contract_minutes: z.number().int().describe('Heures hebdomadaires du contrat, en minutes.'),
    job_title: z.string().nullable(),
    payroll_number: z.string().nullable().describe('Matricule de paie.'),
    hire_date: z.string().nullable().describe("Date d'entrée, AAAA-MM-JJ."),
    email: z.string().nullable(),
    site_id: z.uuid(),
    site_name: z.string(),
    leaving_date: z.string().nullable().describe('Date de sortie, AAAA-MM-JJ, pour un employé archivé.'),
    archived_at: z.string().nullable(),
    last_check_in_at: z.string().nullable().describe('Dernière arrivée pointée à une borne.'),
    created_at: z.string(),
  })
  .meta({ id: 'Employee', description: "Un employé de l'entreprise." });

export const employeeListQuerySchema = z.object({
  status: z
    .enum(EMPLOYEE_STATUSES, 'Le statut doit être active ou archived')
    .default('active')
    .describe('active (par défaut) ou archived.'),
  ...pagination,
});
export const employeeListSchema = page(employeeSchema);

const e = employeeInputSchema.shape;
const employeeFields = {
  first_name: e.firstName,
  last_name: e.lastName,
  zone: e.zone,
  pin_code: e.pinCode.describe('Code PIN de 6 chiffres pour la borne\u202f; vide ou null\u202f: aucun.'),
  weekly_contract_minutes: e.weeklyContractMinutes.describe(
    'Heures hebdomadaires du contrat, en minutes (35 h\u202f: 2100 par défaut).',
  ),
  job_title: e.jobTitle,
  payroll_number: e.payrollNumber,
  hire_date: e.hireDate,
  email: e.email,
  site_id: e.siteId.describe("Site de l'employé\u202f; le premier site de l'entreprise par défaut."),
};
export const employeeCreateSchema = z.object(employeeFields);
/** A PATCH changes only the fields it sends. */
export const employeeUpdateSchema = z.object({
  first_name: e.firstName.optional(),
  last_name: e.lastName.optional(),
  zone: e.zone.optional(),
  pin_code: employeeFields.pin_code.optional(),
  weekly_contract_minutes: e.weeklyContractMinutes,
  job_title: e.jobTitle,
  payroll_number: e.payrollNumber,
  hire_date: e.hireDate,
  email: e.email,
  site_id: e.siteId,
});
export const employeeArchiveSchema = z
  .object({
    leaving_date: isoDate
      .optional()
      .describe("Date de sortie, AAAA-MM-JJ\u202f; aujourd'hui (Paris) par défaut."),
  })
  .nullish();

// ---------------------------------------------------------------------------------------------------
// Sites.

export const siteSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    address: z.string().nullable(),
    postal_code: z.string().nullable(),
    city: z.string().nullable(),
    departement: z.string().nullable().describe('Département (ses jours fériés, Alsace-Moselle compris).'),
    end_of_day: z.string().nullable().describe('Fin de journée habituelle, HH:MM (Paris).'),
    archived_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Site', description: "Un lieu de travail de l'entreprise." });
export const siteListQuerySchema = z.object(pagination);
export const siteListSchema = page(siteSchema);

// ---------------------------------------------------------------------------------------------------
// Time entries.

export const timeEntrySchema = z
  .object({
    id: z.uuid(),
    employee_id: z.uuid(),
    date: z.string().describe("Jour de l'arrivée (Paris), AAAA-MM-JJ."),
    arrival: z.string().describe('Arrivée, instant ISO 8601 (UTC).'),
    departure: z.string().nullable().describe('Départ\u202f; null tant que le pointage est ouvert.'),
    missing_clock_out: z.boolean().describe('La borne a constaté un départ non pointé.'),
    source: z
      .enum(['kiosk', 'correction'])
      .describe('kiosk\u202f: pointé\u202f; correction\u202f: ajouté par une correction.'),
    corrected: z.boolean().describe('Au moins une correction a modifié ce pointage.'),
  })
  .meta({ id: 'TimeEntry', description: 'Un pointage (arrivée et départ).' });

export const timeEntryListQuerySchema = z
  .object({
    from: isoDate.describe('Premier jour de la période (arrivées à partir de ce jour, Paris).'),
    to: isoDate.describe('Dernier jour de la période, inclus.'),
    employee_id: z.uuid(API_MESSAGES.employeeNotFound).optional(),
    ...pagination,
  })
  .refine((query) => query.to >= query.from, { message: API_MESSAGES.periodReversed, path: ['to'] })
  .refine((query) => daysBetween(query.from, query.to) < MAX_PERIOD_DAYS, {
    message: API_MESSAGES.periodTooLong,
    path: ['to'],
  });
export const timeEntryListSchema = page(timeEntrySchema);

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

const entry = addEntrySchema.shape;
/** A pointage added by the API: a correction, its reason kept in the corrections' trail. */
export const timeEntryCreateSchema = z
  .object({
    employee_id: z.uuid(API_MESSAGES.employeeNotFound),
    date: entry.date.describe("Jour de l'arrivée, AAAA-MM-JJ."),
    arrival: entry.arrival.describe("Heure d'arrivée, HH:MM (Paris)."),
    departure: entry.departure.describe(
      "Heure de départ, HH:MM (Paris)\u202f; plus tôt que l'arrivée\u202f: le lendemain.",
    ),
    reason: entry.reason.describe('Motif de la correction, gardé dans son historique.'),
  })
  // The app's own rules of an added entry (not the same time twice), their refusals at the same fields.
  .pipe(z.object({ employee_id: z.string() }).and(addEntrySchema));

// ---------------------------------------------------------------------------------------------------
// Time sheets.

const minutesFields = (keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [snakeCase(key), z.number().int()]));

const totalsSchema = z.object(minutesFields(Object.keys(periodTotalsSchema.shape))).meta({
  id: 'HoursTotals',
  description:
    "Les chiffres du moteur d'heures, en minutes, comme l'onglet Temps les montre (heures sup. et complémentaires comprises).",
});

const sheetDaySchema = z.object({
  date: z.string(),
  worked_minutes: z.number().int(),
  absence_minutes: z.number().int(),
  absence_name: z.string().nullable(),
});

const sheetFields = {
  employee_id: z.uuid(),
  start_date: z.string(),
  end_date: z.string(),
  totals: totalsSchema,
  alerts_count: z.number().int(),
  days: z.array(sheetDaySchema),
};

export const weekSheetSchema = z
  .object({
    week: z.string().describe('Semaine ISO, AAAA-Wss.'),
    ...sheetFields,
    days_worked: z.number().int().describe('Jours travaillés (un poste compte pour le jour où il commence).'),
  })
  .meta({ id: 'WeekTimeSheet', description: "La feuille de temps d'un employé pour une semaine ISO." });
export const monthSheetSchema = z
  .object({
    month: z.string(),
    validated: z
      .boolean()
      .describe('Le mois est validé ("Valider le mois")\u202f: ses chiffres ne bougent plus.'),
    ...sheetFields,
    weeks: z
      .array(
        z.object({
          week_start: z.string(),
          week_end: z.string(),
          totals: totalsSchema,
          days_worked: z.number().int(),
        }),
      )
      .describe('Les semaines dont le dimanche tombe dans le mois (elles paient leurs heures sup.).'),
  })
  .meta({ id: 'MonthTimeSheet', description: "La feuille de temps d'un employé pour un mois." });

export const weekParamsSchema = z.object({
  employee_id: z.uuid(API_MESSAGES.employeeNotFound),
  week: z.string(API_MESSAGES.badWeek).refine(isIsoWeek, API_MESSAGES.badWeek),
});
export const monthSheetParamsSchema = z.object({
  employee_id: z.uuid(API_MESSAGES.employeeNotFound),
  month: monthParamsSchema.shape.month,
});

// ---------------------------------------------------------------------------------------------------
// Absences.

export const absenceSchema = z
  .object({
    id: z.uuid(),
    employee_id: z.uuid(),
    type: z.object({ id: z.uuid(), name: z.string(), code: z.enum(BUILT_IN_ABSENCE_TYPE_CODES).nullable() }),
    start_date: z.string(),
    end_date: z.string(),
    start_half_day: z.boolean(),
    end_half_day: z.boolean(),
    days: z.number().describe("Jours de congé décomptés, selon le décompte de l'entreprise."),
    comment: z.string().nullable(),
    status: z.enum(ABSENCE_STATUSES),
    source: z.enum(['company', 'kiosk']),
    requested_at: z.string(),
    decided_at: z.string().nullable(),
    refusal_reason: z.string().nullable(),
    cancelled_at: z.string().nullable(),
  })
  .meta({ id: 'Absence', description: "Une absence ou une demande d'absence." });

export const absenceListQuerySchema = z.object({
  from: isoDate.optional().describe('Les absences qui finissent ce jour ou après.'),
  to: isoDate.optional().describe('Les absences qui commencent ce jour ou avant.'),
  employee_id: z.uuid(API_MESSAGES.employeeNotFound).optional(),
  status: z.enum(ABSENCE_STATUSES, 'Statut inconnu').optional(),
  ...pagination,
});
export const absenceListSchema = page(absenceSchema);

const span = createAbsenceSchema.shape;
export const absenceCreateSchema = z
  .object({
    employee_id: z.uuid(API_MESSAGES.employeeNotFound),
    type_id: span.typeId.describe("Type d'absence (GET /api/v1/absence-types)."),
    start_date: span.startDate,
    end_date: span.endDate,
    start_half_day: span.startHalfDay.describe("Commence l'après-midi."),
    end_half_day: span.endHalfDay.describe('Finit à midi.'),
    comment: span.comment,
  })
  .transform((body): z.input<typeof createAbsenceSchema> & { employee_id: string } => ({
    employee_id: body.employee_id,
    typeId: body.type_id,
    startDate: body.start_date,
    endDate: body.end_date,
    startHalfDay: body.start_half_day,
    endHalfDay: body.end_half_day,
    comment: body.comment,
  }))
  // The app's span rules (end after start, at most a year, half days), refused at the snake_case fields.
  .pipe(z.object({ employee_id: z.string() }).and(createAbsenceSchema));

export const absenceRefuseSchema = refuseAbsenceSchema;

export const absenceDecisionSchema = z.object({
  message: z.string().describe('La confirmation, en français.'),
  warning: z.string().optional().describe('Un avertissement (solde dépassé par exemple).'),
  absence: absenceSchema,
});

export const absenceTypeListSchema = z.object({
  data: z.array(
    z.object({
      id: z.uuid(),
      code: z.enum(BUILT_IN_ABSENCE_TYPE_CODES).nullable(),
      name: z.string(),
      paid: z.boolean(),
      counts_as_worked_time: z.boolean(),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------------
// Reports.

const figuresSchema = z
  .object(minutesFields(Object.keys(reportFiguresSchema.shape)))
  .extend({ absence_days: z.number() })
  .meta({
    id: 'ReportFigures',
    description: "Les chiffres d'une ligne du rapport mensuel (minutes, jours).",
  });

export const monthlyReportSchema = z
  .object({
    month: z.string(),
    validated: z.boolean(),
    rows: z.array(
      z.object({
        employee: z.object({
          id: z.uuid(),
          first_name: z.string(),
          last_name: z.string(),
          payroll_number: z.string().nullable(),
          archived: z.boolean(),
        }),
        figures: figuresSchema,
      }),
    ),
    total: figuresSchema,
  })
  .meta({ id: 'MonthlyReport', description: "Le rapport mensuel, comme l'onglet Rapports." });

export const reportParamsSchema = monthParamsSchema;
