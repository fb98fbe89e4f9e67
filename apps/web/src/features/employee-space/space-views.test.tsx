import { SPACE_MESSAGES } from '@pointeo/domain/employee-space';
import { SPACE_VIEW_MESSAGES as M } from '@pointeo/domain/employee-space-views';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { LEAVE_MESSAGES } from '@pointeo/domain/leave-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, asShown, mockApi, renderPage } from '../../test/render-page';
import { currentMonth, monthLabel, shiftMonth } from './space-display';
import { ME } from './space-fixtures';
import SpacePage from './space-page';

const NO_TOTALS = {
  workedMinutes: 0,
  overtime25Minutes: 0,
  overtime50Minutes: 0,
  complementaryMinutes: 0,
  nightMinutes: 0,
  sundayMinutes: 0,
  holidayMinutes: 0,
  mayDayMinutes: 0,
  absenceMinutes: 0,
};

const WEEK = {
  first: '2026-11-16',
  last: '2026-11-22',
  previous: '2026-11-09',
  next: '2026-11-23',
  validated: false,
  partTime: false,
  totals: { ...NO_TOTALS, workedMinutes: 45 * 60, overtime25Minutes: 8 * 60 },
  days: [
    {
      date: '2026-11-16',
      holidayName: null,
      workedMinutes: 9 * 60,
      absenceName: null,
      entries: [
        {
          id: 'e1',
          arrival: '2026-11-16T07:00:00.000Z',
          departure: '2026-11-16T16:00:00.000Z',
          status: 'closed',
        },
      ],
    },
  ],
};

const MONTH = {
  first: '2026-11-01',
  last: '2026-11-30',
  previous: '2026-10',
  next: '2026-12',
  validated: true,
  partTime: false,
  totals: { ...NO_TOTALS, workedMinutes: 151 * 60 + 40, nightMinutes: 90 },
  days: [],
};

const ENTRIES = {
  entries: [
    {
      id: 'e2',
      arrival: '2026-11-27T07:00:00.000Z',
      departure: null,
      status: 'in-progress',
      siteName: 'Atelier',
    },
  ],
};

const LEAVE = {
  balances: [
    {
      start: '2026-06-01',
      end: '2027-05-31',
      position: 'current',
      acquired: 12.5,
      acquiring: true,
      opening: 0,
      adjustments: 0,
      taken: 2,
      planned: 0,
      pending: 1,
      remaining: 10.5,
    },
  ],
  requests: [
    {
      id: 'a1',
      typeName: 'Congés payés',
      startDate: '2026-12-21',
      endDate: '2026-12-21',
      startHalfDay: false,
      endHalfDay: false,
      days: 1,
      status: 'refused',
      requestedAt: '2026-11-20T10:00:00.000Z',
      refusalReason: 'Inventaire',
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

function mockSpace(overrides: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/me': { body: ME },
    'GET /api/me/hours/week': { body: WEEK },
    'GET /api/me/hours/month': { body: MONTH },
    'GET /api/me/entries': { body: ENTRIES },
    'GET /api/me/leave': { body: LEAVE },
    'GET /api/me/correction-requests': { body: { requests: [] } },
    'GET /api/me/months': { body: { months: [] } },
    'GET /api/me/punching': { body: { phone: false, position: false, siteCode: false } },
    ...overrides,
  });
}

const urlsOf = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.map(([url]) => String(url));

describe("the employee's space, once signed in", () => {
  it("shows this week's hours, and this month's in the other tab, with a way to the months before", async () => {
    const fetchMock = mockSpace();
    renderPage(<SpacePage />, '/moi');

    expect(await screen.findByRole('heading', { level: 2, name: M.hours })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: M.thisWeek })).toHaveAttribute('aria-selected', 'true');
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('45h00')).toBeInTheDocument();
    expect(within(panel).getByText(asShown(M.overtime25)).nextSibling).toHaveTextContent('8h00');
    expect(within(panel).getByText(`${M.arrival} 08:00 · ${M.departure} 17:00`)).toBeInTheDocument();
    expect(within(panel).getByText(asShown(M.notValidated))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: M.thisMonth }));
    const monthPanel = await screen.findByRole('tabpanel');
    expect(await within(monthPanel).findByText('151h40')).toBeInTheDocument();
    expect(within(monthPanel).getByText(M.night).nextSibling).toHaveTextContent('1h30');
    expect(within(monthPanel).getByText(M.validated)).toBeInTheDocument();
    expect(within(monthPanel).getByText(M.noDays)).toBeInTheDocument();

    await userEvent.click(within(monthPanel).getByRole('button', { name: M.previousMonth }));
    expect(urlsOf(fetchMock)).toContain('/api/me/hours/month?month=2026-10');
  });

  it('lists the last entries, the leave balances and the requests with their answer', async () => {
    mockSpace();
    renderPage(<SpacePage />, '/moi');

    const entries = await screen.findByRole('region', { name: M.entries });
    expect(await within(entries).findByText(`${M.arrival} 08:00 · ${M.inProgress}`)).toBeInTheDocument();
    expect(within(entries).getByText(/Atelier/)).toBeInTheDocument();

    const leave = screen.getByRole('region', { name: M.leave });
    expect(await within(leave).findByText(LEAVE_MESSAGES.refused)).toBeInTheDocument();
    expect(
      within(leave).getByText(asShown(`${LEAVE_MESSAGES.refusalReason}\u202f: Inventaire`)),
    ).toBeInTheDocument();
    expect(within(leave).getByText(LEAVE_MESSAGES.remaining).nextSibling).toHaveTextContent('10,5 jours');
    expect(within(leave).getByText(asShown('Le 21/12/2026 · 1\u00a0jour'))).toBeInTheDocument();
  });

  it('offers this month’s and last month’s statement', async () => {
    mockSpace();
    renderPage(<SpacePage />, '/moi');
    const statement = await screen.findByRole('region', { name: M.statement });
    const month = currentMonth();
    for (const shown of [month, shiftMonth(month, -1)]) {
      expect(
        within(statement).getByRole('button', { name: M.downloadStatement(monthLabel(shown)) }),
      ).toBeEnabled();
    }
  });

  it('says so in French when nothing is there yet, and when a part cannot load', async () => {
    mockSpace({
      'GET /api/me/entries': { body: { entries: [] } },
      'GET /api/me/leave': { body: { balances: [], requests: [] } },
      'GET /api/me/hours/week': apiError(500, ErrorCode.INTERNAL_ERROR, 'Une erreur est survenue'),
    });
    renderPage(<SpacePage />, '/moi');
    expect(await screen.findByText(asShown(M.noEntries))).toBeInTheDocument();
    expect(await screen.findByText(M.noRequests)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue');
  });

  it('goes back to the sign-in form when the session has ended', async () => {
    let signedIn = true;
    const notSignedIn = apiError(401, ErrorCode.EMPLOYEE_NOT_SIGNED_IN, SPACE_MESSAGES.notSignedIn);
    mockSpace({
      'GET /api/me': async () => {
        const answer = signedIn ? { status: 200, body: ME } : notSignedIn;
        return new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        });
      },
      'GET /api/me/hours/week': async () => {
        signedIn = false;
        return new Response(JSON.stringify(notSignedIn.body), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    renderPage(<SpacePage />, '/moi');
    expect(await screen.findByRole('button', { name: SPACE_MESSAGES.sendCode })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Zoé Martin' })).not.toBeInTheDocument();
  });

  it('shows nothing of the employee once signed out, only the sign-in form', async () => {
    let signedIn = true;
    const notSignedIn = apiError(401, ErrorCode.EMPLOYEE_NOT_SIGNED_IN, SPACE_MESSAGES.notSignedIn);
    mockSpace({
      'GET /api/me': async () =>
        new Response(JSON.stringify(signedIn ? ME : notSignedIn.body), {
          status: signedIn ? 200 : 401,
          headers: { 'content-type': 'application/json' },
        }),
      'DELETE /api/me/session': async () => {
        signedIn = false;
        return new Response(JSON.stringify({ message: SPACE_MESSAGES.signedOut }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    renderPage(<SpacePage />, '/moi');
    await userEvent.click(await screen.findByRole('button', { name: SPACE_MESSAGES.signOut }));
    expect(await screen.findByRole('button', { name: SPACE_MESSAGES.sendCode })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Zoé Martin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: M.hours })).not.toBeInTheDocument();
  });
});
