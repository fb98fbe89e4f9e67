/**
 * How wide the account gets (its navigation bar and its page): 96rem, so that a month of the
 * 'Planning' (31 days) and the report's columns fit a 1440 px screen (decision 044). The public
 * pages stay at Tailwind's `max-w-6xl`.
 */
export const ACCOUNT_WIDTH = 'max-w-[96rem]';
