import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from './app-error';

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * The 49,233 most common passwords of zxcvbn-ts (all lower case), checked offline and on the server
 * only: the list never reaches the web bundle (decision 084). Built on first use.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Refuses a new password found in the list, with the message under `field` (the form's name for it).
 * Every place a password is set calls it before hashing: registration, reset, an invitation's acceptance.
 */
export function assertPasswordNotCommon(password: string, field = 'password'): void {
  if (!isCommonPassword(password)) return;
  const message = ACCOUNT_MESSAGES.passwordTooCommon;
  throw new AppError('PASSWORD_TOO_COMMON', 422, message, { [field]: message });
}
