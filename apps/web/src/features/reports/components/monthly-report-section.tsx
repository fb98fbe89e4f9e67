import { REPORT_MESSAGES as M } from '@pointeo/domain/report-messages';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { useCan } from '../../../lib/current-member';
import { useMonthlyReport } from '../api/monthly-report';
import { useReportMonth } from '../report-month';
import { MonthlyReportTable } from './monthly-report-table';
import { PayrollSection } from './payroll-section';
import { ReportDownloads } from './report-downloads';

/** The month the tab shows ('Clôture du mois', the report, its files), kept in the address. */
export function ReportMonthField() {
  const [month, setMonth] = useReportMonth();
  return (
    <div className="w-48">
      <FormField label={M.month}>
        <input
          type="month"
          className={inputClass}
          value={month}
          min="2000-01"
          max="2099-12"
          required
          onChange={(event) => {
            if (event.target.value) setMonth(event.target.value);
          }}
        />
      </FormField>
    </div>
  );
}

/** 'Rapport mensuel', every plan: the chosen month's figures per employee, its downloads and its payroll export. */
export function MonthlyReportSection({ month }: { month: string }) {
  const report = useMonthlyReport(month);
  const mayExport = useCan('payroll.export');
  return (
    <section aria-labelledby="monthly-report-title" className="space-y-5">
      <h2 id="monthly-report-title" className="text-xl font-semibold text-slate-900">
        {M.monthlyTitle}
      </h2>
      {report.isPending && <LoadingIndicator />}
      {report.isError && <ErrorAlert error={report.error} />}
      {report.data && (
        <>
          <p className={report.data.validated ? 'text-sm text-emerald-800' : 'text-sm text-amber-800'}>
            {report.data.validated ? M.monthValidated : M.monthNotValidated}
          </p>
          <MonthlyReportTable report={report.data} busy={report.isPlaceholderData} />
          <ReportDownloads month={month} />
          {mayExport && <PayrollSection month={month} validated={report.data.validated} />}
        </>
      )}
    </section>
  );
}
