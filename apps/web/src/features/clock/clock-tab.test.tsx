import type { TimeEntry } from '@pointeo/domain/clock';
import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { featureUnavailableMessage } from '@pointeo/domain/plan-features';
import type { Site } from '@pointeo/domain/sites';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  asShown,
  mockApi,
  OWNER_MEMBER,
  PAYROLL_MEMBER,
  renderPage,
  SITE_MANAGER_MEMBER,
} from '../../test/render-page';
import { MAIN_SITE as MAIN, siteIdsAsked, sitesAnswer, WAREHOUSE } from '../../test/site-fixtures';
import { ClockTab } from './components/clock-tab';

const entry = (id: string, firstName: string, site: Site, more: Partial<TimeEntry> = {}): TimeEntry => ({
  id,
  employeeId: `e-${id}`,
  firstName,
  lastName: 'Martin',
  role: 'employee',
  clockIn: '2026-11-26T07:00:00.000Z',
  clockOut: null,
  missingClockOut: false,
  siteId: site.id,
  siteName: site.name,
  otherSite: false,
  phone: false,
  outOfZoneDistanceM: null,
  ...more,
});

const SETTINGS = { otherSitePunches: false, breaks: false, breaksInPlan: true };

function api(sites: Site[], entries: TimeEntry[], member: object = OWNER_MEMBER, settings = SETTINGS) {
  return mockApi({
    'GET /api/clock/entries': { body: entries },
    'GET /api/clock/devices': { body: [] },
    'GET /api/clock/settings': { body: settings },
    'PUT /api/clock/settings': { body: { ...settings, breaks: true } },
    ...sitesAnswer(sites),
    'GET /api/account/me': { body: member },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the 'Pointages' tab with sites", () => {
  it("groups 'Présents en ce moment' by site and marks a punch made on another site", async () => {
    api(
      [MAIN, WAREHOUSE],
      [
        entry('1', 'Zoé', MAIN),
        entry('2', 'Hugo', WAREHOUSE, { otherSite: true }),
        entry('3', 'Adam', MAIN, { clockOut: '2026-11-26T08:00:00.000Z' }),
      ],
    );
    renderPage(<ClockTab />);
    const present = await screen.findByRole('region', { name: /Présents en ce moment/ });
    expect(await within(present).findByRole('heading', { name: 'Site principal (1)' })).toBeInTheDocument();
    expect(within(present).getByRole('heading', { name: 'Entrepôt (1)' })).toBeInTheDocument();
    const latest = screen.getByRole('table', { name: /Derniers pointages/ });
    const hugo = within(latest).getByRole('row', { name: /Hugo/ });
    expect(hugo).toHaveTextContent(CLOCK_MESSAGES.otherSiteBadge);
    expect(within(latest).getByRole('row', { name: /Zoé/ })).not.toHaveTextContent(
      CLOCK_MESSAGES.otherSiteBadge,
    );
    expect(
      await screen.findByRole('checkbox', { name: new RegExp(CLOCK_MESSAGES.otherSitePunches) }),
    ).not.toBeChecked();
  });

  it('marks a punch made on a phone, and one out of its site’s zone with the distance (decision 069)', async () => {
    api(
      [MAIN],
      [
        entry('1', 'Zoé', MAIN, { phone: true }),
        entry('2', 'Hugo', MAIN, { phone: true, outOfZoneDistanceM: 1_234 }),
        entry('3', 'Adam', MAIN),
      ],
    );
    renderPage(<ClockTab />);
    const latest = await screen.findByRole('table', { name: /Derniers pointages/ });
    const zoe = within(latest).getByRole('row', { name: /Zoé/ });
    expect(zoe).toHaveTextContent(CLOCK_MESSAGES.phoneBadge);
    expect(zoe).not.toHaveTextContent(CLOCK_MESSAGES.outOfZoneBadge);
    const hugo = within(latest).getByRole('row', { name: /Hugo/ });
    expect(hugo).toHaveTextContent(CLOCK_MESSAGES.phoneBadge);
    expect(hugo).toHaveTextContent(asShown('Hors zone (1,2\u202fkm)'));
    const adam = within(latest).getByRole('row', { name: /Adam/ });
    expect(adam).not.toHaveTextContent(CLOCK_MESSAGES.phoneBadge);
    expect(adam).not.toHaveTextContent(CLOCK_MESSAGES.outOfZoneBadge);
  });

  it('keeps one list without headings when the company has one site', async () => {
    api([MAIN], [entry('1', 'Zoé', MAIN)]);
    renderPage(<ClockTab />);
    const present = await screen.findByRole('region', { name: /Présents en ce moment/ });
    expect(await within(present).findByText(/Zoé Martin/)).toBeInTheDocument();
    expect(within(present).queryByRole('heading', { level: 3 })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: new RegExp(CLOCK_MESSAGES.otherSitePunches) })).toBeNull();
  });

  it("asks for the chosen site's entries only, from the address on load and on a new choice", async () => {
    const fetchMock = api([MAIN, WAREHOUSE], [entry('1', 'Zoé', MAIN)]);
    renderPage(<ClockTab />, `/account?tab=clock&site=${MAIN.id}`);
    const select = await screen.findByRole('combobox', { name: 'Site' });
    await waitFor(() => expect(siteIdsAsked(fetchMock, '/api/clock/entries')).toContain(MAIN.id));
    // The site of the address is waited for: every site is never asked first.
    expect(siteIdsAsked(fetchMock, '/api/clock/entries')).not.toContain(null);

    await userEvent.selectOptions(select, 'Entrepôt');
    await waitFor(() => expect(siteIdsAsked(fetchMock, '/api/clock/entries').at(-1)).toBe(WAREHOUSE.id));
    await userEvent.selectOptions(select, 'Tous les sites');
    await waitFor(() => expect(siteIdsAsked(fetchMock, '/api/clock/entries').at(-1)).toBeNull());
  });
});

describe("the 'Pointages' tab and the member's role", () => {
  it('shows the Administrateur the kiosks with the ways to add one', async () => {
    api([MAIN], [entry('1', 'Zoé', MAIN)]);
    renderPage(<ClockTab />);
    const kiosks = await screen.findByRole('region', { name: 'Terminaux de pointage' });
    expect(within(kiosks).getByRole('button', { name: 'Associer une tablette' })).toBeInTheDocument();
  });

  it.each([
    ['Gestionnaire de paie', PAYROLL_MEMBER],
    ['Responsable de site', SITE_MANAGER_MEMBER],
  ])('shows a %s who is in and the latest punches, without the kiosks', async (_role, member) => {
    api([MAIN], [entry('1', 'Zoé', MAIN)], member);
    renderPage(<ClockTab />);
    const latest = await screen.findByRole('region', { name: 'Derniers pointages' });
    expect(await within(latest).findByText(/Zoé Martin/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Terminaux de pointage' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Associer une tablette' })).toBeNull();
  });

  it('turns «Pauses sur la borne» on as soon as it is ticked', async () => {
    const fetchMock = api([MAIN], []);
    renderPage(<ClockTab />);
    const breaks = await screen.findByRole('checkbox', { name: new RegExp(`^${CLOCK_MESSAGES.breaks}`) });
    await userEvent.click(breaks);
    await waitFor(() => expect(breaks).toBeChecked());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ breaks: true });
  });

  it('explains that «Pauses sur la borne» is not in a plan without «Pointage avancé»', async () => {
    api([MAIN], [], OWNER_MEMBER, { ...SETTINGS, breaksInPlan: false });
    renderPage(<ClockTab />);
    expect(
      await screen.findByRole('checkbox', { name: new RegExp(`^${CLOCK_MESSAGES.breaks}`) }),
    ).toBeDisabled();
    expect(screen.getByText(asShown(featureUnavailableMessage('advancedClocking')))).toBeInTheDocument();
  });
});
