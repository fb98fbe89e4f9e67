import { can, ROLE_LABELS } from '@pointeo/domain/permissions';
import { LogOut } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorAlert } from '../../components/ui/error-alert';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { Tabs } from '../../components/ui/tabs';
import { useAccount } from '../../features/accounts/api/account';
import { useSignOut } from '../../features/accounts/api/sign-out';
import { OnboardingChecklist } from '../../features/accounts/components/onboarding-checklist';
import { TermsDialog } from '../../features/accounts/components/terms-dialog';
import { RequireSession } from '../../features/accounts/require-session';
import { useCurrentMember } from '../../lib/current-member';
import { SITE_PARAM } from '../../lib/site-filter';
import { ACCOUNT_WIDTH } from '../account-width';
import { type AccountSection, sectionsFor, tabFromSearch } from './account-sections';

export { tabFromSearch };

function AccountArea() {
  const [params, setParams] = useSearchParams();
  const account = useAccount();
  const member = useCurrentMember();
  const signOut = useSignOut();
  const mustEnrol = member.data?.mustEnrolTwoFactor ?? false;
  const sections = member.data ? sectionsFor(member.data.role, mustEnrol) : [];
  const tab = tabFromSearch(params.get('tab'), sections);
  const failed = account.error ?? member.error;

  return (
    <div className={`mx-auto px-4 py-6 sm:py-8 ${ACCOUNT_WIDTH}`}>
      <title>Mon compte — Pointeo</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Mon compte</h1>
          {account.data && <p className="mt-1 break-words text-slate-600">{account.data.name}</p>}
          {member.data && (
            <p className="break-words text-sm text-slate-600">
              <span className="font-medium text-slate-900">{member.data.name}</span> —{' '}
              {ROLE_LABELS[member.data.role]}
            </p>
          )}
        </div>
        <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Déconnexion
        </Button>
      </div>

      <div className="mt-6">
        {(account.isPending || member.isPending) && !failed && <LoadingIndicator />}
        {failed && <ErrorAlert error={failed} />}
        {account.data && member.data && (
          <>
            {/* Its steps (employees, a kiosk) are the Administrateur's to take. */}
            {can(member.data.role, 'kiosks.manage') && !mustEnrol && (
              <OnboardingChecklist companyId={account.data.id} />
            )}
            {/* The company is the party to the contract: its administrators accept for it (decision 084). */}
            {can(member.data.role, 'account.edit') && <TermsDialog />}
            <Tabs
              label="Sections du compte"
              selected={tab}
              onSelect={(id) => setParams(tabSearch(id, params), { replace: true })}
              tabs={sections.map(({ id, label, Badge, Panel }: AccountSection) => ({
                id,
                label,
                badge: Badge && <Badge />,
                panel: <Panel account={account.data} />,
              }))}
            />
          </>
        )}
      </div>
    </div>
  );
}

/** A section's address: its `?tab=`, and the site filter's choice, which every section shares. */
function tabSearch(tab: string, params: URLSearchParams) {
  const search = new URLSearchParams({ tab });
  const site = params.get(SITE_PARAM);
  if (site) search.set(SITE_PARAM, site);
  return search;
}

export default function AccountPage() {
  return (
    <RequireSession>
      <AccountArea />
    </RequireSession>
  );
}
