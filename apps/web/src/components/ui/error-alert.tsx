import { isSessionExpired } from '../../lib/api';

/**
 * SPEC §8 'Erreur: {message}' where a load failed, in place of what could not be shown. An expired
 * session shows nothing here: the session-expiry notice already says it, once, for the whole page.
 */
export function ErrorAlert({ error }: { error: Error }) {
  if (isSessionExpired(error)) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
      Erreur&#8239;: {error.message}
    </p>
  );
}
