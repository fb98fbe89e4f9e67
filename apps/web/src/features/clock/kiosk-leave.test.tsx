import { ErrorCode } from '@pointeo/domain/error-codes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, renderPage, stubDialogs } from '../../test/render-page';
import KioskPage from './kiosk-page';

const TYPES = [
  {
    id: 'a0000000-0000-4000-8000-000000000001',
    code: 'conges-payes',
    name: 'Congés payés',
    paid: true,
    countsAsWorkedTime: false,
  },
];
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

beforeAll(stubDialogs);
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("KioskPage 'Demander un congé'", () => {
  it('sends a request with the PIN, without the pad taking the digits typed in the form', async () => {
    const fetchMock = mockApi({
      'GET /api/kiosk/status': { body: { companyName: 'Atelier', badgeScan: false, breaks: false } },
      'GET /api/kiosk/leave/types': { body: TYPES },
      'POST /api/kiosk/leave/preview': {
        body: {
          balance: [{ periodStart: '2026-06-01', periodEnd: '2027-05-31', before: 2, after: -0.5 }],
          allowNegativeBalance: true,
        },
      },
      'POST /api/kiosk/leave/requests': {
        status: 201,
        body: {
          message: 'Demande envoyée\u202f: elle est en attente de réponse',
          firstName: 'Zoé',
          balance: [{ periodStart: '2026-06-01', periodEnd: '2027-05-31', before: 2, after: -0.5 }],
        },
      },
    });
    renderPage(<KioskPage />, '/pointage');
    // The leave schemas load with the first answer: a cold import takes a while under test.
    await userEvent.click(
      await screen.findByRole('button', { name: 'Demander un congé' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Demander un congé' });
    await userEvent.type(await within(dialog).findByLabelText(/Code PIN/), '111111');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Type d'absence/), 'Congés payés');
    await userEvent.type(within(dialog).getByLabelText(/^Du/), '2026-12-14');
    await userEvent.type(within(dialog).getByLabelText(/^Au/), '2026-12-16');
    await userEvent.click(within(dialog).getByLabelText('Se termine à midi'));
    // The balance before and after, before sending; a negative one says so in words, and in red.
    const after = await within(dialog).findByText('\u22120,5 jour (négatif)');
    expect(after).toHaveClass('text-red-700');
    expect(plain(dialog.textContent)).toContain(
      'Solde avant : 2 jours · Solde après : \u22120,5 jour (négatif)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));

    expect(plain((await within(dialog).findByRole('status')).textContent)).toBe(
      'Zoé, demande envoyée : elle est en attente de réponse',
    );
    const posts = fetchMock.mock.calls.filter(([url]) => url === '/api/kiosk/leave/requests');
    expect(posts.map(([url, init]) => [url, JSON.parse(String(init?.body))])).toEqual([
      [
        '/api/kiosk/leave/requests',
        {
          pin: '111111',
          typeId: TYPES[0]!.id,
          startDate: '2026-12-14',
          endDate: '2026-12-16',
          startHalfDay: false,
          endHalfDay: true,
          comment: null,
        },
      ],
    ]);
  });

  it('shows why the server refused the request, and keeps the form', async () => {
    mockApi({
      'GET /api/kiosk/status': { body: { companyName: 'Atelier', badgeScan: false, breaks: false } },
      'GET /api/kiosk/leave/types': { body: TYPES },
      'POST /api/kiosk/leave/preview': {
        body: {
          balance: [{ periodStart: '2026-06-01', periodEnd: '2027-05-31', before: 2, after: -0.5 }],
          allowNegativeBalance: true,
        },
      },
      'POST /api/kiosk/leave/requests': apiError(
        409,
        ErrorCode.ABSENCE_OVERLAP,
        'Une demande ou une absence couvre déjà ces dates',
      ),
    });
    renderPage(<KioskPage />, '/pointage');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Demander un congé' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Demander un congé' });
    await userEvent.type(await within(dialog).findByLabelText(/Code PIN/), '111111');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Type d'absence/), 'Congés payés');
    await userEvent.type(within(dialog).getByLabelText(/^Du/), '2026-12-14');
    await userEvent.type(within(dialog).getByLabelText(/^Au/), '2026-12-16');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));

    expect(await within(dialog).findByText('Une demande ou une absence couvre déjà ces dates')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Envoyer la demande' })).toBeTruthy();
  });

  it("offers no request on a kiosk whose company's plan lacks leave management", async () => {
    mockApi({
      'GET /api/kiosk/status': { body: { companyName: 'Atelier', badgeScan: false, breaks: false } },
      'GET /api/kiosk/leave/types': apiError(403, ErrorCode.FEATURE_NOT_IN_PLAN, 'Réservé'),
    });
    renderPage(<KioskPage />, '/pointage');
    await screen.findByRole('group', { name: 'Clavier du code PIN' });
    expect(screen.queryByRole('button', { name: 'Demander un congé' })).toBeNull();
  });

  it("shows the company's answer with the greeting of the next punch", async () => {
    mockApi({
      'GET /api/kiosk/status': { body: { companyName: 'Atelier', badgeScan: false, breaks: false } },
      'GET /api/kiosk/leave/types': { body: TYPES },
      'POST /api/kiosk/punches': {
        body: {
          kind: 'in',
          firstName: 'Zoé',
          at: new Date().toISOString(),
          previousEntryFlagged: false,
          leaveAnswers: [
            {
              typeName: 'Congés payés',
              startDate: '2026-12-14',
              endDate: '2026-12-16',
              status: 'refused',
              refusalReason: 'Inventaire',
            },
          ],
        },
      },
    });
    renderPage(<KioskPage />, '/pointage');
    await screen.findByRole('group', { name: 'Clavier du code PIN' });
    await userEvent.keyboard('111111');
    expect(
      await screen.findByText(
        'Votre demande (Congés payés) du 14/12/2026 au 16/12/2026 est refusée : Inventaire.',
      ),
    ).toBeInTheDocument();
  });
});
