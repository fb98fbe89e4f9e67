import { DEVELOPERS_MESSAGES as M } from '@pointeo/domain/api-keys';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { BookOpen, Code } from 'lucide-react';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { UpgradePanel } from '../../components/ui/upgrade-panel';
import { ApiError } from '../../lib/api';
import { useApiKeys } from './api/api-keys';
import { ApiKeysSection } from './components/api-keys-section';

/**
 * The account's 'Développeurs' section (issue 31, decision 075), an Administrateur's: the API's keys
 * and its reference, then the webhooks. On a plan without the API (Gratuit, Standard), what Premium
 * offers and the way to the plans, as the server's refusal of the keys' list says.
 */
export function DevelopersTab() {
  const keys = useApiKeys();
  if (keys.isPending) return <LoadingIndicator />;
  if (keys.error instanceof ApiError && keys.error.code === ErrorCode.FEATURE_NOT_IN_PLAN) {
    return (
      <UpgradePanel
        id="developpeurs-offre"
        title={M.upgradeTitle}
        icon={Code}
        message={keys.error.message}
        points={M.upgradePoints}
      />
    );
  }
  return (
    <div className="space-y-10">
      <ApiKeysSection keys={keys.data} error={keys.error} />
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
        <BookOpen className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        <a href="/api/docs" className="font-semibold text-brand-700 underline hover:text-brand-800">
          {M.reference}
        </a>
        <span className="text-sm text-slate-600">{M.referenceHint}</span>
      </p>
      {/* 'Webhooks' (WebhooksPanel, issue 31) follows here. */}
    </div>
  );
}
