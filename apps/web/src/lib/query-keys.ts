/** Keys of the queries that more than one feature reads or refreshes. */
export const SESSION_QUERY_KEY = ['session'] as const;
export const ACCOUNT_QUERY_KEY = ['account'] as const;
