import type { PunchPosition, RemotePunchResult } from '@pointeo/domain/clock';
import { CLOCK_MESSAGES, punchGreeting } from '@pointeo/domain/clock-messages';
import { SPACE_MESSAGES } from '@pointeo/domain/employee-space';
import { SITE_CODE_PREFIX } from '@pointeo/domain/site-code';
import { CheckCircle2, CloudUpload, MapPin, ScanQrCode } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { Modal } from '../../../components/ui/modal';
import { QrScanner, type QrScannerTexts } from '../../../components/ui/qr-scanner';
import { useSpacePunching } from '../api/punches';
import { useSpacePunch } from '../use-space-punch';

const SITE_CODE_SCANNER_TEXTS: QrScannerTexts = {
  starting: CLOCK_MESSAGES.cameraStarting,
  hint: SPACE_MESSAGES.scanSiteCodeHint,
  notAccepted: SPACE_MESSAGES.notASiteCode,
  cameraUnavailable: SPACE_MESSAGES.cameraUnavailable,
  decoderUnavailable: SPACE_MESSAGES.scannerUnavailable,
};

const siteCodeOf = (text: string) => (text.startsWith(SITE_CODE_PREFIX) ? text : undefined);

/** The position, read once now (decision 069); never watched. */
function readPosition(): Promise<PunchPosition> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) {
      reject(new Error(SPACE_MESSAGES.positionUnavailable));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      () => reject(new Error(SPACE_MESSAGES.positionUnavailable)),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  });
}

function PunchDone({ result }: { result: RemotePunchResult }) {
  return (
    <div role="status" className="space-y-1 rounded-md bg-green-50 p-3 text-green-900">
      <p className="flex items-center gap-2 font-semibold">
        <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
        {punchGreeting(result.kind, result.firstName, result.at, result.breakPunch)}
      </p>
      {result.inZone === false && <p className="text-sm">{SPACE_MESSAGES.outOfZone}</p>}
    </div>
  );
}

/**
 * 'Pointer' (issue 30 items 3 and 4): from the phone on his own site, where the site allows it, the
 * position read once when the site checks it, kept on the phone while offline; or by scanning the
 * code a site's kiosk shows.
 */
export function SpacePunchSection({ employeeId }: { employeeId: string }) {
  const punching = useSpacePunching();
  const { punch, fail, state, pendingCount } = useSpacePunch(employeeId);
  const [scanning, setScanning] = useState(false);
  const titleId = useId();
  const ways = punching.data;
  if (!ways || (!ways.phone && !ways.siteCode)) return null;
  const sending = state.status === 'sending';

  const punchFromPhone = async () => {
    if (!ways.position) {
      await punch({});
      return;
    }
    try {
      await punch({ position: await readPosition() });
    } catch (error) {
      fail(error as Error);
    }
  };

  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {SPACE_MESSAGES.punchTitle}
      </h2>
      {pendingCount > 0 && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-amber-800">
          <CloudUpload className="h-4 w-4 shrink-0" aria-hidden="true" />
          {SPACE_MESSAGES.punchesWaiting(pendingCount)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {ways.phone && (
          <Button onClick={() => void punchFromPhone()} disabled={sending}>
            {ways.position && <MapPin className="h-4 w-4" aria-hidden="true" />}
            {sending ? SPACE_MESSAGES.punching : SPACE_MESSAGES.punchNow}
          </Button>
        )}
        {ways.siteCode && (
          <Button variant="secondary" onClick={() => setScanning(true)} disabled={sending}>
            <ScanQrCode className="h-4 w-4" aria-hidden="true" />
            {SPACE_MESSAGES.scanSiteCode}
          </Button>
        )}
      </div>
      {ways.position && <p className="text-sm text-slate-600">{SPACE_MESSAGES.positionNotice}</p>}
      {state.status === 'recorded' && <PunchDone result={state.result} />}
      {state.status === 'kept' && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {SPACE_MESSAGES.punchKept}
        </p>
      )}
      <FormRefusal error={state.status === 'failed' ? state.error : null} />
      <Modal title={SPACE_MESSAGES.scanSiteCode} open={scanning} onClose={() => setScanning(false)}>
        {scanning && (
          <QrScanner
            accept={siteCodeOf}
            texts={SITE_CODE_SCANNER_TEXTS}
            onRead={(siteCode) => {
              setScanning(false);
              void punch({ siteCode });
            }}
          />
        )}
      </Modal>
    </section>
  );
}
