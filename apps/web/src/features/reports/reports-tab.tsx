import { CustomReportsSection } from './components/custom-reports-section';
import { MonthlyReportSection } from './components/monthly-report-section';

/** The 'Rapports' tab: the monthly report and its files, then custom reports (Standard and Premium). */
export function ReportsTab() {
  return (
    <div className="space-y-10">
      <MonthlyReportSection />
      <CustomReportsSection />
    </div>
  );
}
