import { PAYROLL_VARIABLES } from '@pointeo/domain/payroll';
import { PAYROLL_MESSAGES as M } from '@pointeo/domain/payroll-messages';
import { REPORT_FILE_NAMES, reportFigure } from '@pointeo/domain/report-messages';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { useCan } from '../../../lib/current-member';
import { useDownloadReport } from '../api/download-report';
import { payrollExportsKey } from '../api/payroll-exports';
import { usePayrollSettings } from '../api/payroll-settings';
import { PayrollExportsList } from './payroll-exports-list';
import { PayrollSettingsForm } from './payroll-settings-form';
import { SilaePanel } from './silae-panel';

/** 'Export paie': the validated month's payroll file, and the codes it is written with. */
export function PayrollSection({ month, validated }: { month: string; validated: boolean }) {
  const settings = usePayrollSettings();
  const download = useDownloadReport();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const mayEditCodes = useCan('payroll.settings');
  return (
    <section aria-labelledby="payroll-title" className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h2 id="payroll-title" className="text-xl font-semibold text-slate-900">
        {M.title}
      </h2>
      <p className="text-sm text-slate-700">{M.intro}</p>
      {!validated && <p className="text-sm text-amber-800">{M.monthNotValidated}</p>}
      <Button
        disabled={!validated || download.isPending}
        onClick={() =>
          download.mutate(
            {
              path: `/api/reports/months/${encodeURIComponent(month)}/payroll`,
              accept: 'text/csv',
              fallbackName: REPORT_FILE_NAMES.payroll(month),
            },
            // The file handed out is recorded: the list below shows it.
            { onSettled: () => queryClient.invalidateQueries({ queryKey: payrollExportsKey(month) }) },
          )
        }
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {M.download}
      </Button>
      {/* A month validated for some employees has its files too ('Clôture du mois', decision 049). */}
      <PayrollExportsList month={month} />

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <h3 className="text-base font-semibold text-slate-900">{M.settingsTitle}</h3>
        {mayEditCodes && (
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={!settings.data}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Modifier les codes
          </Button>
        )}
      </div>
      {settings.isPending && <LoadingIndicator />}
      {settings.isError && <ErrorAlert error={settings.error} />}
      {settings.data && (
        <dl className="divide-y divide-slate-200 text-sm">
          <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
            <dt className="text-slate-600">{M.preset}</dt>
            <dd className="text-slate-900 sm:col-span-2">{M.presets[settings.data.preset]}</dd>
          </div>
          {[
            ...PAYROLL_VARIABLES.map(({ key }) => ({
              id: key,
              label: reportFigure(key).label,
              code: settings.data.codes[key],
            })),
            ...settings.data.absenceCodes.map(({ typeId, name, code }) => ({
              id: typeId,
              label: M.absenceDaysLabel(name),
              code,
            })),
          ].map(({ id, label, code }) => (
            <div key={id} className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-slate-900 sm:col-span-2">{code || 'Non exporté'}</dd>
            </div>
          ))}
        </dl>
      )}
      <Modal title={M.settingsTitle} open={editing} onClose={() => setEditing(false)}>
        {settings.data && <PayrollSettingsForm settings={settings.data} onDone={() => setEditing(false)} />}
      </Modal>
      {/* The push to Silae's API, Premium (decision 079). */}
      <SilaePanel month={month} validated={validated} />
    </section>
  );
}
