import type { UpgradeConfirmation } from '@pointeo/domain/billing';
import { BILLING_MESSAGES, PLAN_CHANGE_TOAST_MS } from '@pointeo/domain/billing-messages';
import type { PlanName } from '@pointeo/domain/plans';
import { useEffect, useState } from 'react';
import { toast } from '../../components/ui/toasts';
import { leavePage } from '../../lib/leave-page';
import { useStoreBillingState } from './api/billing-state';
import { useChangePlan } from './api/change-plan';

/**
 * Asks the server for a plan change and acts on its answer (SPEC §4 Plans): a notice, the new state,
 * or the hosted checkout. `running` stays set while the browser leaves for the checkout. An upgrade
 * charged at once carries the amount the person confirmed.
 */
export function usePlanChange() {
  const change = useChangePlan();
  const storeState = useStoreBillingState();
  const [running, setRunning] = useState<PlanName | null>(null);

  useEffect(() => {
    // Back from the checkout, the browser may restore this page as it left it: buttons waiting.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && setRunning(null);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const run = (plan: PlanName, confirmation?: UpgradeConfirmation) => {
    setRunning(plan);
    change.mutate(confirmation ? { plan, confirmation } : { plan }, {
      onSuccess: (result) => {
        if (result.outcome === 'checkout') {
          leavePage(result.url);
          return;
        }
        storeState(result.state);
        // SPEC §9: every plan-change notice stays 6 s.
        if (result.outcome === 'unchanged') toast.info(result.message, { duration: PLAN_CHANGE_TOAST_MS });
        else toast.success(result.message, { duration: PLAN_CHANGE_TOAST_MS });
        setRunning(null);
      },
      onError: (error) => {
        toast.error(error.message || BILLING_MESSAGES.subscriptionUpdateFailed, {
          duration: PLAN_CHANGE_TOAST_MS,
        });
        setRunning(null);
      },
    });
  };

  return { running, run };
}
