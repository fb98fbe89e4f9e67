import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import type { ConfirmCheckoutResult } from '@pointeo/domain/billing';
import { BILLING_MESSAGES } from '@pointeo/domain/billing-messages';
import { ERROR_MESSAGES, ErrorCode } from '@pointeo/domain/error-codes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toasts';
import { apiError, asShown, mockApi, renderPage, SIGNED_IN } from '../../test/render-page';
import PaymentSuccessPage, {
  CHECKING_TITLE,
  FAILED_TITLE,
  INCOMPLETE_LINK_MESSAGE,
} from './payment-success-page';

vi.mock('../../components/ui/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const SUCCESS_URL = '/payment-success?plan=Standard&stripe_customer_id=cus_1&stripe_session_id=cs_42';
const confirmed: ConfirmCheckoutResult = {
  message: 'Abonnement au plan Standard confirmé',
  state: { plan: 'Standard', pendingPlan: null, renewsAt: '2026-12-22T10:00:00.000Z', paymentIssue: null },
};
const confirmations = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/billing/confirm-checkout');
const heading = () => screen.getByRole('heading', { level: 1 });
const saysSuccess = () => screen.queryByText(/réussi/i);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('PaymentSuccessPage', () => {
  it('says it is checking the payment, not that it succeeded, until the server confirms it; confirms once', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = mockApi({
      'GET /api/auth/get-session': { body: SIGNED_IN },
      'POST /api/billing/confirm-checkout': () => new Promise((resolve) => (answer = resolve)),
    });
    renderPage(<PaymentSuccessPage />, SUCCESS_URL);
    expect(heading()).toHaveTextContent(CHECKING_TITLE);
    expect(saysSuccess()).toBeNull();
    expect(await screen.findByText(BILLING_MESSAGES.paymentSuccessUpdating)).toBeInTheDocument();
    expect(heading()).toHaveTextContent(CHECKING_TITLE);
    expect(saysSuccess()).toBeNull();
    expect(document.title).not.toMatch(/réussi/i);
    expect(screen.getByRole('button', { name: 'Voir mes factures' })).toBeDisabled();

    answer(Response.json(confirmed));
    expect(
      await screen.findByRole('heading', { level: 1, name: BILLING_MESSAGES.paymentSuccessTitle }),
    ).toBeVisible();
    expect(screen.getByText(BILLING_MESSAGES.paymentSuccessUpdated)).toBeInTheDocument();
    expect(screen.queryByText(BILLING_MESSAGES.paymentSuccessUpdating)).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Abonnement au plan Standard confirmé');
    expect(screen.getByRole('button', { name: 'Voir mes factures' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');

    const calls = confirmations(fetchMock);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ sessionId: 'cs_42', plan: 'Standard' });
  });

  it("opens the Facturation tab from 'Voir mes factures'", async () => {
    mockApi({
      'GET /api/auth/get-session': { body: SIGNED_IN },
      'POST /api/billing/confirm-checkout': { body: confirmed },
    });
    const router = renderPage(<PaymentSuccessPage />, SUCCESS_URL);
    await screen.findByText(BILLING_MESSAGES.paymentSuccessUpdated);
    await userEvent.click(screen.getByRole('button', { name: 'Voir mes factures' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/account?tab=billing');
  });

  it("says the payment is not confirmed, with the server's French message, and retries on 'Réessayer'", async () => {
    let failing = true;
    const fetchMock = mockApi({
      'GET /api/auth/get-session': { body: SIGNED_IN },
      'POST /api/billing/confirm-checkout': async () =>
        failing
          ? Response.json(
              { error: { code: ErrorCode.CHECKOUT_NOT_PAID, message: BILLING_MESSAGES.checkoutNotPaid } },
              { status: 409 },
            )
          : Response.json(confirmed),
    });
    renderPage(<PaymentSuccessPage />, SUCCESS_URL);
    expect(await screen.findByRole('alert')).toHaveTextContent(asShown(BILLING_MESSAGES.checkoutNotPaid));
    expect(heading()).toHaveTextContent(FAILED_TITLE);
    expect(saysSuccess()).toBeNull();
    expect(screen.queryByText(BILLING_MESSAGES.paymentSuccessUpdated)).toBeNull();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(BILLING_MESSAGES.paymentSuccessUpdated)).toBeInTheDocument();
    expect(confirmations(fetchMock)).toHaveLength(2);
  });

  it.each([
    ['no session id', '/payment-success?plan=Standard&stripe_customer_id=cus_1'],
    ['an unknown plan', '/payment-success?plan=Gold&stripe_customer_id=cus_1&stripe_session_id=cs_42'],
    ['the unfilled placeholder', '/payment-success?plan=Standard&stripe_session_id={CHECKOUT_SESSION_ID}'],
  ])('says the link is incomplete, without asking the server, for %s', async (_case, url) => {
    const fetchMock = mockApi({ 'GET /api/auth/get-session': { body: SIGNED_IN } });
    renderPage(<PaymentSuccessPage />, url);
    expect(await screen.findByRole('alert')).toHaveTextContent(asShown(INCOMPLETE_LINK_MESSAGE));
    expect(heading()).toHaveTextContent(FAILED_TITLE);
    expect(saysSuccess()).toBeNull();
    expect(confirmations(fetchMock)).toHaveLength(0);
  });

  it('says the session expired and goes to /login after 2 s when nobody is signed in', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/get-session': { body: null } });
    const router = renderPage(<PaymentSuccessPage />, SUCCESS_URL);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(ACCOUNT_MESSAGES.sessionExpired, { id: 'session-expired' }),
    );
    expect(saysSuccess()).toBeNull();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/payment-success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(confirmations(fetchMock)).toHaveLength(0);
  });

  it('keeps the retry possible after an unexpected server error', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: SIGNED_IN },
      'POST /api/billing/confirm-checkout': apiError(
        500,
        ErrorCode.INTERNAL_ERROR,
        ERROR_MESSAGES.unexpected,
      ),
    });
    renderPage(<PaymentSuccessPage />, SUCCESS_URL);
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeEnabled();
    expect(heading()).toHaveTextContent(FAILED_TITLE);
    expect(saysSuccess()).toBeNull();
  });
});
