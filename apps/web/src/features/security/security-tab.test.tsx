import { ErrorCode } from '@pointeo/domain/error-codes';
import { TWO_FACTOR_MESSAGES } from '@pointeo/domain/two-factor';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  asShown,
  mockApiAs,
  OWNER_MEMBER,
  PAYROLL_MEMBER,
  renderPage,
  stubDialogs,
} from '../../test/render-page';
import { SecurityTab } from './security-tab';

vi.mock('../../components/ui/toasts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

beforeAll(stubDialogs);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const OFF = { twoFactorEnabled: false, recoveryCodesLeft: null, companyRequiresTwoFactor: false };
const ON = { twoFactorEnabled: true, recoveryCodesLeft: 8, companyRequiresTwoFactor: false };
const SESSIONS = {
  sessions: [
    {
      id: 's1',
      device: 'Chrome sur Windows',
      ip: '203.0.113.7',
      lastActiveAt: '2026-11-27T09:00:00.000Z',
      current: true,
    },
    {
      id: 's2',
      device: 'Safari sur iPhone',
      ip: null,
      lastActiveAt: '2026-11-26T18:30:00.000Z',
      current: false,
    },
  ],
};
const SETUP = {
  otpauthUri: 'otpauth://totp/Pointeo:a@b.fr?secret=JBSWY3DPEHPK3PXP&issuer=Pointeo',
  key: 'JBSWY3DPEHPK3PXP',
  qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  recoveryCodes: Array.from({ length: 10 }, (_, index) => `abcde-${String(index).padStart(5, '0')}`),
};

describe("'Sécurité'", () => {
  it('turns 2FA on: the password, the QR code and written-out key, a first code, then the recovery codes', async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/account/security': { body: OFF },
      'GET /api/account/sessions': { body: SESSIONS },
      'POST /api/account/two-factor/enable': { body: SETUP },
      'POST /api/account/two-factor/confirm': { body: { message: TWO_FACTOR_MESSAGES.enabled } },
    });
    const user = userEvent.setup();
    renderPage(<SecurityTab />);
    await user.click(await screen.findByRole('button', { name: 'Activer la double authentification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activer la double authentification' });
    await user.type(within(dialog).getByLabelText(/Mot de passe actuel/), 'mon-mot-de-passe');
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));

    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Ou saisissez cette clé à la main')).toHaveValue('JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText(/Code à 6 chiffres/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmer et activer' }));
    const codes = await screen.findByRole('list', { name: 'Codes de secours' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    const confirmCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/two-factor/confirm'));
    expect(JSON.parse(String(confirmCall?.[1]?.body))).toEqual({ code: '123456' });
  });

  it('shows a wrong password under its field', async () => {
    mockApiAs(OWNER_MEMBER, {
      'GET /api/account/security': { body: OFF },
      'GET /api/account/sessions': { body: SESSIONS },
      'POST /api/account/two-factor/enable': {
        status: 400,
        body: {
          error: {
            code: 'PASSWORD_INCORRECT',
            message: 'Mot de passe incorrect',
            fields: { password: 'Mot de passe incorrect' },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderPage(<SecurityTab />);
    await user.click(await screen.findByRole('button', { name: 'Activer la double authentification' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Mot de passe actuel/), 'faux');
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(await within(dialog).findByText('Mot de passe incorrect')).toBeInTheDocument();
  });

  it('lists the sessions, marks this one, and ends another after confirmation', async () => {
    const fetchMock = mockApiAs(PAYROLL_MEMBER, {
      'GET /api/account/security': { body: ON },
      'GET /api/account/sessions': { body: SESSIONS },
      'DELETE /api/account/sessions/s2': { body: { message: TWO_FACTOR_MESSAGES.sessionRevoked } },
    });
    const user = userEvent.setup();
    renderPage(<SecurityTab />);
    const list = await screen.findByRole('list', { name: 'Sessions actives' });
    expect(within(list).getByText('Cette session')).toBeInTheDocument();
    expect(within(list).getByText(/203\.0\.113\.7/)).toBeInTheDocument();
    expect(screen.getByText(/8 codes de secours restants/)).toBeInTheDocument();
    // The administrator's card is not a Paie member's.
    expect(screen.queryByRole('heading', { name: 'Exiger la double authentification' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Déconnecter la session Safari sur iPhone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Déconnecter cette session' });
    await user.click(within(dialog).getByRole('button', { name: 'Déconnecter' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith('/sessions/s2') && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Déconnecter les autres appareils' })).toBeInTheDocument();
  });

  it("explains a company's requirement, and offers the administrator the switch", async () => {
    mockApiAs(
      { ...OWNER_MEMBER, mustEnrolTwoFactor: true },
      {
        'GET /api/account/security': { body: { ...OFF, companyRequiresTwoFactor: true } },
        'GET /api/account/sessions': { body: SESSIONS },
      },
    );
    renderPage(<SecurityTab />);
    expect(await screen.findByText(asShown(TWO_FACTOR_MESSAGES.enrolmentRequired))).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Ne plus exiger la double authentification' }),
    ).toBeInTheDocument();
  });

  it('says why the state could not be read', async () => {
    mockApiAs(OWNER_MEMBER, {
      'GET /api/account/security': apiError(
        500,
        ErrorCode.INTERNAL_ERROR,
        'Une erreur inattendue est survenue.',
      ),
      'GET /api/account/sessions': { body: SESSIONS },
    });
    renderPage(<SecurityTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur inattendue est survenue.');
  });
});
