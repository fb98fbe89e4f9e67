import { expect, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';
import { openLoginPage, submitLogin } from './support/sign-in';

/** What an authenticator app shows now for the key written out on the page. */
const codeOf = (key: string) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(key.replace(/\s+/g, '')),
    digits: 6,
    period: 30,
  }).generate();

test("'Sécurité': 2FA turned on from the written-out key, then a sign-in asks for the code", async ({
  page,
}) => {
  test.slow();
  const company = newCompany('Serrurerie Double');
  await registerThroughApi(page, company);

  let key = '';
  await test.step('turns 2FA on with the password, the key and a first code', async () => {
    await page.goto('/account?tab=security');
    await expect(page.getByRole('list', { name: 'Sessions actives' })).toContainText('Cette session');
    await expectNoBlockingViolation(page);
    await page.getByRole('button', { name: 'Activer la double authentification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Activer la double authentification' });
    await dialog.getByLabel(/Mot de passe actuel/).fill(company.password);
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    key = await page.getByLabel('Ou saisissez cette clé à la main').inputValue();
    await page.getByLabel(/Code à 6 chiffres/).fill(codeOf(key));
    await page.getByRole('button', { name: 'Confirmer et activer' }).click();
    await expect(page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem')).toHaveCount(10);
    await expectNoBlockingViolation(page);
    await page.getByRole('button', { name: "J'ai noté mes codes de secours" }).click();
    await expect(page.getByText('10 codes de secours restants', { exact: false })).toBeVisible();
  });

  await test.step('signs out, then in with the password and the code', async () => {
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/$/);
    await openLoginPage(page);
    await submitLogin(page, company.email, company.password);
    await expect(page.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
    await expectNoBlockingViolation(page);
    await page.getByLabel('Code de vérification').fill('000000' === codeOf(key) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Vérifier le code' }).click();
    await expect(page.getByRole('alert')).toContainText('Code incorrect');
    await page.getByLabel('Code de vérification').fill(codeOf(key));
    await page.getByRole('button', { name: 'Vérifier le code' }).click();
    await expect(page).toHaveURL(/\/account/);
    await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  });
});
