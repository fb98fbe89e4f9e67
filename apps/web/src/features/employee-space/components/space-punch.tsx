import type { PunchPosition, RemotePunchResult } from '@pointeo/domain/clock';
import { CLOCK_MESSAGES, punchGreeting } from '@pointeo/domain/clock-messages';
import { SPACE_MESSAGES } from '@pointeo/domain/employee-space';
import { SITE_CODE_PREFIX } from '@pointeo/domain/site-code';
import { CheckCircle2, MapPin, ScanQrCode } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { Modal } from '../../../components/ui/modal';
import { QrScanner, type QrScannerTexts } from '../../../components/ui/qr-scanner';
import { type SpacePunch, useSpacePunch, useSpacePunching } from '../api/punches';

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
 * position read once when the site checks it; or by scanning the code a site's kiosk shows.
 */
export function SpacePunchSection() {
  const punching = useSpacePunching();
  const punch = useSpacePunch();
  const [scanning, setScanning] = useState(false);
  const [positionError, setPositionError] = useState<Error | null>(null);
  const titleId = useId();
  const ways = punching.data;
  if (!ways || (!ways.phone && !ways.siteCode)) return null;

  const send = (request: SpacePunch) => {
    setPositionError(null);
    punch.mutate(request);
  };
  const punchFromPhone = async () => {
    if (!ways.position) {
      send({});
      return;
    }
    try {
      send({ position: await readPosition() });
    } catch (error) {
      setPositionError(error as Error);
    }
  };

  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {SPACE_MESSAGES.punchTitle}
      </h2>
      <div className="flex flex-wrap gap-3">
        {ways.phone && (
          <Button onClick={() => void punchFromPhone()} disabled={punch.isPending}>
            {ways.position && <MapPin className="h-4 w-4" aria-hidden="true" />}
            {punch.isPending ? SPACE_MESSAGES.punching : SPACE_MESSAGES.punchNow}
          </Button>
        )}
        {ways.siteCode && (
          <Button variant="secondary" onClick={() => setScanning(true)} disabled={punch.isPending}>
            <ScanQrCode className="h-4 w-4" aria-hidden="true" />
            {SPACE_MESSAGES.scanSiteCode}
          </Button>
        )}
      </div>
      {ways.position && <p className="text-sm text-slate-600">{SPACE_MESSAGES.positionNotice}</p>}
      {punch.data && !punch.isPending && <PunchDone result={punch.data} />}
      <FormRefusal error={positionError ?? punch.error} />
      <Modal title={SPACE_MESSAGES.scanSiteCode} open={scanning} onClose={() => setScanning(false)}>
        {scanning && (
          <QrScanner
            accept={siteCodeOf}
            texts={SITE_CODE_SCANNER_TEXTS}
            onRead={(siteCode) => {
              setScanning(false);
              send({ siteCode });
            }}
          />
        )}
      </Modal>
    </section>
  );
}
