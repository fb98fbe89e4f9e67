import { elide } from '@pointeo/domain/french-elision';
import type { EmployeeBalance, PeriodBalanceView } from '@pointeo/domain/leave';
import { formatLeaveDays, LEAVE_MESSAGES as M, periodLabel } from '@pointeo/domain/leave-messages';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { useBalances } from '../api/balances';
import { decisionTime } from '../leave-display';
import { AdjustmentForm, OpeningBalanceForm } from './credit-forms';

const POSITION_TITLES = {
  previous: 'Période précédente',
  current: 'Période en cours',
  next: 'Période suivante',
} as const;

type Editing = { kind: 'adjust' | 'opening'; balance: EmployeeBalance } | null;

/** 'Soldes': each employee's paid leave for the previous, current and next periods, and the changes made by hand. */
export function BalancesSection() {
  const balances = useBalances();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  if (balances.isPending) return <LoadingIndicator />;
  if (balances.isError) return <ErrorAlert error={balances.error} />;
  const unit = balances.data.settings.counting === 'ouvrables' ? 'jours ouvrables' : 'jours ouvrés';
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Congés payés en {unit}. Ce qu'une période de référence acquiert se prend la période suivante{'\u202f'}
        &#8239;; l'acquis d'une période terminée est arrondi au jour supérieur.
      </p>
      <ul className="space-y-4">
        {balances.data.employees.map((balance) => {
          const who = `${balance.employee.firstName} ${balance.employee.lastName}`;
          return (
            <li key={balance.employee.id} className="rounded-lg border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{who}</h3>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    onClick={() => setEditing({ kind: 'adjust', balance })}
                    aria-label={`${M.adjust} le solde ${elide('de', who)}`}
                  >
                    {M.adjust}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => setEditing({ kind: 'opening', balance })}
                    aria-label={`${M.openingBalance} ${elide('de', who)}`}
                  >
                    {M.openingBalance}
                  </Button>
                </div>
              </div>
              <div className="mt-3 grid gap-3 md:grid-cols-3">
                {balance.periods.map((period) => (
                  <PeriodCard key={period.start} period={period} who={who} />
                ))}
              </div>
              {balance.adjustments.length > 0 && (
                <details className="mt-3 text-sm text-slate-700">
                  <summary className="cursor-pointer font-medium">
                    {M.adjustments} ({balance.adjustments.length})
                  </summary>
                  <ul className="mt-2 space-y-1">
                    {balance.adjustments.map((credit) => (
                      <li key={credit.id}>
                        {credit.opening ? M.openingBalance : 'Ajustement'} de {formatLeaveDays(credit.days)} —{' '}
                        {credit.reason ?? 'sans motif'} ({credit.author.name}, le{' '}
                        {decisionTime(credit.createdAt)})
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          );
        })}
      </ul>
      <Modal
        title={editing?.kind === 'opening' ? M.setOpeningBalance : M.adjust}
        open={editing !== null}
        onClose={close}
      >
        {editing?.kind === 'adjust' && (
          <AdjustmentForm
            employeeId={editing.balance.employee.id}
            periods={editing.balance.periods}
            onDone={close}
          />
        )}
        {editing?.kind === 'opening' && (
          <OpeningBalanceForm
            employeeId={editing.balance.employee.id}
            periods={editing.balance.periods}
            onDone={close}
          />
        )}
      </Modal>
    </div>
  );
}

function PeriodCard({ period, who }: { period: PeriodBalanceView; who: string }) {
  return (
    <section
      aria-label={`${POSITION_TITLES[period.position]}, ${who}`}
      className="rounded-md bg-slate-50 p-3 text-sm"
    >
      <h4 className="font-medium text-slate-900">{POSITION_TITLES[period.position]}</h4>
      <p className="text-slate-600">{periodLabel(period.start, period.end)}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-2 gap-y-1">
        <dt className="text-slate-600">{period.acquiring ? M.acquiring : M.acquired}</dt>
        <dd className="text-right">{formatLeaveDays(period.acquired)}</dd>
        {period.opening !== 0 && (
          <>
            <dt className="text-slate-600">{M.openingBalance}</dt>
            <dd className="text-right">{formatLeaveDays(period.opening)}</dd>
          </>
        )}
        {period.adjustments !== 0 && (
          <>
            <dt className="text-slate-600">{M.adjustments}</dt>
            <dd className="text-right">{formatLeaveDays(period.adjustments)}</dd>
          </>
        )}
        <dt className="text-slate-600">{M.taken}</dt>
        <dd className="text-right">{formatLeaveDays(period.taken)}</dd>
        {period.pending !== 0 && (
          <>
            <dt className="text-slate-600">{M.pending}</dt>
            <dd className="text-right">{formatLeaveDays(period.pending)}</dd>
          </>
        )}
        <dt className="font-semibold text-slate-900">{M.remaining}</dt>
        <dd className="text-right font-semibold text-slate-900">{formatLeaveDays(period.remaining)}</dd>
      </dl>
    </section>
  );
}
