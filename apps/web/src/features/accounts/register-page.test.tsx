import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { TERMS_MESSAGES } from '@pointeo/domain/legal-documents';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asShown, mockApi, renderPage } from '../../test/render-page';
import RegisterPage from './register-page';

vi.mock('../../components/ui/toasts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function fillForm(user: ReturnType<typeof userEvent.setup>, password = 'mot-de-passe-solide') {
  await user.type(screen.getByRole('textbox', { name: /Nom de l'entreprise/ }), 'Boulangerie Martin');
  await user.type(screen.getByRole('textbox', { name: /Numéro SIRET/ }), '73282932000074');
  await user.type(screen.getByRole('textbox', { name: /E-mail professionnel/ }), 'contact@boulangerie.fr');
  await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), password);
  await user.type(screen.getByRole('textbox', { name: /Code PIN du directeur/ }), '246810');
}

describe('RegisterPage', () => {
  it('asks to accept the terms, with links to both documents, before sending anything', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderPage(<RegisterPage />, '/register');
    const box = screen.getByRole('checkbox', { name: TERMS_MESSAGES.checkbox });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'conditions générales' })).toHaveAttribute('href', '/conditions');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/confidentialite',
    );

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText(TERMS_MESSAGES.required)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the acceptance, and shows a common password refused under its field', async () => {
    const fetchMock = mockApi({
      'POST /api/account/register': {
        status: 422,
        body: {
          error: {
            code: ErrorCode.PASSWORD_TOO_COMMON,
            message: ACCOUNT_MESSAGES.passwordTooCommon,
            fields: { password: ACCOUNT_MESSAGES.passwordTooCommon },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderPage(<RegisterPage />, '/register');
    await fillForm(user, 'azerty123');
    await user.click(screen.getByRole('checkbox', { name: TERMS_MESSAGES.checkbox }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(body).toMatchObject({ acceptTerms: true, password: 'azerty123' });
    expect(await screen.findByText(asShown(ACCOUNT_MESSAGES.passwordTooCommon))).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAttribute('aria-invalid', 'true');
  });
});
