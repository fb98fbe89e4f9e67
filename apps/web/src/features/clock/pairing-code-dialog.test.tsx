import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toasts';
import { mockApi, renderPage, stubDialogs } from '../../test/render-page';
import { KioskDevices } from './components/kiosk-devices';

vi.mock('../../components/ui/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const CODE = {
  id: '5d0c6f5e-8a51-4c1c-9a38-3f1a7b0d2e11',
  code: 'ABCD-2345',
  deviceName: 'Tablette vitrine',
  expiresAt: '2026-11-26T09:10:00.000Z',
  pairingUrl: 'https://pointeo.example/pointage?code=ABCD-2345',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const DEVICE = {
  id: 'd1',
  name: 'Tablette vitrine',
  createdAt: '2026-11-26T09:02:00.000Z',
  lastSeenAt: null,
  siteId: '00000000-0000-4000-8000-0000000000a1',
  siteName: 'Site principal',
};

function api(status: 'pending' | 'used') {
  let paired = false;
  return mockApi({
    'GET /api/clock/devices': async () => Response.json(paired ? [DEVICE] : []),
    'POST /api/clock/pairing-codes': async () => Response.json(CODE, { status: 201 }),
    [`GET /api/clock/pairing-codes/${CODE.id}`]: async () => {
      paired = status === 'used';
      return Response.json({ id: CODE.id, deviceName: CODE.deviceName, expiresAt: CODE.expiresAt, status });
    },
    [`DELETE /api/clock/pairing-codes/${CODE.id}`]: { body: { message: CLOCK_MESSAGES.pairingCodeCanceled } },
  });
}

async function openCode() {
  renderPage(<KioskDevices />, '/account?tab=clock');
  await userEvent.click(await screen.findByRole('button', { name: 'Associer une tablette' }));
  const dialog = screen.getByRole('dialog', { name: 'Associer une tablette' });
  await userEvent.clear(within(dialog).getByLabelText(/Nom du terminal/));
  await userEvent.type(within(dialog).getByLabelText(/Nom du terminal/), 'Tablette vitrine');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Créer le code' }));
  return dialog;
}

beforeEach(stubDialogs);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("the 'Associer une tablette' dialog", () => {
  it('shows the code and its QR code, then the tablet once it has paired, in the list too', async () => {
    const fetchMock = api('used');
    const dialog = await openCode();

    expect(await within(dialog).findByText('ABCD-2345')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: /^QR code du code d'association ABCD-2345/ }),
    ).toHaveAttribute('src', CODE.qrCode);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Tablette vitrine » est associée');
    expect(await screen.findByRole('listitem')).toHaveTextContent('Tablette vitrine');
    const creation = fetchMock.mock.calls.find(([input]) =>
      String(input).endsWith('/api/clock/pairing-codes'),
    );
    expect(JSON.parse(String(creation?.[1]?.body))).toEqual({ name: 'Tablette vitrine' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminé' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('cancels a code still waiting for its tablet when the dialog is closed', async () => {
    const fetchMock = api('pending');
    const dialog = await openCode();
    expect(await within(dialog).findByRole('status')).toHaveTextContent('En attente de la tablette');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler le code' }));
    const deletion = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(deletion?.[0])).toBe(`/api/clock/pairing-codes/${CODE.id}`);
    expect(toast.success).toHaveBeenCalledWith(CLOCK_MESSAGES.pairingCodeCanceled);
  });
});
