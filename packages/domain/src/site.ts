import { z } from './zod';

/** Legal details of the company publishing Pointeo, shown on /legal and on invoices. */
export const legalDetailsSchema = z.object({
  companyName: z.string(),
  legalForm: z.string(),
  shareCapital: z.string(),
  address: z.string(),
  siret: z.string(),
  rcs: z.string(),
  vatNumber: z.string(),
  publicationDirector: z.string(),
  hostName: z.string(),
  hostAddress: z.string(),
  hostPhone: z.string(),
  /** The e-mail provider, a subprocessor named on /confidentialite and /sous-traitance. */
  mailProvider: z.string(),
});
export type LegalDetails = z.output<typeof legalDetailsSchema>;

/** The details the public sees: only those configured (a missing one is hidden, never a placeholder). */
export const publicLegalDetailsSchema = legalDetailsSchema.partial();
export type PublicLegalDetails = z.output<typeof publicLegalDetailsSchema>;

/** What the browser may know about the site (GET /api/site, or inlined in index.html): nothing here is secret. */
export const publicSiteConfigSchema = z.object({
  contactEmail: z.string(),
  contactPhone: z.string(),
  contactAddress: z.string(),
  social: z.object({ linkedin: z.string(), x: z.string(), facebook: z.string() }),
  /** Where 'Mon app' opens the clock-in kiosk. */
  clockAppUrl: z.string(),
  legal: publicLegalDetailsSchema,
});
export type PublicSiteConfig = z.output<typeof publicSiteConfigSchema>;
