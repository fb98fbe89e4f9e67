import { SPACE_VIEW_MESSAGES as M } from '@pointeo/domain/employee-space-views';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useDownloadStatement } from '../api/space-views';
import { currentMonth, monthLabel, shiftMonth } from '../space-display';

/** 'Mon relevé mensuel': this month's and last month's statement, as the company's PDF gives it. */
export function SpaceStatementSection() {
  const download = useDownloadStatement();
  const thisMonth = currentMonth();
  return (
    <section aria-labelledby="space-statement-title" className="space-y-3">
      <h2 id="space-statement-title" className="text-xl font-semibold text-slate-900">
        {M.statement}
      </h2>
      <p className="text-slate-600">{M.statementHint}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {[thisMonth, shiftMonth(thisMonth, -1)].map((month) => (
          <Button
            key={month}
            variant="secondary"
            disabled={download.isPending}
            onClick={() => download.mutate(month)}
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {M.downloadStatement(monthLabel(month))}
          </Button>
        ))}
      </div>
    </section>
  );
}
