import { elide } from './french-elision';

/**
 * The French texts of the 'Congés' tab, the kiosk's 'Demander un congé' and their API. No zod and no
 * imports, so any chunk (the kiosk, the tab) may use them without the holiday library.
 */

/** Narrow no-break space: before ':' ';' '?' '!' and inside « », as French typography wants. */
const NNBSP = '\u202f';
/** No-break space between a number and its unit. */
const NBSP = '\u00a0';

/** What one employee may ask at the kiosk: requests waiting for an answer, and requests sent in 24 hours. */
export const KIOSK_PENDING_REQUESTS_LIMIT = 5;
export const KIOSK_DAILY_REQUESTS_LIMIT = 20;
/** Types of its own a company may add beside the six built-in ones (the list is sent whole). */
export const MAX_OWN_ABSENCE_TYPES = 50;
/** Requests one kiosk may send in an hour, whoever types them. */
export const KIOSK_DEVICE_HOURLY_REQUESTS_LIMIT = 60;

export const LEAVE_MESSAGES = {
  tab: 'Congés',
  requests: 'Demandes',
  absences: 'Absences',
  balances: 'Soldes',
  planning: 'Planning',
  types: "Types d'absence",
  settings: 'Paramètres',

  // Statuses and decisions.
  pending: 'En attente',
  approved: 'Approuvée',
  refused: 'Refusée',
  cancelled: 'Annulée',
  approve: 'Approuver',
  cancel: "Annuler l'absence",
  cancelTitle: "Annuler l'absence",
  cancelConfirm: (name: string, type: string) =>
    `L'absence «${NNBSP}${type}${NNBSP}» ${elide('de', name)} sera annulée${NNBSP}: ses jours reviennent au solde et quittent la feuille de temps.`,
  absenceCancelled: 'Absence annulée',
  cancelledBy: 'Annulée par',
  refuse: 'Refuser',
  refusalReason: 'Motif du refus',
  decidedBy: 'Décision',

  // Fields.
  employee: 'Employé',
  type: "Type d'absence",
  startDate: 'Du',
  endDate: 'Au',
  startHalfDay: "Commence l'après-midi",
  endHalfDay: 'Se termine à midi',
  halfDay: 'Demi-journée',
  comment: 'Commentaire',
  days: 'Jours',
  typeName: 'Nom du type',
  paid: 'Payé',
  countsAsWorkedTime: 'Compte pour les heures supplémentaires',
  counting: 'Décompte des jours',
  countingOuvrables: 'Jours ouvrables (2,5 par mois, 30 par an)',
  countingOuvres: 'Jours ouvrés (2,08 par mois, 25 par an)',
  referenceStartMonth: 'Début de la période de référence',
  adjustmentDays: 'Jours (négatif pour retirer)',
  adjustmentReason: 'Motif',
  openingBalance: "Solde d'ouverture",
  period: 'Période',
  acquired: 'Acquis',
  acquiring: "En cours d'acquisition",
  taken: 'Pris',
  remaining: 'Solde',
  adjustments: 'Ajustements',
  allowNegativeBalance: 'Autoriser un solde négatif',
  allowNegativeBalanceHint: `Sinon, une absence de congés payés qui dépasse le solde est refusée`,
  planned: 'Planifié',
  importOpening: "Importer les soldes d'ouverture",
  importFile: 'Fichier CSV',
  importPreview: 'Prévisualiser',
  importConfirm: "Confirmer l'import",
  importTemplate: 'Télécharger le modèle',
  importFileRequired: 'Choisissez un fichier CSV',
  importFileTooLarge: 'Le fichier ne doit pas dépasser 200 Ko',
  importDone: (count: number) =>
    count > 1 ? `${count} soldes d'ouverture importés` : `${count} solde d'ouverture importé`,
  balanceDetail: 'Détail',
  overdraftRefused: `Le solde deviendrait négatif${NNBSP}: l'absence sera refusée (voir «${NNBSP}Autoriser un solde négatif${NNBSP}» dans les Paramètres)`,
  overdraftAllowed: `Le solde deviendra négatif${NNBSP}: l'entreprise l'autorise`,
  balanceBefore: 'Solde avant',
  balanceAfter: 'Solde après',
  negative: 'négatif',

  // Actions.
  createAbsence: 'Saisir une absence',
  addType: 'Ajouter un type',
  adjust: 'Ajuster',
  setOpeningBalance: "Saisir le solde d'ouverture",
  requestLeave: 'Demander un congé',
  sendRequest: 'Envoyer la demande',

  // Successes.
  absenceCreated: 'Absence enregistrée',
  requestApproved: 'Demande approuvée',
  requestRefused: 'Demande refusée',
  typeCreated: "Type d'absence ajouté",
  typeUpdated: "Type d'absence modifié",
  editType: 'Modifier',
  adjustmentRecorded: 'Ajustement enregistré',
  openingBalanceSaved: "Solde d'ouverture enregistré",
  settingsSaved: 'Paramètres enregistrés',
  requestSent: `Demande envoyée${NNBSP}: elle est en attente de réponse`,

  // Refusals.
  employeeNotFound: 'Employé introuvable',
  absenceNotFound: 'Absence introuvable',
  typeNotFound: "Type d'absence introuvable",
  typeRequired: "Le type d'absence est obligatoire",
  startRequired: 'La date de début est obligatoire',
  endRequired: 'La date de fin est obligatoire',
  badDate: `Date invalide${NNBSP}: format attendu AAAA-MM-JJ`,
  endBeforeStart: 'La date de fin doit être après la date de début',
  halfDaysSameDay: `Une absence d'un jour ne peut pas commencer l'après-midi et finir à midi${NNBSP}: cochez une seule demi-journée`,
  tooLong: 'Une absence ne peut pas dépasser 366 jours',
  noLeaveDay: `Cette absence ne compte aucun jour${NNBSP}: choisissez des jours travaillés`,
  commentTooLong: 'Le commentaire ne doit pas dépasser 500 caractères',
  reasonRequired: 'Le motif est obligatoire',
  reasonTooLong: 'Le motif ne doit pas dépasser 500 caractères',
  typeNameRequired: 'Le nom du type est obligatoire',
  typeNameTooLong: 'Le nom du type ne doit pas dépasser 60 caractères',
  typeNameTaken: 'Un type porte déjà ce nom',
  tooManyTypes: `Une entreprise peut ajouter au plus ${MAX_OWN_ABSENCE_TYPES} types d'absence`,
  overlapsAbsence: `Cet employé a déjà une absence ou une demande sur ces dates`,
  kioskOverlap: `Une demande ou une absence couvre déjà ces dates`,
  tooManyPending: `Vous avez déjà ${KIOSK_PENDING_REQUESTS_LIMIT} demandes en attente${NNBSP}: attendez une réponse avant d'en envoyer une autre`,
  tooManyToday: `Vous avez envoyé ${KIOSK_DAILY_REQUESTS_LIMIT} demandes en 24${NBSP}heures${NNBSP}: réessayez demain`,
  kioskTooManyRequests: `Trop de demandes envoyées depuis cette borne${NNBSP}: réessayez dans une heure`,
  alreadyDecided: `Cette demande a déjà reçu une réponse`,
  onlyApprovedCancelled: 'Seule une absence approuvée peut être annulée',
  cancelInValidatedMonth: (monthName: string) =>
    `Cette absence touche ${monthName}, un mois validé${NNBSP}: rouvrez-le dans l'onglet Temps avant de l'annuler`,
  badDays: `Nombre de jours invalide${NNBSP}: entre -366 et 366, au centième`,
  zeroDays: 'Un ajustement ne peut pas être de 0 jour',
  badPeriod: 'Période invalide',
  badMonth: 'Mois invalide',
  badPage: 'Le numéro de page doit être un nombre entier entre 1 et 10 000',
  employeeArchived: 'Cet employé ne fait plus partie des effectifs',
} as const;

export const ABSENCE_STATUS_LABELS = {
  pending: LEAVE_MESSAGES.pending,
  approved: LEAVE_MESSAGES.approved,
  refused: LEAVE_MESSAGES.refused,
  cancelled: LEAVE_MESSAGES.cancelled,
} as const;

export const ABSENCE_SOURCE_LABELS = {
  company: "Saisie par l'entreprise",
  kiosk: 'Demandée à la borne',
} as const;

/** '2,5 jours', '1 jour', '0,5 jour' (French: one and below is singular). */
export function formatLeaveDays(days: number): string {
  const figure = days.toLocaleString('fr-FR', { maximumFractionDigits: 2 }).replace(/\u202f|\s/g, NBSP);
  return `${figure}${NBSP}${Math.abs(days) >= 2 ? 'jours' : 'jour'}`;
}

/** '−2 jours (négatif)': a negative balance says so in words, not in red alone. */
export function formatBalance(days: number): string {
  return days < 0
    ? `${formatLeaveDays(days).replace('-', '\u2212')} (${LEAVE_MESSAGES.negative})`
    : formatLeaveDays(days);
}

/** A balance before and after an absence, for one period (decision 046). */
export interface BalanceChange {
  periodStart: string;
  periodEnd: string;
  before: number;
  after: number;
}

const balanceFigures = ({ before, after }: BalanceChange) =>
  `${formatBalance(before)} avant, ${formatBalance(after)} après`;

/** The company's refusal: 'Solde de congés payés insuffisant : 0 jour avant, −47 jours (négatif) après…'. */
export function overdraftRefusal(change: BalanceChange): string {
  return `Solde de congés payés insuffisant${NNBSP}: ${balanceFigures(change)} (${periodLabel(change.periodStart, change.periodEnd).toLowerCase()}). Réduisez l'absence, ajustez le solde ou autorisez un solde négatif dans les Paramètres`;
}

/** The kiosk's refusal, to the employee. */
export function kioskOverdraftRefusal(change: BalanceChange): string {
  return `Votre solde de congés payés est insuffisant${NNBSP}: ${balanceFigures(change)} cette demande`;
}

/** Allowed by 'Autoriser un solde négatif', with a warning. */
export function overdraftWarning(change: BalanceChange): string {
  return `Attention${NNBSP}: le solde de congés payés devient négatif (${balanceFigures(change)})`;
}

/** 'Du 01/06/2026 au 31/05/2027'. */
export function periodLabel(start: string, end: string): string {
  const french = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
  return `Du ${french(start)} au ${french(end)}`;
}

/**
 * What the kiosk tells the employee after their PIN: 'Votre demande de Congés payés du 14/12/2026 au
 * 16/12/2026 est approuvée.' or '… est refusée : Inventaire.'.
 */
export function leaveAnswerSentence(answer: {
  typeName: string;
  startDate: string;
  endDate: string;
  status: 'approved' | 'refused';
  refusalReason: string | null;
}): string {
  const french = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
  const dates =
    answer.startDate === answer.endDate
      ? `du ${french(answer.startDate)}`
      : `du ${french(answer.startDate)} au ${french(answer.endDate)}`;
  const verdict =
    answer.status === 'approved'
      ? 'est approuvée.'
      : `est refusée${answer.refusalReason ? `${NNBSP}: ${answer.refusalReason}` : ''}.`;
  return `Votre demande (${answer.typeName}) ${dates} ${verdict}`;
}
