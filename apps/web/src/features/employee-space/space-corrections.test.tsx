import { CORRECTION_REQUEST_MESSAGES as M } from '@pointeo/domain/correction-requests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asShown, mockApi, renderPage, stubDialogs } from '../../test/render-page';
import { ME } from './space-fixtures';
import SpacePage from './space-page';

vi.mock('../../components/ui/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const REFUSED = {
  id: '00000000-0000-4000-8000-00000000c002',
  date: '2026-10-06',
  arrival: '09:00',
  departure: '17:00',
  reason: 'Oubli',
  status: 'refused',
  createdAt: '2026-10-20T07:00:00.000Z',
  answeredAt: '2026-10-20T08:00:00.000Z',
  answeredBy: 'Compte entreprise',
  refusalReason: 'Vous étiez en congé ce jour-là',
};

beforeAll(stubDialogs);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const posts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

describe("the employee's space: 'Signaler une erreur' and 'Confirmer mes heures'", () => {
  it('lists the requests with their answers and sends a new one from a dialog', async () => {
    const fetchMock = mockApi({
      'GET /api/me': { body: ME },
      'GET /api/me/correction-requests': { body: { requests: [REFUSED] } },
      'GET /api/me/months': { body: { months: [] } },
      'POST /api/me/correction-requests': { status: 201, body: { ...REFUSED, status: 'pending' } },
    });
    renderPage(<SpacePage />, '/moi');

    const section = await screen.findByRole('region', { name: M.reportTitle });
    expect(await within(section).findByText(M.status.refused)).toBeInTheDocument();
    expect(section).toHaveTextContent(asShown('mardi 6 octobre\u202f: 09:00 – 17:00'));
    expect(section).toHaveTextContent(asShown(M.refusalReason('Vous étiez en congé ce jour-là')));
    expect(section).toHaveTextContent(M.answeredBy('Compte entreprise'));

    await userEvent.click(within(section).getByRole('button', { name: M.reportButton }));
    const dialog = await screen.findByRole('dialog', { name: M.reportTitle });
    const day = within(dialog).getByLabelText(new RegExp(`^${M.date}`));
    await userEvent.clear(day);
    await userEvent.type(day, '2026-10-05');
    await userEvent.type(within(dialog).getByLabelText(new RegExp(`^${M.arrival}`)), '08:00');
    await userEvent.type(within(dialog).getByLabelText(new RegExp(`^${M.departure}`)), '16:30');
    await userEvent.type(within(dialog).getByLabelText(new RegExp(`^${M.reason}`)), 'Badge oublié');
    await userEvent.click(within(dialog).getByRole('button', { name: M.send }));

    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        {
          url: '/api/me/correction-requests',
          body: { date: '2026-10-05', arrival: '08:00', departure: '16:30', reason: 'Badge oublié' },
        },
      ]),
    );
  });

  it('sends no departure when only the arrival was wrong, and asks for the reason first', async () => {
    const fetchMock = mockApi({
      'GET /api/me': { body: ME },
      'GET /api/me/correction-requests': { body: { requests: [] } },
      'GET /api/me/months': { body: { months: [] } },
      'POST /api/me/correction-requests': { status: 201, body: { ...REFUSED, status: 'pending' } },
    });
    renderPage(<SpacePage />, '/moi');
    expect(await screen.findByText(M.noRequests)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.reportButton }));
    const dialog = await screen.findByRole('dialog', { name: M.reportTitle });
    await userEvent.type(within(dialog).getByLabelText(new RegExp(`^${M.arrival}`)), '08:00');
    await userEvent.click(within(dialog).getByRole('button', { name: M.send }));
    expect(await within(dialog).findByText('Le motif est obligatoire')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(new RegExp(`^${M.reason}`)), 'Arrivée à 8 h');
    await userEvent.click(within(dialog).getByRole('button', { name: M.send }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(posts(fetchMock)[0]!.body).toMatchObject({
      arrival: '08:00',
      departure: null,
      reason: 'Arrivée à 8 h',
    });
  });

  it('confirms a validated month, and shows when the others were', async () => {
    const fetchMock = mockApi({
      'GET /api/me': { body: ME },
      'GET /api/me/correction-requests': { body: { requests: [] } },
      'GET /api/me/months': {
        body: {
          months: [
            { month: '2026-10', confirmedAt: null },
            { month: '2026-09', confirmedAt: '2026-10-02T07:15:00.000Z' },
          ],
        },
      },
      'POST /api/me/months/2026-10/confirmation': {
        body: { message: M.confirmed, month: { month: '2026-10', confirmedAt: '2026-11-02T08:00:00.000Z' } },
      },
    });
    renderPage(<SpacePage />, '/moi');
    const section = await screen.findByRole('region', { name: M.confirmTitle });
    expect(await within(section).findByText(M.confirmedAt('02/10/2026', '09:15'))).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: M.confirmButtonOf('2026-10') }));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([{ url: '/api/me/months/2026-10/confirmation', body: undefined }]),
    );
  });
});
