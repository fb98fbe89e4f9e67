import { type ComponentProps, type ReactNode, useId } from 'react';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'id' | 'className'> {
  label: ReactNode;
  /** A sentence under the label saying what ticking it changes. */
  description?: ReactNode;
  /** A box that must be ticked and is not: announced, and tied to the box. */
  error?: string | undefined;
}

/** A checkbox with its label beside it (the whole label toggles it), and an optional description. */
export function CheckboxField({ label, description, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
          {description && <span className="block text-slate-600">{description}</span>}
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
