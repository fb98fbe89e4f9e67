import { expect, type Page, test } from '@playwright/test';
import { BILLING_MESSAGES } from '@pointeo/domain/billing-messages';
import { SIMULATOR_CARDS, SIMULATOR_MESSAGES } from '@pointeo/domain/payment-simulator';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';

const FRENCH_DATE = String.raw`\d{2}/\d{2}/\d{4}`;

const planCard = (page: Page, plan: string) => page.getByRole('article', { name: plan });
const planButton = (page: Page, plan: string) => planCard(page, plan).getByRole('button');
/** The current plan is a badge, not a button: there is nothing to press on it. */
async function expectCurrentPlan(page: Page, plan: string) {
  await expect(planCard(page, plan)).toContainText('Plan actuel');
  await expect(planButton(page, plan)).toHaveCount(0);
}
const invoiceRows = (page: Page) =>
  page.getByRole('table', { name: 'Historique des factures' }).getByRole('row').filter({ hasText: 'FAC-' });

async function openPricing(page: Page) {
  await page.goto('/pricing');
  await expect(page.getByText('Plan actuel')).toBeVisible();
}

async function payOnSimulator(page: Page, cardNumber: string) {
  await page.getByLabel('Numéro de carte').fill(cardNumber);
  await page.getByLabel('Expiration (MM/AA)').fill('12/39');
  await page.getByLabel('Cryptogramme (CVC)').fill('123');
  await page.getByLabel('Titulaire de la carte').fill('Marie Martin');
  await page.getByRole('button', { name: /^Payer/ }).click();
}

async function confirmDowngrade(page: Page, plan: string) {
  await planButton(page, plan).click();
  const dialog = page.getByRole('dialog', { name: `Passer au plan ${plan} ?` });
  await expect(dialog).toContainText('À la fin de cette période');
  await dialog.getByRole('button', { name: 'Rétrograder' }).click();
  await expect(dialog).toBeHidden();
}

test('a company pays Standard on the simulator, upgrades to Premium, then schedules its downgrades', async ({
  page,
}) => {
  await registerThroughApi(page, newCompany('Boulangerie Abonnée'));

  await openPricing(page);
  await expectCurrentPlan(page, 'Gratuit');
  await expect(planButton(page, 'Standard')).toHaveText('Améliorer');
  await expect(planCard(page, 'Standard')).toContainText('Le plus choisi');
  await expect(planCard(page, 'Standard')).toContainText('29,99\u00a0€\u00a0TTC');
  await expect(planCard(page, 'Standard')).toContainText('24,99\u00a0€\u00a0HT');
  await planButton(page, 'Standard').click();
  await expect(page).toHaveURL(/\/simulateur-paiement\//);
  await expect(page.getByText("aucune carte réelle n'est débitée")).toBeVisible();
  await expect(page.getByText('Pointeo Standard')).toBeVisible();
  const monthly = page.getByLabel('Montant mensuel');
  await expect(monthly).toContainText('Montant HT24,99\u00a0€');
  await expect(monthly).toContainText('TVA (20\u00a0%)5,00\u00a0€');
  await expect(monthly).toContainText('Total TTC29,99\u00a0€');
  await payOnSimulator(page, SIMULATOR_CARDS.success);

  await expect(page).toHaveURL(/\/payment-success\?plan=Standard&stripe_customer_id=.+&stripe_session_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement réussi !' })).toBeVisible();
  await expect(page.getByText(BILLING_MESSAGES.paymentSuccessUpdated)).toBeVisible();
  await expect(page.getByText('Abonnement au plan Standard confirmé')).toBeVisible();
  await page.getByRole('button', { name: 'Voir mes factures' }).click();

  await expect(page).toHaveURL(/\/account\?tab=billing$/);
  await expect(page.getByRole('tabpanel')).toContainText('Plan Standard, renouvellement le');
  await expect(invoiceRows(page)).toHaveCount(1);
  await expect(invoiceRows(page).first()).toContainText('Standard');
  await expect(invoiceRows(page).first()).toContainText('29,99\u00a0€');
  await expect(invoiceRows(page).first()).toContainText('payé');
  const number = (await invoiceRows(page).first().getByRole('rowheader').textContent()) ?? '';
  expect(number).toMatch(/^FAC-\d{8}-\d{4}$/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Télécharger la facture ${number}` }).click();
  expect((await downloading).suggestedFilename()).toBe(`facture-${number}.pdf`);

  await openPricing(page);
  await expectCurrentPlan(page, 'Standard');
  // Nothing is charged before the amounts and the card are shown, and cancelling charges nothing.
  await planButton(page, 'Premium').click();
  let upgrade = page.getByRole('dialog', { name: 'Passer au plan Premium\u202f?' });
  await expect(upgrade.getByLabel('Montant débité maintenant')).toContainText('Total TTC');
  await expect(upgrade.getByLabel('Montant débité chaque mois')).toContainText('Total TTC49,99\u00a0€');
  await expect(upgrade).toContainText('Visa se terminant par 4242');
  await upgrade.getByRole('button', { name: 'Annuler' }).click();
  await expectCurrentPlan(page, 'Standard');
  await planButton(page, 'Premium').click();
  upgrade = page.getByRole('dialog', { name: 'Passer au plan Premium\u202f?' });
  await upgrade.getByRole('button', { name: /^Payer \d+,\d{2}\s€$/ }).click();
  await expect(
    page.getByText(
      /^Votre abonnement a été mis à niveau vers le plan Premium\. Un prorata de \d+,\d{2}\s€ a été facturé/,
    ),
  ).toBeVisible();
  await expectCurrentPlan(page, 'Premium');

  await confirmDowngrade(page, 'Standard');
  await expect(page.getByText(BILLING_MESSAGES.downgradeToStandardScheduled)).toBeVisible();
  await expect(planCard(page, 'Standard')).toContainText(new RegExp(`Actif le ${FRENCH_DATE}`));
  await expectCurrentPlan(page, 'Premium');

  await confirmDowngrade(page, 'Gratuit');
  await expect(page.getByText(BILLING_MESSAGES.downgradeToFreeScheduled)).toBeVisible();
  await expect(planCard(page, 'Premium')).toContainText(new RegExp(`Actif jusqu'au ${FRENCH_DATE}`));
  await expect(planCard(page, 'Gratuit')).toContainText(new RegExp(`Actif le ${FRENCH_DATE}`));
  await expect(planButton(page, 'Gratuit')).toBeDisabled();

  await page.goto('/account?tab=billing');
  await expect(invoiceRows(page)).toHaveCount(2);
  await expect(invoiceRows(page).first()).toContainText(BILLING_MESSAGES.upgradeInvoicePlan);
  await expect(page.getByRole('tabpanel')).toContainText('Changement prévu vers le plan Gratuit');
});

test('a refused card keeps the plan, and an abandoned checkout says nothing was charged', async ({
  page,
}) => {
  await registerThroughApi(page, newCompany('Fromagerie Hésitante'));
  await openPricing(page);
  await expectNoBlockingViolation(page, { where: '/pricing signed in' });

  await planButton(page, 'Premium').click();
  await expect(page).toHaveURL(/\/simulateur-paiement\//);
  await expect(page.getByRole('button', { name: /^Payer 49,99/ })).toBeVisible();
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByText(SIMULATOR_MESSAGES.cardNumber)).toBeVisible();
  await expectNoBlockingViolation(page, { where: 'simulator with field errors' });
  await payOnSimulator(page, SIMULATOR_CARDS.declined);
  await expect(page.getByRole('alert').filter({ hasText: SIMULATOR_MESSAGES.cardDeclined })).toBeVisible();
  await expect(page).toHaveURL(/\/simulateur-paiement\//);

  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('status').filter({ hasText: BILLING_MESSAGES.checkoutCanceled })).toBeVisible();
  await expectCurrentPlan(page, 'Gratuit');
  await page.getByRole('button', { name: 'Fermer le message' }).click();
  await expect(page.getByText(BILLING_MESSAGES.checkoutCanceled)).toBeHidden();

  await page.goto('/account?tab=billing');
  await expect(page.getByText(BILLING_MESSAGES.noInvoices)).toBeVisible();
});

test('the Facturation tab and the simulator fit a phone, and a closed checkout points back to the prices', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await registerThroughApi(page, newCompany('Épicerie Mobile'));
  await openPricing(page);
  await planButton(page, 'Standard').click();
  await expect(page).toHaveURL(/\/simulateur-paiement\//);
  const checkoutUrl = page.url();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoBlockingViolation(page, { where: 'simulator on a phone' });
  await payOnSimulator(page, SIMULATOR_CARDS.success);
  await expect(page.getByText(BILLING_MESSAGES.paymentSuccessUpdated)).toBeVisible();

  await page.goto('/account?tab=billing');
  const cards = page.getByRole('list', { name: 'Historique des factures' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('29,99\u00a0€');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto(checkoutUrl);
  await expect(page.getByText(SIMULATOR_MESSAGES.sessionClosed)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour aux tarifs' })).toHaveAttribute('href', '/pricing');
});
