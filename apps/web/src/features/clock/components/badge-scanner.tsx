import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { QrScanner, type QrScannerTexts } from '../../../components/ui/qr-scanner';
import { badgeSecretOf, loadQrDetector, type QrDetector } from '../badge-detector';

const BADGE_SCANNER_TEXTS: QrScannerTexts = {
  starting: CLOCK_MESSAGES.cameraStarting,
  hint: CLOCK_MESSAGES.scanHint,
  notAccepted: CLOCK_MESSAGES.notABadge,
  cameraUnavailable: CLOCK_MESSAGES.cameraUnavailable,
  decoderUnavailable: CLOCK_MESSAGES.scannerUnavailable,
};

interface BadgeScannerProps {
  /** The first badge read: the camera is already stopped. */
  onBadge: (secret: string) => void;
  /** Tests give their own; the kiosk loads the native detector or the ponyfill. */
  loadDetector?: () => Promise<QrDetector>;
}

/**
 * The kiosk's camera read for a Pointeo badge (decision 067); without a camera it says so, and the
 * PIN pad stays there.
 */
export function BadgeScanner({ onBadge, loadDetector = loadQrDetector }: BadgeScannerProps) {
  return (
    <QrScanner
      accept={badgeSecretOf}
      onRead={onBadge}
      texts={BADGE_SCANNER_TEXTS}
      loadDetector={loadDetector}
    />
  );
}
