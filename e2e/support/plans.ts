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
