/**
 * Kiosks a company may have active (paired or activated, not revoked): what 'Terminaux' lists at
 * once. Checked when a pairing code is made, when a tablet pairs, and when a browser is activated.
 */
export const MAX_ACTIVE_KIOSKS = 100;

/** The kiosk's French texts; zod-free so the kiosk chunk stays small. */
export const CLOCK_MESSAGES = {
  unknownPin: 'Code PIN inconnu',
  unknownBadge: 'Badge inconnu ou révoqué\u202f: utilisez votre code PIN ou demandez un nouveau badge.',
  pinOrBadge: 'Saisissez votre code PIN ou présentez votre badge, pas les deux.',
  scanBadge: 'Scanner mon badge',
  scanHint: 'Présentez le QR code de votre badge devant la caméra.',
  cameraStarting: 'Ouverture de la caméra…',
  cameraUnavailable:
    'Caméra indisponible\u202f: autorisez la caméra de ce terminal ou saisissez votre code PIN.',
  scannerUnavailable: 'Lecture des badges indisponible\u202f: saisissez votre code PIN.',
  notABadge: "Ce QR code n'est pas un badge de pointage.",
  locked: 'Trop de codes erronés\u202f: le clavier est verrouillé.',
  notActivated: "Ce terminal n'est pas activé pour le pointage.",
  deviceActivated: 'Terminal activé\u202f: il peut maintenant servir au pointage.',
  browserActivated:
    'Ce navigateur est maintenant une borne de pointage\u202f: il a été déconnecté de votre compte.',
  paired: 'Terminal associé\u202f: il peut maintenant servir au pointage.',
  pairingCodeMalformed:
    "Le code d'association compte 8 lettres et chiffres, par exemple ABCD-2345\u202f: vérifiez sa saisie.",
  pairingCodeUnknown:
    "Code d'association inconnu\u202f: vérifiez sa saisie, ou créez un nouveau code dans votre compte (Pointages).",
  pairingCodeExpired:
    "Ce code d'association a expiré\u202f: créez-en un nouveau dans votre compte (Pointages).",
  pairingCodeUsed:
    "Ce code d'association a déjà servi\u202f: créez-en un nouveau dans votre compte (Pointages).",
  pairingCodeSiteArchived:
    "Le site de ce code d'association est archivé\u202f: créez un nouveau code dans votre compte (Pointages).",
  pairingCodeNotFound: "Code d'association introuvable",
  pairingCodeCanceled: "Code d'association annulé\u202f: il ne peut plus servir.",
  tooManyPairingAttempts:
    "Trop d'essais de codes d'association\u202f: patientez une minute avant de réessayer.",
  deviceRevoked: 'Terminal révoqué\u202f: il ne peut plus pointer.',
  deviceNotFound: 'Terminal introuvable',
  tooManyKiosks: `Votre entreprise a déjà ${MAX_ACTIVE_KIOSKS} terminaux actifs\u202f: révoquez-en un dans votre compte (Pointages) avant d'en ajouter un autre.`,
  punchTooOldKept:
    "Ce pointage date de plus de 7 jours\u202f: il est conservé pour que l'entreprise le vérifie.",
  latePunch:
    "Ce pointage est antérieur au dernier pointage enregistré\u202f: il est conservé pour que l'entreprise le vérifie.",
  punchUnreadable:
    "Un pointage gardé sur ce terminal n'a pas pu être lu par le serveur\u202f: il n'est pas enregistré. Prévenez votre responsable.",
  cancelPunch: 'Annuler ce pointage',
  cancelling: 'Annulation…',
  arrivalCancelled: 'Arrivée annulée.',
  departureCancelled: 'Départ annulé\u202f: vous êtes de nouveau présent.',
  cancelNotLatest: 'Seul votre dernier pointage peut être annulé.',
  cancelAlreadyDone: 'Ce pointage est déjà annulé.',
  cancelTooLate:
    'Ce pointage ne peut plus être annulé à la borne\u202f: demandez à votre responsable de le corriger.',
  cancelNotPossible:
    'Ce pointage ne peut pas être annulé à la borne\u202f: demandez à votre responsable de le corriger.',
  otherSiteRefused:
    'Pointage refusé\u202f: cette borne appartient à un autre site que le vôtre. Pointez sur une borne de votre site ou adressez-vous à votre responsable.',
  otherSitePunches: 'Autoriser le pointage sur un autre site',
  otherSitePunchesHint:
    "Un employé peut alors pointer sur la borne d'un autre site que le sien\u202f: son pointage est marqué «\u202fAutre site\u202f».",
  otherSiteBadge: 'Autre site',
  /** Clocking from a phone (decision 069). */
  phoneClockingRefused:
    "Le pointage depuis le téléphone n'est pas activé pour votre site\u202f: adressez-vous à votre responsable.",
  positionRequired:
    'Votre site demande votre position au moment du pointage\u202f: autorisez sa lecture, puis pointez de nouveau.',
  badPosition: 'Position invalide',
  punchIdTaken: 'Ce pointage ne peut pas être enregistré\u202f: réessayez.',
  phoneBadge: 'Téléphone',
  outOfZoneBadge: 'Hors zone',
  /** 'Hors zone (1,2 km)' beside a punch whose position was out of its site's zone. */
  outOfZone: (distance: string) => `Hors zone (${distance})`,
  breaks: 'Pauses sur la borne',
  breaksHint:
    "Un employé présent choisit alors entre «\u202fDépart\u202f» et «\u202fPause\u202f», puis pointe sa «\u202fFin de pause\u202f»\u202f: la pause n'est pas du temps de travail.",
  departure: 'Départ',
  startBreak: 'Pause',
  chooseAction: (firstName: string) => `${firstName}, départ ou pause\u202f?`,
  defaultActionIn: (seconds: number) => `Départ enregistré dans ${seconds}\u202fs sans choix.`,
  settingsSaved: 'Réglage des bornes enregistré',
  /** The reason recorded with the correction a cancellation makes. */
  cancelledAtKiosk: 'Annulé à la borne',
} as const;

export const MAX_SHIFT_HOURS = 16;
/**
 * Wrong PINs one device may send: 5 in any minute, and 20 in any hour before the pad locks for 15
 * minutes (again after each further one while the hour still holds 20). A right PIN gives none back.
 */
export const WRONG_PIN_LIMIT = 5;
export const WRONG_PIN_WINDOW_SECONDS = 60;
export const WRONG_PIN_HOURLY_LIMIT = 20;
export const WRONG_PIN_HOURLY_LOCK_SECONDS = 15 * 60;
export const MAX_OFFLINE_PUNCH_AGE_DAYS = 7;
/**
 * A punch of the same employee this soon after their previous one is a double tap and is not
 * recorded (a company setting, 'Pointage en double'; 0 turns it off). Decision 030.
 */
export const DEFAULT_DOUBLE_PUNCH_WINDOW_SECONDS = 60;
export const MAX_DOUBLE_PUNCH_WINDOW_SECONDS = 300;
/** How long after a punch its employee may cancel it at a kiosk, with their PIN. */
export const PUNCH_CANCEL_WINDOW_SECONDS = 120;

export type PunchKind = 'in' | 'out';

const NNBSP = '\u202f';

/**
 * How long a locked pad still waits, in minutes and seconds as a person says it:
 * 900 → 'Réessayez dans 15 min.', 125 → 'Réessayez dans 2 min 5 s.', 42 → 'Réessayez dans 42 s.'
 */
export function retryAfterLock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts = [minutes > 0 && `${minutes}${NNBSP}min`, (rest > 0 || minutes === 0) && `${rest}${NNBSP}s`];
  return `Réessayez dans ${parts.filter(Boolean).join(' ')}.`;
}

const parisTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
});

const timeOf = (at: Date | string) => parisTime.format(typeof at === 'string' ? new Date(at) : at);

/**
 * 'Bonjour Zoé, arrivée enregistrée à 08:02' / 'Au revoir Zoé, départ enregistré à 17:31'; a break's
 * punches: 'Bonne pause Zoé, pause enregistrée à 12:01' / 'Bon retour Zoé, fin de pause enregistrée à 12:46'.
 */
export function punchGreeting(
  kind: PunchKind,
  firstName: string,
  at: Date | string,
  breakPunch = false,
): string {
  const time = timeOf(at);
  if (breakPunch) {
    return kind === 'in'
      ? `Bon retour ${firstName}, fin de pause enregistrée à ${time}`
      : `Bonne pause ${firstName}, pause enregistrée à ${time}`;
  }
  return kind === 'in'
    ? `Bonjour ${firstName}, arrivée enregistrée à ${time}`
    : `Au revoir ${firstName}, départ enregistré à ${time}`;
}

/** A double tap: 'Zoé, arrivée déjà enregistrée à 08:02.' / 'Zoé, départ déjà enregistré à 17:31.' */
export function punchAlreadyRecorded(kind: PunchKind, firstName: string, at: Date | string): string {
  const time = timeOf(at);
  return kind === 'in'
    ? `${firstName}, arrivée déjà enregistrée à ${time}.`
    : `${firstName}, départ déjà enregistré à ${time}.`;
}
