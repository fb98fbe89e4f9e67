import { CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { loadQrDetector, type QrDetector } from '../../lib/qr-detector';

/** A frame read every so often, not at every frame: a tablet's processor has other work. */
const SCAN_EVERY_MS = 150;
/** How long «not the right code» stays after the last QR code that was none. */
const NOT_ACCEPTED_MS = 3_000;

type ScannerState = 'starting' | 'scanning' | 'noCamera' | 'noDecoder';

/** What the scanner says, in the words of the page that opens it. */
export interface QrScannerTexts {
  starting: string;
  hint: string;
  notAccepted: string;
  cameraUnavailable: string;
  decoderUnavailable: string;
}

interface QrScannerProps {
  /** The code's value if the text is one the page takes, otherwise undefined (any other QR code). */
  accept: (text: string) => string | undefined;
  /** The first code accepted: the camera is already stopped. */
  onRead: (value: string) => void;
  texts: QrScannerTexts;
  /** Tests give their own; the page loads the native detector or the ponyfill. */
  loadDetector?: () => Promise<QrDetector> | undefined;
}

/**
 * The camera's picture (the rear camera where there is one), read for QR codes until one is
 * accepted: a badge at the kiosk (decision 067), a site's code in the employee's space (070). Every
 * track stops on that code, on unmount (the dialog closed) or when the decoder cannot load; without
 * a camera it says so.
 */
export function QrScanner({ accept, onRead, texts, loadDetector }: QrScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScannerState>('starting');
  const [notAccepted, setNotAccepted] = useState(false);
  const readRef = useRef({ accept, onRead });
  readRef.current = { accept, onRead };
  const loadDetectorRef = useRef(loadDetector);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let scanTimer: ReturnType<typeof setTimeout> | undefined;
    let notAcceptedTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(scanTimer);
      clearTimeout(notAcceptedTimer);
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
          const value = readRef.current.accept(rawValue);
          if (value) {
            stop();
            readRef.current.onRead(value);
            return;
          }
        }
        if (codes.length > 0) {
          setNotAccepted(true);
          clearTimeout(notAcceptedTimer);
          notAcceptedTimer = setTimeout(() => setNotAccepted(false), NOT_ACCEPTED_MS);
        }
      }
      scanTimer = setTimeout(() => void scan(detector, video), SCAN_EVERY_MS);
    };

    const start = async () => {
      // The decoder loads while the person allows the camera.
      const detector = loadDetectorRef.current?.() ?? loadQrDetector();
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
      ? texts.cameraUnavailable
      : state === 'noDecoder'
        ? texts.decoderUnavailable
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
          <p className="text-base">{state === 'starting' ? texts.starting : texts.hint}</p>
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label={texts.hint}
            className="aspect-[4/3] w-full rounded-xl bg-slate-900 object-cover"
          />
        </>
      )}
      <p role="status" className="min-h-6 text-base font-semibold text-red-700">
        {notAccepted ? texts.notAccepted : ''}
      </p>
    </div>
  );
}
