import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { toast } from '../components/ui/toasts';
import { applyServerFieldErrors } from './apply-server-errors';
import { toastError } from './error-toast';

/**
 * One outcome for every form in a dialog: on success a toast and the dialog closes; on failure the
 * server's field messages go under the fields and its message into a toast, the dialog staying open.
 */
export async function saveForm<T extends FieldValues>(
  work: () => Promise<unknown>,
  success: string,
  setError: UseFormSetError<T>,
  onDone: () => void,
) {
  try {
    await work();
    toast.success(success);
    onDone();
  } catch (error) {
    applyServerFieldErrors(error, setError);
    toastError(error);
  }
}
