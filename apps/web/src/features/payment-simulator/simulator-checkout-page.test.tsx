import { ErrorCode } from '@pointeo/domain/error-codes';
import { SIMULATOR_MESSAGES, type SimulatorCheckout } from '@pointeo/domain/payment-simulator';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../../lib/leave-page';
import { apiError, mockApi, renderPage } from '../../test/render-page';
import SimulatorCheckoutPage from './simulator-checkout-page';

vi.mock('../../lib/leave-page', () => ({ leavePage: vi.fn() }));

const CHECKOUT_URL = '/api/payment-simulator/checkouts/sim_1';
const open: SimulatorCheckout = {
  id: 'sim_1',
  plan: 'Standard',
  amount: { netCents: 2499, vatCents: 500, grossCents: 2999 },
  email: 'contact@boulangerie.fr',
  companyName: 'Boulangerie Martin',
  status: 'open',
};

function renderSimulator() {
  renderPage(
    <Routes>
      <Route path="/simulateur-paiement/:id" element={<SimulatorCheckoutPage />} />
    </Routes>,
    '/simulateur-paiement/sim_1',
  );
}

async function fillCard(card: { number: string; expiry?: string; cvc?: string; holder?: string }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Numéro de carte/), card.number);
  await user.type(screen.getByLabelText(/^Expiration \(MM\/AA\)/), card.expiry ?? '12/39');
  await user.type(screen.getByLabelText(/^Cryptogramme \(CVC\)/), card.cvc ?? '123');
  await user.type(screen.getByLabelText(/^Titulaire de la carte/), card.holder ?? 'Marie Martin');
  await user.click(screen.getByRole('button', { name: /^Payer 29,99\s€$/ }));
}

const posts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('SimulatorCheckoutPage', () => {
  it('shows the plan, the amount, the e-mail, the test cards and that no real card is charged', async () => {
    mockApi({ [`GET ${CHECKOUT_URL}`]: { body: open } });
    renderSimulator();
    expect(await screen.findByText('contact@boulangerie.fr')).toBeInTheDocument();
    expect(screen.getByText('Pointeo Standard')).toBeInTheDocument();
    expect(screen.getByText(/aucune carte réelle n'est débitée/)).toBeInTheDocument();
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
  });

  it('shows the monthly amount HT, its VAT and TTC', async () => {
    mockApi({ [`GET ${CHECKOUT_URL}`]: { body: open } });
    renderSimulator();
    const breakdown = await screen.findByLabelText('Montant mensuel');
    const text = (breakdown.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Montant HT24,99 €');
    expect(text).toContain('TVA (20 %)5,00 €');
    expect(text).toContain('Total TTC29,99 €');
  });

  it('puts each French message under its field and sends nothing', async () => {
    const fetchMock = mockApi({ [`GET ${CHECKOUT_URL}`]: { body: open } });
    renderSimulator();
    await userEvent.click(await screen.findByRole('button', { name: /^Payer 29,99\s€$/ }));
    expect(await screen.findByLabelText(/^Numéro de carte/)).toHaveAccessibleDescription(
      SIMULATOR_MESSAGES.cardNumber,
    );
    expect(screen.getByLabelText(/^Expiration \(MM\/AA\)/)).toHaveAccessibleDescription(
      SIMULATOR_MESSAGES.expiry,
    );
    expect(screen.getByLabelText(/^Cryptogramme \(CVC\)/)).toHaveAccessibleDescription(
      SIMULATOR_MESSAGES.cvc,
    );
    expect(screen.getByLabelText(/^Titulaire de la carte/)).toHaveAccessibleDescription(
      SIMULATOR_MESSAGES.holder,
    );
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('refuses a past expiry date', async () => {
    mockApi({ [`GET ${CHECKOUT_URL}`]: { body: open } });
    renderSimulator();
    await fillCard({ number: '4242 4242 4242 4242', expiry: '01/20' });
    expect(await screen.findByLabelText(/^Expiration \(MM\/AA\)/)).toHaveAccessibleDescription(
      SIMULATOR_MESSAGES.expiry,
    );
  });

  it('pays with the test card and follows the redirect', async () => {
    const fetchMock = mockApi({
      [`GET ${CHECKOUT_URL}`]: { body: open },
      [`POST ${CHECKOUT_URL}/pay`]: { body: { redirectUrl: '/payment-success?plan=Standard' } },
    });
    renderSimulator();
    await fillCard({ number: '4242 4242 4242 4242' });
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/payment-success?plan=Standard'));
    expect(JSON.parse(String(posts(fetchMock)[0]?.[1]?.body))).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
      holder: 'Marie Martin',
    });
  });

  it('says a declined card was refused and stays on the page', async () => {
    mockApi({
      [`GET ${CHECKOUT_URL}`]: { body: open },
      [`POST ${CHECKOUT_URL}/pay`]: apiError(402, ErrorCode.CARD_DECLINED, SIMULATOR_MESSAGES.cardDeclined),
    });
    renderSimulator();
    await fillCard({ number: '4000 0000 0000 0002' });
    expect(await screen.findByRole('alert')).toHaveTextContent(SIMULATOR_MESSAGES.cardDeclined);
    expect(leavePage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^Payer 29,99\s€$/ })).toBeEnabled();
  });

  it('cancels and follows the redirect back to the pricing page', async () => {
    mockApi({
      [`GET ${CHECKOUT_URL}`]: { body: open },
      [`POST ${CHECKOUT_URL}/cancel`]: { body: { redirectUrl: '/pricing?canceled=true' } },
    });
    renderSimulator();
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/pricing?canceled=true'));
  });

  it.each([
    ['a finished session', { body: { ...open, status: 'paid' } }, SIMULATOR_MESSAGES.sessionClosed],
    [
      'an unknown session',
      apiError(404, ErrorCode.NOT_FOUND, SIMULATOR_MESSAGES.sessionNotFound),
      SIMULATOR_MESSAGES.sessionNotFound,
    ],
  ])('shows %s with a way back to the prices', async (_case, answer, message) => {
    mockApi({ [`GET ${CHECKOUT_URL}`]: answer });
    renderSimulator();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Retour aux tarifs' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByLabelText(/^Numéro de carte/)).toBeNull();
  });
});
