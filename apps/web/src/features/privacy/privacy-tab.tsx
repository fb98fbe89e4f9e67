import { CloseAccountCard } from './components/close-account-card';
import { ExportCard } from './components/export-card';
import { RetentionCard } from './components/retention-card';

/**
 * The account's 'Données' section (issue 33 item 4), an Administrateur's ('privacy.manage'): the
 * company's data export (decision 082); the retention and the account's closure join it (083).
 */
export function PrivacyTab() {
  return (
    <div className="space-y-8">
      <ExportCard />
      <RetentionCard />
      <CloseAccountCard />
    </div>
  );
}
