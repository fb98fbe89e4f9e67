import { formatEuros } from '@pointeo/domain/money';
import type { Plan } from '@pointeo/domain/plans';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

interface PlanCardProps {
  plan: Plan;
  highlighted?: boolean;
  /** The button or status shown at the bottom of the card. */
  action: ReactNode;
}

export function PlanCard({ plan, highlighted = false, action }: PlanCardProps) {
  const titleId = `plan-${plan.name}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`flex flex-col rounded-2xl border bg-white p-8 shadow-sm ${
        highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'
      }`}
    >
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {plan.name}
      </h2>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold text-slate-900">{formatEuros(plan.priceCents)}</span>
        <span className="text-slate-600">/ mois</span>
      </p>
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
