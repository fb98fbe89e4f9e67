import { PAYROLL_PRESETS } from './payroll';
import { payrollProblemSchema } from './payroll-layouts';
import { z } from './zod';

/**
 * 'Clôture du mois' (decision 049): every employee of the month with what stands in the way of
 * validating them, validating all or some, then the payroll file of those validated, previewed.
 *
 *   GET  /api/timesheets/months/:month/closing?siteId=                         → monthClosingSchema
 *   POST /api/timesheets/months/:month/validate-employees  validateEmployeesSchema → closingResultSchema
 *   GET  /api/reports/months/:month/payroll/preview                            → payrollPreviewSchema
 *   POST /api/reports/months/:month/payroll/preview   payrollSettingsSchema     → payrollPreviewSchema
 *        (the same with a layout not saved yet: the export builder's preview; nothing saved)
 *
 * An employee id that is not the company's (or malformed) is a 404 'Employé introuvable', nothing
 * validated.
 */

const NNBSP = '\u202f';
const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** At most one validation per employee of a large company at once. */
export const MAX_EMPLOYEES_VALIDATED_AT_ONCE = 5000;

export const MONTH_CLOSING_MESSAGES = {
  title: 'Clôture du mois',
  intro:
    'Vérifiez chaque employé, validez ceux dont le mois est juste, puis exportez leurs variables de paie. Un employé validé ne peut plus être corrigé pour ce mois sans rouvrir le mois.',
  month: 'Mois',
  table: 'Statut des employés',
  employee: 'Employé',
  alerts: 'Alertes',
  toRegularise: 'À régulariser',
  status: 'Statut',
  validated: 'Validé',
  notValidated: 'Non validé',
  select: (name: string) => `Sélectionner ${name}`,
  selectAll: 'Sélectionner tous les employés à valider',
  validateSelection: 'Valider la sélection',
  validateAll: 'Tout valider',
  confirmTitle: 'Valider le mois',
  confirmSelection: (count: number) =>
    `Valider ${plural(count, 'employé', 'employés')} pour ce mois${NNBSP}? Leurs pointages et absences du mois ne pourront plus être corrigés sans rouvrir le mois.`,
  confirmAll:
    'Valider le mois pour tous les employés\u202f? Les pointages et absences du mois ne pourront plus être corrigés sans rouvrir le mois.',
  confirm: 'Valider',
  cancel: 'Annuler',
  employeesValidated: (count: number) =>
    `${plural(count, 'employé validé', 'employés validés')} pour ce mois`,
  monthValidated: 'Mois validé pour tous les employés',
  noEmployees: 'Aucun employé sur ce mois.',
  notStarted: `Ce mois n'a pas encore commencé${NNBSP}: il ne peut pas encore être validé.`,
  summary: (validated: number, total: number) => `${validated} sur ${total} validés`,
  export: 'Exporter pour la paie',
  exportNeedsValidation: "Validez au moins un employé avant l'export paie.",
  previewTitle: "Aperçu de l'export paie",
  previewIntro: (count: number) =>
    `${plural(count, 'ligne', 'lignes')}, pour les employés validés uniquement.`,
  previewEmpty:
    "Cet export serait vide\u202f: aucun employé validé n'a de valeur à exporter sous vos codes de paie. Rien n'est téléchargé.",
  previewColumns: {
    employee: 'Employé',
    payrollNumber: 'Matricule',
    code: 'Code',
    label: 'Libellé',
    value: 'Quantité',
  },
  download: 'Télécharger le fichier',
  /** One employee who cannot be validated yet: 'Dupont Marie : 2 pointages à régulariser'. */
  blocked: (name: string, toRegularise: number, inProgress: number) =>
    `${name}${NNBSP}: ${[
      toRegularise > 0 ? plural(toRegularise, 'pointage à régulariser', 'pointages à régulariser') : '',
      inProgress > 0 ? plural(inProgress, 'pointage encore en cours', 'pointages encore en cours') : '',
    ]
      .filter(Boolean)
      .join(' et ')}`,
  cannotValidate: (reasons: string[]) => `Impossible de valider${NNBSP}: ${reasons.join(`${NNBSP}; `)}`,
  employeesRequired: 'Sélectionnez au moins un employé',
  tooManyEmployees: `Trop d'employés sélectionnés à la fois (${MAX_EMPLOYEES_VALIDATED_AT_ONCE} au plus)`,
  alreadyValidated: 'Ces employés sont déjà validés pour ce mois',
  /** A company with several sites (issue 29 item 2): each site's status, validated site by site. */
  sitesTable: 'Statut des sites',
  site: 'Site',
  siteEmployees: 'Employés validés',
  siteBlocking: 'Ce qui bloque',
  nothingBlocks: 'Rien',
  siteValidated: 'Site validé',
  validateSite: 'Valider le site',
  validateSiteOf: (name: string) => `Valider le site ${name}`,
  confirmSite: (name: string, count: number) =>
    `Valider le site ${name} pour ce mois (${plural(count, 'employé', 'employés')})${NNBSP}? Leurs pointages et absences du mois ne pourront plus être corrigés sans rouvrir le mois.`,
  /** In 'Historique du mois', after a validation of a selection: ' — pour : Martin Zoé, Bernard Luc'. */
  eventEmployees: (names: string[]) => ` — pour${NNBSP}: ${names.join(', ')}`,
} as const;

export const validateEmployeesSchema = z.object({
  employeeIds: z
    .array(z.string({ error: MONTH_CLOSING_MESSAGES.employeesRequired }), {
      error: MONTH_CLOSING_MESSAGES.employeesRequired,
    })
    .min(1, MONTH_CLOSING_MESSAGES.employeesRequired)
    .max(MAX_EMPLOYEES_VALIDATED_AT_ONCE, MONTH_CLOSING_MESSAGES.tooManyEmployees),
});
export type ValidateEmployees = z.output<typeof validateEmployeesSchema>;

export const closingEmployeeSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  payrollNumber: z.string().nullable(),
  /** The engine's alerts of the month (as validated, once validated). */
  alertsCount: z.number().int().nonnegative(),
  /** Entries of the month open over 16 h or flagged: they keep the employee from being validated. */
  toRegulariseCount: z.number().int().nonnegative(),
  /** Entries of the month still open under 16 h: they keep the employee from being validated too. */
  inProgressCount: z.number().int().nonnegative(),
  validated: z.boolean(),
  validatedAt: z.string().nullable(),
  /** The site the employee works at now (issue 29). */
  siteId: z.string().nullable(),
});
export type ClosingEmployee = z.output<typeof closingEmployeeSchema>;

export const closingSiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  employeesCount: z.number().int().nonnegative(),
  validatedCount: z.number().int().nonnegative(),
  /** One line per employee of the site with an entry open in the month. */
  blocked: z.array(z.string()),
});
export type ClosingSite = z.output<typeof closingSiteSchema>;

export const monthClosingSchema = z.object({
  month: z.string(),
  /** The whole month is validated (every employee, 'Valider le mois' or the last of a selection). */
  validated: z.boolean(),
  /** Whether the month has begun: one that has not cannot be validated. */
  started: z.boolean(),
  /** In the report's order. */
  employees: z.array(closingEmployeeSchema),
  /**
   * Each site of the company with employees in the month, oldest first (issue 29 item 2): how many
   * are validated, and what keeps the others from being validated (`MONTH_CLOSING_MESSAGES.blocked`).
   */
  sites: z.array(closingSiteSchema),
});
export type MonthClosing = z.output<typeof monthClosingSchema>;

export const closingResultSchema = z.object({ message: z.string(), closing: monthClosingSchema });
export type ClosingResult = z.output<typeof closingResultSchema>;

/** One line of the payroll file, as the file writes it (value in the file's own notation). */
export const payrollPreviewLineSchema = z.object({
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  payrollNumber: z.string(),
  /** The code as the file writes it (with Silae's prefix when the layout has them); '' when none. */
  code: z.string(),
  label: z.string(),
  value: z.string(),
  /** 'heures', 'jours' or 'nombre'. */
  unit: z.string(),
  /** The first and last day, as the file writes them. */
  from: z.string(),
  to: z.string(),
});
export type PayrollPreviewLine = z.output<typeof payrollPreviewLineSchema>;

export const payrollPreviewSchema = z.object({
  month: z.string(),
  preset: z.enum(PAYROLL_PRESETS),
  /** The employees whose figures the file carries: the validated ones. */
  validatedCount: z.number().int().nonnegative(),
  /** Every value the file carries (one per figure or absence), in its order. */
  lines: z.array(payrollPreviewLineSchema),
  /** The file's first lines (PAYROLL_PREVIEW_LINES at most, the header included) as it will hold them. */
  fileLines: z.array(z.string()),
  /** How many lines the whole file has (the header included). */
  fileLineCount: z.number().int().nonnegative(),
  /** What must be corrected before the download (which refuses, 409, while any remains). */
  problems: z.array(payrollProblemSchema),
});
export type PayrollPreview = z.output<typeof payrollPreviewSchema>;
