import type { ComponentType } from 'react';
import { PlansLink } from './plans-link';

interface UpgradePanelProps {
  /** The id tying the section to its heading. */
  id: string;
  title: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** The server's French refusal, which names the plans that include the feature. */
  message: string;
  /** What the feature does, one line each. */
  points: readonly string[];
}

/** On a plan without a feature: what it does, the server's French refusal, and the way to upgrade. */
export function UpgradePanel({ id, title, icon: Icon, message, points }: UpgradePanelProps) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 p-6">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon className="h-5 w-5 text-brand-700" aria-hidden="true" />
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{message}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <PlansLink className="mt-4" />
    </section>
  );
}
