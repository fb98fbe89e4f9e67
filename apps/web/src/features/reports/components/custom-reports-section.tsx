import { customReportFileName, CUSTOM_REPORT_MESSAGES as M } from '@pointeo/domain/custom-report-messages';
import type { SavedCustomReport } from '@pointeo/domain/custom-reports';
import { parisIsoDate } from '@pointeo/domain/dates';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { REPORT_FIGURES } from '@pointeo/domain/report-messages';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { toast } from '../../../components/ui/toasts';
import { UpgradePanel } from '../../../components/ui/upgrade-panel';
import { ApiError } from '../../../lib/api';
import { useCan } from '../../../lib/current-member';
import { toastError } from '../../../lib/error-toast';
import { useSiteId, withSiteId } from '../../../lib/site-filter';
import { useCustomReportOptions, useRunCustomReport, useSaveCustomReport } from '../api/custom-reports';
import { useDownloadReport } from '../api/download-report';
import { type CustomReportDraft, CustomReportForm } from './custom-report-form';
import { CustomReportTable } from './custom-report-table';
import { CustomSavedReports } from './custom-saved-reports';
import { CUSTOM_REPORT_FORMATS } from './report-formats';

const UPGRADE_POINTS = [
  "N'importe quelle période jusqu'à un an, par employé ou par zone.",
  'Des totaux par employé, par jour, par semaine ou par mois, avec les colonnes de votre choix.',
  'Des rapports enregistrés, relancés en un clic et téléchargés en CSV, XLSX ou PDF.',
];

function firstDraft(): CustomReportDraft {
  const today = parisIsoDate(new Date());
  return {
    from: `${today.slice(0, 7)}-01`,
    to: today,
    employeeIds: [],
    zone: null,
    grouping: 'employee',
    columns: REPORT_FIGURES.map((figure) => figure.key),
  };
}

/**
 * 'Rapports personnalisés' (Standard and Premium); on Gratuit, what it does and the way to upgrade.
 * Every role that reads reports runs them and downloads their files; saving one takes customReports.save.
 */
export function CustomReportsSection() {
  const maySave = useCan('customReports.save');
  const options = useCustomReportOptions();
  const run = useRunCustomReport();
  const save = useSaveCustomReport();
  const [draft, setDraft] = useState(firstDraft);
  const [name, setName] = useState('');
  // The site the shown result was run for: another site chosen since hides it rather than mislabel it.
  const siteId = useSiteId();
  const [ranFor, setRanFor] = useState(siteId);
  const runFor = (definition: CustomReportDraft) => {
    setRanFor(siteId);
    run.mutate(definition);
  };

  if (options.isPending) return <LoadingIndicator />;
  if (options.isError) {
    if (options.error instanceof ApiError && options.error.code === ErrorCode.FEATURE_NOT_IN_PLAN) {
      return (
        <UpgradePanel
          id="rapports-personnalises-offre"
          title={M.title}
          icon={FileSpreadsheet}
          message={options.error.message}
          points={UPGRADE_POINTS}
        />
      );
    }
    return <ErrorAlert error={options.error} />;
  }

  const rerun = (report: SavedCustomReport) => {
    setDraft(report.definition);
    setName(report.name);
    runFor(report.definition);
  };

  return (
    <section aria-labelledby="custom-reports-title" className="space-y-6">
      <div>
        <h2 id="custom-reports-title" className="text-lg font-semibold text-slate-900">
          {M.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{M.intro}</p>
      </div>
      <CustomReportForm
        draft={draft}
        options={options.data}
        pending={run.isPending}
        onChange={setDraft}
        onRun={() => runFor(draft)}
      />
      {run.isError && <ErrorAlert error={run.error} />}
      {run.data && ranFor === siteId && (
        <div className="space-y-3">
          <CustomReportTable result={run.data} />
          <p className="text-xs text-slate-600">{M.weekOvertimeNote}</p>
        </div>
      )}
      <DraftDownloads draft={draft} />
      {maySave && (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { name, definition: draft },
              { onSuccess: (saved) => toast.success(M.saved(saved.name)), onError: toastError },
            );
          }}
        >
          <div className="w-full sm:w-72">
            <FormField label={M.name} required hint={M.downloadsHint}>
              <input
                className={inputClass}
                value={name}
                maxLength={80}
                onChange={(e) => setName(e.target.value)}
              />
            </FormField>
          </div>
          <Button type="submit" variant="secondary" disabled={save.isPending}>
            {M.save}
          </Button>
        </form>
      )}
      <CustomSavedReports onRerun={rerun} />
    </section>
  );
}

/** 'Télécharger': the files of the report as the form defines it now, saved or not. */
function DraftDownloads({ draft }: { draft: CustomReportDraft }) {
  const download = useDownloadReport();
  const siteId = useSiteId();
  return (
    <section aria-labelledby="custom-draft-downloads-title" className="space-y-2">
      <h3 id="custom-draft-downloads-title" className="text-base font-semibold text-slate-900">
        {M.downloadDraft}
      </h3>
      <p className="text-sm text-slate-600">{M.downloadDraftHint}</p>
      <div className="flex flex-wrap gap-2">
        {CUSTOM_REPORT_FORMATS.map((format) => (
          <Button
            key={format.id}
            variant="secondary"
            disabled={download.isPending}
            onClick={() =>
              download.mutate({
                path: withSiteId(`/api/reports/custom/run/${format.id}`, siteId),
                accept: format.accept,
                fallbackName: customReportFileName(draft.from, draft.to, format.id),
                json: draft,
              })
            }
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {format.label}
          </Button>
        ))}
      </div>
    </section>
  );
}
