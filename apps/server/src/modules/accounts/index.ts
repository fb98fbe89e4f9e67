/** The face of accounts: all that app.ts and other modules may import from it. */
export { createAuth } from './auth';
export { EXPOSED_AUTH_PATHS, registerAuthBridge } from './auth-bridge';
export { resolveAuthSecret } from './auth-secret';
export {
  anonymiseCompanyMembers,
  CLOSED_ACCOUNT_NAME,
  closedAccountEmail,
  createPasswordCheck,
  deleteClosedCompany,
  findCompanyName,
  listCompanyIdsAfter,
  type PasswordCheck,
  releaseCompanySiret,
} from './closure';
export { companyForExport, memberContact, membersForExport } from './export-reads';
export { findCompanyContact, findCompanyForInvoice, findDirectorName } from './repository';
export { accountRoutes } from './routes';
export { createSessionCache } from './session-cache';
export { createSessionEnder, createSessionReader } from './session-reader';
export {
  type CompanyBilling,
  type CompanyBillingChange,
  findCompanyBilling,
  lockCompanyBilling,
  lockCompanyByProviderIds,
  updateCompanyBilling,
} from './subscription';
export { memberNames, siteManagerEmails } from './team-repository';
export { teamRoutes } from './team-routes';
