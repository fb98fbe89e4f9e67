import { PERMISSION_MESSAGES } from '@pointeo/domain/permissions';
import { Link } from 'react-router';
import { useCan } from '../../lib/current-member';
import { buttonClass } from './button';

/**
 * 'Voir les plans' for a member who may change the plan; the others are told who can, rather than
 * led to a page where they could not act.
 */
export function PlansLink({ className = '' }: { className?: string }) {
  const mayChangePlan = useCan('billing.manage');
  if (!mayChangePlan)
    return <p className={`text-sm text-slate-600 ${className}`}>{PERMISSION_MESSAGES.adminOnlyPlan}</p>;
  return (
    <Link to="/pricing" className={buttonClass('primary', className)}>
      Voir les plans
    </Link>
  );
}
