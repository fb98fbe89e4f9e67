import { CUSTOM_REPORT_GROUPINGS, CUSTOM_REPORT_MESSAGES as M } from '@pointeo/domain/custom-report-messages';
import type { CustomReportDefinitionInput, CustomReportOptions } from '@pointeo/domain/custom-reports';
import { REPORT_FIGURES } from '@pointeo/domain/report-messages';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputClass } from '../../../components/ui/form-field';

export type CustomReportDraft = Required<
  Pick<CustomReportDefinitionInput, 'from' | 'to' | 'grouping' | 'columns'>
> & {
  employeeIds: string[];
  zone: string | null;
};

const fieldsetClass = 'rounded-md border border-slate-200 p-3';
const legendClass = 'px-1 text-sm font-medium text-slate-800';
const choiceClass = 'flex items-center gap-2 py-1 text-sm text-slate-800';

function toggled(list: readonly string[], value: string, on: boolean): string[] {
  return on ? [...list, value] : list.filter((item) => item !== value);
}

/** The definition: period, employees, zone, grouping and columns; the server checks it again. */
export function CustomReportForm({
  draft,
  options,
  pending,
  onChange,
  onRun,
}: {
  draft: CustomReportDraft;
  options: CustomReportOptions;
  pending: boolean;
  onChange: (draft: CustomReportDraft) => void;
  onRun: () => void;
}) {
  const groupName = useId();
  const set = (change: Partial<CustomReportDraft>) => onChange({ ...draft, ...change });
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onRun();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={M.from} required>
          <input
            type="date"
            className={inputClass}
            value={draft.from}
            onChange={(e) => set({ from: e.target.value })}
          />
        </FormField>
        <FormField label={M.to} required>
          <input
            type="date"
            className={inputClass}
            value={draft.to}
            onChange={(e) => set({ to: e.target.value })}
          />
        </FormField>
        <FormField label={M.zone}>
          <select
            className={inputClass}
            value={draft.zone ?? ''}
            onChange={(e) => set({ zone: e.target.value === '' ? null : e.target.value })}
          >
            <option value="">{M.allZones}</option>
            {options.zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{M.employees}</legend>
          <p className="text-xs text-slate-600">{M.allEmployees}</p>
          <div className="mt-1 max-h-48 overflow-y-auto">
            {options.employees.map((employee) => (
              <label key={employee.id} className={choiceClass}>
                <input
                  type="checkbox"
                  checked={draft.employeeIds.includes(employee.id)}
                  onChange={(e) =>
                    set({ employeeIds: toggled(draft.employeeIds, employee.id, e.target.checked) })
                  }
                />
                {employee.name}
                {employee.archived && <span className="text-xs text-slate-500">(archivé)</span>}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{M.grouping}</legend>
          {CUSTOM_REPORT_GROUPINGS.map((grouping) => (
            <label key={grouping} className={choiceClass}>
              <input
                type="radio"
                name={groupName}
                value={grouping}
                checked={draft.grouping === grouping}
                onChange={() => set({ grouping })}
              />
              {M.groupings[grouping]}
            </label>
          ))}
        </fieldset>
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{M.columns}</legend>
          {REPORT_FIGURES.map((figure) => (
            <label key={figure.key} className={choiceClass}>
              <input
                type="checkbox"
                checked={draft.columns.includes(figure.key)}
                onChange={(e) =>
                  set({
                    columns: REPORT_FIGURES.map((candidate) => candidate.key).filter((key) =>
                      key === figure.key ? e.target.checked : draft.columns.includes(key),
                    ),
                  })
                }
              />
              {figure.label}
            </label>
          ))}
        </fieldset>
      </div>
      <Button type="submit" disabled={pending}>
        {M.run}
      </Button>
    </form>
  );
}
