import { SiteFilter } from '../../components/ui/site-filter';
import { CustomReportsSection } from './components/custom-reports-section';
import { MonthClosingSection } from './components/month-closing-section';
import { MonthlyReportSection, ReportMonthField } from './components/monthly-report-section';
import { useReportMonth } from './report-month';

/**
 * The 'Rapports' tab: the month, then 'Clôture du mois' (validating and the payroll export, decision
 * 049), the monthly report and its files, then custom reports (Standard and Premium).
 */
export function ReportsTab() {
  const [month] = useReportMonth();
  return (
    <div className="space-y-10">
      <div className="space-y-6">
        <div className="flex flex-wrap items-end gap-4">
          <ReportMonthField />
          <SiteFilter />
        </div>
        <MonthClosingSection month={month} />
        <MonthlyReportSection month={month} />
      </div>
      <CustomReportsSection />
    </div>
  );
}
