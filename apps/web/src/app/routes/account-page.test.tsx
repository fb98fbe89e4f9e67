import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { weekView } from '../../features/timesheets/timesheet-fixtures';
import { GRATUIT_ACCOUNT } from '../../test/account-fixtures';
import { mockApi, OWNER_MEMBER, renderPage, SIGNED_IN } from '../../test/render-page';
import { MAIN_SITE, sitesAnswer, WAREHOUSE } from '../../test/site-fixtures';
import AccountPage, { tabFromSearch } from './account-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Until the first steps were asked for and their answer rendered, their absence proves nothing. */
async function firstStepsAnswered(fetchMock: ReturnType<typeof signedIn>) {
  await waitFor(() =>
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/account/onboarding'))).toBe(true),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

const FIRST_STEPS_DONE = { employeeAdded: true, kioskActivated: true, punchRecorded: true };

function signedIn(
  toRegularise: number,
  onboarding = FIRST_STEPS_DONE,
  more: Parameters<typeof mockApi>[0] = {},
) {
  const view = weekView();
  return mockApi({
    'GET /api/auth/get-session': { body: SIGNED_IN },
    'GET /api/account': { body: GRATUIT_ACCOUNT },
    'GET /api/account/me': { body: OWNER_MEMBER },
    'GET /api/account/onboarding': { body: onboarding },
    'GET /api/account/waiting': { body: { leaveRequests: 0, toRegularise } },
    'GET /api/timesheets/week': {
      body: { ...view, toRegularise: { ...view.toRegularise, count: toRegularise } },
    },
    'GET /api/timesheets/forgotten-departures': { body: { count: 0, entries: [] } },
    'GET /api/timesheets/settings': {
      body: { nightStart: '21:00', nightEnd: '06:00', doublePunchWindowSeconds: 60 },
    },
    ...more,
  });
}

describe('AccountPage', () => {
  it("names the signed-in member and shows a Responsable de site only the sections of their role, never 'Équipe'", async () => {
    signedIn(0, FIRST_STEPS_DONE, {
      'GET /api/account/me': {
        body: { userId: 'u2', name: 'Inès Durand', role: 'site_manager', isOwner: false, sites: ['s1'] },
      },
    });
    renderPage(<AccountPage />, '/account?tab=team');
    expect(await screen.findByText('Inès Durand')).toBeInTheDocument();
    const tabs = within(await screen.findByRole('tablist', { name: 'Sections du compte' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Informations générales',
      'Employés',
      'Sites',
      'Temps',
      'Congés',
      'Rapports',
      'Pointages',
      'Sécurité',
    ]);
    expect(screen.getByRole('tab', { name: 'Informations générales' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('region', { name: 'Premiers pas' })).toBeNull();
  });

  it("puts 'Temps' after 'Employés', with the count of entries 'À régulariser'", async () => {
    signedIn(3);
    renderPage(<AccountPage />, '/account');
    const tabs = within(await screen.findByRole('tablist', { name: 'Sections du compte' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Informations générales',
      'Facturation',
      'Employés',
      'Sites',
      expect.stringMatching(/^Temps/),
      'Congés',
      'Rapports',
      'Pointages',
      'Équipe',
      'Développeurs',
      'Données',
      'Sécurité',
      "Journal d'activité",
    ]);
    expect(await screen.findByRole('tab', { name: 'Temps (3 à régulariser)' })).toBeInTheDocument();
  });

  it("shows the requests waiting on 'Congés', and drops the count once the manager answered", async () => {
    let waiting = 2;
    const pending = (id: string, firstName: string) => ({
      id,
      employee: { id: `e-${id}`, firstName, lastName: 'Martin', zone: 'Non assigné' },
      type: { id: 't1', name: 'Congés payés', code: 'conges-payes' },
      startDate: '2026-12-14',
      endDate: '2026-12-16',
      startHalfDay: false,
      endHalfDay: false,
      days: 3,
      comment: null,
      status: 'pending',
      source: 'kiosk',
      requestedAt: '2026-11-23T08:00:00.000Z',
      decidedAt: null,
      decidedBy: null,
      refusalReason: null,
      cancelledAt: null,
      cancelledBy: null,
      balance: [],
    });
    const requests = [pending('a1', 'Zoé'), pending('a2', 'Léo')];
    signedIn(0, FIRST_STEPS_DONE, {
      'GET /api/account/waiting': async () => Response.json({ leaveRequests: waiting, toRegularise: 0 }),
      'GET /api/leave/types': {
        body: [
          { id: 't1', code: 'conges-payes', name: 'Congés payés', paid: true, countsAsWorkedTime: false },
        ],
      },
      'GET /api/leave/absences': async (url) => {
        const shown = url.searchParams.get('status') === 'pending' ? requests.slice(0, waiting) : [];
        return Response.json({ absences: shown, page: 1, pageSize: 50, total: shown.length });
      },
      'GET /api/leave/balances': {
        body: {
          settings: { counting: 'ouvrables', referenceStartMonth: 6, allowNegativeBalance: false },
          zones: [],
          employees: [],
        },
      },
      'POST /api/leave/absences/a1/approve': async () => {
        waiting = 1;
        return Response.json({
          message: 'Demande approuvée',
          absence: { ...requests[0], status: 'approved' },
        });
      },
    });
    renderPage(<AccountPage />, '/account?tab=leave');
    expect(await screen.findByRole('tab', { name: 'Congés (2 demandes en attente)' })).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approuver la demande de Zoé Martin' }, { timeout: 5000 }),
    );
    expect(await screen.findByRole('tab', { name: 'Congés (1 demande en attente)' })).toBeInTheDocument();
  });

  it('shows no count on a section when nothing waits there', async () => {
    signedIn(0);
    renderPage(<AccountPage />, '/account');
    expect(await screen.findByRole('tab', { name: 'Congés' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Temps' })).toBeInTheDocument();
  });

  it("keeps the e-mail's link to a request through the sign-in it asks for first", async () => {
    mockApi({ 'GET /api/auth/get-session': { body: null } });
    const router = renderPage(<AccountPage />, '/account?tab=leave#demande-a1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/account?tab=leave#demande-a1',
    );
  });

  it('opens the Temps tab from ?tab=time, loading it on demand', async () => {
    signedIn(1);
    renderPage(<AccountPage />, '/account?tab=time');
    expect(await screen.findByRole('tab', { name: /^Temps/, selected: true })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Semaine du 16 au 22 novembre 2026' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(tabFromSearch('time')).toBe('time');
    expect(tabFromSearch('leave')).toBe('leave');
  });

  it('keeps the site chosen from section to section, dropping the places of the section left', async () => {
    signedIn(0, FIRST_STEPS_DONE, {
      ...sitesAnswer([MAIN_SITE, WAREHOUSE]),
      'GET /api/clock/entries': { body: [] },
      'GET /api/clock/devices': { body: [] },
      'GET /api/clock/settings': { body: { otherSitePunches: false, breaks: false, breaksInPlan: true } },
    });
    const router = renderPage(<AccountPage />, `/account?tab=time&week=2026-11-16&site=${WAREHOUSE.id}`);
    await userEvent.click(await screen.findByRole('tab', { name: 'Pointages' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      tab: 'clock',
      site: WAREHOUSE.id,
    });
    expect(await screen.findByRole('combobox', { name: 'Site' })).toHaveValue(WAREHOUSE.id);
  });

  it('lists the first steps still to take, each with a link to where it is done', async () => {
    signedIn(0, { employeeAdded: true, kioskActivated: false, punchRecorded: false });
    renderPage(<AccountPage />, '/account');
    const steps = await screen.findByRole('region', { name: 'Premiers pas' });
    expect(steps).toHaveTextContent('1 étape sur 3 terminée');
    const items = within(steps).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Ajoutez vos employés (fait)');
    expect(within(items[0]!).queryByRole('link')).toBeNull();
    expect(within(items[1]!).getByRole('link', { name: 'Activer une borne' })).toHaveAttribute(
      'href',
      '/pointage',
    );
    expect(within(items[2]!).getByRole('link', { name: 'Ouvrir la borne' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('shows no first steps once all three are done', async () => {
    const fetchMock = signedIn(0);
    renderPage(<AccountPage />, '/account');
    await screen.findByRole('tablist', { name: 'Sections du compte' });
    await firstStepsAnswered(fetchMock);
    expect(screen.queryByRole('region', { name: 'Premiers pas' })).toBeNull();
  });

  it('keeps the first steps closed once the company dismissed them', async () => {
    const nothingDone = { employeeAdded: false, kioskActivated: false, punchRecorded: false };
    signedIn(0, nothingDone);
    renderPage(<AccountPage />, '/account');
    const steps = await screen.findByRole('region', { name: 'Premiers pas' });
    await userEvent.click(within(steps).getByRole('button', { name: 'Masquer les premiers pas' }));
    expect(screen.queryByRole('region', { name: 'Premiers pas' })).toBeNull();

    document.body.innerHTML = '';
    const fetchMock = signedIn(0, nothingDone);
    renderPage(<AccountPage />, '/account');
    await screen.findByRole('tablist', { name: 'Sections du compte' });
    await firstStepsAnswered(fetchMock);
    expect(screen.queryByRole('region', { name: 'Premiers pas' })).toBeNull();
  });

  it('opens the Rapports tab from ?tab=reports', () => {
    expect(tabFromSearch('reports')).toBe('reports');
  });
});
