/** Keys of the queries that more than one feature reads or refreshes. */
export const SESSION_QUERY_KEY = ['session'] as const;
export const ACCOUNT_QUERY_KEY = ['account'] as const;
/** The signed-in member (role, sites, whether the company requires them to turn on 2FA first). */
export const CURRENT_MEMBER_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'me'] as const;
/** Every time-sheet figure: the Temps tab reads them, corrections and employees' contract hours change them. */
export const TIMESHEETS_QUERY_KEY = ['timesheets'] as const;
/** A new company's first steps: any change it makes may tick one, so every successful mutation refreshes it. */
export const ONBOARDING_QUERY_KEY = ['onboarding'] as const;
/** Every leave figure: the Congés tab reads them; its decisions change balances and time sheets. */
export const LEAVE_QUERY_KEY = ['leave'] as const;
/** The public details: the server seeds it when it renders a page, the browser reads them inlined. */
export const SITE_CONFIG_QUERY_KEY = ['site-config'] as const;
/**
 * What waits for the manager (pending leave requests, entries 'À régulariser'): the counts on the
 * account's sections, refreshed by every leave decision and time-sheet correction.
 */
export const WAITING_QUERY_KEY = ['waiting'] as const;
/**
 * The company's live sites with their employees and kiosks: the Sites section, the employee form,
 * the pairing dialog and 'Présents en ce moment' read them; employees and kiosks change the counts.
 */
export const SITES_QUERY_KEY = ['sites'] as const;
