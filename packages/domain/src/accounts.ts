import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-messages';
import { RETURN_PARAM } from './return-path';
import { hasValidSiretKey, normalizeSiret } from './siret';
import { termsAcceptedSchema } from './terms';
import { optionalText, requiredText, stringRequired, TEXT_MESSAGES } from './text';
import { z } from './zod';

const email = stringRequired("L'adresse e-mail est obligatoire")
  .trim()
  .toLowerCase()
  .min(1, "L'adresse e-mail est obligatoire")
  .max(254, "L'adresse e-mail est trop longue")
  .pipe(z.email("L'adresse e-mail n'est pas valide"));

/** Not trimmed (a space may be part of it); control characters could not be typed again at sign-in. */
const newPassword = stringRequired('Le mot de passe est obligatoire')
  .min(1, 'Le mot de passe est obligatoire')
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong)
  .refine((value) => !/\p{Cc}/u.test(value), TEXT_MESSAGES.forbiddenCharacter);

const passwordConfirmation = stringRequired('Veuillez confirmer le mot de passe')
  .min(1, 'Veuillez confirmer le mot de passe')
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

/** Runs the match check even while other fields are wrong, so every error shows at once. */
const passwordsMatch = {
  message: ACCOUNT_MESSAGES.passwordsDiffer,
  path: ['passwordConfirmation'],
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; passwordConfirmation?: unknown } | undefined;
    return typeof value?.password === 'string' && typeof value.passwordConfirmation === 'string';
  },
};
const samePasswords = (values: { password: string; passwordConfirmation: string }) =>
  values.password === values.passwordConfirmation;

export const pinCodeSchema = z.string().regex(/^\d{6}$/, ACCOUNT_MESSAGES.pinFormat);

/** One message at a time: missing, then length, then the key check of DESIGN.md item 11. */
export const siretSchema = stringRequired('Le numéro SIRET est obligatoire')
  .max(64, ACCOUNT_MESSAGES.siretFormat)
  .transform(normalizeSiret)
  .superRefine((siret, context) => {
    const problem =
      siret === ''
        ? 'Le numéro SIRET est obligatoire'
        : !/^\d{14}$/.test(siret)
          ? ACCOUNT_MESSAGES.siretFormat
          : !hasValidSiretKey(siret)
            ? ACCOUNT_MESSAGES.siretKey
            : undefined;
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const registrationSchema = z
  .object({
    companyName: requiredText("Le nom de l'entreprise est obligatoire", { max: 160 }),
    siret: siretSchema,
    email,
    password: newPassword,
    passwordConfirmation,
    directorPin: stringRequired('Le code PIN est obligatoire')
      .min(1, 'Le code PIN est obligatoire')
      .pipe(pinCodeSchema),
    /** 'J'accepte les conditions générales…': stored with LEGAL_DOCUMENTS_VERSION (decision 084). */
    acceptTerms: termsAcceptedSchema,
  })
  .refine(samePasswords, passwordsMatch);
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

export const signInSchema = z.object({
  email,
  // Compared, never stored: whatever an older account chose must still sign in.
  password: stringRequired('Le mot de passe est obligatoire')
    .min(1, 'Le mot de passe est obligatoire')
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
  rememberMe: z.boolean().default(false),
});
export type SignInInput = z.input<typeof signInSchema>;

/**
 * The same sign-in as the login page's form posts it before its script runs (HTML form encoding: a
 * ticked box sends 'on', an unticked one nothing). Checked with `signInSchema` afterwards.
 */
export const signInFormSchema = z
  .object({
    email: z.string().default(''),
    password: z.string().default(''),
    rememberMe: z.string().optional(),
  })
  .transform(({ email, password, rememberMe }) => ({ email, password, rememberMe: rememberMe === 'on' }));
/** The form's address keeps the page's `?redirect=`, followed only if it is a path of this site. */
export const signInFormQuerySchema = z.object({ [RETURN_PARAM]: z.string().optional() });

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: newPassword,
    passwordConfirmation,
  })
  .refine((values) => values.password === values.passwordConfirmation, {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ['passwordConfirmation'],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** POST /api/auth/request-password-reset: the same answer whether the address has an account or not. */
export const passwordResetRequestedSchema = z.object({ status: z.boolean(), message: z.string() });

/** What the reset page sends: the token of the e-mailed link and the new password. */
export const passwordResetRequestSchema = z.object({
  token: requiredText(ACCOUNT_MESSAGES.resetLinkInvalid, {
    max: 255,
    tooLong: ACCOUNT_MESSAGES.resetLinkInvalid,
  }),
  newPassword,
});

/** POST /api/auth/reset-password. */
export const passwordResetDoneSchema = z.object({ status: z.boolean() });

/** GET /api/auth/get-session: the signed-in company (its auth user's id is the company's), or null. */
export const sessionSchema = z
  .object({ user: z.object({ id: z.string(), email: z.string(), name: z.string() }) })
  .nullable();
export type Session = z.output<typeof sessionSchema>;

/** POST /api/auth/sign-out. */
export const signOutResultSchema = z.object({ success: z.boolean() });

const phoneNumber = optionalText({ max: 20 }).refine(
  (value) => value === null || /^\+?[0-9 .()-]{10,20}$/.test(value),
  "Le numéro de téléphone n'est pas valide (10 chiffres, par exemple 01 23 45 67 89)",
);

/**
 * The details a company completes after registration (SPEC §2, Informations générales); a detail
 * left empty is stored as null and the page shows 'Non renseigné(e)'. SPEC §3's columns: adresse,
 * code_postal, ville, telephone, contact_prenom, contact_nom, contact_portable.
 */
export const companyDetailsSchema = z.object({
  address: optionalText({ max: 200 }),
  postalCode: optionalText({ max: 5 }).refine(
    (value) => value === null || /^\d{5}$/.test(value),
    'Le code postal doit contenir exactement 5 chiffres',
  ),
  city: optionalText({ max: 100 }),
  phone: phoneNumber,
  contactFirstName: optionalText({ max: 80 }),
  contactLastName: optionalText({ max: 80 }),
  contactMobile: phoneNumber,
  /**
   * The director's real name, for the 'Direction' row of the reports; left out means unchanged
   * (a client of before), empty means none.
   */
  directorFirstName: optionalText({ max: 80 }).optional(),
  directorLastName: optionalText({ max: 80 }).optional(),
});
export type CompanyDetailsInput = z.input<typeof companyDetailsSchema>;
export type CompanyDetails = z.output<typeof companyDetailsSchema>;

/**
 * What /api/account answers: the company row as the account page shows it (SPEC §3's nom,
 * abonnement, pending_subscription and renouvellement are name, plan, pendingPlan and renewsAt).
 */
export const companyAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  siret: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  contactFirstName: z.string().nullable(),
  contactLastName: z.string().nullable(),
  contactMobile: z.string().nullable(),
  directorFirstName: z.string().nullable(),
  directorLastName: z.string().nullable(),
  plan: z.string(),
  pendingPlan: z.string().nullable(),
  /** ISO date-time of the end of the current period. */
  renewsAt: z.string(),
});
export type CompanyAccount = z.infer<typeof companyAccountSchema>;

/**
 * A new company's first steps, each true once done at least once (an employee other than the
 * direction added, a kiosk activated, a punch recorded), whatever was archived or revoked since.
 */
export const onboardingSchema = z.object({
  employeeAdded: z.boolean(),
  kioskActivated: z.boolean(),
  punchRecorded: z.boolean(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

/**
 * GET /api/account/waiting: what waits for the manager, as counts on the account's sections: the
 * leave requests 'En attente' (Congés) and the entries 'À régulariser' (Temps).
 */
export const waitingSchema = z.object({
  leaveRequests: z.number().int(),
  toRegularise: z.number().int(),
});
export type Waiting = z.infer<typeof waitingSchema>;

/** The e-mail and new-password fields, for the team's invitation forms (decision 054). */
export const emailFieldSchema = email;
export const newPasswordFieldSchema = newPassword;
export const passwordConfirmationFieldSchema = passwordConfirmation;
/** The refinement that the confirmation repeats the password, for a form adding its own fields. */
export const confirmedPassword = [samePasswords, passwordsMatch] as const;
