import { ErrorCode } from '@pointeo/domain/error-codes';
import { SITE_CODE_MESSAGES } from '@pointeo/domain/site-code';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asShown, mockApi, renderPage } from '../../test/render-page';
import KioskPage from './kiosk-page';

/** The kiosk's site QR code (decision 070): the toggle, the screen, its change every 30 s. */

const SITE = 'Boutique Lyon';
const VIEW_KEY = 'pointeo-kiosk-view';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A kiosk whose site shows its code; each ask answers another code, changing in `changesIn.ms`. */
function kioskShowingCode(changesIn: { ms: number }) {
  let asked = 0;
  const fetchMock = mockApi({
    'GET /api/kiosk/status': {
      body: { companyName: 'Atelier Pointage', badgeScan: false, breaks: false, siteCode: true },
    },
    'GET /api/kiosk/site-code': async () => {
      asked++;
      return json({
        code: `PTS1.code-${asked}`,
        siteName: SITE,
        expiresAt: new Date(Date.now() + changesIn.ms).toISOString(),
        expiresInMs: changesIn.ms,
        qrCode: `data:image/svg+xml;base64,${btoa(`qr-${asked}`)}`,
      });
    },
  });
  const codeAsks = () =>
    fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/kiosk/site-code')).length;
  return { codeAsks };
}

const qrImage = () => screen.findByRole('img', { name: SITE_CODE_MESSAGES.imageAlt(SITE) });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the kiosk of a site that shows its code', () => {
  it("offers 'Afficher le code du site', shows the QR code large with the site and the countdown, and goes back", async () => {
    kioskShowingCode({ ms: 23_000 });
    const user = userEvent.setup();
    renderPage(<KioskPage />, '/pointage');
    await user.click(await screen.findByRole('button', { name: SITE_CODE_MESSAGES.show }));

    expect((await qrImage()).getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(
      screen.getByRole('heading', { name: `${SITE_CODE_MESSAGES.title} — ${SITE}` }),
    ).toBeInTheDocument();
    expect(screen.getByText(SITE_CODE_MESSAGES.instructions)).toBeInTheDocument();
    expect(screen.getByText(asShown(SITE_CODE_MESSAGES.changesIn(23)))).toBeInTheDocument();
    // The pad is gone while the code shows: typing punches nothing.
    expect(screen.queryByRole('group', { name: 'Clavier du code PIN' })).toBeNull();
    expect(localStorage.getItem(VIEW_KEY)).toBe('site-code');

    await user.click(screen.getByRole('button', { name: SITE_CODE_MESSAGES.backToPad }));
    expect(await screen.findByRole('group', { name: 'Clavier du code PIN' })).toBeInTheDocument();
    expect(localStorage.getItem(VIEW_KEY)).toBeNull();
  });

  it('asks for the next code when the window ends, and counts down in between', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(VIEW_KEY, 'site-code');
    const changesIn = { ms: 5_000 };
    const { codeAsks } = kioskShowingCode(changesIn);
    renderPage(<KioskPage />, '/pointage');
    const first = (await qrImage()).getAttribute('src');
    const asksAtFirst = codeAsks();
    changesIn.ms = 30_000;

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText(asShown(SITE_CODE_MESSAGES.changesIn(3)))).toBeInTheDocument();
    expect(codeAsks()).toBe(asksAtFirst);

    await act(() => vi.advanceTimersByTimeAsync(3_500));
    await vi.waitFor(() => expect(codeAsks()).toBe(asksAtFirst + 1));
    await vi.waitFor(() => expect(screen.getByRole('img').getAttribute('src')).not.toBe(first));
    expect(screen.getByText(asShown(SITE_CODE_MESSAGES.changesIn(30)))).toBeInTheDocument();
  });

  it('says offline that the code cannot be shown, and shows it once the network is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(VIEW_KEY, 'site-code');
    let online = false;
    mockApi({
      'GET /api/kiosk/status': {
        body: { companyName: 'Atelier Pointage', badgeScan: false, breaks: false, siteCode: true },
      },
      'GET /api/kiosk/site-code': async () => {
        if (!online) throw new TypeError('Failed to fetch');
        return json({
          code: 'PTS1.code',
          siteName: SITE,
          expiresAt: new Date(Date.now() + 30_000).toISOString(),
          expiresInMs: 30_000,
          qrCode: 'data:image/svg+xml;base64,cXI=',
        });
      },
    });
    renderPage(<KioskPage />, '/pointage');
    expect(await screen.findByRole('alert')).toHaveTextContent(asShown(SITE_CODE_MESSAGES.offline));
    expect(screen.queryByRole('img')).toBeNull();

    online = true;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await qrImage()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says the server's refusal when the site stopped showing its code", async () => {
    localStorage.setItem(VIEW_KEY, 'site-code');
    mockApi({
      'GET /api/kiosk/status': {
        body: { companyName: 'Atelier Pointage', badgeScan: false, breaks: false, siteCode: true },
      },
      'GET /api/kiosk/site-code': {
        status: 404,
        body: { error: { code: ErrorCode.SITE_CODE_OFF, message: SITE_CODE_MESSAGES.off } },
      },
    });
    renderPage(<KioskPage />, '/pointage');
    expect(await screen.findByRole('alert')).toHaveTextContent(SITE_CODE_MESSAGES.off);
    expect(screen.getByRole('button', { name: SITE_CODE_MESSAGES.backToPad })).toBeInTheDocument();
  });
});

describe('the kiosk of a site that does not show its code', () => {
  it('offers no code, and shows the pad even if it showed the code before', async () => {
    localStorage.setItem(VIEW_KEY, 'site-code');
    mockApi({
      'GET /api/kiosk/status': { body: { companyName: 'Atelier Pointage', badgeScan: false, breaks: false } },
    });
    renderPage(<KioskPage />, '/pointage');
    expect(await screen.findByRole('group', { name: 'Clavier du code PIN' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SITE_CODE_MESSAGES.show })).toBeNull();
  });
});
