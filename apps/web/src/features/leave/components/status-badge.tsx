import type { AbsenceStatus } from '@pointeo/domain/leave';
import { statusLabel, statusTone } from '../leave-display';

const tones = {
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  green: 'bg-green-50 text-green-800 ring-green-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

/** 'En attente', 'Approuvée', 'Refusée' or 'Annulée'. */
export function AbsenceStatusBadge({ status }: { status: AbsenceStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[statusTone[status]]}`}
    >
      {statusLabel(status)}
    </span>
  );
}
