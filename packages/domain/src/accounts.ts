import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './account-messages';
import { hasValidSiretKey, normalizeSiret } from './siret';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const requiredText = (message: string, max = 160) =>
  z.string().trim().min(1, message).max(max, `Ce champ ne doit pas dépasser ${max} caractères`);

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "L'adresse e-mail est obligatoire")
  .max(254, "L'adresse e-mail est trop longue")
  .pipe(z.email("L'adresse e-mail n'est pas valide"));

const newPassword = z
  .string()
  .min(1, 'Le mot de passe est obligatoire')
  .min(PASSWORD_MIN_LENGTH, `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`)
  .max(PASSWORD_MAX_LENGTH, `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères`);

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
export const siretSchema = z
  .string()
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
    companyName: requiredText("Le nom de l'entreprise est obligatoire"),
    siret: siretSchema,
    email,
    password: newPassword,
    passwordConfirmation: z.string().min(1, 'Veuillez confirmer le mot de passe'),
    directorPin: z.string().min(1, 'Le code PIN est obligatoire').pipe(pinCodeSchema),
  })
  .refine(samePasswords, passwordsMatch);
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Le mot de passe est obligatoire').max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().default(false),
});
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: newPassword,
    passwordConfirmation: z.string().min(1, 'Veuillez confirmer le mot de passe'),
  })
  .refine((values) => values.password === values.passwordConfirmation, {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ['passwordConfirmation'],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Empty or null both mean 'not given' (the page then shows 'Non renseigné(e)'). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Ce champ ne doit pas dépasser ${max} caractères`)
    .nullable()
    .transform((value) => (value ? value : null));

const phone = optionalText(20).refine(
  (value) => value === null || /^\+?[0-9 .()-]{10,20}$/.test(value),
  'Le numéro de téléphone n’est pas valide (10 chiffres, par exemple 01 23 45 67 89)',
);

/** The details a company completes after registration (SPEC §2, Informations générales). */
export const companyDetailsSchema = z.object({
  adresse: optionalText(200),
  codePostal: optionalText(5).refine(
    (value) => value === null || /^\d{5}$/.test(value),
    'Le code postal doit contenir exactement 5 chiffres',
  ),
  ville: optionalText(100),
  telephone: phone,
  contactPrenom: optionalText(80),
  contactNom: optionalText(80),
  contactPortable: phone,
});
export type CompanyDetailsInput = z.input<typeof companyDetailsSchema>;
export type CompanyDetails = z.output<typeof companyDetailsSchema>;

/** What /api/account answers: the company row as the account page shows it. */
export const companyAccountSchema = z.object({
  id: z.string(),
  nom: z.string(),
  siret: z.string(),
  email: z.string(),
  adresse: z.string().nullable(),
  codePostal: z.string().nullable(),
  ville: z.string().nullable(),
  telephone: z.string().nullable(),
  contactPrenom: z.string().nullable(),
  contactNom: z.string().nullable(),
  contactPortable: z.string().nullable(),
  abonnement: z.string(),
  pendingSubscription: z.string().nullable(),
  renouvellement: z.string(),
});
export type CompanyAccount = z.infer<typeof companyAccountSchema>;
