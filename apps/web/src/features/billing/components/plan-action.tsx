import type { BillingState } from '@pointeo/domain/billing';
import { BILLING_MESSAGES } from '@pointeo/domain/billing-messages';
import { type Plan, type PlanDirection, type PlanName, planDirection } from '@pointeo/domain/plans';
import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { currentPlanEndLabel, pendingPlanLabel } from '../billing-display';

const LABELS: Record<Exclude<PlanDirection, 'current'>, { idle: string; running: string }> = {
  upgrade: { idle: BILLING_MESSAGES.upgradeButton, running: BILLING_MESSAGES.upgradingLabel },
  downgrade: { idle: BILLING_MESSAGES.downgradeButton, running: BILLING_MESSAGES.downgradingLabel },
};

interface SignedInPlanActionProps {
  plan: Plan;
  state: BillingState;
  /** The plan whose change is on its way; every button waits for it. */
  running: PlanName | null;
  onChoose: (plan: Plan, direction: Exclude<PlanDirection, 'current'>) => void;
}

/**
 * SPEC §2 /pricing for a signed-in company: the current plan as a badge ('Plan actuel'), nothing
 * to press; 'Améliorer' or 'Rétrograder' on the others; and the dates of a pending change.
 */
export function SignedInPlanAction({ plan, state, running, onChoose }: SignedInPlanActionProps) {
  const direction = planDirection(state.plan, plan.name);
  const pending = state.pendingPlan === plan.name;
  const note =
    (pending && pendingPlanLabel(state)) ||
    (direction === 'current' && state.pendingPlan === 'Gratuit' && currentPlanEndLabel(state)) ||
    null;
  const noteId = useId();
  return (
    <div className="space-y-2">
      {direction === 'current' ? (
        <p className="flex w-full items-center justify-center gap-2 rounded-md bg-brand-50 px-4 py-2.5 text-sm font-semibold text-brand-800">
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
          {BILLING_MESSAGES.currentPlan}
        </p>
      ) : (
        <Button
          className="w-full"
          variant={direction === 'upgrade' ? 'primary' : 'secondary'}
          disabled={running !== null || (pending && plan.name === 'Gratuit')}
          onClick={() => onChoose(plan, direction)}
          aria-describedby={note ? noteId : undefined}
        >
          {LABELS[direction][running === plan.name ? 'running' : 'idle']}
        </Button>
      )}
      {/* Kept when empty, so the three cards stay in line. */}
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
