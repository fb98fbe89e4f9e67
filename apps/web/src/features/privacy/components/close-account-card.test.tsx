import { CLOSURE_MESSAGES as M } from '@pointeo/domain/account-closure';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toasts';
import { GRATUIT_ACCOUNT } from '../../../test/account-fixtures';
import { apiError, mockApi, renderPage, stubDialogs } from '../../../test/render-page';
import { CloseAccountCard } from './close-account-card';

vi.mock('../../../components/ui/toasts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

beforeAll(stubDialogs);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: M.closeButton }));
  return screen.getByRole('dialog', { name: M.closeTitle });
}

describe('CloseAccountCard', () => {
  it("keeps 'Supprimer définitivement' off until the company's name is typed, then closes and leaves for the home page", async () => {
    const fetchMock = mockApi({
      'GET /api/account': { body: GRATUIT_ACCOUNT },
      'POST /api/privacy/close-account': { body: { message: M.closed } },
    });
    const router = renderPage(<CloseAccountCard />, '/compte?tab=data');
    expect(await screen.findByRole('heading', { name: M.closeTitle })).toBeInTheDocument();
    const dialog = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: M.closeConfirm });
    expect(confirm).toBeDisabled();

    await userEvent.type(
      within(dialog).getByLabelText(/Saisissez le nom de l'entreprise/),
      'boulangerie martin',
    );
    await userEvent.type(within(dialog).getByLabelText(/Votre mot de passe/), 'mot-de-passe-solide');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toast.success).toHaveBeenCalledWith(M.closed, expect.anything());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      companyName: 'boulangerie martin',
      password: 'mot-de-passe-solide',
    });
  });

  it('shows a wrong password under its field and stays on the page', async () => {
    mockApi({
      'GET /api/account': { body: GRATUIT_ACCOUNT },
      'POST /api/privacy/close-account': {
        ...apiError(400, 'CLOSE_WRONG_PASSWORD', M.wrongPassword),
        body: {
          error: {
            code: 'CLOSE_WRONG_PASSWORD',
            message: M.wrongPassword,
            fields: { password: M.wrongPassword },
          },
        },
      },
    });
    const router = renderPage(<CloseAccountCard />, '/compte?tab=data');
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Saisissez le nom/), 'Boulangerie Martin');
    await userEvent.type(within(dialog).getByLabelText(/Votre mot de passe/), 'faux');
    await userEvent.click(within(dialog).getByRole('button', { name: M.closeConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.wrongPassword);
    expect(toast.error).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/compte');
  });
});
