import type { KioskDevice, KioskSettingsChange } from '@pointeo/domain/clock';
import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { formatFrenchDateTime } from '@pointeo/domain/dates';
import { featureUnavailableMessage } from '@pointeo/domain/plan-features';
import { MonitorSmartphone, QrCode } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toasts';
import { toastError } from '../../../lib/error-toast';
import { useSites } from '../../../lib/sites';
import { useKioskDevices, useKioskSettings, useRevokeKiosk, useSaveKioskSettings } from '../api/clock-admin';
import { ACTIVATE_BROWSER_LABEL, ActivateKioskForm } from './activate-kiosk-form';
import { PAIR_TABLET_LABEL, PairingCodeDialog } from './pairing-code-dialog';

/**
 * This browser is a kiosk now and signed out: a full load leaves nothing of the account in memory
 * and opens the kiosk with its new cookie.
 */
const openKiosk = () => window.location.assign('/pointage');

export function KioskDevices() {
  const devices = useKioskDevices();
  const severalSites = (useSites().data?.sites.length ?? 0) > 1;
  const revoke = useRevokeKiosk();
  const [activating, setActivating] = useState(false);
  const [pairing, setPairing] = useState(false);
  const [revoking, setRevoking] = useState<KioskDevice>();

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      const { message } = await revoke.mutateAsync(revoking.id);
      toast.success(message);
    } catch (error) {
      toastError(error);
    } finally {
      setRevoking(undefined);
    }
  };

  return (
    <section aria-labelledby="terminaux-titre" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="terminaux-titre" className="text-lg font-semibold text-slate-900">
          Terminaux de pointage
        </h2>
        <div className="flex gap-2">
          <a
            href="/pointage"
            target="_blank"
            rel="noopener"
            className="rounded-md border border-slate-300 px-4 py-2.5 text-sm font-semibold hover:bg-slate-50"
          >
            Ouvrir le pointage
          </a>
          <Button variant="secondary" onClick={() => setActivating(true)}>
            <MonitorSmartphone className="h-4 w-4" aria-hidden="true" />
            {ACTIVATE_BROWSER_LABEL}
          </Button>
          <Button onClick={() => setPairing(true)}>
            <QrCode className="h-4 w-4" aria-hidden="true" />
            {PAIR_TABLET_LABEL}
          </Button>
        </div>
      </div>
      {devices.data?.length === 0 && (
        <p className="mt-3 text-slate-600">
          Aucun terminal activé. Associez la tablette qui servira de borne de pointage.
        </p>
      )}
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {devices.data?.map((device) => (
          <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-medium text-slate-900">{device.name}</p>
              {severalSites && <p className="text-sm text-slate-700">Site&#8239;: {device.siteName}</p>}
              <p className="text-sm text-slate-600">
                Activé le {formatFrenchDateTime(device.createdAt)}
                {device.lastSeenAt && ` — dernière activité le ${formatFrenchDateTime(device.lastSeenAt)}`}
              </p>
            </div>
            <Button
              variant="secondary"
              onClick={() => setRevoking(device)}
              aria-label={`Révoquer ${device.name}`}
            >
              Révoquer
            </Button>
          </li>
        ))}
      </ul>
      <KioskSettings severalSites={severalSites} />
      <Modal title={ACTIVATE_BROWSER_LABEL} open={activating} onClose={() => setActivating(false)}>
        <ActivateKioskForm onDone={openKiosk} onCancel={() => setActivating(false)} />
      </Modal>
      <PairingCodeDialog open={pairing} onClose={() => setPairing(false)} />
      <ConfirmDialog
        title={'Révoquer ce terminal\u202f?'}
        open={Boolean(revoking)}
        confirmLabel="Révoquer le terminal"
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(undefined)}
      >
        «&#8239;{revoking?.name}&#8239;» ne pourra plus enregistrer de pointages. Les pointages déjà faits
        sont conservés.
      </ConfirmDialog>
    </section>
  );
}

/**
 * The kiosks' rules, each saved as soon as it is ticked or unticked: «Pauses sur la borne» (Pointage
 * avancé), and «Autoriser le pointage sur un autre site» when the company has several sites.
 */
function KioskSettings({ severalSites }: { severalSites: boolean }) {
  const settings = useKioskSettings();
  const save = useSaveKioskSettings();
  if (!settings.data) return null;
  const saveSetting = async (change: KioskSettingsChange) => {
    try {
      await save.mutateAsync(change);
      toast.success(CLOCK_MESSAGES.settingsSaved);
    } catch (error) {
      toastError(error);
    }
  };
  const { breaks, breaksInPlan, otherSitePunches } = settings.data;
  return (
    <div className="mt-4 space-y-4 rounded-lg border border-slate-200 p-4">
      <CheckboxField
        label={CLOCK_MESSAGES.breaks}
        description={breaksInPlan ? CLOCK_MESSAGES.breaksHint : featureUnavailableMessage('advancedClocking')}
        checked={breaks && breaksInPlan}
        disabled={save.isPending || !breaksInPlan}
        onChange={(event) => saveSetting({ breaks: event.target.checked })}
      />
      {severalSites && (
        <CheckboxField
          label={CLOCK_MESSAGES.otherSitePunches}
          description={CLOCK_MESSAGES.otherSitePunchesHint}
          checked={otherSitePunches}
          disabled={save.isPending}
          onChange={(event) => saveSetting({ otherSitePunches: event.target.checked })}
        />
      )}
    </div>
  );
}
