import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { toast } from '../components/ui/toasts';
import { isSessionExpired } from './api';
import { applyServerFieldErrors } from './apply-server-errors';
import { toastError } from './error-toast';

/**
 * One outcome for every form in a dialog: on success a toast and the dialog closes; on failure the
 * server's field messages go under the fields and the dialog stays open. The refusal's message goes
 * to `onRefused` when the form shows it itself (`FormRefusal`, where the eye is: issue 28), else
 * into a toast. An expired session is left to the session-expiry handler either way.
 */
export async function saveForm<T extends FieldValues>(
  work: () => Promise<unknown>,
  success: string,
  setError: UseFormSetError<T>,
  onDone: () => void,
  onRefused?: (error: Error) => void,
) {
  try {
    await work();
    toast.success(success);
    onDone();
  } catch (error) {
    applyServerFieldErrors(error, setError);
    if (onRefused && error instanceof Error && !isSessionExpired(error)) onRefused(error);
    else toastError(error);
  }
}
