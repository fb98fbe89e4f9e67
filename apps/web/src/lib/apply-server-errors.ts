import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/** Shows the server's French field messages under the matching inputs. */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>) {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fields)) setError(field as Path<T>, { message });
}
