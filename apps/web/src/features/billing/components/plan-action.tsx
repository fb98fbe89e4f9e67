import type { BillingState } from '@pointeo/domain/billing';
import { BILLING_MESSAGES } from '@pointeo/domain/billing-messages';
import { type Plan, type PlanDirection, type PlanName, planDirection } from '@pointeo/domain/plans';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { currentPlanEndLabel, pendingPlanLabel } from '../billing-display';

const LABELS: Record<PlanDirection, { idle: string; running: string }> = {
  current: { idle: BILLING_MESSAGES.currentPlan, running: BILLING_MESSAGES.currentPlan },
  upgrade: { idle: BILLING_MESSAGES.upgradeButton, running: BILLING_MESSAGES.upgradingLabel },
  downgrade: { idle: BILLING_MESSAGES.downgradeButton, running: BILLING_MESSAGES.downgradingLabel },
};

interface SignedInPlanActionProps {
  plan: Plan;
  state: BillingState;
  /** The plan whose change is on its way; every button waits for it. */
  running: PlanName | null;
  onChoose: (plan: Plan, direction: PlanDirection) => void;
}

/** SPEC §2 /pricing for a signed-in company: 'Plan actuel', 'Améliorer' or 'Rétrograder', and the pending dates. */
export function SignedInPlanAction({ plan, state, running, onChoose }: SignedInPlanActionProps) {
  const direction = planDirection(state.plan, plan.name);
  const pending = state.pendingPlan === plan.name;
  const note =
    (pending && pendingPlanLabel(state)) ||
    (direction === 'current' && state.pendingPlan === 'Gratuit' && currentPlanEndLabel(state)) ||
    null;
  const label = LABELS[direction][running === plan.name ? 'running' : 'idle'];
  const noteId = useId();
  return (
    <div className="space-y-2">
      <Button
        className="w-full"
        variant={direction === 'upgrade' ? 'primary' : 'secondary'}
        disabled={running !== null || (pending && plan.name === 'Gratuit')}
        onClick={() => onChoose(plan, direction)}
        aria-describedby={note ? noteId : undefined}
      >
        {label}
      </Button>
      {/* Kept when empty, so the buttons of the three cards stay in line. */}
      <p id={noteId} className="min-h-5 text-center text-sm font-medium text-slate-700">
        {note}
      </p>
    </div>
  );
}

/** Placeholder while the session or the plan loads. */
export function LoadingPlanAction() {
  return (
    <Button className="w-full" variant="secondary" disabled>
      Chargement...
    </Button>
  );
}
