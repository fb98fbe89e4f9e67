import type { CompanyAccount } from '@pointeo/domain/accounts';

/** GET /api/account of a company on Gratuit with only what registration asks filled in. */
export const GRATUIT_ACCOUNT: CompanyAccount = {
  id: 'c1',
  name: 'Boulangerie Martin',
  siret: '73282932000074',
  email: 'contact@boulangerie.fr',
  address: null,
  postalCode: null,
  city: null,
  phone: null,
  contactFirstName: null,
  contactLastName: null,
  contactMobile: null,
  directorFirstName: null,
  directorLastName: null,
  plan: 'Gratuit',
  pendingPlan: null,
  renewsAt: '2026-12-22T10:00:00.000Z',
};
