import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SPACE_CODE_LENGTH, SPACE_SESSION_DAYS } from '@pointeo/domain/employee-space';

/** The cookie of a phone signed in to an employee's space: sent to the space's routes only. */
export const SPACE_COOKIE = 'pointeo_employee';
const SPACE_COOKIE_PATH = '/api/me';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A one-time code, kept as a hash salted with its row's id (two rows' equal codes differ). */
export function newSpaceCode(): string {
  return String(randomInt(0, 10 ** SPACE_CODE_LENGTH)).padStart(SPACE_CODE_LENGTH, '0');
}

export const hashSpaceCode = (codeId: string, code: string) => sha256(`${codeId}:${code}`);

/** The session's token: 256 random bits; only its hash is stored. */
export function newSpaceToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSpaceToken(token) };
}

export const hashSpaceToken = (token: string) => sha256(token);

export function spaceCookie(token: string, secure: boolean): string {
  return [
    `${SPACE_COOKIE}=${token}`,
    `Path=${SPACE_COOKIE_PATH}`,
    `Max-Age=${SPACE_SESSION_DAYS * 24 * 60 * 60}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSpaceCookie(secure: boolean): string {
  return [
    `${SPACE_COOKIE}=`,
    `Path=${SPACE_COOKIE_PATH}`,
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
