/** Legal details of the company publishing Pointeo, shown on /legal and on invoices. */
export interface LegalDetails {
  companyName: string;
  legalForm: string;
  shareCapital: string;
  address: string;
  siret: string;
  rcs: string;
  vatNumber: string;
  publicationDirector: string;
  hostName: string;
  hostAddress: string;
  hostPhone: string;
}

/** What the browser may know about the site: nothing here is secret. */
export interface PublicSiteConfig {
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
  social: { linkedin: string; x: string; facebook: string };
  /** Where 'Mon app' opens the clock-in kiosk. */
  clockAppUrl: string;
  legal: LegalDetails;
}
