import type { BillingState } from '@pointeo/domain/billing';
import { formatFrenchDate } from '@pointeo/domain/dates';
import { formatEuros } from '@pointeo/domain/money';
import type { Plan } from '@pointeo/domain/plans';
import { AlertTriangle } from 'lucide-react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DowngradeDialogProps {
  state: BillingState;
  /** The lower plan asked for; null keeps the dialog closed. */
  target: Plan | null;
  /** Active employees, direction excluded, as the plan limit counts them; undefined while unknown. */
  activeEmployees?: number;
  onConfirm: (plan: Plan) => void;
  onCancel: () => void;
}

const count = new Intl.NumberFormat('fr-FR');

function nextPeriodTerms(plan: Plan) {
  const price =
    plan.priceCents === 0 ? 'sans facturation' : `facturé ${formatEuros(plan.priceCents)} TTC par mois`;
  const limit = plan.employeeLimit === null ? '' : `, limité à ${plan.employeeLimit} employés`;
  return `${price}${limit}`;
}

/**
 * What the server does above the limit (modules/employees): nobody is archived, everyone keeps
 * clocking; only adding an employee is refused while the count is at the limit or above.
 */
function OverLimitWarning({ target, activeEmployees }: { target: Plan; activeEmployees?: number }) {
  const limit = target.employeeLimit;
  if (limit === null || (activeEmployees !== undefined && activeEmployees <= limit)) return null;
  const who =
    activeEmployees === undefined
      ? `Si vous avez plus de ${count.format(limit)} employés actifs (hors direction), ils`
      : `Vous avez ${count.format(activeEmployees)} employés actifs (hors direction), plus que les ${count.format(limit)} du plan ${target.name}. Ils`;
  return (
    <div className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
      <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <p>
        {who} resteront tous actifs et pourront toujours pointer, mais vous ne pourrez plus ajouter d'employé
        tant que vous en aurez {count.format(limit)} ou plus.
      </p>
    </div>
  );
}

/** A downgrade waits for the period end: say so, and what the lower plan brings, before asking. */
export function DowngradeDialog({
  state,
  target,
  activeEmployees,
  onConfirm,
  onCancel,
}: DowngradeDialogProps) {
  return (
    <ConfirmDialog
      title={target ? `Passer au plan ${target.name}\u202f?` : ''}
      open={target !== null}
      confirmLabel="Rétrograder"
      onConfirm={() => target && onConfirm(target)}
      onCancel={onCancel}
    >
      {target && (
        <div className="space-y-3">
          <p>
            Votre plan {state.plan} reste actif jusqu'au {formatFrenchDate(state.renewsAt)}, sans
            remboursement de la période en cours.
          </p>
          <p>
            À la fin de cette période, votre abonnement passera au plan <strong>{target.name}</strong> (
            {nextPeriodTerms(target)}).
          </p>
          <OverLimitWarning target={target} activeEmployees={activeEmployees} />
        </div>
      )}
    </ConfirmDialog>
  );
}
