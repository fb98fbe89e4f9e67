import { elide } from './french-elision';
import { z } from './zod';

/**
 * Badges (issue 30, decision 065): a printable card whose QR code carries an opaque random secret,
 * presented at the kiosk instead of typing the PIN. Never the PIN, never an id; no photo.
 */

/** How the QR code's text starts: tells a Pointeo badge (version 1) from any other QR code. */
export const BADGE_PREFIX = 'PTB1.';
/** More than any badge's text: a longer scan is no badge, and is not hashed. */
const BADGE_MAX_LENGTH = 200;
/** Badges issued at once: one sheet, one transaction. */
export const MAX_BADGES_PER_ISSUE = 500;

/** The French texts of the badges, in the Employés tab and on the sheet. */
export const BADGE_MESSAGES = {
  cardTitle: 'Badge de pointage',
  sheetTitle: 'Badges de pointage',
  column: 'Badge',
  issuedOn: (date: string) => `Oui le ${date}`,
  none: '—',
  noneSpoken: 'Aucun badge',
  issuedOnShort: (date: string) => `Badge émis le ${date}`,
  back: 'Retour',
  action: 'Badges',
  issue: 'Émettre les badges',
  issuing: 'Émission…',
  issueIntro:
    "Chaque badge porte un QR code à présenter à la borne à la place du code PIN, avec le prénom, le nom et le nom de l'entreprise. Ni photo ni donnée biométrique.",
  printOnce:
    "La feuille de badges n'est disponible qu'au moment de l'émission. Pour réimprimer un badge, émettez-le de nouveau.",
  reissueWarning: (count: number) =>
    count === 1
      ? "1 employé sélectionné a déjà un badge\u202f: le nouveau badge remplacera l'ancien, qui ne fonctionnera plus."
      : `${count} employés sélectionnés ont déjà un badge\u202f: les nouveaux badges remplaceront les anciens, qui ne fonctionneront plus.`,
  confirmReissue: 'Confirmer et émettre',
  selectAll: 'Tous les employés',
  selection: 'Employés',
  noneSelected: 'Sélectionnez au moins un employé',
  tooMany: `Émettez au plus ${MAX_BADGES_PER_ISSUE} badges à la fois`,
  issued: 'Badges émis\u202f: la feuille est téléchargée.',
  revoke: 'Révoquer le badge',
  revokeTitle: 'Révoquer le badge\u202f?',
  revokeOf: (name: string) => `Révoquer le badge ${elide('de', name)}`,
  revokeConfirm: (name: string) =>
    `Le badge ${elide('de', name)} ne permettra plus de pointer\u202f; vous pourrez en émettre un nouveau.`,
  revoked: 'Badge révoqué\u202f: il ne permet plus de pointer.',
  noLiveBadge: "Cet employé n'a pas de badge actif",
  unreadable: 'Badge illisible',
} as const;

export const BADGE_FILE_NAME = 'badges-pointeo.pdf';

/** POST /api/employees/badges: issues (or reissues) the badges of these employees, answers the sheet. */
export const badgeIssueSchema = z.object({
  employeeIds: z
    .array(z.uuid(BADGE_MESSAGES.noneSelected))
    .min(1, BADGE_MESSAGES.noneSelected)
    .max(MAX_BADGES_PER_ISSUE, BADGE_MESSAGES.tooMany),
});
export type BadgeIssue = z.infer<typeof badgeIssueSchema>;

/**
 * GET /api/employees/badges: the active employees 'Émettre les badges' offers (all of the company's,
 * or of a Responsable de site's sites), each with when their live badge was issued, or null.
 */
export const badgeHolderListSchema = z.object({
  employees: z.array(
    z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      role: z.enum(['employee', 'direction']),
      badgeIssuedAt: z.string().nullable(),
    }),
  ),
});
export type BadgeHolderList = z.infer<typeof badgeHolderListSchema>;

/** What the kiosk read from a badge's QR code: any text, an unknown one spends the wrong-PIN budget. */
export const badgeSecretSchema = z
  .string()
  .min(1, BADGE_MESSAGES.unreadable)
  .max(BADGE_MAX_LENGTH, BADGE_MESSAGES.unreadable);
