import type { BillingState, ChangePlanResult, UpgradePreview } from '@pointeo/domain/billing';
import { BILLING_MESSAGES, PLAN_CHANGE_TOAST_MS } from '@pointeo/domain/billing-messages';
import type { EmployeeList } from '@pointeo/domain/employees';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toasts';
import { leavePage } from '../../lib/leave-page';
import {
  ACCOUNTANT_MEMBER,
  apiError,
  asShown,
  mockApi,
  OWNER_MEMBER,
  renderPage,
  SIGNED_IN,
  stubDialogs,
} from '../../test/render-page';
import PricingPage from './pricing-page';

vi.mock('../../components/ui/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../../lib/leave-page', () => ({ leavePage: vi.fn() }));

const RENEWS_AT = '2026-12-22T10:00:00.000Z';
const state = (overrides: Partial<BillingState> = {}): BillingState => ({
  plan: 'Standard',
  pendingPlan: null,
  renewsAt: RENEWS_AT,
  paymentIssue: null,
  ...overrides,
});

const headcount = (employees: number): EmployeeList => ({
  employees: [],
  total: employees + 1,
  page: 1,
  pageSize: 20,
  headcount: { employees, limit: 50, plan: 'Standard' },
});
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const changeRequests = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const card = (plan: string) => screen.getByRole('article', { name: plan });
const button = (plan: string) => within(card(plan)).getByRole('button');

function signedIn(
  current: BillingState,
  changePlan?: Parameters<typeof mockApi>[0][string],
  activeEmployees = 4,
  preview?: Parameters<typeof mockApi>[0][string],
) {
  return mockApi({
    'GET /api/auth/get-session': { body: SIGNED_IN },
    'GET /api/account/me': { body: OWNER_MEMBER },
    'GET /api/billing/state': { body: current },
    'GET /api/employees': { body: headcount(activeEmployees) },
    ...(changePlan && { 'POST /api/billing/change-plan': changePlan }),
    ...(preview && { 'GET /api/billing/upgrade-preview': preview }),
  });
}

const PRORATION_DATE = '2026-12-07T10:00:00.000Z';
const UPGRADE_PREVIEW: UpgradePreview = {
  outcome: 'charge',
  plan: 'Premium',
  now: { netCents: 833, vatCents: 167, grossCents: 1000 },
  monthly: { netCents: 4166, vatCents: 833, grossCents: 4999 },
  card: { brand: 'visa', last4: '4242' },
  prorationDate: PRORATION_DATE,
};

async function renderPricing(url = '/pricing') {
  const router = renderPage(<PricingPage />, url);
  await waitFor(() => expect(screen.queryByText('Chargement...')).toBeNull());
  return router;
}

beforeAll(stubDialogs);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('PricingPage signed out', () => {
  it("offers 'S'abonner' on every plan and sends a paid choice to /register with a notice", async () => {
    mockApi({ 'GET /api/auth/get-session': { body: null } });
    const router = await renderPricing();
    for (const plan of ['Gratuit', 'Standard', 'Premium'])
      expect(button(plan)).toHaveTextContent("S'abonner");

    await userEvent.click(button('Premium'));
    expect(toast.info).toHaveBeenCalledWith(BILLING_MESSAGES.signInFirst);
    expect(router.state.location.pathname).toBe('/register');
  });
});

describe('PricingPage for everyone', () => {
  it('shows each paid price TTC with its HT amount beside it, since buyers are companies', async () => {
    mockApi({ 'GET /api/auth/get-session': { body: null } });
    await renderPricing();
    const prices = (plan: string) => plain(card(plan).textContent);
    expect(prices('Standard')).toContain('29,99 € TTC / mois');
    expect(prices('Standard')).toContain('soit 24,99 € HT / mois');
    expect(prices('Premium')).toContain('49,99 € TTC / mois');
    expect(prices('Premium')).toContain('soit 41,66 € HT / mois');
    expect(prices('Gratuit')).toContain('0,00 € / mois');
    expect(prices('Gratuit')).not.toContain('HT');
  });

  it("says why the highlighted plan stands out: 'Le plus choisi'", async () => {
    signedIn(state({ plan: 'Premium' }));
    await renderPricing();
    expect(within(card('Standard')).getByText('Le plus choisi')).toBeVisible();
    expect(within(card('Premium')).queryByText('Le plus choisi')).toBeNull();
    expect(within(card('Gratuit')).queryByText('Le plus choisi')).toBeNull();
  });
});

describe('PricingPage signed in', () => {
  it('shows a Comptable the plans without a button, and says who changes the plan', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: SIGNED_IN },
      'GET /api/account/me': { body: ACCOUNTANT_MEMBER },
    });
    await renderPricing();
    expect(await screen.findByText('Seul un administrateur peut changer de plan.')).toBeInTheDocument();
    expect(within(card('Premium')).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /Améliorer|Rétrograder|S'abonner/ })).toBeNull();
  });

  it("shows 'Chargement...' while the plan loads", async () => {
    mockApi({
      'GET /api/auth/get-session': { body: SIGNED_IN },
      'GET /api/account/me': { body: OWNER_MEMBER },
      'GET /api/billing/state': () => new Promise(() => {}),
    });
    renderPage(<PricingPage />, '/pricing');
    expect(await screen.findAllByRole('button', { name: 'Chargement...' })).toHaveLength(3);
  });

  it("shows the current plan as a 'Plan actuel' badge, not a button, and offers no 'S'abonner' to a subscriber", async () => {
    signedIn(state({ plan: 'Standard' }));
    await renderPricing();
    expect(within(card('Standard')).queryByRole('button')).toBeNull();
    expect(within(card('Standard')).getByText('Plan actuel')).toBeVisible();
    expect(button('Gratuit')).toHaveTextContent('Rétrograder');
    expect(button('Premium')).toHaveTextContent('Améliorer');
    expect(screen.queryByText("S'abonner")).toBeNull();
  });

  it('falls back to Gratuit when the plan cannot be read', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: SIGNED_IN },
      'GET /api/account/me': { body: OWNER_MEMBER },
      'GET /api/billing/state': apiError(500, ErrorCode.INTERNAL_ERROR, 'Erreur'),
    });
    await renderPricing();
    expect(within(card('Gratuit')).getByText('Plan actuel')).toBeVisible();
    expect(button('Standard')).toHaveTextContent('Améliorer');
  });

  it("shows a pending free plan: 'Actif jusqu'au' on the current card, 'Actif le' and a disabled button on Gratuit", async () => {
    signedIn(state({ plan: 'Premium', pendingPlan: 'Gratuit' }));
    await renderPricing();
    expect(card('Premium')).toHaveTextContent("Actif jusqu'au 22/12/2026");
    expect(button('Gratuit')).toHaveAccessibleDescription('Actif le 23/12/2026');
    expect(button('Gratuit')).toBeDisabled();
    expect(button('Standard')).toBeEnabled();
  });

  it("shows a pending Standard plan as 'Actif le' with its button still usable", async () => {
    signedIn(state({ plan: 'Premium', pendingPlan: 'Standard' }));
    await renderPricing();
    expect(card('Standard')).toHaveTextContent('Actif le 23/12/2026');
    expect(button('Standard')).toBeEnabled();
    expect(card('Premium')).not.toHaveTextContent('Actif jusqu');
  });

  it('shows a failed renewal payment as an alert', async () => {
    signedIn(state({ paymentIssue: BILLING_MESSAGES.paymentFailed }));
    await renderPricing();
    expect(screen.getByRole('alert')).toHaveTextContent(BILLING_MESSAGES.paymentFailed);
  });

  it('says a cancelled checkout charged nothing, drops the parameter and can be dismissed', async () => {
    signedIn(state());
    const router = await renderPricing('/pricing?canceled=true');
    expect(screen.getByRole('status')).toHaveTextContent(asShown(BILLING_MESSAGES.checkoutCanceled));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByText(BILLING_MESSAGES.checkoutCanceled)).toBeNull();
  });
});

describe('PricingPage plan changes', () => {
  it('shows the progress label on the clicked button and disables every button meanwhile', async () => {
    let answer: (value: Response) => void = () => {};
    signedIn(state({ plan: 'Gratuit' }), () => new Promise((resolve) => (answer = resolve)));
    await renderPricing();
    await userEvent.click(button('Premium'));
    expect(button('Premium')).toHaveTextContent(BILLING_MESSAGES.upgradingLabel);
    for (const plan of ['Standard', 'Premium']) expect(button(plan)).toBeDisabled();
    answer(Response.json({ outcome: 'checkout', url: 'https://checkout.example/s_1' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://checkout.example/s_1'));
  });

  it('shows what an upgrade charges now and monthly, HT, TVA and TTC, and on which card; cancelling charges nothing', async () => {
    const fetchMock = signedIn(state(), { body: {} }, 4, { body: UPGRADE_PREVIEW });
    await renderPricing();
    await userEvent.click(button('Premium'));
    const dialog = await screen.findByRole('dialog', { name: 'Passer au plan Premium\u202f?' });
    const figures = (label: string) => plain(within(dialog).getByLabelText(label).textContent);
    await waitFor(() => expect(within(dialog).getByLabelText('Montant débité maintenant')).toBeVisible());
    expect(figures('Montant débité maintenant')).toBe('Montant HT8,33 €TVA (20 %)1,67 €Total TTC10,00 €');
    expect(figures('Montant débité chaque mois')).toBe('Montant HT41,66 €TVA (20 %)8,33 €Total TTC49,99 €');
    expect(plain(dialog.textContent)).toContain('Carte débitée : Visa se terminant par 4242');
    const previewCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('upgrade-preview'));
    expect(String(previewCalls[0]?.[0])).toBe('/api/billing/upgrade-preview?plan=Premium');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changeRequests(fetchMock)).toHaveLength(0);
    expect(button('Premium')).toHaveTextContent(BILLING_MESSAGES.upgradeButton);
  });

  it('confirms an upgrade with the amount and the instant shown', async () => {
    const result: ChangePlanResult = {
      outcome: 'changed',
      message: 'Votre abonnement a été mis à niveau vers le plan Premium.',
      state: state({ plan: 'Premium' }),
    };
    const fetchMock = signedIn(state(), { body: result }, 4, { body: UPGRADE_PREVIEW });
    await renderPricing();
    await userEvent.click(button('Premium'));
    const dialog = await screen.findByRole('dialog', { name: 'Passer au plan Premium\u202f?' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Payer 10,00\s€$/ }));

    await waitFor(() => expect(changeRequests(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(changeRequests(fetchMock)[0]![1]!.body))).toEqual({
      plan: 'Premium',
      confirmation: { amountCents: 1000, prorationDate: PRORATION_DATE },
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(result.message, { duration: PLAN_CHANGE_TOAST_MS }),
    );
  });

  it('asks before a downgrade, then shows the 6 s notice and the pending date', async () => {
    const result: ChangePlanResult = {
      outcome: 'changed',
      message: BILLING_MESSAGES.downgradeToFreeScheduled,
      state: state({ pendingPlan: 'Gratuit' }),
    };
    const fetchMock = signedIn(state(), { body: result });
    await renderPricing();
    await userEvent.click(button('Gratuit'));
    const dialog = screen.getByRole('dialog', { name: 'Passer au plan Gratuit\u202f?' });
    expect(dialog).toHaveTextContent("Votre plan Standard reste actif jusqu'au 22/12/2026");
    expect(dialog).toHaveTextContent('limité à 10 employés');
    expect(changeRequests(fetchMock)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Rétrograder' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(BILLING_MESSAGES.downgradeToFreeScheduled, {
        duration: PLAN_CHANGE_TOAST_MS,
      }),
    );
    expect(await within(card('Gratuit')).findByText('Actif le 23/12/2026')).toBeInTheDocument();
    expect(button('Gratuit')).toBeDisabled();
  });

  it('warns that employees above the lower plan limit stay active and keep clocking, but none can be added', async () => {
    signedIn(state({ plan: 'Premium' }), undefined, 62);
    await renderPricing();
    await userEvent.click(button('Standard'));
    const dialog = screen.getByRole('dialog', { name: 'Passer au plan Standard\u202f?' });
    expect(await within(dialog).findByText(/Vous avez 62 employés actifs/)).toBeVisible();
    expect(plain(dialog.textContent)).toContain(
      "Vous avez 62 employés actifs (hors direction), plus que les 50 du plan Standard. Ils resteront tous actifs et pourront toujours pointer, mais vous ne pourrez plus ajouter d'employé tant que vous en aurez 50 ou plus.",
    );
  });

  it('does not warn when the company fits the lower plan', async () => {
    signedIn(state({ plan: 'Standard' }), undefined, 10);
    await renderPricing();
    await userEvent.click(button('Gratuit'));
    const dialog = screen.getByRole('dialog', { name: 'Passer au plan Gratuit\u202f?' });
    await waitFor(() => expect(dialog).toHaveTextContent('limité à 10 employés'));
    expect(dialog).not.toHaveTextContent('resteront tous actifs');
  });

  it('cancelling the downgrade dialog changes nothing', async () => {
    const fetchMock = signedIn(state({ plan: 'Premium' }));
    await renderPricing();
    await userEvent.click(button('Standard'));
    const dialog = screen.getByRole('dialog', { name: 'Passer au plan Standard\u202f?' });
    expect(dialog).toHaveTextContent('facturé 29,99 € TTC par mois');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changeRequests(fetchMock)).toHaveLength(0);
  });

  it("shows the server's French message when the change fails, and the buttons come back", async () => {
    signedIn(
      state({ plan: 'Premium' }),
      apiError(400, ErrorCode.NO_SUBSCRIPTION, BILLING_MESSAGES.noActiveSubscription),
    );
    await renderPricing();
    await userEvent.click(button('Standard'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rétrograder' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(BILLING_MESSAGES.noActiveSubscription, { duration: 6000 }),
    );
    expect(button('Standard')).toHaveTextContent('Rétrograder');
    expect(button('Standard')).toBeEnabled();
  });
});
