import { ErrorCode } from '@pointeo/domain/error-codes';
import { LEAVE_MESSAGES as M } from '@pointeo/domain/leave-messages';
import { useState } from 'react';
import { ErrorAlert } from '../../components/ui/error-alert';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { SiteFilter } from '../../components/ui/site-filter';
import { Tabs } from '../../components/ui/tabs';
import { ApiError } from '../../lib/api';
import { useAbsenceTypes } from './api/absence-types';
import { BalancesSection } from './components/balances-section';
import { LeaveSettingsSection } from './components/leave-settings-section';
import { PlanningSection } from './components/planning-section';
import { RequestsSection } from './components/requests-section';
import { UpgradePanel } from './components/upgrade-panel';

type LeaveSection = 'requests' | 'balances' | 'planning' | 'settings';

/** The account's 'Congés' tab: requests and absences, balances, settings; on Gratuit, what it offers. */
export function LeaveTab() {
  const types = useAbsenceTypes();
  const [section, setSection] = useState<LeaveSection>('requests');
  if (types.isPending) return <LoadingIndicator />;
  if (types.isError) {
    if (types.error instanceof ApiError && types.error.code === ErrorCode.FEATURE_NOT_IN_PLAN) {
      return <UpgradePanel message={types.error.message} />;
    }
    return <ErrorAlert error={types.error} />;
  }
  return (
    <div className="space-y-6">
      {/* Requests, balances and planning follow it; the settings are the company's. */}
      <SiteFilter />
      <Tabs
        label="Sections des congés"
        selected={section}
        onSelect={setSection}
        tabs={[
          { id: 'requests', label: M.requests, panel: <RequestsSection types={types.data} /> },
          { id: 'balances', label: M.balances, panel: <BalancesSection /> },
          { id: 'planning', label: M.planning, panel: <PlanningSection /> },
          { id: 'settings', label: M.settings, panel: <LeaveSettingsSection types={types.data} /> },
        ]}
      />
    </div>
  );
}
