import { elide } from '@pointeo/domain/french-elision';
import type { EmployeeBalance, PeriodBalanceView } from '@pointeo/domain/leave';
import { formatLeaveDays, LEAVE_MESSAGES as M, periodLabel } from '@pointeo/domain/leave-messages';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { inputClass } from '../../../components/ui/form-field';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { useCan } from '../../../lib/current-member';
import { useBalances } from '../api/balances';
import { decisionTime } from '../leave-display';
import { BalanceFigure } from './balance-change';
import { AdjustmentForm, OpeningBalanceForm } from './credit-forms';
import { OpeningImportForm } from './opening-import-form';

const POSITION_TITLES = {
  previous: 'Période précédente',
  current: 'Période en cours',
  next: 'Période suivante',
} as const;

type Editing = { kind: 'adjust' | 'opening' | 'detail'; balance: EmployeeBalance } | null;

/**
 * 'Soldes': one line per employee for the current period (acquired, taken, planned, waiting,
 * remaining), filtered by zone (sites do not exist yet); 'Détail' opens the three periods and the
 * changes made by hand.
 */
export function BalancesSection() {
  const balances = useBalances();
  const [editing, setEditing] = useState<Editing>(null);
  const [zone, setZone] = useState('');
  const [importing, setImporting] = useState(false);
  const maySetOpenings = useCan('leave.settings');
  const close = () => setEditing(null);
  if (balances.isPending) return <LoadingIndicator />;
  if (balances.isError) return <ErrorAlert error={balances.error} />;
  const unit = balances.data.settings.counting === 'ouvrables' ? 'jours ouvrables' : 'jours ouvrés';
  const shown = balances.data.employees.filter((row) => !zone || row.employee.zone === zone);
  const current = balances.data.employees[0]?.periods.find((period) => period.position === 'current');
  const editingWho = editing && `${editing.balance.employee.firstName} ${editing.balance.employee.lastName}`;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Congés payés en {unit}. Ce qu'une période de référence acquiert se prend la période suivante{'\u202f'}
        &#8239;; l'acquis d'une période terminée est arrondi au jour supérieur.
      </p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="text-sm font-medium text-slate-700">
          Zone
          <select
            className={`${inputClass} mt-1`}
            value={zone}
            onChange={(event) => setZone(event.target.value)}
          >
            <option value="">Tous les employés</option>
            {balances.data.zones.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        {maySetOpenings && (
          <Button variant="secondary" onClick={() => setImporting(true)}>
            <Upload className="h-4 w-4" aria-hidden="true" />
            {M.importOpening}
          </Button>
        )}
        {current && (
          <p className="text-sm text-slate-600">
            Période en cours{'\u202f'}: {periodLabel(current.start, current.end).toLowerCase()}
          </p>
        )}
      </div>
      <ScrollRegion label="Soldes de congés payés">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Soldes de congés payés de la période en cours</caption>
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2">
                {M.employee}
              </th>
              <th scope="col" className="px-3 py-2">
                Zone
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {M.acquired}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {M.taken}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {M.planned}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {M.pending}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {M.remaining}
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {shown.map((balance) => (
              <BalanceRow key={balance.employee.id} balance={balance} onEdit={setEditing} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {shown.length === 0 && <p className="text-slate-600">Aucun employé dans cette zone.</p>}
      <Modal title={M.importOpening} open={importing} onClose={() => setImporting(false)}>
        {importing && <OpeningImportForm onDone={() => setImporting(false)} />}
      </Modal>
      <Modal
        title={
          editing?.kind === 'opening'
            ? M.setOpeningBalance
            : editing?.kind === 'adjust'
              ? M.adjust
              : `${M.balanceDetail} ${elide('de', editingWho ?? '')}`
        }
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
        {editing?.kind === 'detail' && <BalanceDetail balance={editing.balance} who={editingWho ?? ''} />}
      </Modal>
    </div>
  );
}

/** The current period of one employee; what they acquired counts the opening balance and adjustments. */
function BalanceRow({ balance, onEdit }: { balance: EmployeeBalance; onEdit: (editing: Editing) => void }) {
  const mayAdjust = useCan('leave.decide');
  const maySetOpening = useCan('leave.settings');
  const who = `${balance.employee.firstName} ${balance.employee.lastName}`;
  const current = balance.periods.find((period) => period.position === 'current');
  if (!current) return null;
  const rights = Math.round((current.acquired + current.opening + current.adjustments) * 100) / 100;
  const cell = 'px-3 py-2 text-right whitespace-nowrap';
  return (
    <tr>
      <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-medium text-slate-900">
        {who}
      </th>
      <td className="px-3 py-2 text-slate-700">{balance.employee.zone}</td>
      <td className={cell}>{formatLeaveDays(rights)}</td>
      <td className={cell}>{formatLeaveDays(Math.round((current.taken - current.planned) * 100) / 100)}</td>
      <td className={cell}>{formatLeaveDays(current.planned)}</td>
      <td className={cell}>{formatLeaveDays(current.pending)}</td>
      <td className={cell}>
        <BalanceFigure days={current.remaining} />
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="ghost"
            onClick={() => onEdit({ kind: 'detail', balance })}
            aria-label={`${M.balanceDetail} ${elide('de', who)}`}
          >
            {M.balanceDetail}
          </Button>
          {mayAdjust && (
            <Button
              variant="secondary"
              onClick={() => onEdit({ kind: 'adjust', balance })}
              aria-label={`${M.adjust} le solde ${elide('de', who)}`}
            >
              {M.adjust}
            </Button>
          )}
          {maySetOpening && (
            <Button
              variant="secondary"
              onClick={() => onEdit({ kind: 'opening', balance })}
              aria-label={`${M.openingBalance} ${elide('de', who)}`}
            >
              {M.openingBalance}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** 'Détail': the previous, current and next periods, and the changes made by hand. */
function BalanceDetail({ balance, who }: { balance: EmployeeBalance; who: string }) {
  return (
    <div className="space-y-3">
      <div className="grid gap-3">
        {balance.periods.map((period) => (
          <PeriodCard key={period.start} period={period} who={who} />
        ))}
      </div>
      {balance.adjustments.length > 0 && (
        <section className="text-sm text-slate-700" aria-label={`${M.adjustments}, ${who}`}>
          <h4 className="font-medium">
            {M.adjustments} ({balance.adjustments.length})
          </h4>
          <ul className="mt-2 space-y-1">
            {balance.adjustments.map((credit) => (
              <li key={credit.id}>
                {credit.opening ? M.openingBalance : 'Ajustement'} de {formatLeaveDays(credit.days)} —{' '}
                {credit.reason ?? 'sans motif'} ({credit.author.name}, le {decisionTime(credit.createdAt)})
              </li>
            ))}
          </ul>
        </section>
      )}
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
        <dd className="text-right">{formatLeaveDays(period.taken - period.planned)}</dd>
        {period.planned !== 0 && (
          <>
            <dt className="text-slate-600">{M.planned}</dt>
            <dd className="text-right">{formatLeaveDays(period.planned)}</dd>
          </>
        )}
        {period.pending !== 0 && (
          <>
            <dt className="text-slate-600">{M.pending}</dt>
            <dd className="text-right">{formatLeaveDays(period.pending)}</dd>
          </>
        )}
        <dt className="font-semibold text-slate-900">{M.remaining}</dt>
        <dd className="text-right">
          <BalanceFigure days={period.remaining} />
        </dd>
      </dl>
    </section>
  );
}
