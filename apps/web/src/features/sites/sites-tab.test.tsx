import { featureUnavailableMessage } from '@pointeo/domain/plan-features';
import { SITE_CODE_MESSAGES } from '@pointeo/domain/site-code';
import { SITE_MESSAGES, type Site } from '@pointeo/domain/sites';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toasts';
import {
  asShown,
  mockApiAs,
  OWNER_MEMBER,
  PAYROLL_MEMBER,
  renderPage,
  SITE_MANAGER_MEMBER,
  stubDialogs,
} from '../../test/render-page';
import { MAIN_SITE } from '../../test/site-fixtures';
import { SitesTab } from './sites-tab';

vi.mock('../../components/ui/toasts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

beforeAll(stubDialogs);

const site = (id: string, name: string): Site => ({ ...MAIN_SITE, id, name, city: 'Lyon', employeeCount: 3 });
const SITES = {
  plan: 'Standard',
  siteLimit: null,
  sites: [
    site('00000000-0000-4000-8000-0000000000a1', 'Site principal'),
    site('00000000-0000-4000-8000-0000000000a2', 'Entrepôt'),
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("'Sites' and the member's role", () => {
  it('gives the Administrateur the ways to add, change and archive a site', async () => {
    mockApiAs(OWNER_MEMBER, { 'GET /api/sites': { body: SITES } });
    renderPage(<SitesTab />);
    expect(await screen.findByRole('button', { name: 'Modifier Entrepôt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archiver Entrepôt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un site' })).toBeInTheDocument();
  });

  it.each([
    ['Gestionnaire de paie', PAYROLL_MEMBER],
    ['Responsable de site', SITE_MANAGER_MEMBER],
  ])('lists the sites to a %s without a control to change them', async (_role, member) => {
    mockApiAs(member, { 'GET /api/sites': { body: SITES } });
    renderPage(<SitesTab />);
    expect(await screen.findByText('Entrepôt')).toBeInTheDocument();
    expect(screen.getByText('Site principal')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows no way to the plans to a member who may not add a site, on a plan with one', async () => {
    mockApiAs(PAYROLL_MEMBER, {
      'GET /api/sites': { body: { plan: 'Gratuit', siteLimit: 1, sites: SITES.sites.slice(0, 1) } },
    });
    renderPage(<SitesTab />);
    expect(await screen.findByText('Site principal')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Voir les plans' })).toBeNull();
  });
});

describe("a site's 'Fin de journée habituelle' (decision 068)", () => {
  const WITH_END = { ...SITES, sites: [{ ...SITES.sites[0]!, endOfDay: '18:00' }, SITES.sites[1]!] };

  it('is shown in the list when given', async () => {
    mockApiAs(PAYROLL_MEMBER, { 'GET /api/sites': { body: WITH_END } });
    renderPage(<SitesTab />);
    expect(await screen.findByText(asShown('Fin de journée\u202f: 18:00'))).toBeInTheDocument();
    expect(screen.getAllByText(/Fin de journée/)).toHaveLength(1);
  });

  it('is a time field of the form, with its hint, sent with the site and emptied to stop the reminders', async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/sites': { body: WITH_END },
      'PATCH /api/sites/00000000-0000-4000-8000-0000000000a2': {
        body: { ...SITES.sites[1]!, endOfDay: '17:30' },
      },
      'PATCH /api/sites/00000000-0000-4000-8000-0000000000a1': {
        body: { ...SITES.sites[0]!, endOfDay: null },
      },
    });
    const bodyOf = (siteId: string) =>
      JSON.parse(String(fetchMock.mock.calls.find(([input]) => String(input).endsWith(siteId))?.[1]?.body));
    const user = userEvent.setup();
    renderPage(<SitesTab />);
    await user.click(await screen.findByRole('button', { name: 'Modifier Entrepôt' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier le site' });
    const field = within(dialog).getByLabelText(SITE_MESSAGES.endOfDay);
    expect(field).toHaveAttribute('type', 'time');
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(SITE_MESSAGES.endOfDayHint);
    await user.type(field, '17:30');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SITE_MESSAGES.saved));
    expect(bodyOf('0000000000a2')).toMatchObject({ name: 'Entrepôt', endOfDay: '17:30' });

    await user.click(screen.getByRole('button', { name: 'Modifier Site principal' }));
    const again = screen.getByRole('dialog', { name: 'Modifier le site' });
    const given = within(again).getByLabelText(SITE_MESSAGES.endOfDay);
    expect(given).toHaveValue('18:00');
    await user.clear(given);
    await user.click(within(again).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(bodyOf('0000000000a1')).toMatchObject({ endOfDay: null }));
  });
});

describe("a site's «Code QR du site» (decision 070)", () => {
  const siteCodeBox = (dialog: HTMLElement) =>
    within(dialog).getByRole('checkbox', { name: new RegExp(SITE_CODE_MESSAGES.setting) });

  it('is a checkbox of the form, off by default, sent with the site and said in the list', async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/sites': { body: SITES },
      'PATCH /api/sites/00000000-0000-4000-8000-0000000000a2': {
        body: { ...SITES.sites[1]!, siteCode: true },
      },
    });
    const user = userEvent.setup();
    renderPage(<SitesTab />);
    expect(await screen.findByText('Entrepôt')).toBeInTheDocument();
    expect(screen.queryByText(SITE_CODE_MESSAGES.shown)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Modifier Entrepôt' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier le site' });
    const box = siteCodeBox(dialog);
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
    expect(within(dialog).getByText(asShown(SITE_CODE_MESSAGES.settingHint))).toBeInTheDocument();
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SITE_MESSAGES.saved));
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('0000000000a2'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ name: 'Entrepôt', siteCode: true });
  });

  it('says it is «Pointage avancé» and cannot be turned on off the plan, but can be turned off', async () => {
    const onGratuit = {
      plan: 'Gratuit',
      siteLimit: 1,
      sites: [{ ...SITES.sites[0]!, siteCode: true }],
    };
    mockApiAs(OWNER_MEMBER, { 'GET /api/sites': { body: onGratuit } });
    const user = userEvent.setup();
    renderPage(<SitesTab />);
    expect(await screen.findByText(SITE_CODE_MESSAGES.shown)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Modifier Site principal' }));
    const kept = siteCodeBox(screen.getByRole('dialog', { name: 'Modifier le site' }));
    expect(kept).toBeChecked();
    expect(kept).toBeEnabled();
    expect(kept).toHaveAccessibleName(expect.stringContaining(featureUnavailableMessage('advancedClocking')));
  });

  it('is disabled off the plan for a site without it', async () => {
    mockApiAs(OWNER_MEMBER, {
      'GET /api/sites': { body: { plan: 'Gratuit', siteLimit: 1, sites: SITES.sites.slice(0, 1) } },
    });
    const user = userEvent.setup();
    renderPage(<SitesTab />);
    await user.click(await screen.findByRole('button', { name: 'Modifier Site principal' }));
    const box = siteCodeBox(screen.getByRole('dialog', { name: 'Modifier le site' }));
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
  });
});
