import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import { loginPathReturningTo } from '@pointeo/domain/return-path';
import { toast } from '../components/ui/toasts';

export const SESSION_EXPIRY_REDIRECT_MS = 2_000;
/** One toast id: however many requests find the session gone, sonner shows the message once. */
const SESSION_EXPIRED_TOAST_ID = 'session-expired';
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
