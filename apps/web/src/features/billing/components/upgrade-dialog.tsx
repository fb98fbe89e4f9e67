import type { BillingState, UpgradeConfirmation } from '@pointeo/domain/billing';
import { formatFrenchDate } from '@pointeo/domain/dates';
import { formatEuros } from '@pointeo/domain/money';
import type { Plan } from '@pointeo/domain/plans';
import { CreditCard } from 'lucide-react';
import { useEffect } from 'react';
import { AmountBreakdown } from '../../../components/ui/amount-breakdown';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { useUpgradePreview } from '../api/upgrade-preview';
import { cardLabel } from '../billing-display';

interface UpgradeDialogProps {
  state: BillingState;
  /** The higher plan asked for; null keeps the dialog closed (and asks nothing). */
  target: Plan | null;
  /** Charge the amount shown: the server refuses any other. */
  onConfirm: (plan: Plan, confirmation: UpgradeConfirmation) => void;
  /** The change goes through the hosted checkout, which shows its own amounts. */
  onCheckout: (plan: Plan) => void;
  onCancel: () => void;
}

/**
 * Before an upgrade charged at once (issue 25 item 8): what is paid now and then every month, HT,
 * TVA and TTC, and on which card. Nothing is asked of the provider but the preview until 'Payer'.
 */
export function UpgradeDialog({ state, target, onConfirm, onCheckout, onCancel }: UpgradeDialogProps) {
  const preview = useUpgradePreview(target?.name ?? null);
  const charge = preview.data?.outcome === 'charge' ? preview.data : null;
  const goesToCheckout = preview.data?.outcome === 'checkout';

  useEffect(() => {
    if (target && goesToCheckout) onCheckout(target);
  }, [target, goesToCheckout, onCheckout]);

  return (
    <Modal
      title={target ? `Passer au plan ${target.name}\u202f?` : ''}
      open={target !== null && !goesToCheckout}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Annuler
          </Button>
          <Button
            disabled={!charge}
            onClick={() =>
              target &&
              charge &&
              onConfirm(target, { amountCents: charge.now.grossCents, prorationDate: charge.prorationDate })
            }
          >
            {charge ? `Payer ${formatEuros(charge.now.grossCents)}` : 'Payer'}
          </Button>
        </>
      }
    >
      {preview.isPending && <LoadingIndicator label={'Calcul du montant…'} />}
      {preview.isError && <ErrorAlert error={preview.error} />}
      {charge && target && (
        <div className="space-y-5 text-slate-700">
          <section className="space-y-2">
            <h3 className="font-semibold text-slate-900">Aujourd'hui, pour la période en cours</h3>
            <p className="text-sm">
              La différence entre votre plan {state.plan} et le plan {target.name}, au prorata des jours
              restants jusqu'au {formatFrenchDate(state.renewsAt)}.
            </p>
            <AmountBreakdown label="Montant débité maintenant" amount={charge.now} />
          </section>
          <section className="space-y-2">
            <h3 className="font-semibold text-slate-900">Puis chaque mois</h3>
            <AmountBreakdown label="Montant débité chaque mois" amount={charge.monthly} />
          </section>
          <p className="flex items-center gap-2 rounded-md bg-slate-50 p-3 text-sm">
            <CreditCard className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
            {charge.card
              ? `Carte débitée\u202f: ${cardLabel(charge.card)}`
              : 'Carte débitée\u202f: celle enregistrée pour votre abonnement'}
          </p>
        </div>
      )}
    </Modal>
  );
}
