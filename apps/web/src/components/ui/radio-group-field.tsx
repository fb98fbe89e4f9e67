import { type ComponentProps, useId } from 'react';

interface RadioGroupFieldProps<Value extends string>
  extends Omit<ComponentProps<'input'>, 'type' | 'id' | 'className' | 'value' | 'name'> {
  legend: string;
  hint?: string;
  options: ReadonlyArray<{ value: Value; label: string }>;
  /** Where the radios' name comes from: react-hook-form's `register(...)` gives it, else one is made. */
  name?: string;
}

/**
 * A group of radios as a fieldset: its legend names the question, each radio its own label (the whole
 * label picks it). Takes react-hook-form's `register(...)` spread, or `checked`/`onChange` per option
 * through `isChecked`.
 */
export function RadioGroupField<Value extends string>({
  legend,
  hint,
  options,
  name,
  ...input
}: RadioGroupFieldProps<Value>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <fieldset aria-describedby={hint ? hintId : undefined} className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              className="h-4 w-4 accent-brand-700"
              name={name ?? id}
              value={option.value}
              {...input}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
