import type { AbsenceType } from '@pointeo/domain/leave';
import { LEAVE_MESSAGES as M } from '@pointeo/domain/leave-messages';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CheckboxField } from './checkbox-field';
import { FormField, inputClass } from './form-field';

interface SpanValues {
  typeId: string;
  startDate: string;
  endDate: string;
  startHalfDay?: boolean;
  endHalfDay?: boolean;
  comment?: string | null;
}

/**
 * Type, dates, half days and comment of an absence: the company's 'Saisir une absence' and the
 * kiosk's 'Demander un congé' ask the same (the fields only; each form has its own schema).
 */
export function AbsenceFields<Values extends SpanValues>({
  types,
  register,
  errors,
}: {
  types: AbsenceType[];
  register: UseFormRegister<Values>;
  errors: FieldErrors<SpanValues>;
}) {
  const field = register as unknown as UseFormRegister<SpanValues>;
  return (
    <>
      <FormField label={M.type} required error={errors.typeId?.message}>
        <select className={inputClass} {...field('typeId')}>
          <option value="">Choisir un type</option>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={M.startDate} required error={errors.startDate?.message}>
          <input type="date" className={inputClass} {...field('startDate')} />
        </FormField>
        <FormField label={M.endDate} required error={errors.endDate?.message}>
          <input type="date" className={inputClass} {...field('endDate')} />
        </FormField>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{M.halfDay}</legend>
        <CheckboxField label={M.startHalfDay} {...field('startHalfDay')} />
        <CheckboxField label={M.endHalfDay} {...field('endHalfDay')} />
        {errors.endHalfDay?.message && (
          <p className="text-sm text-red-700" role="alert">
            {errors.endHalfDay.message}
          </p>
        )}
      </fieldset>
      <FormField label={M.comment} error={errors.comment?.message}>
        <textarea className={inputClass} rows={2} maxLength={500} {...field('comment')} />
      </FormField>
    </>
  );
}
