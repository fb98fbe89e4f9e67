import type { ReactNode } from 'react';

const tones = {
  red: 'bg-red-50 text-red-800 ring-red-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  blue: 'bg-brand-50 text-brand-900 ring-brand-100',
  green: 'bg-green-50 text-green-800 ring-green-200',
  slate: 'bg-slate-100 text-slate-800 ring-slate-200',
} as const;

export type BadgeTone = keyof typeof tones;

export const badgeClass = (tone: BadgeTone) =>
  `inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`;

/** A short state next to a figure: 'À régulariser', 'En cours', 'Validé'. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={badgeClass(tone)}>{children}</span>;
}
