import { EMPLOYEE_MESSAGES } from '@pointeo/domain/employee-messages';
import type { EmployeeInputValues } from '@pointeo/domain/employees';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { hoursTextToMinutes, minutesToHoursText } from '../employee-display';

/**
 * 'Heures par semaine': typed in hours ('35', '17,5', '24h30'), kept in minutes as the API wants
 * them; what cannot be read becomes NaN, which the schema refuses with its French message.
 */
export function WeeklyHoursField({
  control,
  error,
}: {
  control: Control<EmployeeInputValues>;
  error?: string | undefined;
}) {
  const { field } = useController({ control, name: 'weeklyContractMinutes' });
  const [text, setText] = useState(() => (field.value === undefined ? '' : minutesToHoursText(field.value)));
  return (
    <FormField
      label={EMPLOYEE_MESSAGES.weeklyHours}
      required
      hint={'Durée du contrat, de 1 à 48 heures (35 par défaut)\u202f: 35, 17,5 ou 24h30.'}
      error={error}
    >
      <input
        className={`${inputClass} sm:max-w-48`}
        inputMode="decimal"
        autoComplete="off"
        name={field.name}
        ref={field.ref}
        value={text}
        onBlur={field.onBlur}
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(hoursTextToMinutes(event.target.value));
        }}
      />
    </FormField>
  );
}
