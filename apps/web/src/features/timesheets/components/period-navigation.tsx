import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';

const arrowClass =
  'rounded-md border border-slate-300 bg-white p-2.5 text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

interface PeriodNavigationProps {
  /** What the navigation moves through: 'Semaines', 'Mois'. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  /** What is shown or picked between the arrows (a date picker). */
  children?: ReactNode;
}

/** The arrows to the period before and after, named for screen readers. */
export function PeriodNavigation({
  label,
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
  children,
}: PeriodNavigationProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-end gap-2">
      <button type="button" className={arrowClass} aria-label={previousLabel} onClick={onPrevious}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
      </button>
      {children}
      <button type="button" className={arrowClass} aria-label={nextLabel} onClick={onNext}>
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
