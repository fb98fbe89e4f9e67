import { expect, type Page } from '@playwright/test';
import { SIMULATOR_CARDS } from '@pointeo/domain/payment-simulator';

/** Subscribes the signed-in company to Standard through /pricing and the local payment simulator. */
export async function upgradeToStandard(page: Page) {
  await page.goto('/pricing');
  await page.getByRole('article', { name: 'Standard' }).getByRole('button').click();
  await expect(page).toHaveURL(/\/simulateur-paiement\//);
  await page.getByLabel('Numéro de carte').fill(SIMULATOR_CARDS.success);
  await page.getByLabel('Expiration (MM/AA)').fill('12/39');
  await page.getByLabel('Cryptogramme (CVC)').fill('123');
  await page.getByLabel('Titulaire de la carte').fill('Marie Martin');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByText('Abonnement au plan Standard confirmé')).toBeVisible();
}

/**
 * Subscribes the signed-in company to Standard through the API that /pricing, the simulator's page
 * and /payment-success post to: for the specs about what the plan unlocks. The pages themselves are
 * gone through by billing.spec.ts and leave.spec.ts (upgradeToStandard above).
 */
export async function subscribeToStandardThroughApi(page: Page) {
  await subscribeThroughApi(page, 'Standard');
}

/** Subscribes the signed-in company on Gratuit to `plan` through the same API as above. */
export async function subscribeThroughApi(page: Page, plan: 'Standard' | 'Premium') {
  const started = await page.request.post('/api/billing/change-plan', { data: { plan } });
  expect(started.status(), await started.text()).toBe(200);
  const checkout = (await started.json()) as { outcome: string; url: string };
  expect(checkout.outcome).toBe('checkout');
  const sessionId = new URL(checkout.url, page.url()).pathname.split('/').pop();
  const paid = await page.request.post(`/api/payment-simulator/checkouts/${sessionId}/pay`, {
    data: { cardNumber: SIMULATOR_CARDS.success, expiry: '12/39', cvc: '123', holder: 'Marie Martin' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const confirmed = await page.request.post('/api/billing/confirm-checkout', {
    data: { sessionId, plan },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const state = (await (await page.request.get('/api/billing/state')).json()) as { plan: string };
  expect(state.plan).toBe(plan);
}
