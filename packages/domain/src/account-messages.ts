export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The French texts of accounts (SPEC §8); no zod here, so the first page load stays small. */
export const ACCOUNT_MESSAGES = {
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
  passwordTooLong: `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères`,
  passwordTooCommon: 'Ce mot de passe est trop courant\u202f: choisissez-en un autre.',
  pinFormat: 'Le code PIN doit contenir exactement 6 chiffres',
  siretFormat: 'Le numéro SIRET doit contenir exactement 14 chiffres',
  siretKey: "Ce numéro SIRET n'existe pas\u202f: vérifiez les chiffres saisis (clé de contrôle incorrecte)",
  registerFailed: 'Erreur lors de la création du compte',
  registerNoUser: 'Création du compte échouée',
  registered: 'Compte créé avec succès',
  emailTaken:
    'Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou réinitialisez votre mot de passe.',
  siretTaken:
    "Un compte existe déjà pour ce numéro SIRET. Contactez-nous si vous pensez qu'il s'agit d'une erreur.",
  loginFailed: 'Erreur lors de la connexion. Vérifiez vos identifiants.',
  tooManySignIns: 'Trop de tentatives de connexion. Veuillez patienter quelques minutes avant de réessayer.',
  signInUnavailable:
    'La connexion est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  loggedIn: 'Connexion réussie',
  twoFactorCodeInvalid: "Code incorrect. Vérifiez l'heure de votre téléphone ou utilisez un code de secours.",
  twoFactorStepExpired: 'La vérification a expiré. Reconnectez-vous avec votre mot de passe.',
  twoFactorLocked:
    'Trop de codes incorrects pour ce compte. Veuillez patienter quelques minutes avant de réessayer.',
  loggedOut: 'Déconnexion réussie',
  logoutFailed: 'Erreur lors de la déconnexion',
  resetFailed: "Erreur lors de l'envoi des instructions",
  resetInstructionsSent:
    'Si un compte existe pour cette adresse, nous venons de vous envoyer les instructions pour réinitialiser votre mot de passe.',
  resetLinkInvalid: 'Ce lien de réinitialisation a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  sessionRestoreFailed: 'Erreur lors de la restauration de la session',
  notAuthenticated: 'Utilisateur non authentifié',
  tooManyWrites:
    'Trop de modifications en peu de temps pour ce compte\u202f: veuillez patienter une minute avant de réessayer.',
} as const;

/**
 * /login?echec=… : why the sign-in form, posted before its page's script ran, sent the person back
 * (the server answers such a post with a redirect, so a reload never posts the password again).
 */
export const SIGN_IN_FAILURE_PARAM = 'echec';
export const SIGN_IN_FAILURES = {
  identifiants: ACCOUNT_MESSAGES.loginFailed,
  limite: ACCOUNT_MESSAGES.tooManySignIns,
  indisponible: ACCOUNT_MESSAGES.signInUnavailable,
  // The code step of two-factor sign-in (decision 080).
  code: ACCOUNT_MESSAGES.twoFactorCodeInvalid,
  expire: ACCOUNT_MESSAGES.twoFactorStepExpired,
  verrou: ACCOUNT_MESSAGES.twoFactorLocked,
} as const;
export type SignInFailure = keyof typeof SIGN_IN_FAILURES;

/** The message of a failure named in the URL; null for none or an unknown one. */
export function signInFailureMessage(value: string | null): string | null {
  return value && Object.hasOwn(SIGN_IN_FAILURES, value) ? SIGN_IN_FAILURES[value as SignInFailure] : null;
}
