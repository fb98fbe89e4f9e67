import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import { loginPathReturningTo } from '@pointeo/domain/return-path';
import { toast } from '../components/ui/toasts';
import { isSessionExpired } from './api';

export const SESSION_EXPIRY_REDIRECT_MS = 2_000;
/** One toast id: however many requests find the session gone, sonner shows the message once. */
const SESSION_EXPIRED_TOAST_ID = 'session-expired';
/** Pages that need a signed-in company; elsewhere a 401 only means "signed out". */
const SIGNED_IN_PATHS = ['/account', '/payment-success'];
let redirecting = false;

/**
 * SPEC §4, §9: say the session expired once, then go to /login after 2 s, remembering the page
 * (as it is then: the person may have changed tab meanwhile) to come back to after signing in.
 */
export function expireSession(navigate: (path: string) => unknown) {
  if (redirecting) return;
  redirecting = true;
  toast.error(ACCOUNT_MESSAGES.sessionExpired, { id: SESSION_EXPIRED_TOAST_ID });
  setTimeout(() => {
    redirecting = false;
    navigate(loginPathReturningTo(`${window.location.pathname}${window.location.search}`));
  }, SESSION_EXPIRY_REDIRECT_MS);
}

/** Called for every failed query and mutation: a page that needs a session finds it gone. */
export function handleSessionExpiry(error: unknown, navigate: (path: string) => unknown) {
  if (!isSessionExpired(error)) return;
  if (!SIGNED_IN_PATHS.some((path) => window.location.pathname.startsWith(path))) return;
  expireSession(navigate);
}
