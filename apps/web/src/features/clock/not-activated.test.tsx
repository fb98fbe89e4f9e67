import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, asShown, mockApi, renderPage, SIGNED_IN, stubDialogs } from '../../test/render-page';
import KioskPage from './kiosk-page';
import { QUEUE_STORAGE_KEY } from './punch-queue';

vi.mock('../../components/ui/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const notAKiosk = async () => {
  const { status, body } = apiError(401, ErrorCode.KIOSK_NOT_ACTIVATED, CLOCK_MESSAGES.notActivated);
  return Response.json(body, { status });
};

/** The kiosk API before and after the tablet pairs (or the browser is activated). */
function kioskApi(session: unknown, becomeKiosk: Record<string, () => Promise<Response>>) {
  let activated = false;
  const wrapped = Object.fromEntries(
    Object.entries(becomeKiosk).map(([key, answer]) => [
      key,
      async () => {
        const response = await answer();
        if (response.ok) activated = true;
        return response;
      },
    ]),
  );
  return mockApi({
    'GET /api/auth/get-session': { body: session },
    'GET /api/kiosk/status': async () =>
      activated
        ? Response.json({ companyName: 'Boulangerie Martin', badgeScan: false, breaks: false })
        : notAKiosk(),
    ...wrapped,
  });
}

const paired = async () =>
  Response.json({ companyName: 'Boulangerie Martin', message: CLOCK_MESSAGES.paired }, { status: 201 });

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => String(input).endsWith(path) && (init?.method ?? 'GET') === method,
  );
  return call && JSON.parse(String(call[1]?.body));
};

beforeEach(() => {
  localStorage.clear();
  stubDialogs();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('KioskPage on a browser that is not a kiosk', () => {
  it('pairs with a typed code, nobody signed in, then shows the pad', async () => {
    const fetchMock = kioskApi(null, { 'POST /api/kiosk/pairing': paired });
    renderPage(<KioskPage />, '/pointage');
    expect(await screen.findByRole('heading', { name: CLOCK_MESSAGES.notActivated })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Code d'association/), 'abcd-2345');
    await userEvent.click(screen.getByRole('button', { name: 'Associer ce terminal' }));

    expect(await screen.findByRole('group', { name: 'Clavier du code PIN' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/kiosk/pairing')).toEqual({ code: 'ABCD2345' });
  });

  it('pairs at once with the code its QR code brought, and takes it out of the address', async () => {
    const fetchMock = kioskApi(null, { 'POST /api/kiosk/pairing': paired });
    const router = renderPage(<KioskPage />, '/pointage?code=WXYZ-6789');

    expect(await screen.findByRole('group', { name: 'Clavier du code PIN' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/kiosk/pairing')).toEqual({ code: 'WXYZ6789' });
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/kiosk/pairing')),
    ).toHaveLength(1);
    expect(router.state.location.search).toBe('');
  });

  it('says under the field why a code was refused', async () => {
    kioskApi(null, {
      'POST /api/kiosk/pairing': async () => {
        const { status, body } = apiError(
          400,
          ErrorCode.PAIRING_CODE_EXPIRED,
          CLOCK_MESSAGES.pairingCodeExpired,
        );
        return Response.json(body, { status });
      },
    });
    renderPage(<KioskPage />, '/pointage');
    const field = await screen.findByLabelText(/Code d'association/);

    await userEvent.type(field, 'ABC');
    await userEvent.click(screen.getByRole('button', { name: 'Associer ce terminal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(asShown(CLOCK_MESSAGES.pairingCodeMalformed));

    await userEvent.type(field, 'D-2345');
    await userEvent.click(screen.getByRole('button', { name: 'Associer ce terminal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(asShown(CLOCK_MESSAGES.pairingCodeExpired));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets the signed-in company activate this browser after saying it will be signed out', async () => {
    const fetchMock = kioskApi(SIGNED_IN, {
      'POST /api/clock/devices': async () =>
        Response.json(
          {
            device: {
              id: 'd1',
              name: 'Tablette accueil',
              createdAt: new Date().toISOString(),
              lastSeenAt: null,
              siteId: '00000000-0000-4000-8000-0000000000a1',
              siteName: 'Site principal',
            },
            message: CLOCK_MESSAGES.browserActivated,
          },
          { status: 201 },
        ),
    });
    renderPage(<KioskPage />, '/pointage');
    await userEvent.click(await screen.findByRole('button', { name: 'Activer ce navigateur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activer ce navigateur' });
    expect(dialog).toHaveTextContent('sera déconnecté de votre compte');

    await userEvent.click(screen.getByRole('button', { name: 'Activer et me déconnecter' }));
    expect(await screen.findByRole('group', { name: 'Clavier du code PIN' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/clock/devices')).toEqual({ name: 'Tablette accueil' });
  });

  it('names the key of the punches still waiting in this browser, so the new kiosk opens them', async () => {
    const waiting = { id: 'p1', sealed: { keyId: 'ancienneCleFile1', epk: 'e', iv: 'i', ct: 'c' } };
    localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify([waiting]));
    const fetchMock = kioskApi(SIGNED_IN, {
      'POST /api/clock/devices': async () => Response.json({ message: 'refusé' }, { status: 409 }),
    });
    renderPage(<KioskPage />, '/pointage');
    await userEvent.click(await screen.findByRole('button', { name: 'Activer ce navigateur' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Activer et me déconnecter' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', '/api/clock/devices')).toEqual({
        name: 'Tablette accueil',
        formerQueueKeyId: 'ancienneCleFile1',
      }),
    );
  });

  it('offers anyone else to sign in, coming back to /pointage after', async () => {
    kioskApi(null, {});
    renderPage(<KioskPage />, '/pointage');
    const signIn = await screen.findByRole('link', { name: 'Se connecter pour activer ce navigateur' });
    expect(signIn).toHaveAttribute('href', '/login?redirect=%2Fpointage');
    expect(screen.queryByRole('button', { name: 'Activer ce navigateur' })).toBeNull();
  });
});
