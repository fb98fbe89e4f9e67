import { formatEuros } from '@pointeo/domain/money';
import { VAT_RATE_PERCENT, type VatSplit } from '@pointeo/domain/vat';

/** An amount as a company reads it on a quote: HT, the VAT, and the TTC it pays (DESIGN.md item 9). */
export function AmountBreakdown({ amount, label }: { amount: VatSplit; label: string }) {
  const rows: [string, number][] = [
    ['Montant HT', amount.netCents],
    [`TVA (${VAT_RATE_PERCENT}\u00a0%)`, amount.vatCents],
  ];
  return (
    <dl aria-label={label} className="space-y-1 text-sm">
      {rows.map(([name, cents]) => (
        <div key={name} className="flex justify-between gap-4 text-slate-600">
          <dt>{name}</dt>
          <dd className="tabular-nums">{formatEuros(cents)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold text-slate-900">
        <dt>Total TTC</dt>
        <dd className="tabular-nums">{formatEuros(amount.grossCents)}</dd>
      </div>
    </dl>
  );
}
