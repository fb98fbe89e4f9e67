import type { CompanyAccount } from '@pointeo/domain/accounts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GRATUIT_ACCOUNT } from '../../../test/account-fixtures';
import { mockApi, OWNER_MEMBER, renderPage, stubDialogs } from '../../../test/render-page';
import { GeneralTab } from './general-tab';

vi.mock('../../../components/ui/toasts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const ACCOUNT: CompanyAccount = { ...GRATUIT_ACCOUNT, directorFirstName: 'Hélène', directorLastName: 'Roux' };

beforeAll(stubDialogs);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The value a <dt> labels, in the details list. */
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('GeneralTab', () => {
  it('shows the SIRET grouped 3 3 3 5 and the director named for the reports', () => {
    mockApi({ 'GET /api/account/me': { body: OWNER_MEMBER } });
    renderPage(<GeneralTab account={ACCOUNT} />, '/account');
    expect(detail('SIRET')).toHaveTextContent('732 829 320 00074');
    expect(detail('Dirigeant (rapports)')).toHaveTextContent('Hélène Roux');
  });

  it('shows a Responsable de site neither the plan nor a way to edit the company', async () => {
    mockApi({ 'GET /api/account/me': { body: { ...OWNER_MEMBER, role: 'site_manager', isOwner: false } } });
    renderPage(<GeneralTab account={ACCOUNT} />, '/account');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('Abonnement')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
    expect(detail('SIRET')).toHaveTextContent('732 829 320 00074');
  });

  it("edits the director's name with the other details", async () => {
    const fetchMock = mockApi({
      'GET /api/account/me': { body: OWNER_MEMBER },
      'PATCH /api/account': { body: { ...ACCOUNT, directorFirstName: 'Yves' } },
    });
    const user = userEvent.setup();
    renderPage(<GeneralTab account={ACCOUNT} />, '/account');
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier les informations' });
    const firstName = within(dialog).getByLabelText('Prénom du dirigeant');
    expect(firstName).toHaveValue('Hélène');
    await user.clear(firstName);
    await user.type(firstName, 'Yves');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toMatchObject({
      directorFirstName: 'Yves',
      directorLastName: 'Roux',
    });
  });
});
