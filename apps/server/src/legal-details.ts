import type { LegalDetails, PublicLegalDetails } from '@pointeo/domain/site';

/** Each publisher detail and the variable that sets it. */
export const LEGAL_VARIABLES = {
  companyName: 'LEGAL_COMPANY_NAME',
  legalForm: 'LEGAL_FORM',
  shareCapital: 'LEGAL_SHARE_CAPITAL',
  address: 'LEGAL_ADDRESS',
  siret: 'LEGAL_SIRET',
  rcs: 'LEGAL_RCS',
  vatNumber: 'LEGAL_VAT_NUMBER',
  publicationDirector: 'LEGAL_PUBLICATION_DIRECTOR',
  hostName: 'LEGAL_HOST_NAME',
  hostAddress: 'LEGAL_HOST_ADDRESS',
  hostPhone: 'LEGAL_HOST_PHONE',
  mailProvider: 'LEGAL_MAIL_PROVIDER',
} as const satisfies Record<keyof LegalDetails, string>;

export type LegalVariable = (typeof LEGAL_VARIABLES)[keyof LegalDetails];

/**
 * What an invoice prints for a detail that is not configured: an invoice must carry every mention
 * (DESIGN.md item 10), so a missing one shows as obviously missing rather than disappearing.
 */
const INVOICE_PLACEHOLDERS: LegalDetails = {
  companyName: 'Pointeo SAS (raison sociale à configurer)',
  legalForm: 'Société par actions simplifiée (SAS)',
  shareCapital: '1\u00a0000\u00a0€ (à configurer)',
  address: '12 rue de la Paix, 75002 Paris',
  siret: '000 000 000 00000 (à configurer)',
  rcs: 'RCS Paris 000 000 000 (à configurer)',
  vatNumber: 'FR00 000000000 (à configurer)',
  publicationDirector: 'Le président de Pointeo SAS (à configurer)',
  hostName: 'Hébergeur à configurer',
  hostAddress: "Adresse de l'hébergeur à configurer",
  hostPhone: "Téléphone de l'hébergeur à configurer",
  mailProvider: "Prestataire d'envoi d'e-mails à configurer",
};

export interface LegalDetailsConfig {
  /** Only the configured details: /legal hides the others rather than show a placeholder to the public. */
  published: PublicLegalDetails;
  /** Every detail, with a visible placeholder for each one not configured. */
  forInvoices: LegalDetails;
  /** The variables left unset, named in one warning at start. */
  unsetVariables: LegalVariable[];
}

export function legalDetailsFrom(env: Partial<Record<LegalVariable, string>>): LegalDetailsConfig {
  const fields = Object.keys(LEGAL_VARIABLES) as Array<keyof LegalDetails>;
  const published: PublicLegalDetails = {};
  const unsetVariables: LegalVariable[] = [];
  for (const field of fields) {
    const value = env[LEGAL_VARIABLES[field]];
    if (value) published[field] = value;
    else unsetVariables.push(LEGAL_VARIABLES[field]);
  }
  return { published, forInvoices: { ...INVOICE_PLACEHOLDERS, ...published }, unsetVariables };
}

/** The start-up warning (null when every detail is set): the operator sees what the public does not. */
export function unsetLegalDetailsWarning(unsetVariables: readonly LegalVariable[]): string | null {
  if (unsetVariables.length === 0) return null;
  return `Mentions légales incomplètes, variables non renseignées\u202f: ${unsetVariables.join(', ')}. La page /legal masque ces lignes\u202f; les factures affichent «\u202fà configurer\u202f» à leur place.`;
}
