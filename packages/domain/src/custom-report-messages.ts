import { NARROW_NO_BREAK_SPACE as NNBSP } from './french-typography';

/** The French texts of 'Rapports personnalisés' and of its files. No zod, so any chunk may use them. */

export const MAX_CUSTOM_REPORT_DAYS = 366;

/** Saved reports one company keeps: their list is sent whole. */
export const MAX_SAVED_CUSTOM_REPORTS = 50;

export const CUSTOM_REPORT_GROUPINGS = ['employee', 'day', 'week', 'month'] as const;
export type CustomReportGrouping = (typeof CUSTOM_REPORT_GROUPINGS)[number];

export const CUSTOM_REPORT_MESSAGES = {
  title: 'Rapports personnalisés',
  intro: "Choisissez une période d'au plus un an, les employés, le regroupement et les colonnes.",
  from: 'Du',
  to: 'Au',
  employees: 'Employés',
  allEmployees: "Tous les employés si aucun n'est coché",
  zone: 'Zone',
  allZones: 'Toutes les zones',
  grouping: 'Regrouper par',
  groupings: {
    employee: 'Par employé',
    day: 'Par jour',
    week: 'Par semaine',
    month: 'Par mois',
  } satisfies Record<CustomReportGrouping, string>,
  /** The first column's header, by grouping. */
  rowHeaders: {
    employee: 'Employé',
    day: 'Jour',
    week: 'Semaine',
    month: 'Mois',
  } satisfies Record<CustomReportGrouping, string>,
  columns: 'Colonnes',
  run: 'Afficher le rapport',
  resultTitle: 'Résultat du rapport personnalisé',
  period: 'Période',
  total: 'Total',
  noRows: 'Aucun temps de travail sur cette période.',
  weekLabel: (monday: string) => `Semaine du ${monday}`,
  weekOvertimeNote: `Les heures supplémentaires d'une semaine comptent pour la semaine entière, le jour de son dimanche${NNBSP}; une semaine dont le dimanche est hors de la période n'en apporte pas.`,
  name: 'Nom du rapport',
  save: 'Enregistrer le rapport',
  saved: (name: string) => `Rapport «${NNBSP}${name}${NNBSP}» enregistré`,
  savedTitle: 'Rapports enregistrés',
  noSaved: 'Aucun rapport enregistré.',
  rerun: (name: string) => `Relancer «${NNBSP}${name}${NNBSP}»`,
  remove: (name: string) => `Supprimer «${NNBSP}${name}${NNBSP}»`,
  removeTitle: 'Supprimer ce rapport\u202f?',
  removeConfirm: (name: string) =>
    `Le rapport «${NNBSP}${name}${NNBSP}» sera supprimé. Les fichiers déjà téléchargés ne changent pas.`,
  removed: 'Rapport supprimé',
  downloadsHint: 'Enregistrez le rapport pour le relancer et télécharger ses fichiers plus tard en un clic.',
  downloadDraft: 'Télécharger',
  downloadDraftHint: "Les fichiers du rapport tel que défini ci-dessus, sans avoir à l'enregistrer.",
  downloadPdf: 'Télécharger le PDF',
  pdfTitle: 'Rapport personnalisé',
  pdfPeriod: (from: string, to: string) => `Du ${from} au ${to}`,
  pdfGrouping: (label: string) => `Regroupement${NNBSP}: ${label}`,

  // Validation and refusals.
  badDate: 'Date invalide\u202f: format attendu AAAA-MM-JJ',
  fromRequired: 'La date de début est obligatoire',
  toRequired: 'La date de fin est obligatoire',
  fromAfterTo: 'La date de début doit précéder la date de fin',
  rangeTooLong: `La période ne peut pas dépasser ${MAX_CUSTOM_REPORT_DAYS} jours`,
  groupingRequired: 'Choisissez un regroupement',
  columnsRequired: 'Choisissez au moins une colonne',
  badColumn: 'Colonne inconnue',
  duplicateColumn: "Chaque colonne ne peut être choisie qu'une fois",
  duplicateEmployee: "Chaque employé ne peut être choisi qu'une fois",
  tooManySaved: `Vous avez déjà ${MAX_SAVED_CUSTOM_REPORTS} rapports enregistrés${NNBSP}: supprimez-en un pour en enregistrer un autre`,
  employeeNotFound: 'Employé introuvable',
  nameRequired: 'Le nom du rapport est obligatoire',
  nameTooLong: 'Le nom du rapport ne doit pas dépasser 80 caractères',
  nameTaken: 'Un rapport porte déjà ce nom',
  reportNotFound: 'Rapport introuvable',
} as const;

/** 'rapport-personnalise-2026-01-01-2026-03-31.csv': ASCII names every system and mail client keeps. */
export function customReportFileName(from: string, to: string, extension: 'csv' | 'xlsx' | 'pdf'): string {
  return `rapport-personnalise-${from}-${to}.${extension}`;
}
