/**
 * The French texts of the Temps tab and its API: labels, successes, refusals. No zod and no imports,
 * so any chunk (the tab, the employee form) may use them without the hours engine.
 */

/** Narrow no-break space: before ':' and between a number and its unit, as French typography wants. */
const NNBSP = '\u202f';

const MONTH_YEAR = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' → 'Octobre 2026'. */
export function monthName(month: string): string {
  const name = MONTH_YEAR.format(new Date(`${month}-01T12:00:00Z`));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

export const TIMESHEET_MESSAGES = {
  badPage: 'Le numéro de page doit être un nombre entier entre 1 et 10 000',
  tab: 'Temps',
  total: 'Total',
  overtime: 'Heures sup.',
  alerts: 'Alertes',
  toRegularise: 'À régulariser',
  /** Decision 068: open past their site's end of the day, from a day before today. */
  forgottenDepartures: 'Départs non pointés',
  latePunches: 'Pointages arrivés en retard',
  latePunch: 'Arrivé en retard',
  inProgress: 'En cours',
  corrected: 'Corrigé',
  deleted: 'Supprimé',
  history: 'Historique',
  recordedAfterValidation: 'Enregistré après la validation du mois',
  previousWeek: 'Semaine précédente',
  nextWeek: 'Semaine suivante',

  // Fields and buttons of the corrections.
  addEntry: 'Ajouter un pointage',
  editEntry: 'Modifier le pointage',
  closeEntry: 'Clôturer le pointage',
  deleteEntry: 'Supprimer le pointage',
  date: 'Date',
  arrival: 'Arrivée',
  departure: 'Départ',
  reason: 'Motif',
  validateMonth: 'Valider le mois',
  reopenMonth: 'Rouvrir le mois',
  validated: 'Validé',
  settings: 'Paramètres',
  nightStart: 'Début de la période de nuit',
  nightEnd: 'Fin de la période de nuit',
  /** Where the company setting went (issue 29 item 7): each site's département decides. */
  alsaceMoselleMoved:
    "Les jours fériés d'Alsace-Moselle (Vendredi saint, 26 décembre) suivent le département de chaque site\u202f: voir la section Sites.",
  complementaryUpToThird: "Un accord autorise les heures complémentaires jusqu'au tiers du contrat",
  doublePunchWindow: 'Pointage en double (secondes)',
  /** The owner's signature: their user's name is the company's (decision 060). */
  companyAccount: 'Compte entreprise',
  /** The author of a punch cancelled at a kiosk ('Annuler ce pointage'). */
  employeeAtKiosk: "L'employé, à la borne",

  // Successes.
  entryAdded: 'Pointage ajouté',
  entryEdited: 'Pointage corrigé',
  entryClosed: 'Départ enregistré\u202f: le pointage est régularisé',
  entryDeleted: 'Pointage supprimé',
  monthValidated: 'Mois validé',
  monthReopened: 'Mois rouvert',
  settingsSaved: 'Paramètres enregistrés',

  // Refusals.
  monthLocked: 'Ce mois est validé\u202f: rouvrez-le pour le corriger',
  /** A change refused because it would touch a validated month, named ('Octobre 2026'). */
  monthLockedNamed: (month: string) => `${monthName(month)} est validé${NNBSP}: rouvrez-le pour le corriger`,
  entryNotFound: 'Pointage introuvable',
  employeeNotFound: 'Employé introuvable',
  reasonRequired: 'Le motif est obligatoire',
  reasonTooLong: 'Le motif ne doit pas dépasser 500 caractères',
  dateRequired: 'La date est obligatoire',
  badDate: 'Date invalide\u202f: format attendu AAAA-MM-JJ',
  badMonth: 'Mois invalide\u202f: format attendu AAAA-MM',
  arrivalRequired: "L'heure d'arrivée est obligatoire",
  departureRequired: "L'heure de départ est obligatoire",
  badTime: 'Heure invalide\u202f: format attendu HH:MM',
  sameTimes: "Le départ doit être différent de l'arrivée",
  departureBeforeArrival: "Le départ doit être après l'arrivée",
  nothingToChange: 'Indiquez la nouvelle date, la nouvelle arrivée ou le nouveau départ',
  tooLong: `Un pointage ne peut pas dépasser 16${NNBSP}h\u202f: vérifiez l'arrivée et le départ`,
  endsInFuture: 'Un pointage ne peut pas se terminer dans le futur',
  startsInFuture: 'Un pointage ne peut pas commencer dans le futur',
  alreadyClosed: 'Ce pointage a déjà un départ\u202f: modifiez-le plutôt',
  stillOpen: "Ce pointage n'a pas encore de départ\u202f: clôturez-le en indiquant l'heure de départ",
  alreadyValidated: 'Ce mois est déjà validé',
  notValidated: "Ce mois n'est pas validé",
  monthNotStarted: "Ce mois n'a pas encore commencé",
  nightStartRange: 'La période de nuit doit commencer entre 21:00 et 00:00',
  nightEndRange: 'La période de nuit doit finir entre 05:00 et 07:00',
  doublePunchWindowRange:
    'Le délai de pointage en double doit être un nombre entier de secondes entre 0 et 300',
} as const;

/** 'Impossible de valider ce mois : 2 pointages à régulariser'. */
export function cannotValidateWithOpenEntries(toRegularise: number, inProgress: number): string {
  const parts = [
    toRegularise > 0 ? plural(toRegularise, 'pointage à régulariser', 'pointages à régulariser') : '',
    inProgress > 0 ? plural(inProgress, 'pointage encore en cours', 'pointages encore en cours') : '',
  ].filter(Boolean);
  return `Impossible de valider ce mois\u202f: ${parts.join(' et ')}`;
}

/**
 * Entries one employee may have on one day, deleted ones included (the month view lists them too),
 * for a correction to add or move one there: what keeps one employee's month a bounded list. The
 * kiosk is not held to it (decision 028: no statement added to a punch).
 */
export const MAX_ENTRIES_PER_DAY = 24;

/** 'Cet employé a déjà 24 pointages le 12/11/2026…' (date already formatted). */
export function tooManyEntriesOnDay(date: string): string {
  return `Cet employé a déjà ${MAX_ENTRIES_PER_DAY} pointages le ${date}, supprimés compris${NNBSP}: il ne peut pas en avoir davantage ce jour-là`;
}

/** 'Ce pointage chevaucherait celui du 12/11/2026, 08:00 → 12:00 : …' (times already formatted). */
export function overlapsAnotherEntry(other: {
  date: string;
  arrival: string;
  departure: string | null;
}): string {
  const span = other.departure ? `${other.arrival} → ${other.departure}` : `ouvert depuis ${other.arrival}`;
  return `Ce pointage chevaucherait celui du ${other.date}, ${span}\u202f: corrigez ou supprimez d'abord l'autre`;
}

export const CORRECTION_KIND_LABELS = {
  add: 'Ajout',
  edit: 'Modification',
  close: 'Clôture',
  delete: 'Suppression',
} as const;

export const MONTH_EVENT_LABELS = { validate: 'Validation', reopen: 'Réouverture' } as const;

export const ENTRY_SOURCE_LABELS = { kiosk: 'Borne', correction: 'Ajout manuel' } as const;
