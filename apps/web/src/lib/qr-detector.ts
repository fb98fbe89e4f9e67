// The reader's WebAssembly, served from our own origin (hashed, cached by the offline service worker):
// zxing-wasm would otherwise fetch it from a CDN, which a kiosk or a phone may not reach (decision 067).
import zxingReaderWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the scanner needs of a Barcode Detection API detector, native or ponyfilled. */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<ReadonlyArray<{ rawValue: string }>>;
}

interface NativeBarcodeDetector {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own detector, where it reads QR codes (Chrome on Android, Safari…). */
async function nativeDetector(): Promise<QrDetector | undefined> {
  const Native = (globalThis as unknown as { BarcodeDetector?: NativeBarcodeDetector }).BarcodeDetector;
  if (!Native) return undefined;
  try {
    return (await Native.getSupportedFormats()).includes('qr_code')
      ? new Native({ formats: ['qr_code'] })
      : undefined;
  } catch {
    return undefined;
  }
}

// One function for the module's life: zxing-wasm compares its overrides to know whether to reload.
const locateFile = (path: string, prefix: string) =>
  path.endsWith('.wasm') ? zxingReaderWasmUrl : prefix + path;

/** The ponyfill (zxing-wasm), fetched only now: a page's first load does not carry it. */
async function ponyfillDetector(): Promise<QrDetector> {
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // Fetched and compiled now, so a missing file or a refusing CSP fails here and not at each frame.
  await prepareZXingModule({ overrides: { locateFile }, fireImmediately: true });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

let loading: Promise<QrDetector> | undefined;

/** The QR code reader, loaded once when the scanner first opens; a failed load is tried again next time. */
export function loadQrDetector(): Promise<QrDetector> {
  loading ??= nativeDetector()
    .then((native) => native ?? ponyfillDetector())
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * Fetches the reader's files without running them, for the kiosk's service worker to keep: a tablet
 * that restarts without network still scans (decision 067). Nothing to fetch where the browser reads
 * QR codes itself.
 */
export async function fetchQrReaderFiles(): Promise<void> {
  if (await nativeDetector()) return;
  await Promise.all([
    import('barcode-detector/ponyfill'),
    fetch(zxingReaderWasmUrl).then((response) => response.arrayBuffer()),
  ]);
}
