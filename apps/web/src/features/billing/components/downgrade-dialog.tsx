import type { BillingState } from '@pointeo/domain/billing';
import { formatFrenchDate } from '@pointeo/domain/dates';
import { formatEuros } from '@pointeo/domain/money';
import type { Plan } from '@pointeo/domain/plans';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DowngradeDialogProps {
  state: BillingState;
  /** The lower plan asked for; null keeps the dialog closed. */
  target: Plan | null;
  onConfirm: (plan: Plan) => void;
  onCancel: () => void;
}

function nextPeriodTerms(plan: Plan) {
  const price =
    plan.priceCents === 0 ? 'sans facturation' : `facturé ${formatEuros(plan.priceCents)} par mois`;
  const limit = plan.employeeLimit === null ? '' : `, limité à ${plan.employeeLimit} employés`;
  return `${price}${limit}`;
}

/** A downgrade waits for the period end: say so, and what the lower plan brings, before asking. */
export function DowngradeDialog({ state, target, onConfirm, onCancel }: DowngradeDialogProps) {
  return (
    <ConfirmDialog
      title={target ? `Passer au plan ${target.name} ?` : ''}
      open={target !== null}
      confirmLabel="Rétrograder"
      onConfirm={() => target && onConfirm(target)}
      onCancel={onCancel}
    >
      {target && (
        <div className="space-y-2">
          <p>
            Votre plan {state.plan} reste actif jusqu'au {formatFrenchDate(state.renewsAt)}, sans
            remboursement de la période en cours.
          </p>
          <p>
            À la fin de cette période, votre abonnement passera au plan <strong>{target.name}</strong> (
            {nextPeriodTerms(target)}).
          </p>
        </div>
      )}
    </ConfirmDialog>
  );
}
