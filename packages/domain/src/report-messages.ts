import { HOURS_LINE_LABELS } from './hours-rules';

/**
 * The French texts of the 'Rapports' tab and of the files it downloads. No zod and no imports but
 * the engine's labels, so any chunk may use them.
 */

/** Narrow no-break space: before ':' ';' '?' '!' and inside « », as French typography wants. */
const NNBSP = '\u202f';

export const REPORT_MESSAGES = {
  tab: 'Rapports',
  monthlyTitle: 'Rapport mensuel',
  month: 'Mois',
  employee: 'Employé',
  lastName: 'Nom',
  firstName: 'Prénom',
  payrollNumber: 'Matricule',
  total: 'Total entreprise',
  noEmployees: 'Aucun employé sur ce mois.',
  downloads: 'Téléchargements',
  downloadCsv: 'Télécharger le CSV',
  downloadXlsx: 'Télécharger le classeur XLSX',
  downloadPdf: 'Télécharger les relevés PDF',
  downloaded: (fileName: string) => `Fichier «${NNBSP}${fileName}${NNBSP}» téléchargé`,
  monthNotValidated: `Mois non validé${NNBSP}: ses chiffres peuvent encore changer.`,
  monthValidated: 'Mois validé',

  // Sheets, columns and statements.
  summarySheet: 'Synthèse',
  detailSheet: 'Détail par jour',
  date: 'Date',
  arrival: 'Arrivée',
  departure: 'Départ',
  breaks: 'Pauses',
  worked: 'Travaillé',
  night: 'Nuit',
  alerts: 'Alertes',
  absence: 'Absence',
  statementTitle: "Relevé mensuel d'heures",
  statementCompany: 'Entreprise',
  statementWeek: (from: string, to: string) => `Semaine du ${from} au ${to}`,
  statementWeekTotal: 'Total de la semaine',
  statementMonthTotals: 'Totaux du mois',
  statementOvertimeMonth: 'Heures supplémentaires du mois',
  statementOvertimeYear: (year: string) => `Heures supplémentaires depuis le 1er janvier ${year}`,
  statementCorrected: 'Corrigé',
  statementCorrectedNote: `Les pointages marqués «${NNBSP}Corrigé${NNBSP}» ont été modifiés ou ajoutés par l'entreprise, avec un motif${NNBSP}; le pointage d'origine est conservé.`,
  statementLegalNote:
    'Document établi en application des articles D3171-8 et D3171-12 du Code du travail, à remettre avec le bulletin de paie.',
  statementNoWork: 'Aucun temps de travail enregistré ce mois-ci.',
  statementOpen: 'Pointage sans départ (à régulariser)',
  statementEntries: 'Pointages (arrivée – départ)',
  statementNextMonthWeek: `Semaine payée avec le mois suivant${NNBSP}: son total figure sur le relevé de ce mois-là.`,
} as const;

/** One figure of a report row: what it counts and how it reads. */
export interface ReportFigure {
  key: ReportFigureKey;
  label: string;
  /** 'minutes' read as durations, 'count' as whole numbers, 'days' as days that may be halves ('0,5'). */
  unit: 'minutes' | 'count' | 'days';
}

export type ReportFigureKey =
  | 'daysWorked'
  | 'workedMinutes'
  | 'overtime25Minutes'
  | 'overtime50Minutes'
  | 'complementaryMinutes'
  | 'complementary10Minutes'
  | 'complementary25Minutes'
  | 'nightMinutes'
  | 'sundayMinutes'
  | 'holidayMinutes'
  | 'mayDayMinutes'
  | 'absenceMinutes'
  | 'absenceDays'
  | 'alertsCount';

/**
 * The columns of the monthly report, in order: every screen and file reads this list. Absences are
 * their paid hours (the Temps tab's 'Absences payées', not worked time) and their working days, paid
 * or not (a half day counts 0.5).
 */
export const REPORT_FIGURES: readonly ReportFigure[] = Object.freeze([
  { key: 'daysWorked', label: 'Jours travaillés', unit: 'count' },
  { key: 'workedMinutes', label: HOURS_LINE_LABELS.worked, unit: 'minutes' },
  { key: 'overtime25Minutes', label: HOURS_LINE_LABELS.overtime25, unit: 'minutes' },
  { key: 'overtime50Minutes', label: HOURS_LINE_LABELS.overtime50, unit: 'minutes' },
  { key: 'complementary10Minutes', label: HOURS_LINE_LABELS.complementary10, unit: 'minutes' },
  { key: 'complementary25Minutes', label: HOURS_LINE_LABELS.complementary25, unit: 'minutes' },
  { key: 'nightMinutes', label: HOURS_LINE_LABELS.night, unit: 'minutes' },
  { key: 'sundayMinutes', label: HOURS_LINE_LABELS.sunday, unit: 'minutes' },
  { key: 'holidayMinutes', label: HOURS_LINE_LABELS.holiday, unit: 'minutes' },
  { key: 'mayDayMinutes', label: HOURS_LINE_LABELS.mayDay, unit: 'minutes' },
  { key: 'absenceMinutes', label: HOURS_LINE_LABELS.absence, unit: 'minutes' },
  { key: 'absenceDays', label: "Jours d'absence", unit: 'days' },
  { key: 'alertsCount', label: 'Alertes légales', unit: 'count' },
]);

/**
 * Heures complémentaires in all: a figure of every row, shown as its two parts at 10 % and 25 %
 * (L3123-8, L3123-29; decision 040), never as a column of its own.
 */
const COMPLEMENTARY_TOTAL: ReportFigure = Object.freeze({
  key: 'complementaryMinutes',
  label: HOURS_LINE_LABELS.complementary,
  unit: 'minutes',
});

export function reportFigure(key: ReportFigureKey): ReportFigure {
  return key === COMPLEMENTARY_TOTAL.key
    ? COMPLEMENTARY_TOTAL
    : REPORT_FIGURES.find((figure) => figure.key === key)!;
}

/** 'rapport-2026-11.csv', 'releves-2026-11.pdf'…: ASCII names every system and mail client keeps. */
export const REPORT_FILE_NAMES = {
  csv: (month: string) => `rapport-${month}.csv`,
  xlsx: (month: string) => `rapport-${month}.xlsx`,
  pdf: (month: string) => `releves-${month}.pdf`,
  /** One employee's own, from their space (decision 072). */
  employeePdf: (month: string) => `releve-${month}.pdf`,
  payroll: (month: string) => `export-paie-${month}.csv`,
} as const;
