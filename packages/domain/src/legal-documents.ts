/**
 * The public legal documents (decision 084). No zod here: the footer, in the first page's chunk,
 * imports this module.
 */

/**
 * The date of the current wording of the terms of sale, privacy policy and data-processing agreement.
 * Changing a document's substance means a new date: every company's administrator is then asked to
 * accept again at their next visit.
 */
export const LEGAL_DOCUMENTS_VERSION = '2026-11-27';

export const LEGAL_DOCUMENT_LINKS = [
  { to: '/conditions', label: 'Conditions générales' },
  { to: '/confidentialite', label: 'Politique de confidentialité' },
  { to: '/sous-traitance', label: 'Accord de sous-traitance (RGPD)' },
] as const;

export const TERMS_MESSAGES = {
  checkbox: "J'accepte les conditions générales et la politique de confidentialité",
  required: 'Veuillez accepter les conditions générales et la politique de confidentialité.',
  notAccepted:
    'Les conditions générales et la politique de confidentialité ont changé\u202f: un administrateur doit les accepter.',
  accepted: 'Merci, votre acceptation est enregistrée.',
} as const;

/** 'le 27 novembre 2026', the version as a French reader sees it. */
export function legalVersionLabel(version: string = LEGAL_DOCUMENTS_VERSION): string {
  const [year, month, day] = version.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
