import { BADGE_MESSAGES } from '@pointeo/domain/badges';
import { formatFrenchDate } from '@pointeo/domain/dates';
import { featureUnavailableMessage } from '@pointeo/domain/plan-features';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { PlansLink } from '../../../components/ui/plans-link';
import { toast } from '../../../components/ui/toasts';
import { toastError } from '../../../lib/error-toast';
import { useBadgeHolders, useIssueBadges } from '../api/badges';
import { displayName } from '../employee-display';

interface BadgesDialogProps {
  open: boolean;
  /** The plan includes «Pointage avancé»; without it the dialog explains the upgrade. */
  available: boolean;
  onClose: () => void;
}

/**
 * 'Badges': choose the employees (all of them at first) and 'Émettre les badges' downloads their
 * sheet. Those who already have a badge get a new one, which revokes the old: asked first.
 */
export function BadgesDialog({ open, available, onClose }: BadgesDialogProps) {
  const holders = useBadgeHolders({ enabled: open && available });
  const issue = useIssueBadges();
  // Everyone is chosen until unticked: a new employee in the list is chosen too.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [selectionError, setSelectionError] = useState<string | undefined>();
  const selectionErrorId = useId();

  const employees = holders.data?.employees ?? [];
  const chosen = employees.filter((employee) => !unticked.has(employee.id));
  const reissued = chosen.filter((employee) => employee.badgeIssuedAt !== null).length;

  const choose = (next: ReadonlySet<string>) => {
    setUnticked(next);
    setConfirming(false);
    setSelectionError(undefined);
  };
  const toggle = (id: string, ticked: boolean) => {
    const next = new Set(unticked);
    if (ticked) next.delete(id);
    else next.add(id);
    choose(next);
  };
  const close = () => {
    choose(new Set());
    issue.reset();
    onClose();
  };
  const submit = async () => {
    if (chosen.length === 0) {
      setSelectionError(BADGE_MESSAGES.noneSelected);
      return;
    }
    if (reissued > 0 && !confirming) {
      setConfirming(true);
      return;
    }
    try {
      await issue.mutateAsync(chosen.map((employee) => employee.id));
      toast.success(BADGE_MESSAGES.issued);
      close();
    } catch (error) {
      toastError(error);
    }
  };

  const footer = !available ? (
    <Button variant="secondary" onClick={close}>
      Fermer
    </Button>
  ) : confirming ? (
    <>
      <Button variant="secondary" onClick={() => setConfirming(false)}>
        {BADGE_MESSAGES.back}
      </Button>
      <Button variant="danger" onClick={submit} disabled={issue.isPending}>
        {issue.isPending ? BADGE_MESSAGES.issuing : BADGE_MESSAGES.confirmReissue}
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={close}>
        Annuler
      </Button>
      <Button onClick={submit} disabled={issue.isPending || !holders.data}>
        {issue.isPending ? BADGE_MESSAGES.issuing : BADGE_MESSAGES.issue}
      </Button>
    </>
  );

  return (
    <Modal title={BADGE_MESSAGES.action} open={open} onClose={close} footer={footer}>
      <div className="space-y-4 text-slate-700">
        <p>{BADGE_MESSAGES.issueIntro}</p>
        {!available && (
          <>
            <p>{featureUnavailableMessage('advancedClocking')}</p>
            <PlansLink />
          </>
        )}
        {available && (
          <>
            <p className="text-sm">{BADGE_MESSAGES.printOnce}</p>
            {holders.isPending && <LoadingIndicator />}
            {holders.isError && <ErrorAlert error={holders.error} />}
            {holders.data && (
              <fieldset aria-describedby={selectionError ? selectionErrorId : undefined}>
                <legend className="text-sm font-medium text-slate-800">{BADGE_MESSAGES.selection}</legend>
                <div className="mt-2 space-y-3">
                  <SelectAll
                    all={unticked.size === 0}
                    none={chosen.length === 0}
                    onChange={(ticked) =>
                      choose(ticked ? new Set() : new Set(employees.map((employee) => employee.id)))
                    }
                  />
                  <div className="max-h-64 space-y-2 overflow-y-auto border-t border-slate-200 pt-3 pl-1">
                    {employees.map((employee) => (
                      <CheckboxField
                        key={employee.id}
                        label={displayName(employee)}
                        description={
                          employee.badgeIssuedAt
                            ? BADGE_MESSAGES.issuedOnShort(formatFrenchDate(employee.badgeIssuedAt))
                            : undefined
                        }
                        checked={!unticked.has(employee.id)}
                        onChange={(event) => toggle(employee.id, event.target.checked)}
                      />
                    ))}
                  </div>
                </div>
                {selectionError && (
                  <p id={selectionErrorId} role="alert" className="mt-2 text-sm text-red-800">
                    {selectionError}
                  </p>
                )}
              </fieldset>
            )}
            {confirming && (
              <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
                {BADGE_MESSAGES.reissueWarning(reissued)}
              </p>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}

/** 'Tous les employés', half-ticked when only some are chosen. */
function SelectAll({
  all,
  none,
  onChange,
}: {
  all: boolean;
  none: boolean;
  onChange: (ticked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // The list arrives after the dialog opened on no field: it opens on this one, as the Modal would.
  useEffect(() => ref.current?.focus(), []);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = !all && !none;
  }, [all, none]);
  return (
    <CheckboxField
      ref={ref}
      label={BADGE_MESSAGES.selectAll}
      checked={all}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
