import { ErrorCode } from '@pointeo/domain/error-codes';
import {
  SILAE_MESSAGES as M,
  SILAE_PUSH_STATUS_LABELS,
  type SilaePush,
} from '@pointeo/domain/payroll-connectors';
import { CloudUpload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { toast } from '../../../components/ui/toasts';
import { UpgradePanel } from '../../../components/ui/upgrade-panel';
import { ApiError } from '../../../lib/api';
import { useCan } from '../../../lib/current-member';
import { toastError } from '../../../lib/error-toast';
import { useSilaeCheck, useSilaeConnection, useSilaePush, useSilaePushes } from '../api/silae';
import { SilaeConnectionForm } from './silae-connection-form';
import { SilaeCheckTable, SilaePushTable } from './silae-values-table';

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/**
 * 'Silae' in the payroll section (issue 32 item 3, decision 079): the connection, 'Vérifier' (which
 * of the month's values land on a code of the dossier), 'Envoyer' after a preview that sends nothing
 * and a confirmation, and the month's pushes. On a plan without it, what Premium offers.
 */
export function SilaePanel({ month, validated }: { month: string; validated: boolean }) {
  const connection = useSilaeConnection();
  const mayConnect = useCan('payroll.settings');
  if (connection.isPending) return <LoadingIndicator />;
  if (connection.error instanceof ApiError && connection.error.code === ErrorCode.FEATURE_NOT_IN_PLAN) {
    return (
      <UpgradePanel
        id="silae-offre"
        title={M.title}
        icon={CloudUpload}
        message={connection.error.message}
        points={[M.intro]}
      />
    );
  }
  return (
    <section aria-labelledby="silae-title" className="space-y-4 border-t border-slate-200 pt-4">
      <h3 id="silae-title" className="text-base font-semibold text-slate-900">
        {M.title}
      </h3>
      <p className="text-sm text-slate-700">{M.intro}</p>
      {connection.error && <ErrorAlert error={connection.error} />}
      {connection.data && mayConnect && <SilaeConnectionForm connection={connection.data} />}
      {connection.data && !connection.data.connected && (
        <p className="text-sm text-slate-700">{M.notConnected}</p>
      )}
      {connection.data?.connected && <SilaeMonth month={month} validated={validated} />}
    </section>
  );
}

function SilaeMonth({ month, validated }: { month: string; validated: boolean }) {
  const check = useSilaeCheck(month);
  const push = useSilaePush(month);
  const [preview, setPreview] = useState<SilaePush | null>(null);
  const [result, setResult] = useState<SilaePush | null>(null);
  const [confirming, setConfirming] = useState(false);
  const toSend = preview?.values.filter((value) => value.status === 'planned').length ?? 0;

  const showPreview = () =>
    push.mutate(true, {
      onSuccess: (answer) => {
        setResult(null);
        setPreview(answer);
      },
      onError: toastError,
    });
  const send = () =>
    push.mutate(false, {
      onSuccess: (answer) => {
        setPreview(null);
        setResult(answer);
        if (answer.status === 'sent') toast.success(M.sent);
        else toast.error(M.partial);
      },
      onError: toastError,
      onSettled: () => setConfirming(false),
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={!validated || check.isPending} onClick={() => check.mutate()}>
          {M.check}
        </Button>
        <Button disabled={!validated || push.isPending} onClick={showPreview}>
          {M.dryRun}
        </Button>
      </div>
      {check.error && <ErrorAlert error={check.error} />}
      {check.data && (
        <div className="space-y-2">
          <h4 className="font-semibold text-slate-900">{M.checkTitle}</h4>
          <p className="text-sm text-slate-700">{M.checkIntro}</p>
          {check.data.problems.map((problem) => (
            <p key={problem} role="alert" className="text-sm text-red-800">
              {problem}
            </p>
          ))}
          <p
            className={`text-sm ${check.data.missingCodes.length > 0 ? 'text-amber-800' : 'text-slate-700'}`}
          >
            {check.data.missingCodes.length > 0 ? M.checkMissing(check.data.missingCodes) : M.checkAllFound}
          </p>
          <SilaeCheckTable check={check.data} />
        </div>
      )}
      {preview && (
        <div className="space-y-2">
          <h4 className="font-semibold text-slate-900">{M.dryRun}</h4>
          <p className="text-sm text-slate-700">{M.dryRunIntro}</p>
          <SilaePushTable push={preview} title={M.dryRun} />
          <Button disabled={push.isPending || toSend === 0} onClick={() => setConfirming(true)}>
            {M.send}
          </Button>
        </div>
      )}
      {result && (
        <div className="space-y-2">
          <h4 className="font-semibold text-slate-900">
            {SILAE_PUSH_STATUS_LABELS[result.status]} ({M.counts(result.sentCount, result.failedCount)})
          </h4>
          <SilaePushTable push={result} title={M.history} />
        </div>
      )}
      <ConfirmDialog
        title={M.sendConfirmTitle}
        open={confirming}
        confirmLabel={M.send}
        confirmVariant="primary"
        pending={push.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={send}
      >
        <p>{M.sendConfirmText(toSend)}</p>
      </ConfirmDialog>
      <SilaeHistory month={month} />
    </div>
  );
}

function SilaeHistory({ month }: { month: string }) {
  const pushes = useSilaePushes(month, true);
  return (
    <div className="space-y-2">
      <h4 className="font-semibold text-slate-900">{M.history}</h4>
      {pushes.isPending && <LoadingIndicator />}
      {pushes.error && <ErrorAlert error={pushes.error} />}
      {pushes.data && pushes.data.pushes.length === 0 && (
        <p className="text-sm text-slate-700">{M.noHistory}</p>
      )}
      {pushes.data && pushes.data.pushes.length > 0 && (
        <ul aria-label={M.history} className="divide-y divide-slate-200 text-sm">
          {pushes.data.pushes.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-3 py-2">
              <span className="font-semibold">{SILAE_PUSH_STATUS_LABELS[entry.status]}</span>
              <span>{dateTime.format(new Date(entry.createdAt))}</span>
              <span>{M.pushedBy(entry.authorName)}</span>
              {!entry.dryRun && <span>{M.counts(entry.sentCount, entry.failedCount)}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
