/** The French texts of the Employés tab (SPEC §2, §5, §8); no zod here, so any chunk may import them. */
export const EMPLOYEE_MESSAGES = {
  namesRequired: 'Le prénom et le nom sont obligatoires',
  pinHint: 'Code à 6 chiffres pour le pointage',
  pinTaken: 'Ce code PIN est déjà utilisé par un autre employé',
  added: 'Employé ajouté avec succès',
  updated: 'Employé mis à jour avec succès',
  archived: 'Employé archivé avec succès',
  restored: 'Employé restauré avec succès',
  leavingDate: 'Date de sortie',
  badLeavingDate: 'Date de sortie invalide\u202f: format attendu AAAA-MM-JJ',
  leavingBeforeHire: "La date de sortie ne peut pas précéder la date d'entrée",
  badStatus: 'Le filtre doit être «\u202factifs\u202f» ou «\u202farchivés\u202f»',
  noneArchived: 'Aucun employé archivé',
  notFound: 'Employé introuvable',
  directionProtected:
    'La direction ne peut être ni archivée ni changée de rôle\u202f: seul son code PIN peut être modifié.',
  noneFound: 'Aucun employé trouvé',
  neverClockedIn: 'Jamais pointé',
  noPin: 'Non défini',
  searchTooLong: 'La recherche ne doit pas dépasser 100 caractères',
  badPage: 'Le numéro de page doit être un nombre entier entre 1 et 10 000',
  weeklyHours: 'Heures par semaine',
  jobTitle: 'Poste',
  jobTitleTooLong: 'Le poste ne doit pas dépasser 80 caractères',
  noJobTitle: 'Non renseigné',
  pinMasked: 'Code PIN masqué',
  hireDate: "Date d'entrée",
  hireDateHint:
    "Facultatif. Les congés payés s'acquièrent à partir de cette date, ou de l'ajout dans Pointeo si elle est antérieure (le solde d'ouverture couvre ce qui précède).",
  badHireDate: "Date d'entrée invalide\u202f: format attendu AAAA-MM-JJ",
  weeklyHoursRange: 'Les heures par semaine doivent être comprises entre 1\u202fh et 48\u202fh',
  email: 'Adresse e-mail',
  emailHint:
    "Facultative. L'employé y reçoit la réponse à ses demandes de congé et le code de connexion à son espace (Mon espace).",
  badEmail: "L'adresse e-mail n'est pas valide",
  emailTooLong: "L'adresse e-mail est trop longue",
} as const;

export const ROLE_LABELS = { employee: 'Employé', direction: 'Direction' } as const;

/** What the zone column shows when none is set (SPEC §2). */
export const DEFAULT_ZONES = { employee: 'Non assigné', direction: 'Toutes les zones' } as const;

/** Names the plan's limit and where to raise it (DESIGN.md item 7). */
export function employeeLimitReached(plan: string, limit: number): string {
  return `Votre plan ${plan} est limité à ${limit} employés (hors direction). Passez à un plan supérieur pour en ajouter d'autres\u202f: /pricing`;
}
