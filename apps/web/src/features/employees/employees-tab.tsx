import { BADGE_MESSAGES } from '@pointeo/domain/badges';
import { parisIsoDate } from '@pointeo/domain/dates';
import { EMPLOYEE_MESSAGES } from '@pointeo/domain/employee-messages';
import type { Employee, EmployeeList, EmployeeStatus } from '@pointeo/domain/employees';
import { planAllows } from '@pointeo/domain/plan-features';
import { isPlanName } from '@pointeo/domain/plans';
import { FileUp, QrCode, Search, UserPlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../components/ui/error-alert';
import { FormField, inputClass } from '../../components/ui/form-field';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { Modal } from '../../components/ui/modal';
import { Pagination } from '../../components/ui/pagination';
import { toast } from '../../components/ui/toasts';
import { ApiError } from '../../lib/api';
import { countOf } from '../../lib/count-of';
import { useCan } from '../../lib/current-member';
import { toastError } from '../../lib/error-toast';
import { useSites } from '../../lib/sites';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useMediaQuery } from '../../lib/use-media-query';
import { useArchiveEmployee } from './api/archive-employee';
import { useEmployee } from './api/get-employee';
import { useEmployees } from './api/list-employees';
import { useRestoreEmployee } from './api/restore-employee';
import { ArchivedEmployees } from './components/archived-employees';
import { BadgesDialog } from './components/badges-dialog';
import { EmployeeCards } from './components/employee-cards';
import { AddEmployeeForm, DirectionPinForm, EditEmployeeForm } from './components/employee-form';
import { EmployeeNoticeButton } from './components/employee-notice-button';
import { EmployeeTable } from './components/employee-table';
import { ImportEmployeesDialog } from './components/import-employees-dialog';
import { RevokeBadgeDialog } from './components/revoke-badge-dialog';
import { fullName, placesLeft } from './employee-display';

type Editing = { kind: 'add' } | { kind: 'edit'; employee: Employee } | null;

/** `?tab=employees&employee=<id>` opens that employee's form (a missing matricule named by the payroll export). */
export const EMPLOYEE_PARAM = 'employee';

const SEARCH_PAUSE_MS = 250;
/** Tailwind's `sm`: below it, cards read better than a table scrolled sideways. */
const WIDE_SCREEN = '(min-width: 640px)';

const STATUS_LABELS: Record<EmployeeStatus, string> = { active: 'Actifs', archived: 'Archivés' };

/**
 * SPEC §2 Employés: the count, places left, a server-side search, the paged table and its modals;
 * 'Archivés' lists the archived employees, each with 'Restaurer'.
 */
export function EmployeesTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<EmployeeStatus>('active');
  const q = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  // A new search or filter starts again at page 1 without a second request for the old page.
  const [paging, setPaging] = useState({ q, status, page: 1 });
  const page = paging.q === q && paging.status === status ? paging.page : 1;
  const list = useEmployees({ q, page, status });
  const sites = useSites();
  const restore = useRestoreEmployee();
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<Employee | null>(null);
  const [importing, setImporting] = useState(false);
  const [issuingBadges, setIssuingBadges] = useState(false);
  const [revokingBadge, setRevokingBadge] = useState<Employee | null>(null);
  const plan = list.data?.headcount.plan;
  const badgesInPlan = plan !== undefined && isPlanName(plan) && planAllows(plan, 'advancedClocking');
  const searchId = useId();
  const mayWrite = useCan('employees.write');
  const [params, setParams] = useSearchParams();
  const linkedId = mayWrite ? params.get(EMPLOYEE_PARAM) : null;
  const linked = useEmployee(linkedId);
  const closeEditing = () => {
    setEditing(null);
    if (params.has(EMPLOYEE_PARAM))
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(EMPLOYEE_PARAM);
          return next;
        },
        { replace: true },
      );
  };
  const edited = editing?.kind === 'edit' ? editing.employee : editing ? undefined : linked.data;
  const EmployeeListView = useMediaQuery(WIDE_SCREEN) ? EmployeeTable : EmployeeCards;

  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  useEffect(() => {
    // The last row of the last page was archived: show the page before.
    if (list.data && !list.isPlaceholderData && page > pageCount) setPaging({ q, status, page: pageCount });
  }, [list.data, list.isPlaceholderData, page, pageCount, q, status]);

  const restoreEmployee = async (employee: Employee) => {
    try {
      await restore.mutateAsync(employee.id);
      toast.success(EMPLOYEE_MESSAGES.restored);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <section aria-labelledby="employes-titre" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="employes-titre" className="text-lg font-semibold text-slate-900">
            Employés
          </h2>
          {list.data && <Headcount headcount={list.data.headcount} />}
        </div>
        <div className="flex flex-wrap gap-2">
          <EmployeeNoticeButton />
          {mayWrite && list.data && (
            <Button variant="secondary" onClick={() => setIssuingBadges(true)}>
              <QrCode className="h-4 w-4" aria-hidden="true" />
              {BADGE_MESSAGES.action}
            </Button>
          )}
          {mayWrite && (
            <>
              <Button variant="secondary" onClick={() => setImporting(true)}>
                <FileUp className="h-4 w-4" aria-hidden="true" />
                Importer des employés
              </Button>
              <Button onClick={() => setEditing({ kind: 'add' })}>
                <UserPlus className="h-4 w-4" aria-hidden="true" />
                Ajouter un employé
              </Button>
            </>
          )}
        </div>
      </div>

      <fieldset>
        <legend className="sr-only">Employés à afficher</legend>
        <div className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
          {(['active', 'archived'] as const).map((value) => (
            <label
              key={value}
              className={`cursor-pointer rounded px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                status === value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              <input
                type="radio"
                name="employee-status"
                value={value}
                className="sr-only"
                checked={status === value}
                onChange={() => setStatus(value)}
              />
              {STATUS_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
          Rechercher un employé
        </label>
        <div className="relative mt-1 sm:max-w-md">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            className={`${inputClass} pl-9`}
            placeholder="Prénom, nom, rôle ou zone"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <p className="sr-only" aria-live="polite">
          {q && list.data && !list.isPlaceholderData ? countOf(list.data.total, 'résultat', 'résultats') : ''}
        </p>
      </div>

      {list.isPending && <LoadingIndicator />}
      {list.isError && <ErrorAlert error={list.error} />}
      {list.data && (
        <>
          {status === 'active' ? (
            <EmployeeListView
              employees={list.data.employees}
              showSite={(sites.data?.sites.length ?? 0) > 1}
              showBadge={badgesInPlan}
              onRevokeBadge={mayWrite ? setRevokingBadge : undefined}
              busy={list.isPlaceholderData}
              actions={
                mayWrite
                  ? { onEdit: (employee) => setEditing({ kind: 'edit', employee }), onArchive: setArchiving }
                  : undefined
              }
            />
          ) : (
            <ArchivedEmployees
              employees={list.data.employees}
              busy={list.isPlaceholderData}
              restoringId={restore.isPending ? (restore.variables ?? null) : null}
              onRestore={mayWrite ? restoreEmployee : undefined}
            />
          )}
          {pageCount > 1 && (
            <div className="space-y-2">
              <p className="text-center text-sm text-slate-600">{rangeOf(list.data)}</p>
              <Pagination
                label="Pages des employés"
                page={page}
                pageCount={pageCount}
                onPage={(next) => setPaging({ q, status, page: next })}
              />
            </div>
          )}
        </>
      )}

      <Modal
        title={editing?.kind === 'add' ? 'Ajouter un employé' : "Modifier l'employé"}
        open={editing !== null || linkedId !== null}
        onClose={closeEditing}
      >
        {editing?.kind === 'add' && <AddEmployeeForm onDone={closeEditing} />}
        {!editing && linked.isPending && <LoadingIndicator />}
        {!editing && linked.isError && <ErrorAlert error={linked.error} />}
        {edited &&
          (edited.role === 'direction' ? (
            <DirectionPinForm key={edited.id} employee={edited} onDone={closeEditing} />
          ) : (
            <EditEmployeeForm key={edited.id} employee={edited} onDone={closeEditing} />
          ))}
      </Modal>
      <ArchiveDialog employee={archiving} onClose={() => setArchiving(null)} />
      <ImportEmployeesDialog open={importing} onClose={() => setImporting(false)} />
      <BadgesDialog open={issuingBadges} available={badgesInPlan} onClose={() => setIssuingBadges(false)} />
      <RevokeBadgeDialog employee={revokingBadge} onClose={() => setRevokingBadge(null)} />
    </section>
  );
}

function Headcount({ headcount }: { headcount: EmployeeList['headcount'] }) {
  const left = placesLeft(headcount);
  const mayUpgrade = useCan('billing.manage');
  return (
    <div className="mt-1 text-slate-600">
      <p>
        <span className="font-semibold text-slate-900">
          {countOf(headcount.employees, 'employé', 'employés')}
        </span>{' '}
        (hors direction)
      </p>
      <p className="text-sm">
        {left === null && `Employés illimités avec le plan ${headcount.plan}.`}
        {left !== null &&
          left > 0 &&
          `${countOf(left, 'place restante', 'places restantes')} sur ${headcount.limit} avec le plan ${headcount.plan}.`}
        {left === 0 && (
          <>
            Limite de {headcount.limit} employés atteinte avec le plan {headcount.plan}.{' '}
            {mayUpgrade && (
              <Link to="/pricing" className="font-semibold text-brand-700 underline hover:text-brand-800">
                Passer à un plan supérieur
              </Link>
            )}
          </>
        )}
      </p>
    </div>
  );
}

function rangeOf({ page, pageSize, total, employees }: EmployeeList) {
  const from = (page - 1) * pageSize + 1;
  return `${from}–${from + employees.length - 1} sur ${countOf(total, 'résultat', 'résultats')}`;
}

/**
 * SPEC's 'Supprimer' archives, so it says 'Archiver' (DESIGN.md item 6); it asks for the leaving date,
 * today by default.
 */
function ArchiveDialog({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  const archive = useArchiveEmployee();
  const [leavingDate, setLeavingDate] = useState(() => parisIsoDate(new Date()));
  const [dateError, setDateError] = useState<string | undefined>();
  const close = () => {
    setDateError(undefined);
    setLeavingDate(parisIsoDate(new Date()));
    archive.reset();
    onClose();
  };
  const confirm = async () => {
    if (!employee) return;
    if (!leavingDate) {
      setDateError(EMPLOYEE_MESSAGES.badLeavingDate);
      return;
    }
    try {
      await archive.mutateAsync({ id: employee.id, leavingDate });
      toast.success(EMPLOYEE_MESSAGES.archived);
      close();
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.fields.leavingDate : undefined;
      if (fieldError) setDateError(fieldError);
      else toastError(error);
    }
  };
  return (
    <ConfirmDialog
      title={'Archiver cet employé\u202f?'}
      open={employee !== null}
      confirmLabel="Archiver"
      pending={archive.isPending}
      onConfirm={confirm}
      onCancel={close}
    >
      {employee && (
        <div className="space-y-4">
          <p>
            <strong>{fullName(employee)}</strong> quittera la liste des employés actifs et ne pourra plus
            pointer&#8239;; son code PIN sera libéré. Ses pointages passés sont conservés, et il pourra être
            restauré depuis «&#8239;Archivés&#8239;».
          </p>
          <FormField label={EMPLOYEE_MESSAGES.leavingDate} required error={dateError}>
            <input
              type="date"
              className={inputClass}
              value={leavingDate}
              onChange={(event) => {
                setLeavingDate(event.target.value);
                setDateError(undefined);
              }}
            />
          </FormField>
        </div>
      )}
    </ConfirmDialog>
  );
}
