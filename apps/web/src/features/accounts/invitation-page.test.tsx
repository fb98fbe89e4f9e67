import { ErrorCode } from '@pointeo/domain/error-codes';
import { TEAM_MESSAGES } from '@pointeo/domain/team';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toasts';
import { apiError, mockApi } from '../../test/render-page';
import InvitationPage from './invitation-page';

vi.mock('../../components/ui/toasts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const TOKEN = 'a'.repeat(43);
const PREVIEW = {
  companyName: 'Boulangerie Martin',
  inviterName: 'Marie Martin',
  email: 'ines@exemple.fr',
  role: 'site_manager',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderInvitation() {
  const router = createMemoryRouter(
    [
      { path: '/invitation/:token', element: <InvitationPage /> },
      { path: '/account', element: <p>Espace du compte</p> },
      { path: '/login', element: <p>Connexion</p> },
    ],
    { initialEntries: [`/invitation/${TOKEN}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const invalid = apiError(410, ErrorCode.INVITATION_INVALID, TEAM_MESSAGES.invitationInvalid);

describe('InvitationPage', () => {
  it('says who invites, to which company and role, then joins with a name and a password', async () => {
    const fetchMock = mockApi({
      [`GET /api/invitations/${TOKEN}`]: { body: PREVIEW },
      [`POST /api/invitations/${TOKEN}/accept`]: { status: 201, body: { message: TEAM_MESSAGES.accepted } },
      'GET /api/auth/get-session': { body: null },
    });
    const user = userEvent.setup();
    const router = renderInvitation();
    expect(await screen.findByText(/vous invite à rejoindre/)).toHaveTextContent(
      'Marie Martin vous invite à rejoindre Boulangerie Martin en tant que Responsable de site.',
    );
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveValue('ines@exemple.fr');
    expect(email).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: "Rejoindre l'équipe" }));
    expect(await screen.findByText(TEAM_MESSAGES.nameRequired)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Inès Durand');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'un-mot-de-passe');
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'un-mot-de-passe');
    await user.click(screen.getByRole('button', { name: "Rejoindre l'équipe" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(toast.success).toHaveBeenCalledWith(TEAM_MESSAGES.accepted);
    const accepted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(accepted?.[1]?.body))).toEqual({
      name: 'Inès Durand',
      password: 'un-mot-de-passe',
    });
  });

  it("shows the server's message and the way to sign in for an expired, used or revoked link", async () => {
    mockApi({ [`GET /api/invitations/${TOKEN}`]: invalid });
    renderInvitation();
    expect(await screen.findByRole('alert')).toHaveTextContent(/n'est plus valable/);
    expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute('href', '/login');
  });

  it('says the same when the link dies between the preview and the answer', async () => {
    mockApi({
      [`GET /api/invitations/${TOKEN}`]: { body: PREVIEW },
      [`POST /api/invitations/${TOKEN}/accept`]: invalid,
    });
    const user = userEvent.setup();
    renderInvitation();
    await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Inès Durand');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'un-mot-de-passe');
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'un-mot-de-passe');
    await user.click(screen.getByRole('button', { name: "Rejoindre l'équipe" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/n'est plus valable/);
    expect(toast.error).not.toHaveBeenCalled();
  });
});
