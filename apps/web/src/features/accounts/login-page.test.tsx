import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, renderPage, SIGNED_IN } from '../../test/render-page';
import LoginPage from './login-page';

vi.mock('../../components/ui/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function signIn(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^E-mail/), 'contact@boulangerie.fr');
  await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('LoginPage', () => {
  it('shows a refused sign-in under the form and gives the focus back to the password', async () => {
    mockApi({
      'POST /api/account/sign-in': apiError(401, ErrorCode.INVALID_CREDENTIALS, 'refusé'),
      'GET /api/auth/get-session': { body: null },
    });
    renderPage(<LoginPage />, '/login');
    await signIn('pas-le-bon');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ACCOUNT_MESSAGES.loginFailed);
    expect(alert.closest('form')).not.toBeNull();
    await waitFor(() => expect(screen.getByLabelText(/^Mot de passe/)).toHaveFocus());
  });

  it('posts itself to /login, never in the address, keeping only a return path of this site', () => {
    mockApi({ 'GET /api/auth/get-session': { body: null } });
    renderPage(<LoginPage />, '/login?redirect=%2Faccount%3Ftab%3Demployees');
    const form = screen.getByRole('button', { name: 'Se connecter' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/login?redirect=%2Faccount%3Ftab%3Demployees');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAttribute('name', 'password');
  });

  it('says why a sign-in posted before the script ran came back, and puts the focus on the e-mail', async () => {
    mockApi({ 'GET /api/auth/get-session': { body: null } });
    renderPage(<LoginPage />, '/login?echec=limite');
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.tooManySignIns);
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveFocus());
  });

  it.each([
    ['/login?redirect=%2Faccount%3Ftab%3Demployees', '/account?tab=employees'],
    ['/login', '/account'],
    ['/login?redirect=%2F%2Fevil.example%2Faccount', '/account'],
    ['/login?redirect=https%3A%2F%2Fevil.example', '/account'],
    ['/login?redirect=/.//evil.example/x', '/account'],
    ['/login?redirect=%2F%252e%2F%2Fevil.example%2Fx', '/account'],
  ])('from %s, goes to %s once signed in', async (url, destination) => {
    mockApi({
      'POST /api/account/sign-in': { body: { message: ACCOUNT_MESSAGES.loggedIn } },
      'GET /api/auth/get-session': { body: SIGNED_IN },
    });
    const router = renderPage(<LoginPage />, url);
    await signIn('le-bon-mot-de-passe');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(destination),
    );
  });
});
