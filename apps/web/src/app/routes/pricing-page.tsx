import type { BillingState } from '@pointeo/domain/billing';
import { BILLING_MESSAGES } from '@pointeo/domain/billing-messages';
import { PERMISSION_MESSAGES } from '@pointeo/domain/permissions';
import { PLANS, type Plan } from '@pointeo/domain/plans';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toasts';
import { useBillingState } from '../../features/billing/api/billing-state';
import { DowngradeDialog } from '../../features/billing/components/downgrade-dialog';
import { PaymentIssueAlert } from '../../features/billing/components/payment-issue-alert';
import { LoadingPlanAction, SignedInPlanAction } from '../../features/billing/components/plan-action';
import { UpgradeDialog } from '../../features/billing/components/upgrade-dialog';
import { usePlanChange } from '../../features/billing/use-plan-change';
import { useEmployees } from '../../features/employees/api/list-employees';
import { CanceledCheckoutNotice } from '../../features/pricing/canceled-notice';
import { PlanCard } from '../../features/pricing/plan-card';
import { useCan, useCurrentMember } from '../../lib/current-member';
import { useSession } from '../../lib/session';

/** SPEC §2: when the plan cannot be read, the page treats the company as on Gratuit. */
const FALLBACK_STATE: BillingState = {
  plan: 'Gratuit',
  pendingPlan: null,
  renewsAt: new Date(0).toISOString(),
  paymentIssue: null,
};

function SignedOutPlans() {
  const navigate = useNavigate();
  // SPEC §4, Plans: the free plan goes straight to /register, a paid one says why first.
  const choose = (plan: Plan) => {
    if (plan.priceCents > 0) toast.info(BILLING_MESSAGES.signInFirst);
    navigate('/register');
  };
  return (
    <PlanGrid
      action={(plan) => (
        <Button className="w-full" onClick={() => choose(plan)}>
          {BILLING_MESSAGES.subscribeButton}
        </Button>
      )}
    />
  );
}

/** A signed-in member: the plans to change to for a role that may (billing.manage), the plans alone otherwise. */
function MemberPlans() {
  const member = useCurrentMember();
  const mayChange = useCan('billing.manage');
  if (member.isPending) return <PlanGrid action={() => <LoadingPlanAction />} />;
  if (mayChange) return <SignedInPlans />;
  return (
    <>
      <p className="text-center text-slate-700">{PERMISSION_MESSAGES.adminOnlyPlan}</p>
      <PlanGrid action={() => null} />
    </>
  );
}

/** The plan buyers choose most: the one card that stands out, and says why. */
const MOST_CHOSEN = 'Standard';

function SignedInPlans() {
  const billing = useBillingState();
  const { running, run } = usePlanChange();
  const [downgradeTo, setDowngradeTo] = useState<Plan | null>(null);
  const [upgradeTo, setUpgradeTo] = useState<Plan | null>(null);
  const checkout = useCallback(
    (plan: Plan) => {
      setUpgradeTo(null);
      run(plan.name);
    },
    [run],
  );
  if (billing.isPending) return <PlanGrid action={() => <LoadingPlanAction />} />;
  const state = billing.data ?? FALLBACK_STATE;
  const dialog = {
    state,
    target: downgradeTo,
    onCancel: () => setDowngradeTo(null),
    onConfirm: (plan: Plan) => {
      setDowngradeTo(null);
      run(plan.name);
    },
  };

  return (
    <>
      <PaymentIssueAlert message={state.paymentIssue} />
      <PlanGrid
        action={(plan) => (
          <SignedInPlanAction
            plan={plan}
            state={state}
            running={running}
            onChoose={(chosen, direction) =>
              direction === 'downgrade'
                ? setDowngradeTo(chosen)
                : state.plan === 'Gratuit'
                  ? run(chosen.name)
                  : setUpgradeTo(chosen)
            }
          />
        )}
      />
      {state.plan === 'Gratuit' ? null : <DowngradeDialogWithHeadcount {...dialog} />}
      {/* An upgrade from a paid plan is charged at once: the amounts and the card are shown first. */}
      <UpgradeDialog
        state={state}
        target={upgradeTo}
        onCancel={() => setUpgradeTo(null)}
        onCheckout={checkout}
        onConfirm={(plan, confirmation) => {
          setUpgradeTo(null);
          run(plan.name, confirmation);
        }}
      />
    </>
  );
}

/**
 * The Employés count (active, direction excluded), asked as soon as a downgrade is possible, so
 * the dialog can warn when the lower plan allows fewer.
 */
function DowngradeDialogWithHeadcount(props: Omit<Parameters<typeof DowngradeDialog>[0], 'activeEmployees'>) {
  const employees = useEmployees({ q: '', page: 1 });
  return <DowngradeDialog {...props} activeEmployees={employees.data?.headcount.employees} />;
}

function PlanGrid({ action }: { action: (plan: Plan) => React.ReactNode }) {
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-3">
      {PLANS.map((plan) => (
        <PlanCard
          key={plan.name}
          plan={plan}
          highlight={plan.name === MOST_CHOSEN ? 'Le plus choisi' : undefined}
          action={action(plan)}
        />
      ))}
    </div>
  );
}

export default function PricingPage() {
  const session = useSession();
  return (
    <div className="bg-slate-50">
      <title>Tarifs — Pointeo</title>
      <div className="mx-auto max-w-6xl px-4 py-16">
        <header className="text-center">
          <h1 className="text-4xl font-bold text-slate-900">Des tarifs simples et transparents</h1>
          <p className="mt-4 text-lg text-slate-600">
            Commencez gratuitement, changez de plan quand vous voulez. Prix par mois, TVA de 20{'\u202f'}%
            comprise, sans engagement.
          </p>
        </header>
        <CanceledCheckoutNotice />
        <div className="mt-4">
          {session.isPending && <PlanGrid action={() => <LoadingPlanAction />} />}
          {!session.isPending && (session.data ? <MemberPlans /> : <SignedOutPlans />)}
        </div>
        <p className="mt-12 text-center text-slate-600">
          Plus de 500 employés ou des besoins particuliers&#8239;?{' '}
          <Link to="/contact" className="font-semibold text-brand-700 underline hover:text-brand-800">
            {BILLING_MESSAGES.contactSales}
          </Link>
        </p>
      </div>
    </div>
  );
}
