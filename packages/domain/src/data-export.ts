import { idParamsSchema } from './api';
import { z } from './zod';

/**
 * 'Exporter les données de l'entreprise' and an employee's own data (issue 33 item 4, decision 082):
 * the company's data as a ZIP of CSV and JSON files, built by a job, downloadable once by a link
 * that works for 24 hours after it is ready.
 */

/** How long the link of a ready export works. */
export const DATA_EXPORT_LIFETIME_MS = 24 * 3_600_000;
/** The exports the 'Données' section lists, newest first. */
export const MAX_LISTED_DATA_EXPORTS = 10;

/** What the section shows of an export: the job's status, then what became of its link. */
export const DATA_EXPORT_STATES = ['pending', 'ready', 'failed', 'downloaded', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

export const DATA_EXPORT_STATE_LABELS = {
  pending: 'En préparation',
  ready: 'Prêt à télécharger',
  failed: 'Échec',
  downloaded: 'Déjà téléchargé',
  expired: 'Expiré',
} as const satisfies Record<DataExportState, string>;

export const DATA_EXPORT_MESSAGES = {
  tab: 'Données',
  title: "Exporter les données de l'entreprise",
  intro:
    "Un fichier ZIP de toutes les données de votre entreprise\u202f: l'entreprise, ses membres, les employés, les sites, les pointages avec leurs corrections, les absences et les factures, chacun en CSV et en JSON. Le lien se télécharge une seule fois, pendant 24\u202fh.",
  start: 'Exporter les données',
  confirmTitle: "Exporter les données de l'entreprise\u202f?",
  confirmText:
    "Le fichier contiendra les données personnelles de vos employés et de vos membres. Conservez-le en lieu sûr et supprimez-le quand vous n'en avez plus besoin.",
  confirm: "Lancer l'export",
  cancel: 'Annuler',
  started: 'Export lancé\u202f: il sera prêt dans quelques instants. Vous recevrez aussi un e-mail.',
  pendingHint: 'Préparation du fichier…',
  download: 'Télécharger le fichier ZIP',
  readyHint: 'Un seul téléchargement, valable jusqu’au',
  linkInMail: 'Le lien de téléchargement vous a été envoyé par e-mail.',
  failedHint: "L'export a échoué. Lancez-en un nouveau.",
  downloadedHint: 'Ce fichier a déjà été téléchargé. Lancez un nouvel export pour en obtenir un autre.',
  expiredHint: 'Le lien a expiré. Lancez un nouvel export.',
  history: 'Exports récents',
  empty: 'Aucun export pour le moment.',
  loadFailed: 'Impossible de charger les exports.',
  running: "Un export est déjà en préparation\u202f: attendez qu'il soit prêt.",
  notFound: 'Export introuvable',
  notReady: "Cet export n'est pas encore prêt.",
  alreadyDownloaded:
    'Ce lien a déjà servi\u202f: un export ne se télécharge qu’une fois. Lancez un nouvel export depuis Paramètres › Données.',
  expired:
    'Ce lien a expiré (24\u202fh après la préparation du fichier). Lancez un nouvel export depuis Paramètres › Données.',
  badToken: 'Lien de téléchargement invalide',
  employeeAction: 'Exporter ses données',
  employeeActionHint:
    "Droit d'accès (RGPD art. 15)\u202f: un fichier ZIP des données de cet employé, à lui remettre.",
  employeeNotFound: 'Employé introuvable',
} as const;

export const dataExportIdParamsSchema = idParamsSchema('exportId', DATA_EXPORT_MESSAGES.notFound);
export const employeeExportParamsSchema = idParamsSchema('employeeId', DATA_EXPORT_MESSAGES.employeeNotFound);

/** The one-time token of the link: 43 base64url characters (32 random bytes). */
export const dataExportDownloadQuerySchema = z.object({
  token: z.string(DATA_EXPORT_MESSAGES.badToken).regex(/^[\w-]{43}$/, DATA_EXPORT_MESSAGES.badToken),
});

export const dataExportSchema = z.object({
  id: z.string(),
  state: z.enum(DATA_EXPORT_STATES),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the link stops working (24 h after the file is ready), or null before. */
  expiresAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
  byteSize: z.number().int().nullable(),
});
export type DataExport = z.output<typeof dataExportSchema>;

export const dataExportListSchema = z.object({
  exports: z.array(dataExportSchema).max(MAX_LISTED_DATA_EXPORTS),
});
export type DataExportList = z.output<typeof dataExportListSchema>;

/** POST /api/privacy/exports: the job queued, and its link's token, in this answer only (and the mail). */
export const startedDataExportSchema = z.object({ export: dataExportSchema, downloadToken: z.string() });
export type StartedDataExport = z.output<typeof startedDataExportSchema>;

/** The address of an export's file: the token is its one-time key. */
export function dataExportDownloadPath(exportId: string, token: string): string {
  return `/api/privacy/exports/${exportId}/download?token=${encodeURIComponent(token)}`;
}

/** The address of an employee's own data (his right of access), a ZIP. */
export function employeeExportPath(employeeId: string): string {
  return `/api/privacy/employees/${employeeId}/export`;
}
