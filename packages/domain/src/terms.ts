import { LEGAL_DOCUMENTS_VERSION, TERMS_MESSAGES } from './legal-documents';
import { z } from './zod';

/** The registration's and the dialog's box: it must be ticked. */
export const termsAcceptedSchema = z
  .boolean({ error: TERMS_MESSAGES.required })
  .refine((ticked) => ticked, TERMS_MESSAGES.required);

/** GET /api/account/terms: the current version, and whether the company accepted it. */
export const termsStatusSchema = z.object({
  currentVersion: z.string(),
  accepted: z.boolean(),
  /** When the company last accepted any version (ISO), or null. */
  acceptedAt: z.string().nullable(),
  acceptedVersion: z.string().nullable(),
});
export type TermsStatus = z.output<typeof termsStatusSchema>;

/** POST /api/account/terms: the version the administrator read, which must be the current one. */
export const termsAcceptanceSchema = z.object({
  version: z.literal(LEGAL_DOCUMENTS_VERSION, { error: TERMS_MESSAGES.notAccepted }),
  accepted: termsAcceptedSchema,
});
export type TermsAcceptance = z.input<typeof termsAcceptanceSchema>;
