import { SiteFilter } from '../../components/ui/site-filter';
import { useCan } from '../../lib/current-member';
import { CustomReportsSection } from './components/custom-reports-section';
import { MonthClosingSection } from './components/month-closing-section';
import { MonthlyReportSection, ReportMonthField } from './components/monthly-report-section';
import { useReportMonth } from './report-month';

/**
 * The 'Rapports' tab: the month, then 'Clôture du mois' (validating and the payroll export, decision
 * 049), the monthly report and its files, then custom reports (Standard and Premium). The closing
 * reads the month's timesheets: a role that may not (the Comptable) has the report without it.
 */
export function ReportsTab() {
  const [month] = useReportMonth();
  const readsTimesheets = useCan('timesheets.read');
  return (
    <div className="space-y-10">
      <div className="space-y-6">
        <div className="flex flex-wrap items-end gap-4">
          <ReportMonthField />
          <SiteFilter />
        </div>
        {readsTimesheets && <MonthClosingSection month={month} />}
        <MonthlyReportSection month={month} />
      </div>
      <CustomReportsSection />
    </div>
  );
}
