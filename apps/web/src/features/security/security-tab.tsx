import { TWO_FACTOR_MESSAGES } from '@pointeo/domain/two-factor';
import { ErrorAlert } from '../../components/ui/error-alert';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { useCan, useCurrentMember } from '../../lib/current-member';
import { useSecurityState } from './api/security';
import { RequirementCard } from './components/requirement-card';
import { SessionsCard } from './components/sessions-card';
import { TwoFactorCard } from './components/two-factor-card';

/**
 * The account's 'Sécurité' section (decision 080), every member's: their two-factor sign-in and
 * sessions; the company's requirement for those who manage the team.
 */
export function SecurityTab() {
  const state = useSecurityState();
  const mustEnrol = useCurrentMember().data?.mustEnrolTwoFactor ?? false;
  const managesTeam = useCan('team.manage');
  if (state.isPending) return <LoadingIndicator />;
  if (state.error) return <ErrorAlert error={state.error} />;
  return (
    <div className="space-y-10">
      {mustEnrol && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {TWO_FACTOR_MESSAGES.enrolmentRequired}
        </p>
      )}
      <TwoFactorCard state={state.data} />
      <SessionsCard />
      {managesTeam && <RequirementCard required={state.data.companyRequiresTwoFactor} />}
    </div>
  );
}
