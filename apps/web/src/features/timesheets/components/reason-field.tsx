import { TIMESHEET_MESSAGES as M } from '@pointeo/domain/timesheet-messages';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClass } from '../../../components/ui/form-field';

/** 'Motif': every correction and every reopening says why, and the history keeps it. */
export function ReasonField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  return (
    <FormField label={M.reason} required hint="Il sera gardé dans l'historique." error={error}>
      <textarea className={inputClass} rows={2} maxLength={500} {...registration} />
    </FormField>
  );
}
