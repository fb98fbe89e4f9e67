import { z } from 'zod';
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH } from './account-messages';

/** The French texts of two-factor sign-in and of the member's sessions (decision 080). */
export const TWO_FACTOR_MESSAGES = {
  section: 'Sécurité',
  codeStep:
    "Saisissez le code à 6 chiffres affiché par votre application d'authentification, ou un code de secours.",
  codeRequired: 'Le code est obligatoire',
  codeInvalid: ACCOUNT_MESSAGES.twoFactorCodeInvalid,
  stepExpired: ACCOUNT_MESSAGES.twoFactorStepExpired,
  locked: ACCOUNT_MESSAGES.twoFactorLocked,
  passwordWrong: 'Mot de passe incorrect',
  passwordRequired: 'Le mot de passe est obligatoire',
  alreadyEnabled: 'La double authentification est déjà activée.',
  notEnabled: "La double authentification n'est pas activée.",
  requiredByCompany:
    'Votre entreprise exige la double authentification\u202f: elle ne peut pas être désactivée.',
  notStarted: 'Commencez par «\u202fActiver la double authentification\u202f».',
  enabled: 'Double authentification activée',
  disabled: 'Double authentification désactivée',
  recoveryCodesRegenerated: 'Nouveaux codes de secours créés\u202f: les anciens ne fonctionnent plus.',
  enrolmentRequired:
    'Votre entreprise exige la double authentification\u202f: activez-la dans Sécurité pour accéder au reste du compte.',
  sessionNotFound: 'Session introuvable',
  sessionRevoked: 'Session déconnectée',
  otherSessionsRevoked: 'Les autres appareils sont déconnectés',
  requirementOn: 'La double authentification est désormais exigée de chaque membre',
  requirementOff: "La double authentification n'est plus exigée",
} as const;

/** /login?etape=code: the password was right, the page asks for the code (decision 080). */
export const SIGN_IN_STEP_PARAM = 'etape';
export const SIGN_IN_CODE_STEP = 'code';

const code = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(40, TWO_FACTOR_MESSAGES.codeInvalid);

/** 6 digits from the app (spaces allowed, as apps show '123 456'), else a recovery code. */
export const SIX_DIGITS = /^\d{6}$/;
export const normalisedCode = (value: string) => {
  const compact = value.replace(/\s+/g, '');
  return SIX_DIGITS.test(compact) ? compact : value.trim();
};

/** POST /api/account/sign-in/code: the second step, with the short-lived two-factor cookie. */
export const signInCodeSchema = z.object({ code });
export type SignInCodeInput = z.input<typeof signInCodeSchema>;
/** The same, as the bare form posts it. */
export const signInCodeFormSchema = z.object({ code: z.string().default('') });

/** The sessions 'Sécurité' lists, the most recently active first ('Déconnecter les autres appareils' ends them all). */
export const MAX_LISTED_SESSIONS = 50;

/** POST /api/account/sign-in: signed in, or the password was right and a code is needed. */
export const signInResultSchema = z.object({ message: z.string(), codeRequired: z.boolean().default(false) });
export type SignInResult = z.output<typeof signInResultSchema>;

const password = z
  .string({ error: TWO_FACTOR_MESSAGES.passwordRequired })
  .min(1, TWO_FACTOR_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, TWO_FACTOR_MESSAGES.passwordWrong);

/** Turning 2FA on or off and new recovery codes ask for the current password. */
export const passwordConfirmationSchema = z.object({ password });
export type PasswordConfirmationInput = z.input<typeof passwordConfirmationSchema>;

export const twoFactorCodeSchema = z.object({
  code: code.refine((value) => SIX_DIGITS.test(value.replace(/\s+/g, '')), 'Le code contient 6 chiffres'),
});
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>;

/** GET /api/account/security. */
export const securityStateSchema = z.object({
  twoFactorEnabled: z.boolean(),
  /** Recovery codes not used yet; null without 2FA. */
  recoveryCodesLeft: z.number().int().nullable(),
  /** The company's 'Exiger la double authentification'. */
  companyRequiresTwoFactor: z.boolean(),
});
export type SecurityState = z.output<typeof securityStateSchema>;

/** POST /api/account/two-factor/enable: what the app needs, shown once. */
export const twoFactorSetupSchema = z.object({
  otpauthUri: z.string(),
  /** The secret in base32, for typing by hand. */
  key: z.string(),
  /** The QR code of otpauthUri, an SVG document. */
  qrCodeSvg: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.output<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** GET /api/account/sessions: the member's live sessions, newest activity first. */
export const memberSessionSchema = z.object({
  id: z.string(),
  /** 'Chrome sur Windows', or 'Appareil inconnu'. */
  device: z.string(),
  ip: z.string().nullable(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export const memberSessionsSchema = z.object({ sessions: z.array(memberSessionSchema) });
export type MemberSession = z.output<typeof memberSessionSchema>;

export const twoFactorRequirementSchema = z.object({ required: z.boolean() });
export type TwoFactorRequirementInput = z.input<typeof twoFactorRequirementSchema>;

/** A session's id as better-auth makes it; any other is no session (404). */
export const sessionIdParamsSchema = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, TWO_FACTOR_MESSAGES.sessionNotFound),
});
