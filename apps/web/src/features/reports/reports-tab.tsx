import { MonthlyReportSection } from './components/monthly-report-section';

/** The 'Rapports' tab: the monthly report and its files. */
export function ReportsTab() {
  return (
    <div className="space-y-10">
      <MonthlyReportSection />
    </div>
  );
}
