import { SPACE_MESSAGES, type SpaceMe } from '@pointeo/domain/employee-space';
import { LogOut } from 'lucide-react';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { toastError } from '../../../lib/error-toast';
import { useSpaceSignOut } from '../api/space';
import { ConfirmMonthsSection } from './confirm-months-section';
import { CorrectionRequestsSection } from './correction-requests-section';
import { SpaceEntriesSection } from './space-entries';
import { SpaceHoursSection } from './space-hours';
import { SpaceLeaveSection } from './space-leave';
import { SpacePunchSection } from './space-punch';
import { SpaceStatementSection } from './space-statement';

/** The employee's space once signed in: whose it is, for which company, and the way out. */
export function SpaceHome({ me }: { me: SpaceMe }) {
  const signOut = useSpaceSignOut();
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 py-3">
          <BrandLogo />
          <button
            type="button"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate(undefined, { onError: toastError })}
            className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {SPACE_MESSAGES.signOut}
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-2xl space-y-8 px-4 py-6">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            {me.firstName} {me.lastName}
          </h1>
          <p className="text-slate-600">{me.companyName}</p>
        </div>
        <SpacePunchSection employeeId={me.employeeId} />
        <SpaceHoursSection />
        <SpaceEntriesSection />
        <SpaceLeaveSection />
        <SpaceStatementSection />
        <CorrectionRequestsSection />
        <ConfirmMonthsSection />
      </main>
    </div>
  );
}
