import { PAYROLL_VARIABLES, type PayrollSettings } from '@pointeo/domain/payroll';
import { PAYROLL_BUILDER_MESSAGES as B } from '@pointeo/domain/payroll-builder-messages';
import { effectiveFormat } from '@pointeo/domain/payroll-layouts';
import { PAYROLL_LAYOUT_MESSAGES as L, PAYROLL_MESSAGES as M } from '@pointeo/domain/payroll-messages';
import { reportFigure } from '@pointeo/domain/report-messages';
import { Download, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { useCan } from '../../../lib/current-member';
import { usePayrollSettings } from '../api/payroll-settings';
import { PayrollExportsList } from './payroll-exports-list';
import { PayrollLayoutDialog } from './payroll-layout-dialog';
import { PayrollPreviewDialog } from './payroll-preview-dialog';
import { SilaePanel } from './silae-panel';

/**
 * 'Export paie': the validated month's payroll file, previewed first with what stands in its way,
 * the files handed out, and the layout it is written in (the export builder, decision 078).
 */
export function PayrollSection({ month, validated }: { month: string; validated: boolean }) {
  const settings = usePayrollSettings();
  const [editing, setEditing] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const mayEditLayout = useCan('payroll.settings');
  return (
    <section aria-labelledby="payroll-title" className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h2 id="payroll-title" className="text-xl font-semibold text-slate-900">
        {M.title}
      </h2>
      <p className="text-sm text-slate-700">{M.intro}</p>
      {!validated && <p className="text-sm text-amber-800">{M.monthNotValidated}</p>}
      <Button disabled={!validated} onClick={() => setPreviewing(true)}>
        <Download className="h-4 w-4" aria-hidden="true" />
        {M.download}
      </Button>
      {/* A month validated for some employees has its files too ('Clôture du mois', decision 049). */}
      <PayrollExportsList month={month} />

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <h3 className="text-base font-semibold text-slate-900">{B.summary}</h3>
        {mayEditLayout && (
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={!settings.data}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {B.edit}
          </Button>
        )}
      </div>
      {settings.isPending && <LoadingIndicator />}
      {settings.isError && <ErrorAlert error={settings.error} />}
      {settings.data && <LayoutSummary settings={settings.data} />}
      <PayrollPreviewDialog month={month} open={previewing} onClose={() => setPreviewing(false)} />
      {mayEditLayout && (
        <PayrollLayoutDialog month={month} open={editing} onClose={() => setEditing(false)} />
      )}
      {/* The push to Silae's API, Premium (decision 079). */}
      <SilaePanel month={month} validated={validated} />
    </section>
  );
}

/** The layout at a glance: the preset, how the file is written, then each figure's code. */
function LayoutSummary({ settings }: { settings: PayrollSettings }) {
  const format = effectiveFormat(settings.preset, settings.format);
  const codeOf = (source: string, code: string) =>
    settings.skipped.includes(source) ? B.notExported : code || B.codeMissing;
  const rows = [
    { id: 'preset', label: L.preset, value: L.presets[settings.preset] },
    { id: 'columns', label: B.columns, value: format.columns.map((column) => L.columns[column]).join(', ') },
    { id: 'lines', label: L.lines, value: L.lineModes[format.lines] },
    { id: 'separator', label: L.separator, value: L.separators[format.separator] },
    { id: 'decimalMark', label: L.decimalMark, value: L.decimalMarks[format.decimalMark] },
    { id: 'encoding', label: L.encoding, value: L.encodings[format.encoding] },
    { id: 'dateFormat', label: L.dateFormat, value: L.dateFormats[format.dateFormat] },
  ];
  const codes = [
    ...PAYROLL_VARIABLES.map(({ key }) => ({
      id: key,
      label: reportFigure(key).label,
      value: codeOf(key, settings.codes[key]),
    })),
    ...settings.absenceCodes.map(({ typeId, name, code }) => ({
      id: typeId,
      label: M.absenceDaysLabel(name),
      value: codeOf(typeId, code),
    })),
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SummaryList rows={rows} />
      <div>
        <h4 className="text-sm font-semibold text-slate-900">{B.codesTitle}</h4>
        <SummaryList rows={codes} />
      </div>
    </div>
  );
}

function SummaryList({ rows }: { rows: Array<{ id: string; label: string; value: string }> }) {
  return (
    <dl className="divide-y divide-slate-200 text-sm">
      {rows.map(({ id, label, value }) => (
        <div key={id} className="py-2 sm:grid sm:grid-cols-2 sm:gap-4">
          <dt className="text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
