import { type ClosingEmployee, MONTH_CLOSING_MESSAGES as M } from '@pointeo/domain/month-closing';
import { CheckCheck, FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { toast } from '../../../components/ui/toasts';
import { useCan } from '../../../lib/current-member';
import { useMonthClosing, useValidateEmployees } from '../api/month-closing';
import { MonthClosingSites } from './month-closing-sites';
import { PayrollPreviewDialog } from './payroll-preview-dialog';

type Confirming =
  | { kind: 'selection'; ids: string[] }
  | { kind: 'all'; ids: string[] }
  | { kind: 'site'; ids: string[]; name: string }
  | null;

function confirmationText(confirming: Confirming): string {
  if (confirming?.kind === 'all') return M.confirmAll;
  if (confirming?.kind === 'site') return M.confirmSite(confirming.name, confirming.ids.length);
  return M.confirmSelection(confirming?.ids.length ?? 0);
}

const nameOf = (employee: ClosingEmployee) => `${employee.lastName} ${employee.firstName}`;

/**
 * 'Clôture du mois' (decision 049): every employee of the month with what keeps them from being
 * validated, validating some or all of them (after a confirmation; the server refuses, naming each
 * employee, while one has an entry open), then the payroll file of those validated, previewed first.
 * A company with several sites sees each site's status first, and validates a site at once. Each
 * control shows to the roles that may use it: choosing employees and 'Valider le site' with
 * month.validateEmployees (a Responsable de site's own), 'Tout valider' with month.validate, the
 * export with payroll.export.
 */
export function MonthClosingSection({ month }: { month: string }) {
  const closing = useMonthClosing(month);
  const validate = useValidateEmployees(month);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [selectedMonth, setSelectedMonth] = useState(month);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [previewing, setPreviewing] = useState(false);
  const mayChoose = useCan('month.validateEmployees');
  const mayValidateAll = useCan('month.validate');
  const mayExport = useCan('payroll.export');

  // A selection belongs to its month.
  if (selectedMonth !== month) {
    setSelectedMonth(month);
    setSelected(new Set());
  }

  const employees = closing.data?.employees ?? [];
  const open = employees.filter((employee) => !employee.validated);
  const chosen = open.filter((employee) => selected.has(employee.id));
  const canValidate = closing.data?.started === true && !closing.data.validated && !closing.isPlaceholderData;
  const validatedCount = employees.length - open.length;

  const toggle = (id: string, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const closeConfirmation = () => {
    setConfirming(null);
    validate.reset();
  };

  return (
    <section
      aria-labelledby="month-closing-title"
      className="space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <h2 id="month-closing-title" className="text-xl font-semibold text-slate-900">
        {M.title}
      </h2>
      <p className="text-sm text-slate-700">{M.intro}</p>
      {closing.isPending && <LoadingIndicator />}
      {closing.isError && <ErrorAlert error={closing.error} />}
      {closing.data &&
        (employees.length === 0 ? (
          <p className="text-sm text-slate-600">{M.noEmployees}</p>
        ) : (
          <>
            <p className="text-sm font-medium text-slate-800">
              {M.summary(validatedCount, employees.length)}
            </p>
            {!closing.data.started && <p className="text-sm text-amber-800">{M.notStarted}</p>}
            {closing.data.sites.length > 1 && (
              <MonthClosingSites
                closing={closing.data}
                canValidate={canValidate}
                onValidate={mayChoose ? (site) => setConfirming({ kind: 'site', ...site }) : undefined}
              />
            )}
            <ScrollRegion label={M.table}>
              <table className="min-w-full text-left text-sm" aria-busy={closing.isPlaceholderData}>
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {mayChoose ? (
                        <label className="flex items-center gap-2">
                          <input
                            type="checkbox"
                            className="h-4 w-4 accent-brand-700"
                            aria-label={M.selectAll}
                            disabled={!canValidate || open.length === 0}
                            checked={open.length > 0 && chosen.length === open.length}
                            onChange={(event) =>
                              setSelected(
                                event.target.checked ? new Set(open.map(({ id }) => id)) : new Set(),
                              )
                            }
                          />
                          {M.employee}
                        </label>
                      ) : (
                        M.employee
                      )}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      {M.alerts}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      {M.toRegularise}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {M.status}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {employees.map((employee) => {
                    const openEntries = employee.toRegulariseCount + employee.inProgressCount;
                    return (
                      <tr key={employee.id}>
                        <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium text-slate-900">
                          {mayChoose ? (
                            <label className="flex items-center gap-2">
                              <input
                                type="checkbox"
                                className="h-4 w-4 accent-brand-700"
                                aria-label={M.select(nameOf(employee))}
                                disabled={!canValidate || employee.validated}
                                checked={employee.validated || selected.has(employee.id)}
                                onChange={(event) => toggle(employee.id, event.target.checked)}
                              />
                              {nameOf(employee)}
                            </label>
                          ) : (
                            nameOf(employee)
                          )}
                        </th>
                        <td
                          className={`px-3 py-2 text-right tabular-nums ${employee.alertsCount > 0 ? 'font-semibold text-amber-800' : 'text-slate-700'}`}
                        >
                          {employee.alertsCount}
                        </td>
                        <td
                          className={`px-3 py-2 text-right tabular-nums ${openEntries > 0 ? 'font-semibold text-red-700' : 'text-slate-700'}`}
                        >
                          {openEntries}
                        </td>
                        <td className="px-3 py-2">
                          <span
                            className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${employee.validated ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}
                          >
                            {employee.validated ? M.validated : M.notValidated}
                          </span>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollRegion>
            {(mayChoose || mayExport) && (
              <div className="flex flex-wrap gap-3">
                {mayChoose && (
                  <Button
                    variant="secondary"
                    disabled={!canValidate || chosen.length === 0}
                    onClick={() => setConfirming({ kind: 'selection', ids: chosen.map(({ id }) => id) })}
                  >
                    {M.validateSelection}
                    {chosen.length > 0 && ` (${chosen.length})`}
                  </Button>
                )}
                {mayValidateAll && (
                  <Button
                    disabled={!canValidate || open.length === 0}
                    onClick={() => setConfirming({ kind: 'all', ids: open.map(({ id }) => id) })}
                  >
                    <CheckCheck className="h-4 w-4" aria-hidden="true" />
                    {M.validateAll}
                  </Button>
                )}
                {mayExport && (
                  <Button
                    variant="secondary"
                    disabled={validatedCount === 0}
                    aria-describedby={validatedCount === 0 ? 'month-closing-export-hint' : undefined}
                    onClick={() => setPreviewing(true)}
                  >
                    <FileDown className="h-4 w-4" aria-hidden="true" />
                    {M.export}
                  </Button>
                )}
              </div>
            )}
            {mayExport && validatedCount === 0 && (
              <p id="month-closing-export-hint" className="text-sm text-slate-600">
                {M.exportNeedsValidation}
              </p>
            )}
          </>
        ))}
      <ConfirmDialog
        title={M.confirmTitle}
        open={confirming !== null}
        confirmLabel={M.confirm}
        confirmVariant="primary"
        pending={validate.isPending}
        onCancel={closeConfirmation}
        onConfirm={() => {
          if (!confirming) return;
          validate.mutate(confirming.ids, {
            onSuccess: (result) => {
              toast.success(result.message);
              setSelected(new Set());
              closeConfirmation();
            },
          });
        }}
      >
        <div className="space-y-3">
          <p>{confirmationText(confirming)}</p>
          <FormRefusal error={validate.error} />
        </div>
      </ConfirmDialog>
      <PayrollPreviewDialog month={month} open={previewing} onClose={() => setPreviewing(false)} />
    </section>
  );
}
