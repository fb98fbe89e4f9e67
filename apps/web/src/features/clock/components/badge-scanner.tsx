import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { badgeSecretOf, loadQrDetector, type QrDetector } from '../badge-detector';

/** A frame read every so often, not at every frame: a tablet's processor has other work. */
const SCAN_EVERY_MS = 150;
/** How long «not a badge» stays after the last QR code that was none. */
const NOT_A_BADGE_MS = 3_000;

type ScannerState = 'starting' | 'scanning' | 'noCamera' | 'noDecoder';

interface BadgeScannerProps {
  /** The first badge read: the camera is already stopped. */
  onBadge: (secret: string) => void;
  /** Tests give their own; the kiosk loads the native detector or the ponyfill. */
  loadDetector?: () => Promise<QrDetector>;
}

/**
 * The camera's picture (the rear camera where there is one), read for QR codes until one is a
 * Pointeo badge (decision 067). Every track stops on that badge, on unmount (the dialog closed) or
 * when the decoder cannot load; without a camera it says so, and the PIN pad stays there.
 */
export function BadgeScanner({ onBadge, loadDetector = loadQrDetector }: BadgeScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScannerState>('starting');
  const [notABadge, setNotABadge] = useState(false);
  const onBadgeRef = useRef(onBadge);
  onBadgeRef.current = onBadge;
  const loadDetectorRef = useRef(loadDetector);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let scanTimer: ReturnType<typeof setTimeout> | undefined;
    let notABadgeTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(scanTimer);
      clearTimeout(notABadgeTimer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      const video = videoRef.current;
      if (video) video.srcObject = null;
    };

    const scan = async (detector: QrDetector, video: HTMLVideoElement) => {
      if (stopped) return;
      // HAVE_CURRENT_DATA: a frame to read.
      if (video.readyState >= 2) {
        const codes = await detector.detect(video).catch(() => []);
        if (stopped) return;
        for (const { rawValue } of codes) {
          const secret = badgeSecretOf(rawValue);
          if (secret) {
            stop();
            onBadgeRef.current(secret);
            return;
          }
        }
        if (codes.length > 0) {
          setNotABadge(true);
          clearTimeout(notABadgeTimer);
          notABadgeTimer = setTimeout(() => setNotABadge(false), NOT_A_BADGE_MS);
        }
      }
      scanTimer = setTimeout(() => void scan(detector, video), SCAN_EVERY_MS);
    };

    const start = async () => {
      // The decoder loads while the person allows the camera.
      const detector = loadDetectorRef.current();
      detector.catch(() => undefined);
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('noCamera');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: { ideal: 'environment' } },
        });
      } catch {
        if (!stopped) setState('noCamera');
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) {
        stop();
        return;
      }
      video.srcObject = stream;
      // Muted and inline, a video plays without a gesture; the frames come all the same if it refuses.
      void video.play()?.catch(() => undefined);
      let ready: QrDetector;
      try {
        ready = await detector;
      } catch {
        if (!stopped) setState('noDecoder');
        stop();
        return;
      }
      if (stopped) return;
      setState('scanning');
      void scan(ready, video);
    };

    void start();
    return stop;
  }, []);

  const unavailable =
    state === 'noCamera'
      ? CLOCK_MESSAGES.cameraUnavailable
      : state === 'noDecoder'
        ? CLOCK_MESSAGES.scannerUnavailable
        : undefined;

  return (
    <div className="flex flex-col gap-3 text-slate-900">
      {unavailable ? (
        <p role="alert" className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-base font-medium">
          <CameraOff className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
          {unavailable}
        </p>
      ) : (
        <>
          <p className="text-base">
            {state === 'starting' ? CLOCK_MESSAGES.cameraStarting : CLOCK_MESSAGES.scanHint}
          </p>
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label={CLOCK_MESSAGES.scanHint}
            className="aspect-[4/3] w-full rounded-xl bg-slate-900 object-cover"
          />
        </>
      )}
      <p role="status" className="min-h-6 text-base font-semibold text-red-700">
        {notABadge ? CLOCK_MESSAGES.notABadge : ''}
      </p>
    </div>
  );
}
