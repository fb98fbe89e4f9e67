import { TIMESHEET_MESSAGES } from '@pointeo/domain/timesheet-messages';
import { LogOut } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { CountBadge } from '../../components/ui/count-badge';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { Tabs } from '../../components/ui/tabs';
import { useAccount } from '../../features/accounts/api/account';
import { useSignOut } from '../../features/accounts/api/sign-out';
import { GeneralTab } from '../../features/accounts/components/general-tab';
import { RequireSession } from '../../features/accounts/require-session';
import { BillingTab } from '../../features/billing/billing-tab';
import { ClockTab } from '../../features/clock/components/clock-tab';
import { EmployeesTab } from '../../features/employees/employees-tab';
import { useToRegulariseCount } from '../../features/timesheets/api/week-view';

// The Temps tab is the account's largest; it loads when first opened, not with the account page.
const TimesheetsTab = lazy(() =>
  import('../../features/timesheets/timesheets-tab').then((module) => ({ default: module.TimesheetsTab })),
);

const TAB_IDS = ['general', 'billing', 'employees', 'time', 'clock'] as const;
type TabId = (typeof TAB_IDS)[number];

/** SPEC §2: `?tab=` picks general, billing or employees (and time and clock, ours); any other value means general. */
export function tabFromSearch(value: string | null): TabId {
  return TAB_IDS.find((id) => id === value) ?? 'general';
}

function AccountArea() {
  const [params, setParams] = useSearchParams();
  const account = useAccount();
  const signOut = useSignOut();
  const toRegularise = useToRegulariseCount();
  const tab = tabFromSearch(params.get('tab'));

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <title>Mon compte — Pointeo</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Mon compte</h1>
          {account.data && <p className="mt-1 text-slate-600">{account.data.name}</p>}
        </div>
        <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Déconnexion
        </Button>
      </div>

      <div className="mt-8">
        {account.isPending && <LoadingIndicator />}
        {account.isError && (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
            Erreur&#8239;: {account.error.message}
          </p>
        )}
        {account.data && (
          <Tabs
            label="Sections du compte"
            selected={tab}
            onSelect={(id) => setParams({ tab: id }, { replace: true })}
            tabs={[
              {
                id: 'general',
                label: 'Informations générales',
                panel: <GeneralTab account={account.data} />,
              },
              { id: 'billing', label: 'Facturation', panel: <BillingTab /> },
              { id: 'employees', label: 'Employés', panel: <EmployeesTab /> },
              {
                id: 'time',
                label: TIMESHEET_MESSAGES.tab,
                badge: <CountBadge count={toRegularise} description={`${toRegularise} à régulariser`} />,
                panel: (
                  <Suspense fallback={<LoadingIndicator />}>
                    <TimesheetsTab />
                  </Suspense>
                ),
              },
              { id: 'clock', label: 'Pointages', panel: <ClockTab /> },
            ]}
          />
        )}
      </div>
    </div>
  );
}

export default function AccountPage() {
  return (
    <RequireSession>
      <AccountArea />
    </RequireSession>
  );
}
