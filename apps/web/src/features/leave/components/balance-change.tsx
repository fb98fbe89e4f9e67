import type { Absence } from '@pointeo/domain/leave';
import { formatBalance, LEAVE_MESSAGES as M, periodLabel } from '@pointeo/domain/leave-messages';

/**
 * 'Solde avant : 3 jours · Solde après : −1 jour (négatif)', per period the request falls in
 * (decision 046). A negative balance is red and says 'négatif' in words.
 */
export function BalanceChange({ balance }: { balance: Absence['balance'] }) {
  if (balance.length === 0) return null;
  return (
    <div className="mt-1 text-sm text-slate-700">
      {balance.map((draw) => (
        <p key={draw.periodStart}>
          {balance.length > 1 && `${periodLabel(draw.periodStart, draw.periodEnd)} · `}
          {M.balanceBefore}&#8239;: <BalanceFigure days={draw.before} /> · {M.balanceAfter}&#8239;:{' '}
          <BalanceFigure days={draw.after} />
        </p>
      ))}
    </div>
  );
}

export function BalanceFigure({ days }: { days: number }) {
  return (
    <span className={days < 0 ? 'font-semibold text-red-700' : 'font-semibold text-slate-900'}>
      {formatBalance(days)}
    </span>
  );
}
