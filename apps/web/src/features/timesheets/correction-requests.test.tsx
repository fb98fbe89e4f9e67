import { CORRECTION_REQUEST_MESSAGES as M } from '@pointeo/domain/correction-requests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNTANT_MEMBER,
  asShown,
  mockApiAs,
  OWNER_MEMBER,
  renderPage,
  stubDialogs,
} from '../../test/render-page';
import { employeeMonth, NO_FORGOTTEN_DEPARTURES, weekView, ZOE_ID } from './timesheet-fixtures';
import { TimesheetsTab } from './timesheets-tab';

vi.mock('../../components/ui/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const REQUEST_ID = '00000000-0000-4000-8000-00000000c001';
const pending = {
  id: REQUEST_ID,
  date: '2026-11-17',
  arrival: '08:00',
  departure: '16:30',
  reason: 'Badge oublié au départ',
  status: 'pending',
  createdAt: '2026-11-18T07:00:00.000Z',
  answeredAt: null,
  answeredBy: null,
  refusalReason: null,
  employee: { id: ZOE_ID, firstName: 'Zoé', lastName: 'Martin' },
  correctionId: null,
};
const answered = (status: 'approved' | 'refused') => ({
  body: {
    message: status === 'approved' ? M.approved : M.refused,
    request: { ...pending, status, answeredAt: '2026-11-18T08:00:00.000Z', answeredBy: 'Compte entreprise' },
  },
});

const weekAnswers = {
  'GET /api/timesheets/week': { body: weekView() },
  'GET /api/timesheets/forgotten-departures': { body: NO_FORGOTTEN_DEPARTURES },
  'GET /api/timesheets/correction-requests': { body: { requests: [pending] } },
};

beforeAll(stubDialogs);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const posts = (fetchMock: ReturnType<typeof mockApiAs>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

describe("the Temps tab's 'Demandes de correction'", () => {
  it('lists the pending requests, accepts one at once', async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      ...weekAnswers,
      [`POST /api/timesheets/correction-requests/${REQUEST_ID}/approve`]: answered('approved'),
    });
    renderPage(<TimesheetsTab />, '/account?tab=time');
    const section = await screen.findByRole('region', { name: `${M.panelTitle} (1)` });
    expect(section).toHaveTextContent(asShown('Zoé Martin, mardi 17 novembre\u202f: 08:00 – 16:30'));
    expect(section).toHaveTextContent(asShown('Motif\u202f: Badge oublié au départ'));
    await userEvent.click(within(section).getByRole('button', { name: 'Accepter la demande de Zoé Martin' }));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        { url: `/api/timesheets/correction-requests/${REQUEST_ID}/approve`, body: undefined },
      ]),
    );
  });

  it('refuses one with the reason asked in a dialog', async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      ...weekAnswers,
      [`POST /api/timesheets/correction-requests/${REQUEST_ID}/refuse`]: answered('refused'),
    });
    renderPage(<TimesheetsTab />, '/account?tab=time');
    const section = await screen.findByRole('region', { name: `${M.panelTitle} (1)` });
    await userEvent.click(within(section).getByRole('button', { name: 'Refuser la demande de Zoé Martin' }));
    const dialog = await screen.findByRole('dialog', { name: M.refuseTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: M.refuseConfirm }));
    expect(await within(dialog).findByText(M.refusalRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(new RegExp(M.refusalLabel)), 'Vous étiez en congé');
    await userEvent.click(within(dialog).getByRole('button', { name: M.refuseConfirm }));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        {
          url: `/api/timesheets/correction-requests/${REQUEST_ID}/refuse`,
          body: { reason: 'Vous étiez en congé' },
        },
      ]),
    );
  });

  it('is neither asked nor shown for a role that cannot correct', async () => {
    const fetchMock = mockApiAs(ACCOUNTANT_MEMBER, weekAnswers);
    renderPage(<TimesheetsTab />, '/account?tab=time');
    await screen.findByRole('region', { name: /À régulariser/ });
    expect(screen.queryByRole('region', { name: new RegExp(M.panelTitle) })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('correction-requests'))).toBe(false);
  });

  it("shows in the employee's month when they confirmed it", async () => {
    mockApiAs(OWNER_MEMBER, {
      [`GET /api/timesheets/employees/${ZOE_ID}/month`]: {
        body: { ...employeeMonth(), employeeConfirmedAt: '2026-12-02T07:15:00.000Z' },
      },
    });
    renderPage(<TimesheetsTab />, `/account?tab=time&employee=${ZOE_ID}&month=2026-11`);
    expect(
      await screen.findByText(asShown(M.confirmedByEmployee('02/12/2026', '08:15'))),
    ).toBeInTheDocument();
  });
});
