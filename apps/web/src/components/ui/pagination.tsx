import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface PaginationProps {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous and next page buttons around 'Page 2 sur 100'. */
export function Pagination({ label, page, pageCount, onPage }: PaginationProps) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Précédente
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {page} sur {pageCount}
      </p>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        Suivante
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
