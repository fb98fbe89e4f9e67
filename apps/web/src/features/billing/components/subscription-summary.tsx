import type { BillingState } from '@pointeo/domain/billing';
import { formatFrenchDate } from '@pointeo/domain/dates';
import { currentPlanEndLabel, pendingPlanLabel } from '../billing-display';
import { PaymentIssueAlert } from './payment-issue-alert';

/** The current plan, when it renews (or ends), the change waiting for the period end, a failed payment. */
export function SubscriptionSummary({ state }: { state: BillingState }) {
  const endsWithPeriod = state.pendingPlan === 'Gratuit';
  return (
    <div className="space-y-3">
      <p className="text-slate-700">
        Plan <strong className="text-slate-900">{state.plan}</strong>
        {endsWithPeriod
          ? ` — ${currentPlanEndLabel(state)}.`
          : `, renouvellement le ${formatFrenchDate(state.renewsAt)}.`}
      </p>
      {state.pendingPlan && (
        <p className="text-slate-700">
          Changement prévu vers le plan <strong className="text-slate-900">{state.pendingPlan}</strong>
          &#8239;: {pendingPlanLabel(state)}.
        </p>
      )}
      <PaymentIssueAlert message={state.paymentIssue} />
    </div>
  );
}
