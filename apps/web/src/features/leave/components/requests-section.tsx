import { elide } from '@pointeo/domain/french-elision';
import type { Absence, AbsenceList, AbsenceType } from '@pointeo/domain/leave';
import { ABSENCE_SOURCE_LABELS, LEAVE_MESSAGES as M } from '@pointeo/domain/leave-messages';
import { Check, Plus, Undo2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { Pagination } from '../../../components/ui/pagination';
import { toast } from '../../../components/ui/toasts';
import { useCan } from '../../../lib/current-member';
import { toastError } from '../../../lib/error-toast';
import { useAbsences } from '../api/absences';
import { useBalances } from '../api/balances';
import { useCancelAbsence } from '../api/cancel-absence';
import { useApproveAbsence } from '../api/decide-absence';
import { daysLabel, decisionTime, spanLabel } from '../leave-display';
import { AbsenceForm } from './absence-form';
import { BalanceChange } from './balance-change';
import { RefuseForm } from './refuse-form';
import { AbsenceStatusBadge } from './status-badge';

/**
 * 'Demandes': the requests waiting for an answer, then every absence with its decision; the answers,
 * cancellations and new absences only to a role that decides (leave.decide).
 */
export function RequestsSection({ types }: { types: AbsenceType[] }) {
  const mayDecide = useCan('leave.decide');
  const [pendingPage, setPendingPage] = useState(1);
  const [decidedPage, setDecidedPage] = useState(1);
  const requests = useAbsences('pending', pendingPage);
  const absences = useAbsences('decided', decidedPage);
  const balances = useBalances();
  const [creating, setCreating] = useState(false);
  const [refusing, setRefusing] = useState<Absence | null>(null);
  const [cancelling, setCancelling] = useState<Absence | null>(null);
  const pending = requests.data?.absences ?? [];
  const decided = absences.data?.absences ?? [];
  // The last request of the last page was answered: show the page before.
  const pendingPages = pageCount(requests.data);
  useEffect(() => {
    if (requests.data && !requests.isPlaceholderData && pendingPage > pendingPages)
      setPendingPage(pendingPages);
  }, [requests.data, requests.isPlaceholderData, pendingPage, pendingPages]);
  const answered = useFocusAfterAnswer(pending);
  useFocusOnLinkedRequest({
    shown: requests.data !== undefined && !requests.isPlaceholderData,
    page: pendingPage,
    pageCount: pendingPages,
    onPage: setPendingPage,
  });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          ref={answered.headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {M.requests} {M.pending.toLowerCase()} ({requests.data?.total ?? 0})
        </h2>
        {mayDecide && (
          <Button onClick={() => setCreating(true)} disabled={!balances.data}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {M.createAbsence}
          </Button>
        )}
      </div>
      {requests.isPending && <LoadingIndicator />}
      {requests.isError && <ErrorAlert error={requests.error} />}
      {requests.data && pending.length === 0 && <p className="text-slate-600">Aucune demande en attente.</p>}
      <ul className="space-y-3">
        {pending.map((absence) => (
          <PendingRequest
            key={absence.id}
            absence={absence}
            itemRef={answered.itemRef(absence.id)}
            onApproved={() => answered.answered(absence.id)}
            onRefuse={() => setRefusing(absence)}
          />
        ))}
      </ul>
      {pendingPages > 1 && (
        <Pagination
          label="Pages des demandes en attente"
          page={pendingPage}
          pageCount={pendingPages}
          onPage={setPendingPage}
        />
      )}

      <section aria-labelledby="absences-decidees" className="space-y-3">
        <h2 id="absences-decidees" className="text-lg font-semibold text-slate-900">
          {M.absences}
        </h2>
        {absences.isPending && <LoadingIndicator />}
        {absences.isError && <ErrorAlert error={absences.error} />}
        {absences.data && decided.length === 0 && (
          <p className="text-slate-600">Aucune absence enregistrée.</p>
        )}
        <ul className="space-y-3">
          {decided.map((absence) => (
            <li key={absence.id} className="rounded-lg border border-slate-200 p-4">
              <AbsenceSummary absence={absence} />
              {absence.decidedAt && absence.decidedBy && (
                <p className="mt-2 text-sm text-slate-600">
                  {M.decidedBy}&#8239;: {absence.decidedBy.name}, le {decisionTime(absence.decidedAt)}
                  {absence.refusalReason &&
                    ` — ${M.refusalReason.toLowerCase()}\u202f: ${absence.refusalReason}`}
                </p>
              )}
              {absence.cancelledAt && absence.cancelledBy && (
                <p className="text-sm text-slate-600">
                  {M.cancelledBy}&#8239;: {absence.cancelledBy.name}, le {decisionTime(absence.cancelledAt)}
                </p>
              )}
              {mayDecide && absence.status === 'approved' && (
                <Button
                  variant="secondary"
                  className="mt-3"
                  onClick={() => setCancelling(absence)}
                  aria-label={`${M.cancel} ${elide('de', absence.employee.firstName)} ${absence.employee.lastName}`}
                >
                  <Undo2 className="h-4 w-4" aria-hidden="true" />
                  {M.cancel}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {pageCount(absences.data) > 1 && (
          <Pagination
            label="Pages des absences"
            page={decidedPage}
            pageCount={pageCount(absences.data)}
            onPage={setDecidedPage}
          />
        )}
      </section>

      <Modal title={M.createAbsence} open={creating} onClose={() => setCreating(false)}>
        {balances.data && (
          <AbsenceForm
            employees={balances.data.employees.map((row) => row.employee)}
            types={types}
            onDone={() => setCreating(false)}
          />
        )}
      </Modal>
      <Modal title={`${M.refuse} la demande`} open={refusing !== null} onClose={() => setRefusing(null)}>
        {refusing && (
          <RefuseForm
            absenceId={refusing.id}
            onDone={() => setRefusing(null)}
            onAnswered={() => answered.answered(refusing.id)}
          />
        )}
      </Modal>
      <CancelAbsenceDialog absence={cancelling} onDone={() => setCancelling(null)} />
    </div>
  );
}

function pageCount(list: AbsenceList | undefined): number {
  return list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
}

function AbsenceSummary({ absence, nameId }: { absence: Absence; nameId?: string }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div>
        <p id={nameId} className="font-semibold text-slate-900">
          {absence.employee.firstName} {absence.employee.lastName}
        </p>
        <p className="text-slate-800">
          {absence.type.name} · {spanLabel(absence)} · {daysLabel(absence.days)}
        </p>
        <p className="text-sm text-slate-600">{ABSENCE_SOURCE_LABELS[absence.source]}</p>
        {absence.comment && <p className="mt-1 text-sm text-slate-700">«&#8239;{absence.comment}&#8239;»</p>}
        <BalanceChange balance={absence.balance} />
      </div>
      <AbsenceStatusBadge status={absence.status} />
    </div>
  );
}

function CancelAbsenceDialog({ absence, onDone }: { absence: Absence | null; onDone: () => void }) {
  const cancel = useCancelAbsence();
  const onConfirm = async () => {
    if (!absence) return;
    try {
      await cancel.mutateAsync(absence.id);
      toast.success(M.absenceCancelled);
      onDone();
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <ConfirmDialog
      title={M.cancelTitle}
      open={absence !== null}
      confirmLabel={M.cancel}
      pending={cancel.isPending}
      onConfirm={onConfirm}
      onCancel={onDone}
    >
      {absence && (
        <p>
          {M.cancelConfirm(`${absence.employee.firstName} ${absence.employee.lastName}`, absence.type.name)} (
          {spanLabel(absence)})
        </p>
      )}
    </ConfirmDialog>
  );
}

/**
 * After a request is answered (approved, or refused through its dialog), it leaves the list: the focus
 * goes to the request that took its place (the next, else the one before), or to the heading when none
 * is left, instead of falling back to the top of the page (issue 28).
 */
function useFocusAfterAnswer(pending: readonly Absence[]) {
  const items = useRef(new Map<string, HTMLElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [answer, setAnswer] = useState<{ id: string; neighbours: string[] } | null>(null);

  useEffect(() => {
    if (!answer || pending.some((absence) => absence.id === answer.id)) return;
    const target = [...answer.neighbours, ...pending.map((absence) => absence.id)]
      .map((id) => items.current.get(id))
      .find((element) => element !== undefined);
    (target ?? headingRef.current)?.focus();
    setAnswer(null);
  }, [answer, pending]);

  return {
    headingRef,
    itemRef: (id: string) => (element: HTMLElement | null) => {
      if (element) items.current.set(id, element);
      else items.current.delete(id);
    },
    answered: (id: string) => {
      const index = pending.findIndex((absence) => absence.id === id);
      const neighbours = [pending[index + 1]?.id, pending[index - 1]?.id].filter(
        (neighbour): neighbour is string => neighbour !== undefined,
      );
      setAnswer({ id, neighbours });
    },
  };
}

/** The element of a pending request, which the e-mail of a new request links to ('#demande-…'). */
export const requestAnchor = (absenceId: string) => `demande-${absenceId}`;

/**
 * The address's `#demande-…` (the link of the e-mail a new request sends the company, decision
 * 048): once the requests are shown, the focus goes to that request, once per address. Not on the
 * page shown, the next pages are looked through, up to the last. A request answered since is no
 * longer listed: the list stays on its last page.
 */
function useFocusOnLinkedRequest({
  shown,
  page,
  pageCount,
  onPage,
}: {
  shown: boolean;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || !hash.startsWith('#demande-') || done.current === key) return;
    const request = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!request) {
      if (page < pageCount) onPage(page + 1);
      else done.current = key;
      return;
    }
    done.current = key;
    request.scrollIntoView?.({ block: 'center' });
    request.focus({ preventScroll: true });
  }, [shown, hash, key, page, pageCount, onPage]);
}

/** A request waiting for an answer: focusable as a whole, named by its employee. */
function PendingRequest({
  absence,
  itemRef,
  onApproved,
  onRefuse,
}: {
  absence: Absence;
  itemRef: (element: HTMLElement | null) => void;
  onApproved: () => void;
  onRefuse: () => void;
}) {
  const nameId = useId();
  const mayDecide = useCan('leave.decide');
  return (
    <li
      ref={itemRef}
      id={requestAnchor(absence.id)}
      tabIndex={-1}
      aria-labelledby={nameId}
      className="rounded-lg border border-amber-200 bg-amber-50/40 p-4 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
    >
      <AbsenceSummary absence={absence} nameId={nameId} />
      {mayDecide && <PendingActions absence={absence} onApproved={onApproved} onRefuse={onRefuse} />}
    </li>
  );
}

function PendingActions({
  absence,
  onApproved,
  onRefuse,
}: {
  absence: Absence;
  onApproved: () => void;
  onRefuse: () => void;
}) {
  const approve = useApproveAbsence();
  const who = `${absence.employee.firstName} ${absence.employee.lastName}`;
  const onApprove = async () => {
    try {
      const { message, warning } = await approve.mutateAsync(absence.id);
      toast.success(message);
      if (warning) toast.info(warning);
      onApproved();
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <div className="mt-3 flex flex-col gap-2 sm:flex-row">
      <Button
        onClick={onApprove}
        disabled={approve.isPending}
        aria-label={`${M.approve} la demande ${elide('de', who)}`}
      >
        <Check className="h-4 w-4" aria-hidden="true" />
        {M.approve}
      </Button>
      <Button
        variant="secondary"
        onClick={onRefuse}
        aria-label={`${M.refuse} la demande ${elide('de', who)}`}
      >
        <X className="h-4 w-4" aria-hidden="true" />
        {M.refuse}
      </Button>
    </div>
  );
}
