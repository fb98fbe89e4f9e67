/**
 * The codes of `{ error: { code, message } }`, the one error vocabulary of the API: the server
 * throws only these (AppError takes an ErrorCode), and the web switches on `ErrorCode.X`, never on
 * a literal. No zod here, so the first page load stays small; the body's schema is in errors.ts.
 */
const codes = <const Code extends string>(...list: Code[]) =>
  Object.freeze(Object.fromEntries(list.map((code) => [code, code]))) as { readonly [C in Code]: C };

export const ErrorCode = codes(
  // Guards and limits every route shares.
  'UNAUTHENTICATED',
  'KIOSK_NOT_ACTIVATED',
  'EMPLOYEE_NOT_SIGNED_IN',
  'FORBIDDEN_ORIGIN',
  'FEATURE_NOT_IN_PLAN',
  'COMPANY_WRITES_LIMITED',
  'RATE_LIMITED',
  // The API's keys (decision 075): missing, unknown, revoked or expired; a read-only key writing.
  'API_KEY_INVALID',
  'API_KEY_SCOPE',
  'API_KEY_RATE_LIMITED',
  // The member's role does not include the route's action (permissions.ts, decision 055).
  'ROLE_FORBIDDEN',
  // The error handler's, for what no route decided.
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'BAD_REQUEST',
  'INTERNAL_ERROR',
  // Accounts, and better-auth's refusals as the auth bridge passes them on.
  'EMAIL_TAKEN',
  'SIRET_TAKEN',
  'REGISTRATION_FAILED',
  'REGISTRATION_NO_SESSION',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'SIGN_IN_UNAVAILABLE',
  'COMPANY_NOT_FOUND',
  'AUTH_ERROR',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'USER_NOT_FOUND',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'INVALID_EMAIL',
  'INVALID_ORIGIN',
  'MISSING_OR_NULL_ORIGIN',
  'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
  // A new password found in the list of common ones (decision 084).
  'PASSWORD_TOO_COMMON',
  // Terms of sale and privacy documents not accepted, or accepted in an older version (decision 084).
  'TERMS_NOT_ACCEPTED',
  // Two-factor sign-in and the member's sessions (decision 080).
  'TWO_FACTOR_CODE_INVALID',
  'TWO_FACTOR_STEP_EXPIRED',
  'TWO_FACTOR_LOCKED',
  'TWO_FACTOR_ENROLMENT_REQUIRED',
  'TWO_FACTOR_ALREADY_ENABLED',
  'TWO_FACTOR_NOT_ENABLED',
  'TWO_FACTOR_NOT_STARTED',
  'PASSWORD_INCORRECT',
  'SESSION_NOT_FOUND',
  // The team: members and invitations (issue 29).
  'MEMBER_LIMIT_REACHED',
  'INVITATION_INVALID',
  'INVITATION_PENDING',
  // Sites (decision 059).
  'SITE_NOT_FOUND',
  'SITE_NAME_TAKEN',
  'SITE_IN_USE',
  'LAST_SITE',
  'TOO_MANY_SITES',
  // Employees.
  'EMPLOYEE_NOT_FOUND',
  'EMPLOYEE_LIMIT_REACHED',
  'DIRECTION_PROTECTED',
  'NO_LIVE_BADGE',
  'PIN_TAKEN',
  // The employee's own space (decision 071).
  'SPACE_SIGN_IN_FAILED',
  'EMPLOYEE_WITHOUT_EMAIL',
  // Clock: kiosks, pairing, punches.
  'DEVICE_NOT_FOUND',
  'TOO_MANY_KIOSKS',
  'KIOSK_LOCKED',
  'UNKNOWN_PIN',
  'PAIRING_CODE_NOT_FOUND',
  'PAIRING_CODE_UNKNOWN',
  'PAIRING_CODE_EXPIRED',
  'PAIRING_CODE_USED',
  'PAIRING_CODE_SITE_ARCHIVED',
  'PUNCH_ALREADY_RECORDED',
  'PUNCH_OUT_OF_ORDER',
  // A punch sealed by the kiosk that its device's keys do not open (decision 085).
  'PUNCH_UNREADABLE',
  'PUNCH_NOT_LATEST',
  'PUNCH_NOT_CANCELLABLE',
  'PUNCH_ALREADY_CANCELLED',
  'CANCEL_TOO_LATE',
  'OTHER_SITE_PUNCH_REFUSED',
  // A site's QR code (decision 070).
  'SITE_CODE_INVALID',
  'SITE_CODE_EXPIRED',
  'SITE_CODE_USED',
  'SITE_CODE_OFF',
  // Clocking from a phone (decision 069).
  'PHONE_CLOCKING_REFUSED',
  'POSITION_REQUIRED',
  'PUNCH_ID_TAKEN',
  // Timesheets: entries, corrections, months.
  'ENTRY_NOT_FOUND',
  'ENTRY_OVERLAP',
  'ENTRY_STILL_OPEN',
  'ENTRY_ALREADY_CLOSED',
  'INVALID_ENTRY_TIMES',
  'TOO_MANY_ENTRIES_ON_DAY',
  'NOTHING_TO_CHANGE',
  'MONTH_LOCKED',
  'MONTH_NOT_STARTED',
  'MONTH_HAS_OPEN_ENTRIES',
  'MONTH_ALREADY_VALIDATED',
  'MONTH_NOT_VALIDATED',
  // The employee's correction requests (decision 073).
  'CORRECTION_REQUEST_NOT_FOUND',
  'REQUEST_ALREADY_ANSWERED',
  // Leave.
  'TYPE_NOT_FOUND',
  'TYPE_NAME_TAKEN',
  'TOO_MANY_TYPES',
  'ABSENCE_NOT_FOUND',
  'ABSENCE_OVERLAP',
  'BALANCE_OVERDRAWN',
  'BAD_IMPORT_FILE',
  'IMPORT_HAS_ERRORS',
  'ALREADY_DECIDED',
  'NOT_APPROVED',
  'BAD_PERIOD',
  'NO_LEAVE_DAY',
  'TOO_MANY_PENDING_REQUESTS',
  'TOO_MANY_REQUESTS_TODAY',
  'KIOSK_TOO_MANY_REQUESTS',
  // Reports and custom reports.
  'PAYROLL_NUMBER_MISSING',
  'PAYROLL_EMPTY',
  'PAYROLL_CODE_MISSING',
  'PAYROLL_UNENCODABLE',
  'REPORT_NOT_FOUND',
  'REPORT_NAME_TAKEN',
  'TOO_MANY_REPORTS',
  // The public API under /api/v1 (decision 076).
  'INVALID_CURSOR',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
  // Billing, the payment simulator and invoices.
  'NO_SUBSCRIPTION',
  'NOTHING_TO_PREVIEW',
  'UPGRADE_NOT_CONFIRMED',
  'UPGRADE_AMOUNT_CHANGED',
  'UPGRADE_PREVIEW_EXPIRED',
  'CHECKOUT_NOT_FOUND',
  'CHECKOUT_FORBIDDEN',
  'CHECKOUT_CLOSED',
  'CHECKOUT_NOT_PAID',
  'CHECKOUT_PLAN_MISMATCH',
  'CARD_DECLINED',
  'PAYMENT_DECLINED',
  'PAYMENT_PENDING',
  'PAYMENT_CONFIGURATION',
  'PAYMENT_PROVIDER_FAILED',
  'WEBHOOK_SIGNATURE_INVALID',
  'INVOICE_NOT_FOUND',
  'INVOICE_FORBIDDEN',
  // The 'Clés d'API' section (decision 075).
  'API_KEY_NOT_FOUND',
  'TOO_MANY_API_KEYS',
  // Webhooks (decision 077).
  'WEBHOOK_ENDPOINT_NOT_FOUND',
  'WEBHOOK_DELIVERY_NOT_FOUND',
  'WEBHOOK_URL_REFUSED',
  'WEBHOOK_ENDPOINT_LIMIT',
  'WEBHOOK_ENDPOINT_DISABLED',
  // The push to Silae's API (decision 079).
  'SILAE_NOT_CONNECTED',
  'SILAE_SECRET_REQUIRED',
  'SILAE_REFUSED_CREDENTIALS',
  'SILAE_UNREACHABLE',
  'SILAE_PUSH_BLOCKED',
  'SILAE_PUSH_RUNNING',
  'SILAE_PUSH_NOT_FOUND',
  // 'Supprimer le compte' (decision 083).
  'CLOSE_NAME_MISMATCH',
  'CLOSE_WRONG_PASSWORD',
  'ACCOUNT_ALREADY_CLOSED',
  // The company's data export and an employee's (decision 082).
  'DATA_EXPORT_RUNNING',
  'DATA_EXPORT_NOT_FOUND',
  'DATA_EXPORT_NOT_READY',
  'DATA_EXPORT_ALREADY_DOWNLOADED',
  'DATA_EXPORT_EXPIRED',
);

/** Fastify's own refusal of an address or a body (FST_ERR_BAD_URL…), passed on as it names it. */
export type FrameworkErrorCode = `FST_ERR_${string}`;

export type ErrorCode = keyof typeof ErrorCode | FrameworkErrorCode;

/** The web's own, for a failure with no answer of the API to read. */
export const ClientErrorCode = codes('NETWORK_ERROR', 'UNEXPECTED_ANSWER', 'HTTP_ERROR');
export type ClientErrorCode = keyof typeof ClientErrorCode;

/** The French words of failures that belong to no feature. */
export const ERROR_MESSAGES = {
  unexpected: 'Une erreur inattendue est survenue. Veuillez réessayer.',
  forbiddenOrigin: 'Requête refusée\u202f: elle ne provient pas de Pointeo.',
} as const;
