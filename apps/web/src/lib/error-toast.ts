import { toast } from '../components/ui/toasts';
import { isSessionExpired } from './api';

/**
 * SPEC §8 'Erreur: {message}' for a failed load, save or add. An expired session is left to the
 * session-expiry handler, which already says so and redirects.
 */
export function toastError(error: unknown) {
  if (isSessionExpired(error)) return;
  toast.error(`Erreur\u202f: ${error instanceof Error ? error.message : String(error)}`);
}
