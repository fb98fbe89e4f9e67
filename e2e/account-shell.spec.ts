import { expect, test } from '@playwright/test';
import { newCompany, registerThroughApi } from './support/company';
import { pairTablet } from './support/kiosk';
import { openLoginPage, submitLogin } from './support/sign-in';

const SECTIONS = ['Informations générales', 'Facturation', 'Employés', /^Temps/, 'Pointages'];
const SESSION_EXPIRED = 'Votre session a expiré. Veuillez vous reconnecter.';

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1024, height: 768 },
]) {
  test(`every account section is in sight and opens its panel at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await registerThroughApi(page, newCompany(`Sections ${viewport.width}`));
    const tablist = page.getByRole('tablist', { name: 'Sections du compte' });

    for (const name of SECTIONS) {
      const tab = tablist.getByRole('tab', { name });
      // In sight without scrolling anything sideways: whole, inside the screen's width.
      const box = await tab.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    // An application, not a marketing page: no site footer in the account.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
}

test('a refused sign-in shows its message under the form and leaves the focus in the form', async ({
  page,
}) => {
  const company = newCompany('Connexion Refusée');
  await registerThroughApi(page, company);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);

  await openLoginPage(page);
  await submitLogin(page, company.email, 'pas-le-bon');
  const form = page.locator('form');
  await expect(form.getByRole('alert')).toHaveText('Erreur lors de la connexion. Vérifiez vos identifiants.');
  await expect(page.getByLabel('Mot de passe')).toBeFocused();
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('form')))).toBe(true);
});

test('an expired session says so once, and signing in again goes back to the section left', async ({
  page,
  context,
}) => {
  const company = newCompany('Session Expirée');
  await registerThroughApi(page, company);
  await page.getByRole('tab', { name: 'Employés' }).click();
  await expect(page.getByRole('button', { name: 'Ajouter un employé' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\?tab=employees$/);

  await context.clearCookies();
  await page.getByRole('tab', { name: 'Facturation' }).click();
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(1);
  await expect(page.getByText(/^Erreur\s*:/)).toHaveCount(0);

  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%3Ftab%3Dbilling$/, { timeout: 5_000 });
  await submitLogin(page, company.email, company.password);
  await expect(page).toHaveURL(/\/account\?tab=billing$/);
  await expect(page.getByRole('tab', { name: 'Facturation' })).toHaveAttribute('aria-selected', 'true');
});

test('signing in never follows a redirect to another site', async ({ page }) => {
  const company = newCompany('Redirection Refusée');
  await registerThroughApi(page, company);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);

  for (const target of ['//evil.example/account', 'https://evil.example/', '/\\evil.example']) {
    await openLoginPage(page, `/login?redirect=${encodeURIComponent(target)}`);
    await submitLogin(page, company.email, company.password);
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/account$/);
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/$/);
  }
});

test('a new company pairs a tablet and sees the first step ticked', async ({ page, browser }) => {
  await registerThroughApi(page, newCompany('Premiers Pas'));
  const firstSteps = page.getByRole('region', { name: 'Premiers pas' });
  await expect(firstSteps).toContainText('0 étape sur 3 terminée');

  await pairTablet(page, browser);

  await page.goto('/account');
  await expect(firstSteps).toContainText('1 étape sur 3 terminée');
  await expect(firstSteps).toContainText('Activez une borne de pointage (fait)');
});

test('a toast shows above an open dialog, in a French-named region, and its close button works', async ({
  page,
}) => {
  await registerThroughApi(page, newCompany('Notifications Lisibles'), '135790');
  await page.getByRole('tab', { name: 'Employés' }).click();
  await page.getByRole('button', { name: 'Ajouter un employé' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un employé' });
  await dialog.getByLabel('Prénom').fill('Zoé');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await dialog.getByLabel('Code PIN').fill('135790');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();

  // The PIN is the director's: the dialog stays open and the refusal is a toast inside it, not behind it.
  const refusal = dialog.getByText('Erreur\u202f: Ce code PIN est déjà utilisé par un autre employé');
  await expect(refusal).toBeVisible();
  // The region itself has no box (its list is fixed to the screen): it is there, named in French.
  await expect(dialog.getByRole('region', { name: 'Notifications (Alt+T pour y accéder)' })).toBeAttached();
  const close = dialog.getByRole('button', { name: 'Fermer la notification' }).first();
  // Its layout size: the on-screen box shrinks by a fraction of a pixel while the toast slides in.
  const size = await close.evaluate((button: HTMLElement) => [button.offsetWidth, button.offsetHeight]);
  expect(size[0]).toBeGreaterThanOrEqual(24);
  expect(size[1]).toBeGreaterThanOrEqual(24);
  await close.click();
  await expect(refusal).toHaveCount(0);
  await expect(dialog).toBeVisible();
});

test('the Employés list masks each PIN until its own button shows it', async ({ page }) => {
  await registerThroughApi(page, newCompany('Codes Masqués'), '135790');
  await page.getByRole('tab', { name: 'Employés' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('••••••')).toBeVisible();
  await expect(panel.getByText('135790')).toHaveCount(0);
  const reveal = panel.getByRole('button', { name: /^Afficher le code PIN de Direction/ });
  await reveal.click();
  await expect(panel.getByText('135790')).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Masquer le code PIN de Direction/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
