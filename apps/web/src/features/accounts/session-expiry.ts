import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import { toast } from '../../components/ui/toasts';
import { ApiError } from '../../lib/api';

export const SESSION_EXPIRY_REDIRECT_MS = 2_000;
let redirecting = false;

/**
 * Called for every failed query and mutation: when the account area finds its session gone,
 * say so once, then go to /login after 2 s (SPEC §4, §9).
 */
export function handleSessionExpiry(error: unknown, navigate: (path: string) => unknown) {
  if (!(error instanceof ApiError) || error.code !== 'UNAUTHENTICATED') return;
  if (!window.location.pathname.startsWith('/account') || redirecting) return;
  redirecting = true;
  toast.error(ACCOUNT_MESSAGES.sessionExpired);
  setTimeout(() => {
    redirecting = false;
    navigate('/login');
  }, SESSION_EXPIRY_REDIRECT_MS);
}
