import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { elide } from '@pointeo/domain/french-elision';
import {
  PAYROLL_VARIABLES,
  type PayrollPreset,
  type PayrollSettings,
  type PayrollSettingsValues,
  payrollSettingsSchema,
} from '@pointeo/domain/payroll';
import { PAYROLL_BUILDER_MESSAGES as B } from '@pointeo/domain/payroll-builder-messages';
import {
  effectiveFormat,
  PAYROLL_COLUMNS,
  PAYROLL_DATE_FORMATS,
  PAYROLL_DECIMAL_MARKS,
  PAYROLL_EMPLOYEE_COLUMNS,
  PAYROLL_ENCODINGS,
  PAYROLL_HEADER_NAMES,
  PAYROLL_LINE_MODES,
  PAYROLL_PRESET_FORMATS,
  PAYROLL_SEPARATORS,
  type PayrollColumn,
  type PayrollFormat,
} from '@pointeo/domain/payroll-layouts';
import { PAYROLL_LAYOUT_MESSAGES as L, PAYROLL_MESSAGES as M } from '@pointeo/domain/payroll-messages';
import { reportFigure } from '@pointeo/domain/report-messages';
import { monthName } from '@pointeo/domain/timesheet-messages';
import { useEffect, useId, useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { ApiError } from '../../../lib/api';
import { saveForm } from '../../../lib/save-form';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePayrollDraftPreview } from '../api/payroll-preview';
import { useUpdatePayrollSettings } from '../api/payroll-settings';
import { LayoutColumnsField } from './layout-columns-field';
import { PayrollFilePreview } from './payroll-file-preview';
import { type PayrollFix, PayrollProblems } from './payroll-problems';

/** The ready-made presets, in the order the builder offers them, then the company's own. */
const PRESET_CHOICES = ['silae', 'ebp', 'generic', 'custom'] as const satisfies readonly PayrollPreset[];
type ReadyMade = keyof typeof PAYROLL_PRESET_FORMATS;

/** The settings of a format that a preset fixes (the decimal mark stays a setting). */
const FIXED_BY_PRESET = [
  'separator',
  'encoding',
  'dateFormat',
  'header',
  'headerNames',
  'lines',
  'codePrefixes',
] as const satisfies ReadonlyArray<keyof PayrollFormat>;

const presetFormat = (preset: ReadyMade): PayrollFormat => ({
  ...PAYROLL_PRESET_FORMATS[preset],
  columns: [...PAYROLL_PRESET_FORMATS[preset].columns],
});

/** Whether `format` is what `preset` writes, but for the settings every preset leaves open. */
function writesAs(format: PayrollSettingsValues['format'], preset: ReadyMade): boolean {
  const fixed = PAYROLL_PRESET_FORMATS[preset];
  return (
    FIXED_BY_PRESET.every((key) => format[key] === fixed[key]) &&
    format.columns.join() === fixed.columns.join()
  );
}

const options = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** A code's field in the form: a figure's by its key, an absence type's by its index. */
function codeField(settings: PayrollSettings, source: string): Path<PayrollSettingsValues> | null {
  if (PAYROLL_VARIABLES.some(({ key }) => key === source))
    return `codes.${source}` as Path<PayrollSettingsValues>;
  const index = settings.absenceCodes.findIndex(({ typeId }) => typeId === source);
  return index >= 0 ? `absenceCodes.${index}.code` : null;
}

/** What a code is for, as the builder labels its field: a figure, or an absence type in days. */
export function codeLabelOf(settings: Pick<PayrollSettings, 'absenceCodes'>) {
  return (source: string) => {
    const figure = PAYROLL_VARIABLES.find(({ key }) => key === source);
    if (figure) return reportFigure(figure.key).label;
    return settings.absenceCodes.find(({ typeId }) => typeId === source)?.name ?? source;
  };
}

const sectionTitle = 'text-base font-semibold text-slate-900';

/**
 * The export builder ('Format de l'export paie', issue 32): a preset to start from, then the file's
 * columns and their order, separator, decimal mark, encoding, dates, header line, one line per value
 * or per employee, and the codes; with, as it is edited, the file it would write from the month's
 * validated figures and what would stand in the way of downloading it. `focus` opens it on the field
 * that fixes a problem seen elsewhere (the download's preview).
 */
export function PayrollLayoutForm({
  settings,
  month,
  focus,
  onDone,
}: {
  settings: PayrollSettings;
  month: string;
  focus?: PayrollFix | undefined;
  onDone: () => void;
}) {
  const update = useUpdatePayrollSettings();
  const [refusal, setRefusal] = useState<Error | null>(null);
  const [replacing, setReplacing] = useState<ReadyMade | null>(null);
  const presetName = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<PayrollSettingsValues, unknown, PayrollSettings>({
    resolver: zodResolver(payrollSettingsSchema),
    defaultValues: settings,
  });
  const values = useWatch({ control }) as PayrollSettingsValues;
  const preset = values.preset;
  const skipped = values.skipped ?? [];
  const header = values.format?.header;
  const perEmployee = values.format?.lines === 'employee';

  const fix = (target: PayrollFix) => {
    const field = target.kind === 'encoding' ? 'format.encoding' : codeField(settings, target.source);
    if (field) setFocus(field);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the field asked when the builder opens.
  useEffect(() => {
    if (!focus) return;
    // After the dialog has put the focus on its first field, as it does when it opens.
    const timer = setTimeout(() => fix(focus));
    return () => clearTimeout(timer);
  }, []);

  /** A setting a preset fixes has changed: the layout is the company's own from now on. */
  const becomeCustom = () => {
    const current = getValues('preset');
    if (current !== 'custom' && !writesAs(getValues('format'), current)) setValue('preset', 'custom');
  };
  const applyPreset = (next: ReadyMade) => {
    setValue('format', presetFormat(next), { shouldDirty: true });
    setValue('preset', next, { shouldDirty: true });
    setReplacing(null);
  };
  const choosePreset = (next: PayrollPreset) => {
    if (next === 'custom') setValue('preset', 'custom', { shouldDirty: true });
    // A layout of the company's own is replaced only once it says so, unless nothing of it would be lost.
    else if (getValues('preset') === 'custom' && !writesAs(getValues('format'), next)) setReplacing(next);
    else applyPreset(next);
  };

  const draft = useDebouncedValue(JSON.stringify(values), 400);
  const parsed = payrollSettingsSchema.safeParse(JSON.parse(draft));
  const preview = usePayrollDraftPreview(month, parsed.success ? parsed.data : null);
  const previewFormat = parsed.success ? effectiveFormat(parsed.data.preset, parsed.data.format) : null;
  const codeLabel = codeLabelOf(settings);

  const columnOptions = (perEmployee ? PAYROLL_EMPLOYEE_COLUMNS : PAYROLL_COLUMNS).map((id) => ({
    id,
    label: L.columns[id],
  }));

  const onSubmit = handleSubmit((input) => {
    setRefusal(null);
    return saveForm(() => update.mutateAsync(input), L.saved, setError, onDone, setRefusal);
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <fieldset className="min-w-0 space-y-2">
          <legend className={sectionTitle}>{B.presetsLegend}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {PRESET_CHOICES.map((choice) => (
              <label
                key={choice}
                className={`flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                  preset === choice ? 'border-brand-700 bg-brand-50' : 'border-slate-300'
                }`}
              >
                <input
                  type="radio"
                  name={presetName}
                  value={choice}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                  checked={preset === choice}
                  onChange={() => choosePreset(choice)}
                />
                <span>
                  <span className="block font-medium text-slate-900">{L.presets[choice]}</span>
                  <span className="block text-slate-600">{L.presetHints[choice]}</span>
                </span>
              </label>
            ))}
          </div>
          <p className="text-sm text-slate-600">{B.presetChangesToCustom}</p>
        </fieldset>

        <section aria-labelledby={`${presetName}-format`} className="space-y-5">
          <h3 id={`${presetName}-format`} className={sectionTitle}>
            {B.formatTitle}
          </h3>
          <RadioGroupField
            legend={L.lines}
            hint={perEmployee ? B.employeeColumnsHint : undefined}
            options={options(PAYROLL_LINE_MODES, L.lineModes)}
            {...register('format.lines', {
              onChange: (event: { target: { value: string } }) => {
                // One line per employee keeps only the columns naming the employee.
                if (event.target.value === 'employee')
                  setValue(
                    'format.columns',
                    getValues('format.columns').filter((column) => PAYROLL_EMPLOYEE_COLUMNS.includes(column)),
                  );
                becomeCustom();
              },
            })}
          />
          <Controller
            control={control}
            name="format.columns"
            render={({ field }) => (
              <LayoutColumnsField<PayrollColumn>
                value={field.value}
                options={columnOptions}
                onChange={(next) => {
                  field.onChange(next);
                  becomeCustom();
                }}
                error={errors.format?.columns?.message ?? errors.format?.columns?.root?.message}
              />
            )}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <RadioGroupField
              legend={L.separator}
              options={options(PAYROLL_SEPARATORS, L.separators)}
              {...register('format.separator', { onChange: becomeCustom })}
            />
            <RadioGroupField
              legend={L.decimalMark}
              options={options(PAYROLL_DECIMAL_MARKS, L.decimalMarks)}
              {...register('format.decimalMark')}
            />
            <RadioGroupField
              legend={L.encoding}
              options={options(PAYROLL_ENCODINGS, L.encodings)}
              {...register('format.encoding', { onChange: becomeCustom })}
            />
            <RadioGroupField
              legend={L.dateFormat}
              options={options(PAYROLL_DATE_FORMATS, L.dateFormats)}
              {...register('format.dateFormat', { onChange: becomeCustom })}
            />
          </div>
          <div className="space-y-3">
            <CheckboxField label={L.header} {...register('format.header', { onChange: becomeCustom })} />
            {header && (
              <RadioGroupField
                legend={L.headerNames}
                options={options(PAYROLL_HEADER_NAMES, L.headerNamesOptions)}
                {...register('format.headerNames', { onChange: becomeCustom })}
              />
            )}
            <CheckboxField
              label={L.codePrefixes}
              {...register('format.codePrefixes', { onChange: becomeCustom })}
            />
          </div>
        </section>

        <section aria-labelledby={`${presetName}-codes`} className="space-y-3">
          <h3 id={`${presetName}-codes`} className={sectionTitle}>
            {B.codesTitle}
          </h3>
          <p className="text-sm text-slate-600">{L.codeMissingHint}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {PAYROLL_VARIABLES.map(({ key }) => (
              <CodeField
                key={key}
                label={reportFigure(key).label}
                error={errors.codes?.[key]?.message}
                input={<input className={inputClass} autoComplete="off" {...register(`codes.${key}`)} />}
                skipped={skipped.includes(key)}
                onSkip={(on) => setValue('skipped', toggled(getValues('skipped'), key, on))}
              />
            ))}
          </div>
          {settings.absenceCodes.length > 0 && (
            <fieldset className="min-w-0 space-y-2">
              <legend className="font-medium text-slate-900">{M.absenceCodesTitle}</legend>
              <p className="text-sm text-slate-600">{M.absenceCodesHint}</p>
              <div className="grid gap-4 sm:grid-cols-2">
                {settings.absenceCodes.map(({ typeId, name }, index) => (
                  <CodeField
                    key={typeId}
                    label={name}
                    error={errors.absenceCodes?.[index]?.code?.message}
                    input={
                      <input
                        className={inputClass}
                        autoComplete="off"
                        {...register(`absenceCodes.${index}.code`)}
                      />
                    }
                    skipped={skipped.includes(typeId)}
                    onSkip={(on) => setValue('skipped', toggled(getValues('skipped'), typeId, on))}
                  />
                ))}
              </div>
            </fieldset>
          )}
        </section>

        <section
          aria-labelledby={`${presetName}-preview`}
          className="space-y-3 border-t border-slate-200 pt-4"
        >
          <h3 id={`${presetName}-preview`} className={sectionTitle}>
            {B.livePreviewTitle(elide('de', monthName(month).toLowerCase()))}
          </h3>
          <p className="text-sm text-slate-600">{B.livePreviewHint}</p>
          {!parsed.success && <p className="text-sm text-amber-800">{B.livePreviewInvalid}</p>}
          {parsed.success && preview.isPending && <LoadingIndicator />}
          {preview.isError &&
            (preview.error instanceof ApiError && preview.error.code === ErrorCode.MONTH_NOT_VALIDATED ? (
              // A month not validated yet has no file to show: a note, not an error.
              <p className="text-sm text-amber-800">{preview.error.message}</p>
            ) : (
              <ErrorAlert error={preview.error} />
            ))}
          {preview.data && previewFormat && (
            <div className="space-y-3" aria-busy={preview.isPlaceholderData || preview.isFetching}>
              <PayrollProblems problems={preview.data.problems} onFix={fix} codeLabel={codeLabel} />
              {preview.data.fileLines.length > (previewFormat.header ? 1 : 0) ? (
                <PayrollFilePreview preview={preview.data} format={previewFormat} />
              ) : (
                <p className="text-sm text-slate-600">{B.previewEmpty}</p>
              )}
            </div>
          )}
        </section>

        <FormRefusal error={refusal} />
        <FormActions
          submitLabel={B.save}
          pending={update.isPending}
          pendingLabel="Enregistrement…"
          onCancel={onDone}
        />
      </form>
      <ConfirmDialog
        title={B.replaceTitle}
        open={replacing !== null}
        confirmLabel={B.replace}
        confirmVariant="primary"
        onCancel={() => setReplacing(null)}
        onConfirm={() => replacing && applyPreset(replacing)}
      >
        <p>{replacing && B.replaceText(L.presets[replacing])}</p>
      </ConfirmDialog>
    </>
  );
}

function toggled(list: readonly string[], value: string, on: boolean): string[] {
  return on ? [...new Set([...list, value])] : list.filter((item) => item !== value);
}

/** A code's field, and 'Ne pas exporter' beside it: a figure left out is no problem before download. */
function CodeField({
  label,
  error,
  input,
  skipped,
  onSkip,
}: {
  label: string;
  error: string | undefined;
  input: React.ReactElement<Record<string, unknown>>;
  skipped: boolean;
  onSkip: (on: boolean) => void;
}) {
  return (
    <div className="space-y-1">
      <FormField label={M.codeFor(label)} error={error}>
        {input}
      </FormField>
      <CheckboxField
        label={L.skip}
        aria-label={L.skipFor(label)}
        checked={skipped}
        onChange={(event) => onSkip(event.target.checked)}
      />
    </div>
  );
}
