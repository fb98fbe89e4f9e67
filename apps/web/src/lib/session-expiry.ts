import { isSessionExpired } from './api';

/** Pages that need a signed-in company; elsewhere a 401 only means "signed out". */
const SIGNED_IN_PATHS = ['/account', '/payment-success'];

/**
 * Called for every failed query and mutation: a page that needs a session finds it gone. What says
 * so (its message, the toast, the way back) loads then, out of the home page's JavaScript.
 */
export function handleSessionExpiry(error: unknown, navigate: (path: string) => unknown) {
  if (!isSessionExpired(error)) return;
  if (!SIGNED_IN_PATHS.some((path) => window.location.pathname.startsWith(path))) return;
  void import('./expire-session').then(({ expireSession }) => expireSession(navigate));
}
