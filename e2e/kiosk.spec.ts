import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { newCompany, registerThroughPage } from './support/company';

async function typeOnPad(page: Page, pin: string) {
  const pad = page.getByRole('group', { name: 'Clavier du code PIN' });
  for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
}

test('a kiosk is activated, clocks an employee in, lets a double tap cancel the arrival, and clocks offline', async ({
  page,
  context,
}) => {
  const company = newCompany('Atelier Pointage');
  await registerThroughPage(page, company, '135790');

  await page.goto('/account?tab=clock');
  await page.getByRole('button', { name: 'Activer ce terminal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activer ce terminal' });
  await dialog.getByLabel('Nom du terminal').fill('Tablette entrée');
  await dialog.getByRole('button', { name: 'Activer ce terminal' }).click();
  await expect(page.getByText('Terminal activé')).toBeVisible();
  await expect(page.getByText('Tablette entrée')).toBeVisible();

  await page.goto('/pointage');
  await expect(page.getByText(company.name)).toBeVisible();
  await expect(page.getByText('Saisissez votre code PIN')).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  await typeOnPad(page, '135790');
  await expect(
    page.getByRole('status').getByText(/^Bonjour Direction, arrivée enregistrée à \d\d:\d\d$/),
  ).toBeVisible();
  await expect(page.getByText('Saisissez votre code PIN')).toBeVisible({ timeout: 8_000 });

  // Typed again within a minute: a double tap, not a departure; the arrival can be cancelled.
  await page.keyboard.type('135790');
  await expect(page.getByText(/^Direction, arrivée déjà enregistrée à \d\d:\d\d\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Annuler ce pointage' }).click();
  await expect(page.getByText('Arrivée annulée.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annuler ce pointage' })).toBeHidden();
  await expect(page.getByText('Saisissez votre code PIN')).toBeVisible({ timeout: 8_000 });

  await page.keyboard.type('000000');
  await expect(page.getByText('Code PIN inconnu')).toBeVisible();
  await expect(page.getByText('Saisissez votre code PIN')).toBeVisible({ timeout: 8_000 });

  await context.setOffline(true);
  await typeOnPad(page, '135790');
  await expect(page.getByText('Pointage enregistré sur ce terminal')).toBeVisible();
  await expect(page.getByText("Hors ligne — 1 pointage en attente d'envoi")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(/Hors ligne/)).toBeHidden({ timeout: 20_000 });

  // The cancelled arrival's entry is gone; the punch typed offline is the arrival that counts.
  await page.goto('/account?tab=clock');
  await expect(page.getByRole('heading', { name: 'Présents en ce moment (1)' })).toBeVisible();
  const rows = page.getByRole('table', { name: /Derniers pointages/ }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('En cours');
});

test('a browser that is not activated asks to sign in, then activates right there', async ({ page }) => {
  const company = newCompany('Borne Sur Place');
  await registerThroughPage(page, company);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/pointage');
  await expect(
    page.getByRole('heading', { name: "Ce terminal n'est pas activé pour le pointage." }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Se connecter pour activer ce terminal' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpointage$/);
  await page.getByLabel('E-mail').fill(company.email);
  await page.getByLabel('Mot de passe').fill(company.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/pointage$/);
  await page.getByLabel('Nom du terminal').fill('Tablette atelier');
  await page.getByRole('button', { name: 'Activer ce terminal' }).click();
  await expect(page.getByRole('group', { name: 'Clavier du code PIN' })).toBeVisible();
});

test('a kiosk restarted without network still takes punches and sends them later', async ({
  page,
  context,
}) => {
  const company = newCompany('Borne Hors Ligne');
  await registerThroughPage(page, company, '246802');
  await page.goto('/account?tab=clock');
  await page.getByRole('button', { name: 'Activer ce terminal' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Activer ce terminal' }).click();
  await expect(page.getByText('Terminal activé')).toBeVisible();

  await page.goto('/pointage');
  await expect(page.getByText(company.name)).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByText('Saisissez votre code PIN')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(company.name)).toBeVisible();
  await page.keyboard.type('246802');
  await expect(page.getByText("Hors ligne — 1 pointage en attente d'envoi")).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(/Hors ligne/)).toBeHidden({ timeout: 20_000 });
  await page.goto('/account?tab=clock');
  await expect(page.getByRole('heading', { name: 'Présents en ce moment (1)' })).toBeVisible();
});
