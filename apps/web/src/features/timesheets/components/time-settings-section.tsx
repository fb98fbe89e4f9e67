import { TIMESHEET_MESSAGES as M } from '@pointeo/domain/timesheet-messages';
import { Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { useCan } from '../../../lib/current-member';
import { useTimeSettings } from '../api/time-settings';
import { TimeSettingsForm } from './time-settings-form';

/**
 * 'Paramètres': the night window and the agreement every figure is computed with, and the kiosk's
 * double-tap window; where the Alsace-Moselle holidays moved (each site's département, issue 29).
 */
export function TimeSettingsSection() {
  const settings = useTimeSettings();
  const [editing, setEditing] = useState(false);
  const mayEdit = useCan('timesheets.settings');
  return (
    <section aria-labelledby="parametres-titre" className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="parametres-titre" className="text-lg font-semibold text-slate-900">
          {M.settings}
        </h2>
        {mayEdit && (
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={!settings.data}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Modifier les paramètres
          </Button>
        )}
      </div>
      {settings.isPending && <LoadingIndicator />}
      {settings.isError && <ErrorAlert error={settings.error} />}
      {settings.data && (
        <dl className="mt-3 divide-y divide-slate-200 text-sm">
          <Setting label="Période de nuit">
            {settings.data.nightStart} – {settings.data.nightEnd}
          </Setting>
          <Setting label="Jours fériés d'Alsace-Moselle">{M.alsaceMoselleMoved}</Setting>
          <Setting label="Heures complémentaires jusqu'au tiers du contrat">
            {settings.data.complementaryUpToThird ? 'Oui' : 'Non'}
          </Setting>
          <Setting label="Pointage en double">
            {settings.data.doublePunchWindowSeconds === 0
              ? 'Désactivé'
              : `Ignoré dans les ${settings.data.doublePunchWindowSeconds}\u202fs qui suivent un pointage`}
          </Setting>
          <Setting label="Heures par semaine">
            Dans la fiche de chaque employé,{' '}
            <Link to="?tab=employees" className="font-medium text-brand-700 underline hover:text-brand-800">
              onglet Employés
            </Link>
            .
          </Setting>
        </dl>
      )}
      <Modal title={M.settings} open={editing} onClose={() => setEditing(false)}>
        {settings.data && <TimeSettingsForm settings={settings.data} onDone={() => setEditing(false)} />}
      </Modal>
    </section>
  );
}

function Setting({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}
