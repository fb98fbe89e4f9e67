import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCamera, removeCamera, stubVideoFrames } from '../../test/fake-camera';
import { newQueueKey } from '../../test/queue-key';
import { asShown, mockApi, renderPage, stubDialogs } from '../../test/render-page';
import KioskPage from './kiosk-page';

const BADGE = 'PTB1.q0x9ZkM3b1VfR2hKd0x4';
const QUEUE_KEY = 'pointeo-kiosk-queue';

// The camera films a badge: the decoder (native or zxing-wasm) is the browser's business, not jsdom's.
vi.mock('./badge-detector', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./badge-detector')>()),
  loadQrDetector: async () => ({ detect: async () => [{ rawValue: BADGE }] }),
}));

const punchBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith('/api/kiosk/punches') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeAll(stubDialogs);
beforeEach(() => {
  localStorage.clear();
  stubVideoFrames();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  removeCamera();
});

describe("KioskPage's 'Scanner mon badge'", () => {
  it('is not offered when the plan has no «Pointage avancé»', async () => {
    mockApi({
      'GET /api/kiosk/status': { body: { companyName: 'Atelier', badgeScan: false, breaks: false } },
    });
    renderPage(<KioskPage />, '/pointage');
    await screen.findByRole('group', { name: 'Clavier du code PIN' });
    expect(screen.queryByRole('button', { name: CLOCK_MESSAGES.scanBadge })).toBeNull();
  });

  it('is offered after a restart without network when the last status offered it', async () => {
    localStorage.setItem('pointeo-kiosk-company', 'Atelier');
    localStorage.setItem('pointeo-kiosk-badge-scan', 'true');
    mockApi({
      'GET /api/kiosk/status': async () => {
        throw new TypeError('Failed to fetch');
      },
      'POST /api/kiosk/punches': async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPage(<KioskPage />, '/pointage');
    expect(await screen.findByRole('button', { name: CLOCK_MESSAGES.scanBadge })).toBeInTheDocument();
  });

  it('reads a badge, closes the camera and punches with the badge as with a PIN', async () => {
    const { track } = fakeCamera();
    const fetchMock = mockApi({
      'GET /api/kiosk/status': { body: { companyName: 'Atelier', badgeScan: true, breaks: false } },
      'POST /api/kiosk/punches': {
        body: { kind: 'in', firstName: 'Inès', at: '2026-11-27T07:02:00.000Z', previousEntryFlagged: false },
      },
    });
    renderPage(<KioskPage />, '/pointage');
    await userEvent.click(await screen.findByRole('button', { name: CLOCK_MESSAGES.scanBadge }));

    expect(await screen.findByText(/^Bonjour Inès, arrivée enregistrée à \d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(track.stop).toHaveBeenCalled();
    expect(punchBodies(fetchMock)).toEqual([
      { id: expect.any(String), badge: BADGE, punchedAt: expect.any(String) },
    ]);
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]')).toEqual([]);
  });

  it('keeps a badge read offline in the queue, sealed, with the same words as a PIN', async () => {
    fakeCamera();
    const device = await newQueueKey();
    mockApi({
      'GET /api/kiosk/status': {
        body: { companyName: 'Atelier', badgeScan: true, breaks: false, queueKey: device.key },
      },
      'POST /api/kiosk/punches': async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPage(<KioskPage />, '/pointage');
    await userEvent.click(await screen.findByRole('button', { name: CLOCK_MESSAGES.scanBadge }));

    expect(await screen.findByText(/Pointage enregistré sur ce terminal/)).toBeInTheDocument();
    // Sealed to the device's key (decision 085): the badge's secret is not in the storage.
    const stored = localStorage.getItem(QUEUE_KEY) ?? '[]';
    expect(stored).not.toContain(BADGE);
    const [kept, ...others] = JSON.parse(stored);
    expect(others).toEqual([]);
    expect(device.open(kept)).toEqual({ badge: BADGE, punchedAt: expect.any(String) });
  });

  it('says the camera is unavailable in the dialog, and the pad punches once it is closed', async () => {
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    mockApi({
      'GET /api/kiosk/status': { body: { companyName: 'Atelier', badgeScan: true, breaks: false } },
    });
    renderPage(<KioskPage />, '/pointage');
    await userEvent.click(await screen.findByRole('button', { name: CLOCK_MESSAGES.scanBadge }));

    const dialog = await screen.findByRole('dialog', { name: CLOCK_MESSAGES.scanBadge });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      asShown(CLOCK_MESSAGES.cameraUnavailable),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /Fermer/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const pad = screen.getByRole('group', { name: 'Clavier du code PIN' });
    expect(within(pad).getByRole('button', { name: '5' })).toBeEnabled();
  });
});
