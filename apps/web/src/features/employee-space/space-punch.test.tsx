import { SPACE_MESSAGES } from '@pointeo/domain/employee-space';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCamera, removeCamera, stubVideoFrames } from '../../test/fake-camera';
import { mockApi, renderPage, stubDialogs } from '../../test/render-page';
import { ME } from './space-fixtures';
import SpacePage from './space-page';

const SITE_CODE = 'PTS1.00000000-0000-4000-8000-0000000000a1.59000000.AAAAAAAAAAAAAAAAAAAAAA';

// The camera films the site's code: the decoder is the browser's business, not jsdom's.
vi.mock('../../lib/qr-detector', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/qr-detector')>()),
  loadQrDetector: async () => ({ detect: async () => [{ rawValue: SITE_CODE }] }),
}));

const RECORDED = {
  kind: 'in',
  firstName: 'Zoé',
  at: '2026-11-27T07:02:00.000Z',
  previousEntryFlagged: false,
};

function space(punching: object, answer: object = RECORDED) {
  const fetchMock = mockApi({
    'GET /api/me': { body: ME },
    'GET /api/me/punching': { body: punching },
    'POST /api/me/punches': { body: answer },
    'GET /api/me/hours/week': { status: 503, body: { error: { code: 'INTERNAL_ERROR', message: '—' } } },
    'GET /api/me/hours/month': { status: 503, body: { error: { code: 'INTERNAL_ERROR', message: '—' } } },
    'GET /api/me/entries': { body: { entries: [] } },
    'GET /api/me/leave': { body: { balances: [], requests: [] } },
    'GET /api/me/correction-requests': { body: { requests: [] } },
    'GET /api/me/months': { body: { months: [] } },
  });
  return () =>
    fetchMock.mock.calls
      .filter(([url, init]) => String(url).endsWith('/api/me/punches') && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
}

function fakePosition(coords: { latitude: number; longitude: number; accuracy: number } | 'denied') {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) =>
    coords === 'denied'
      ? failure?.({ code: 1 } as GeolocationPositionError)
      : success({ coords } as GeolocationPosition),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

beforeAll(stubDialogs);
beforeEach(() => {
  localStorage.clear();
  stubVideoFrames();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
  removeCamera();
});

describe("'Pointer' in the employee's space", () => {
  it('punches from the phone, reading the position once when the site checks it, and says out of zone', async () => {
    const sent = space({ phone: true, position: true, siteCode: false }, { ...RECORDED, inZone: false });
    const getCurrentPosition = fakePosition({ latitude: 48.85, longitude: 2.35, accuracy: 12 });
    renderPage(<SpacePage />, '/moi');
    expect(await screen.findByText(/lue une seule fois, au moment du pointage/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SPACE_MESSAGES.punchNow }));

    expect(await screen.findByText('Bonjour Zoé, arrivée enregistrée à 08:02')).toBeInTheDocument();
    expect(screen.getByText(/hors de la zone du site/)).toBeInTheDocument();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(sent()).toEqual([
      expect.objectContaining({ position: { latitude: 48.85, longitude: 2.35, accuracy: 12 } }),
    ]);
  });

  it('says the position could not be read, and sends nothing', async () => {
    const sent = space({ phone: true, position: true, siteCode: false });
    fakePosition('denied');
    renderPage(<SpacePage />, '/moi');
    await userEvent.click(await screen.findByRole('button', { name: SPACE_MESSAGES.punchNow }));
    expect(await screen.findByText(/Position indisponible/)).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it("punches with the site's code read by the camera, without any position", async () => {
    const sent = space({ phone: false, position: false, siteCode: true });
    const { track } = fakeCamera();
    renderPage(<SpacePage />, '/moi');
    expect(screen.queryByRole('button', { name: SPACE_MESSAGES.punchNow })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: SPACE_MESSAGES.scanSiteCode }));

    expect(await screen.findByText('Bonjour Zoé, arrivée enregistrée à 08:02')).toBeInTheDocument();
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
    expect(sent()).toEqual([expect.objectContaining({ siteCode: SITE_CODE })]);
    expect(sent()[0]).not.toHaveProperty('position');
  });

  it('shows no way to punch when the site and the plan allow none', async () => {
    space({ phone: false, position: false, siteCode: false });
    renderPage(<SpacePage />, '/moi');
    expect(await screen.findByRole('heading', { name: 'Zoé Martin' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: SPACE_MESSAGES.punchTitle })).toBeNull(),
    );
  });

  it('keeps a phone punch made without network under the employee, and sends it once the network is back', async () => {
    let online = false;
    const unreachable = async () => {
      throw new TypeError('Failed to fetch');
    };
    const fetchMock = mockApi({
      'GET /api/me': { body: ME },
      'GET /api/me/punching': { body: { phone: true, position: false, siteCode: false } },
      'POST /api/me/punches': async () => (online ? Response.json(RECORDED) : unreachable()),
      'GET /api/me/hours/week': { body: { error: { code: 'INTERNAL_ERROR', message: '—' } }, status: 503 },
      'GET /api/me/hours/month': { body: { error: { code: 'INTERNAL_ERROR', message: '—' } }, status: 503 },
      'GET /api/me/entries': { body: { entries: [] } },
      'GET /api/me/leave': { body: { balances: [], requests: [] } },
      'GET /api/me/correction-requests': { body: { requests: [] } },
      'GET /api/me/months': { body: { months: [] } },
    });
    renderPage(<SpacePage />, '/moi');
    await userEvent.click(await screen.findByRole('button', { name: SPACE_MESSAGES.punchNow }));

    expect(await screen.findByText(/enregistré sur ce téléphone/)).toBeInTheDocument();
    expect(screen.getByText("1 pointage en attente d'envoi")).toBeInTheDocument();
    const kept = JSON.parse(localStorage.getItem(`pointeo-space-queue-${ME.employeeId}`) ?? '[]');
    expect(kept).toEqual([{ id: expect.any(String), punchedAt: expect.any(String) }]);

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText("1 pointage en attente d'envoi")).toBeNull());
    const posts = fetchMock.mock.calls.filter(
      ([url, init]) => String(url).endsWith('/api/me/punches') && init?.method === 'POST',
    );
    expect(JSON.parse(String(posts.at(-1)?.[1]?.body))).toEqual(kept[0]);
    expect(localStorage.getItem(`pointeo-space-queue-${ME.employeeId}`)).toBe('[]');
  });

  it('opens without network with whose space it is and the phone punch, as kept on the phone', async () => {
    localStorage.setItem('pointeo-space-me', JSON.stringify(ME));
    localStorage.setItem(
      'pointeo-space-punching',
      JSON.stringify({ phone: true, position: false, siteCode: false }),
    );
    const unreachable = async () => {
      throw new TypeError('Failed to fetch');
    };
    mockApi({
      'GET /api/me': unreachable,
      'GET /api/me/punching': unreachable,
      'GET /api/me/hours/week': unreachable,
      'GET /api/me/hours/month': unreachable,
      'GET /api/me/entries': unreachable,
      'GET /api/me/leave': unreachable,
      'GET /api/me/correction-requests': unreachable,
      'GET /api/me/months': unreachable,
      'POST /api/me/punches': unreachable,
    });
    renderPage(<SpacePage />, '/moi');
    expect(await screen.findByRole('heading', { name: 'Zoé Martin' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: SPACE_MESSAGES.punchNow }));
    expect(await screen.findByText(/enregistré sur ce téléphone/)).toBeInTheDocument();
  });
});
