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

/** GET /api/me: who is signed in, and for which company. */
export const spaceMeSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
});
export type SpaceMe = z.output<typeof spaceMeSchema>;
