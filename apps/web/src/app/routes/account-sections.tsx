import type { CompanyAccount } from '@pointeo/domain/accounts';
import { LEAVE_MESSAGES } from '@pointeo/domain/leave-messages';
import { type Action, can, type Role } from '@pointeo/domain/permissions';
import { REPORT_MESSAGES } from '@pointeo/domain/report-messages';
import { TIMESHEET_MESSAGES } from '@pointeo/domain/timesheet-messages';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { CountBadge } from '../../components/ui/count-badge';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { useWaiting } from '../../features/accounts/api/waiting';
import { GeneralTab } from '../../features/accounts/components/general-tab';
import { BillingTab } from '../../features/billing/billing-tab';
import { ClockTab } from '../../features/clock/components/clock-tab';
import { EmployeesTab } from '../../features/employees/employees-tab';
import { SecurityTab } from '../../features/security/security-tab';
import { TeamTab } from '../../features/team/team-tab';
import { countOf } from '../../lib/count-of';

/** A section whose code loads when it is first opened, not with the account page. */
function lazySection(load: () => Promise<ComponentType>): () => ReactNode {
  const Section = lazy(() => load().then((component) => ({ default: component })));
  return function LazySection() {
    return (
      <Suspense fallback={<LoadingIndicator />}>
        <Section />
      </Suspense>
    );
  };
}

// The Temps tab is the account's largest.
const LazyTimesheetsTab = lazySection(() =>
  import('../../features/timesheets/timesheets-tab').then((module) => module.TimesheetsTab),
);
const LazyLeaveTab = lazySection(() =>
  import('../../features/leave/leave-tab').then((module) => module.LeaveTab),
);
const LazySitesTab = lazySection(() =>
  import('../../features/sites/sites-tab').then((module) => module.SitesTab),
);
// The API's keys and webhooks: Premium's, opened by few (decision 075).
const LazyDevelopersTab = lazySection(() =>
  import('../../features/developers/developers-tab').then((module) => module.DevelopersTab),
);
// The company's data: its export, retention and closure, an Administrateur's (issue 33).
const LazyPrivacyTab = lazySection(() =>
  import('../../features/privacy/privacy-tab').then((module) => module.PrivacyTab),
);
// The activity log: the administrators', opened now and then (decision 081).
const LazyActivityTab = lazySection(() =>
  import('../../features/activity/activity-tab').then((module) => module.ActivityTab),
);
const LazyReportsTab = lazySection(() =>
  import('../../features/reports/reports-tab').then((module) => module.ReportsTab),
);

export interface AccountSection {
  /** Its `?tab=` value. */
  id: string;
  label: string;
  /** What a member's role must allow to see the section (permissions.ts): no dead end is shown. */
  action: Action;
  /** A count shown in the section's tab, read by a hook of its feature. */
  Badge?: () => ReactNode;
  Panel: (props: { account: CompanyAccount }) => ReactNode;
}

/** The entries 'À régulariser' of the company, whatever their week. */
function ToRegulariseBadge() {
  const count = useWaiting().data?.toRegularise ?? 0;
  return <CountBadge count={count} description={`${count} à régulariser`} />;
}

/** The leave requests typed at the kiosk that wait for an answer. */
function LeaveRequestsBadge() {
  const count = useWaiting().data?.leaveRequests ?? 0;
  return (
    <CountBadge count={count} description={countOf(count, 'demande en attente', 'demandes en attente')} />
  );
}

/**
 * The account's sections, in their order: a new one is one more entry here. SPEC §2 names the first
 * three and their `?tab=` values; the others are ours.
 */
export const ACCOUNT_SECTIONS = [
  { id: 'general', label: 'Informations générales', action: 'account.read', Panel: GeneralTab },
  { id: 'billing', label: 'Facturation', action: 'billing.read', Panel: BillingTab },
  { id: 'employees', label: 'Employés', action: 'employees.read', Panel: EmployeesTab },
  { id: 'sites', label: 'Sites', action: 'sites.read', Panel: LazySitesTab },
  {
    id: 'time',
    label: TIMESHEET_MESSAGES.tab,
    action: 'timesheets.read',
    Badge: ToRegulariseBadge,
    Panel: LazyTimesheetsTab,
  },
  {
    id: 'leave',
    label: LEAVE_MESSAGES.tab,
    action: 'leave.read',
    Badge: LeaveRequestsBadge,
    Panel: LazyLeaveTab,
  },
  { id: 'reports', label: REPORT_MESSAGES.tab, action: 'reports.read', Panel: LazyReportsTab },
  { id: 'clock', label: 'Pointages', action: 'presence.read', Panel: ClockTab },
  { id: 'team', label: 'Équipe', action: 'team.read', Panel: TeamTab },
  { id: 'developers', label: 'Développeurs', action: 'developers.manage', Panel: LazyDevelopersTab },
  { id: 'data', label: 'Données', action: 'privacy.manage', Panel: LazyPrivacyTab },
  { id: 'security', label: 'Sécurité', action: 'account.read', Panel: SecurityTab },
  { id: 'activity', label: "Journal d'activité", action: 'audit.read', Panel: LazyActivityTab },
] as const satisfies readonly AccountSection[];

export type AccountSectionId = (typeof ACCOUNT_SECTIONS)[number]['id'];

/**
 * The sections a member's role may open, in their order; only 'Sécurité' for a member whose company
 * requires two-factor sign-in until they turn it on (decision 080).
 */
export function sectionsFor(role: Role, mustEnrolTwoFactor = false): readonly AccountSection[] {
  if (mustEnrolTwoFactor) return ACCOUNT_SECTIONS.filter((section) => section.id === 'security');
  return ACCOUNT_SECTIONS.filter((section) => can(role, section.action));
}

/**
 * SPEC §2: `?tab=` picks a section by its id; any other value, or a section the role may not open,
 * means general.
 */
export function tabFromSearch(
  value: string | null,
  sections: readonly AccountSection[] = ACCOUNT_SECTIONS,
): string {
  return sections.find((section) => section.id === value)?.id ?? 'general';
}
