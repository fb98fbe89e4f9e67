import { featureUnavailableMessage } from '@pointeo/domain/plan-features';
import { SITE_MESSAGES } from '@pointeo/domain/sites';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toasts';
import { asShown, mockApiAs, OWNER_MEMBER, renderPage, stubDialogs } from '../../test/render-page';
import { MAIN_SITE, WAREHOUSE } from '../../test/site-fixtures';
import { SitesTab } from './sites-tab';

vi.mock('../../components/ui/toasts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

beforeAll(stubDialogs);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATCH_WAREHOUSE = `PATCH /api/sites/${WAREHOUSE.id}`;
const list = (plan: string) => ({ plan, siteLimit: null, sites: [MAIN_SITE, WAREHOUSE] });
const checkbox = (scope: HTMLElement, label: string) =>
  within(scope).getByRole('checkbox', { name: new RegExp(`^${label}`) });

/** 'Pointage depuis le téléphone' in a site's form (issue 30 item 4, decision 069). */
describe("a site's phone clocking in its form", () => {
  it('asks, once positions are checked, for the site’s position, the radius and a justification, under the CNIL’s limits', async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/sites': { body: list('Standard') },
      [PATCH_WAREHOUSE]: { body: { ...WAREHOUSE, phoneClocking: true } },
    });
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({
        coords: { latitude: 45.75781234, longitude: 4.8320009, accuracy: 12 },
      } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const user = userEvent.setup();
    renderPage(<SitesTab />);
    await user.click(await screen.findByRole('button', { name: 'Modifier Entrepôt' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier le site' });

    const phone = checkbox(dialog, SITE_MESSAGES.phoneClocking);
    const check = checkbox(dialog, SITE_MESSAGES.checkPosition);
    expect(phone).not.toBeChecked();
    expect(check).toBeDisabled();
    expect(within(dialog).queryByText(asShown(SITE_MESSAGES.positionCnilNotice))).toBeNull();

    await user.click(phone);
    expect(check).toBeEnabled();
    await user.click(check);
    expect(within(dialog).getByText(asShown(SITE_MESSAGES.positionCnilNotice))).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Rayon/)).toHaveValue(200);

    // Without a position nor a justification, nothing is sent and each field says why.
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(SITE_MESSAGES.positionRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(SITE_MESSAGES.justificationRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: SITE_MESSAGES.useMyPosition }));
    expect(getCurrentPosition).toHaveBeenCalledOnce();
    expect(within(dialog).getByLabelText(/^Latitude/)).toHaveValue('45.757812');
    expect(within(dialog).getByLabelText(/^Longitude/)).toHaveValue('4.832001');
    const radius = within(dialog).getByLabelText(/^Rayon/);
    await user.clear(radius);
    await user.type(radius, '300');
    const justification = within(dialog).getByLabelText(/^Justification/);
    expect(justification).toHaveAccessibleDescription(
      expect.stringContaining(SITE_MESSAGES.justificationHint),
    );
    await user.type(justification, 'Chantiers sans borne');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SITE_MESSAGES.saved));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      name: 'Entrepôt',
      phoneClocking: true,
      checkPosition: true,
      latitude: 45.757812,
      longitude: 4.832001,
      radiusM: 300,
      positionJustification: 'Chantiers sans borne',
    });
  });

  it('reads a typed position with a French decimal comma', async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/sites': { body: list('Standard') },
      [PATCH_WAREHOUSE]: { body: WAREHOUSE },
    });
    const user = userEvent.setup();
    renderPage(<SitesTab />);
    await user.click(await screen.findByRole('button', { name: 'Modifier Entrepôt' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier le site' });
    await user.click(checkbox(dialog, SITE_MESSAGES.phoneClocking));
    await user.click(checkbox(dialog, SITE_MESSAGES.checkPosition));
    await user.type(within(dialog).getByLabelText(/^Latitude/), '48,8584');
    await user.type(within(dialog).getByLabelText(/^Longitude/), '2,2945');
    await user.type(within(dialog).getByLabelText(/^Justification/), 'Interventions chez les clients');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      latitude: 48.8584,
      longitude: 2.2945,
      radiusM: 200,
    });
  });

  it('is said in the Sites list', async () => {
    const checked = { ...WAREHOUSE, phoneClocking: true, checkPosition: true, radiusM: 300 };
    const phoneOnly = { ...MAIN_SITE, phoneClocking: true };
    mockApiAs(OWNER_MEMBER, {
      'GET /api/sites': { body: { plan: 'Standard', siteLimit: null, sites: [phoneOnly, checked] } },
    });
    renderPage(<SitesTab />);
    expect(
      await screen.findByText(asShown('Pointage par téléphone, position vérifiée (rayon 300\u202fm)')),
    ).toBeInTheDocument();
    expect(screen.getByText('Pointage par téléphone')).toBeInTheDocument();
  });

  it('is not offered on Gratuit, and says which plan has it', async () => {
    mockApiAs(OWNER_MEMBER, { 'GET /api/sites': { body: list('Gratuit') } });
    const user = userEvent.setup();
    renderPage(<SitesTab />);
    await user.click(await screen.findByRole('button', { name: 'Modifier Entrepôt' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier le site' });
    const phone = checkbox(dialog, SITE_MESSAGES.phoneClocking);
    expect(phone).toBeDisabled();
    expect(phone.closest('div')).toHaveTextContent(asShown(featureUnavailableMessage('advancedClocking')));
  });
});
