import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import { toast } from '../components/ui/toasts';
import { ApiError } from './api';

export const SESSION_EXPIRY_REDIRECT_MS = 2_000;
/** Pages that need a signed-in company; elsewhere a 401 only means "signed out". */
const SIGNED_IN_PATHS = ['/account', '/payment-success'];
let redirecting = false;

/** SPEC §4, §9: say the session expired once, then go to /login after 2 s. */
export function expireSession(navigate: (path: string) => unknown) {
  if (redirecting) return;
  redirecting = true;
  toast.error(ACCOUNT_MESSAGES.sessionExpired);
  setTimeout(() => {
    redirecting = false;
    navigate('/login');
  }, SESSION_EXPIRY_REDIRECT_MS);
}

/** Called for every failed query and mutation: a page that needs a session finds it gone. */
export function handleSessionExpiry(error: unknown, navigate: (path: string) => unknown) {
  if (!(error instanceof ApiError) || error.code !== 'UNAUTHENTICATED') return;
  if (!SIGNED_IN_PATHS.some((path) => window.location.pathname.startsWith(path))) return;
  expireSession(navigate);
}
