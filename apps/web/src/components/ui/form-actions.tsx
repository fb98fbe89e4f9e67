import { Button } from './button';

interface FormActionsProps {
  submitLabel: string;
  pending?: boolean;
  pendingLabel?: string;
  /** 'danger' when submitting destroys something (a deletion asked with a reason). */
  variant?: 'primary' | 'danger';
  onCancel: () => void;
}

/** Cancel and submit at the bottom of a form in a dialog; stacked on a phone, right-aligned otherwise. */
export function FormActions({
  submitLabel,
  pending = false,
  pendingLabel,
  variant = 'primary',
  onCancel,
}: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        Annuler
      </Button>
      <Button type="submit" variant={variant} disabled={pending}>
        {pending && pendingLabel ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
