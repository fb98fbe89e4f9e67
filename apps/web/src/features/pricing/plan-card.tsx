import { formatEuros } from '@pointeo/domain/money';
import type { Plan } from '@pointeo/domain/plans';
import { splitVat } from '@pointeo/domain/vat';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

interface PlanCardProps {
  plan: Plan;
  /** Why this card stands out ('Le plus choisi'); none leaves it plain. */
  highlight?: string;
  /** The button or status shown at the bottom of the card. */
  action: ReactNode;
}

/** Buyers are companies: the price says TTC, with the HT amount they book beside it. */
function Price({ plan }: { plan: Plan }) {
  const paid = plan.priceCents > 0;
  return (
    <div className="mt-4">
      <p className="flex flex-wrap items-baseline gap-x-1">
        <span className="text-4xl font-bold text-slate-900">
          {formatEuros(plan.priceCents)}
          {paid && <span className="text-lg font-semibold">{'\u00a0'}TTC</span>}
        </span>{' '}
        <span className="text-slate-600">/ mois</span>
      </p>
      {/* Kept when empty, so the three cards stay in line. */}
      <p className="mt-1 min-h-5 text-sm text-slate-600">
        {paid && `soit ${formatEuros(splitVat(plan.priceCents).netCents)}\u00a0HT / mois`}
      </p>
    </div>
  );
}

export function PlanCard({ plan, highlight, action }: PlanCardProps) {
  const titleId = `plan-${plan.name}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-2xl border bg-white p-8 shadow-sm ${
        highlight ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'
      }`}
    >
      {highlight && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
          {highlight}
        </p>
      )}
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {plan.name}
      </h2>
      <Price plan={plan} />
      <p className="mt-3 text-slate-600">{plan.description}</p>
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-slate-700">
            <Check className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8">{action}</div>
    </article>
  );
}
