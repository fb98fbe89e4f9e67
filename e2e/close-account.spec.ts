import { expect, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';
import { openLoginPage, submitLogin } from './support/sign-in';

test("'Données': the administrator keeps the time records 6 years, closes the account, and cannot sign in again", async ({
  page,
}) => {
  test.slow(); // three axe runs
  const company = newCompany('Menuiserie Fermée');
  await registerThroughApi(page, company);
  await page.goto('/account?tab=data');

  await test.step('the retention: 5 years by default, 2 refused in French, 6 saved', async () => {
    const card = page.getByRole('region', { name: 'Durée de conservation des pointages' });
    const years = card.getByRole('spinbutton', { name: /Durée de conservation \(en années\)/ });
    await expect(years).toHaveValue('5');
    await expect(card).toContainText('La CNIL recommande 5 ans');
    await years.fill('2');
    await card.getByRole('button', { name: 'Enregistrer la durée' }).click();
    await expect(card.getByRole('alert')).toContainText('ne peut pas être inférieure à 3 ans');
    await years.fill('6');
    await card.getByRole('button', { name: 'Enregistrer la durée' }).click();
    await expect(page.getByText('Durée de conservation enregistrée')).toBeVisible();
    await expect(card).toContainText('Les pointages sont conservés 6\u202fans.');
    await page.reload();
    await expect(years).toHaveValue('6');
    await expectNoBlockingViolation(page);
  });

  await test.step("'Supprimer le compte' asks the company's name and the password, then signs out", async () => {
    await page.getByRole('button', { name: 'Supprimer le compte…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer le compte' });
    const confirm = dialog.getByRole('button', { name: 'Supprimer définitivement' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(/Saisissez le nom de l'entreprise/).fill(company.name);
    await dialog.getByLabel(/Votre mot de passe/).fill('pas-le-bon-mot-de-passe');
    await expectNoBlockingViolation(page);
    await confirm.click();
    await expect(dialog.getByRole('alert')).toContainText('Mot de passe incorrect.');
    await dialog.getByLabel(/Votre mot de passe/).fill(company.password);
    await confirm.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Votre compte est supprimé.', { exact: false })).toBeVisible();
    await expectNoBlockingViolation(page);
  });

  await test.step('the account is closed: the former address and password open nothing', async () => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login/);
    await openLoginPage(page);
    await submitLogin(page, company.email, company.password);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});
