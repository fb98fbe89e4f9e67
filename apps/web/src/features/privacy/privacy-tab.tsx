import { ExportCard } from './components/export-card';

/**
 * The account's 'Données' section (issue 33 item 4), an Administrateur's ('privacy.manage'): the
 * company's data export (decision 082); the retention and the account's closure join it (083).
 */
export function PrivacyTab() {
  return (
    <div className="space-y-8">
      <ExportCard />
    </div>
  );
}
