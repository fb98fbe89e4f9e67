import { idParamsSchema } from './api';
import { EMPLOYEE_MESSAGES } from './employee-messages';
import { elide } from './french-elision';
import { z } from './zod';

/**
 * The employee's own space (issue 30, decision 071): on their phone, at /moi, signed in with a
 * one-time code sent to the e-mail address of their employee form and their PIN.
 */

/** A code is typed within minutes of being sent; after that a new one is asked for. */
export const SPACE_CODE_TTL_MINUTES = 10;
export const SPACE_CODE_LENGTH = 6;
/** Wrong tries a code takes before it is spent: with the PIN asked too, a guess stays out of reach. */
export const SPACE_CODE_MAX_ATTEMPTS = 5;
/** Codes sent to one employee within an hour: enough for a typo, too few to flood a mailbox. */
export const SPACE_CODES_PER_HOUR = 5;
/** How long the phone stays signed in without a new code (each visit does not extend it). */
export const SPACE_SESSION_DAYS = 30;

const NNBSP = '\u202f';

export const SPACE_MESSAGES = {
  title: 'Mon espace',
  email: 'Adresse e-mail',
  emailHint:
    'Celle de votre fiche employé\u202f: demandez-la à votre responsable si vous ne la connaissez pas.',
  sendCode: 'Recevoir un code',
  sendingCode: 'Envoi…',
  codeSent: `Si cette adresse figure sur une fiche employé, un code de connexion vient d'y être envoyé${NNBSP}: il est valable ${SPACE_CODE_TTL_MINUTES}${NNBSP}minutes.`,
  code: 'Code reçu par e-mail',
  pin: 'Code PIN',
  pinHint: 'Le code à 6 chiffres que vous tapez à la borne.',
  signIn: 'Me connecter',
  signingIn: 'Connexion…',
  otherEmail: 'Utiliser une autre adresse',
  signInFailed:
    'Code ou code PIN incorrect, ou code expiré. Vérifiez votre saisie ou demandez un nouveau code.',
  notSignedIn: 'Connectez-vous à votre espace.',
  signOut: 'Me déconnecter',
  signedOut: 'Vous êtes déconnecté.',
  emailInvalid: "L'adresse e-mail n'est pas valide",
  codeInvalid: `Le code reçu par e-mail compte ${SPACE_CODE_LENGTH}${NNBSP}chiffres.`,
  pinInvalid: 'Le code PIN doit contenir exactement 6 chiffres',
  punchTitle: 'Pointer',
  punchNow: 'Pointer maintenant',
  punching: 'Pointage…',
  positionNotice:
    'Votre position est lue une seule fois, au moment du pointage, et comparée à la zone du site\u202f; elle est conservée deux mois au plus.',
  positionUnavailable:
    'Position indisponible\u202f: autorisez la localisation pour ce site, ou pointez à la borne.',
  outOfZone: 'Pointage enregistré hors de la zone du site\u202f: votre responsable le verra.',
  punchKept: 'Pointage enregistré sur ce téléphone\u202f: il sera transmis dès le retour de la connexion.',
  punchesWaiting: (count: number) => `${count} pointage${count > 1 ? 's' : ''} en attente d'envoi`,
  punchHeld: 'Pointage non transmis pour le moment\u202f: réessayez dans une minute.',
  scanSiteCode: 'Scanner le code du site',
  scanSiteCodeHint: 'Visez le QR code affiché sur la borne du site.',
  notASiteCode: "Ce QR code n'est pas le code d'un site.",
  cameraUnavailable:
    'Caméra indisponible\u202f: autorisez la caméra pour scanner le code, ou pointez à la borne.',
  scannerUnavailable: 'Lecture du code indisponible sur ce téléphone\u202f: pointez à la borne.',
  sendLink: 'Envoyer le lien de son espace',
  sendingLink: 'Envoi…',
  linkSent: (firstName: string) => `Lien de l'espace envoyé à ${firstName}.`,
  linkNeedsEmail:
    "Cet employé n'a pas d'adresse e-mail\u202f: ajoutez-la à sa fiche pour lui envoyer le lien de son espace.",
  linkMailSubject: (companyName: string) => `Votre espace salarié ${companyName}`,
  linkMailBody: (firstName: string, companyName: string, spaceUrl: string) =>
    [
      `Bonjour ${firstName},`,
      '',
      `${companyName} vous ouvre un espace personnel pour suivre vos heures, vos pointages, vos congés et vos relevés\u202f: ${spaceUrl}`,
      '',
      "Connectez-vous avec cette adresse e-mail\u202f: vous recevrez un code, à saisir avec votre code PIN de la borne. Vous pouvez ajouter l'espace à l'écran d'accueil de votre téléphone.",
    ].join('\n'),
  mailSubject: (companyName: string) => `Votre code de connexion à votre espace ${companyName}`,
  mailBody: (firstName: string, companyName: string, code: string) =>
    [
      `Bonjour ${firstName},`,
      '',
      `Voici votre code de connexion à votre espace salarié ${elide('de', companyName)}${NNBSP}: ${code}`,
      '',
      `Il est valable ${SPACE_CODE_TTL_MINUTES}${NNBSP}minutes. Saisissez-le avec votre code PIN.`,
      "Si vous n'avez rien demandé, ignorez ce message\u202f: sans votre code PIN, ce code ne suffit pas.",
    ].join('\n'),
} as const;

const email = z
  .string(SPACE_MESSAGES.emailInvalid)
  .trim()
  .max(254, SPACE_MESSAGES.emailInvalid)
  .pipe(z.email(SPACE_MESSAGES.emailInvalid))
  .transform((address) => address.toLowerCase());

/** POST /api/employee-space/codes: a code to the address, if it is an employee's. */
export const spaceCodeRequestSchema = z.object({ email });
export type SpaceCodeRequest = z.input<typeof spaceCodeRequestSchema>;

/** POST /api/employee-space/sessions: the code and the PIN open the space on this phone. */
export const spaceSignInSchema = z.object({
  email,
  code: z
    .string(SPACE_MESSAGES.codeInvalid)
    .regex(new RegExp(`^\\d{${SPACE_CODE_LENGTH}}$`), SPACE_MESSAGES.codeInvalid),
  pin: z.string(SPACE_MESSAGES.pinInvalid).regex(/^\d{6}$/, SPACE_MESSAGES.pinInvalid),
});
export type SpaceSignIn = z.input<typeof spaceSignInSchema>;

/** POST /api/employee-space/employees/:employeeId/link: the employee whose space's address is mailed. */
export const spaceLinkParamsSchema = idParamsSchema('employeeId', EMPLOYEE_MESSAGES.notFound);

/** GET /api/me: who is signed in, and for which company. */
export const spaceMeSchema = z.object({
  /** The employee's own id: the phone keeps his punches made offline under it (decision 074). */
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
});
export type SpaceMe = z.output<typeof spaceMeSchema>;
