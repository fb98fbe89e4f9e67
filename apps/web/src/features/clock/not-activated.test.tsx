import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, renderPage, SIGNED_IN } from '../../test/render-page';
import KioskPage from './kiosk-page';

vi.mock('../../components/ui/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const notAKiosk = async () => {
  const { status, body } = apiError(401, 'KIOSK_NOT_ACTIVATED', CLOCK_MESSAGES.notActivated);
  return Response.json(body, { status });
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('KioskPage on a browser that is not a kiosk', () => {
  it('lets the signed-in company activate it right there, then shows the pad', async () => {
    let activated = false;
    const fetchMock = mockApi({
      'GET /api/auth/get-session': { body: SIGNED_IN },
      'GET /api/kiosk/status': async () =>
        activated ? Response.json({ companyName: 'Boulangerie Martin' }) : notAKiosk(),
      'POST /api/clock/devices': async () => {
        activated = true;
        return Response.json(
          {
            device: {
              id: 'd1',
              name: 'Tablette accueil',
              createdAt: new Date().toISOString(),
              lastSeenAt: null,
            },
            message: 'Terminal activé',
          },
          { status: 201 },
        );
      },
    });
    renderPage(<KioskPage />, '/pointage');
    expect(await screen.findByRole('heading', { name: CLOCK_MESSAGES.notActivated })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Activer ce terminal' }));

    expect(await screen.findByRole('group', { name: 'Clavier du code PIN' })).toBeInTheDocument();
    const activation = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(activation?.[1]?.body))).toEqual({ name: 'Tablette accueil' });
  });

  it('asks anyone else to sign in first, coming back to /pointage after', async () => {
    mockApi({ 'GET /api/auth/get-session': { body: null }, 'GET /api/kiosk/status': notAKiosk });
    renderPage(<KioskPage />, '/pointage');
    const signIn = await screen.findByRole('link', { name: 'Se connecter pour activer ce terminal' });
    expect(signIn).toHaveAttribute('href', '/login?redirect=%2Fpointage');
    expect(screen.queryByRole('button', { name: 'Activer ce terminal' })).toBeNull();
  });
});
