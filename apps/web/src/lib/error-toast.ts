import { toast } from '../components/ui/toasts';
import { ApiError } from './api';

/**
 * SPEC §8 'Erreur: {message}' for a failed load, save or add. An expired session is left to the
 * session-expiry handler, which already says so and redirects.
 */
export function toastError(error: unknown) {
  if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return;
  toast.error(`Erreur\u202f: ${error instanceof Error ? error.message : String(error)}`);
}
