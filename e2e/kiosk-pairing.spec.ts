import { expect, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';
import { createPairingCode, newTablet } from './support/kiosk';

test('a tablet pairs with the code the manager made on his computer, punches, and never opens the account', async ({
  page,
  browser,
}) => {
  test.slow(); // three browsers (the manager's and two tablets) and three axe runs
  const company = newCompany('Boulangerie Associée');
  await registerThroughApi(page, company, '135790');

  const { dialog, code } = await createPairingCode(page, 'Tablette vitrine');
  await expect(dialog.getByRole('img', { name: /^QR code du code d'association/ })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('En attente de la tablette…');
  await expectNoBlockingViolation(page);

  const tablet = await newTablet(browser);
  await tablet.goto('/pointage');
  await expect(
    tablet.getByRole('heading', { name: "Ce terminal n'est pas activé pour le pointage." }),
  ).toBeVisible();
  await expectNoBlockingViolation(tablet);
  await tablet.getByLabel("Code d'association").fill(code.toLowerCase());
  await tablet.getByRole('button', { name: 'Associer ce terminal' }).click();
  await expect(tablet.getByText(company.name)).toBeVisible();
  await tablet.keyboard.type('135790');
  await expect(tablet.getByText(/^Bonjour Direction, arrivée enregistrée à \d\d:\d\d$/)).toBeVisible();

  // The manager's screen sees the tablet arrive.
  await expect(dialog.getByRole('status')).toContainText('«\u202fTablette vitrine\u202f» est associée');
  await dialog.getByRole('button', { name: 'Terminé' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Tablette vitrine' })).toBeVisible();

  // The tablet holds no session: the account asks to sign in.
  await tablet.goto('/account');
  await expect(tablet).toHaveURL(/\/login/);
  expect((await tablet.context().cookies()).map((cookie) => cookie.name)).toEqual(['pointeo_kiosk']);

  // The code served once: a second tablet is told so.
  const second = await newTablet(browser);
  await second.goto(`/pointage?code=${code}`);
  await expect(second.getByText("Ce code d'association a déjà servi", { exact: false })).toBeVisible();
  await expect(second.getByRole('group', { name: 'Clavier du code PIN' })).toBeHidden();
});

test('the QR code’s address pairs the tablet by itself; a code closed unused no longer pairs', async ({
  page,
  browser,
}) => {
  await registerThroughApi(page, newCompany('Épicerie Scannée'), '246802');
  const { dialog, code } = await createPairingCode(page, 'Tablette caisse');
  const address = await dialog.getByText(/\/pointage$/).textContent();
  expect(address).toMatch(/^http:\/\/localhost:\d+\/pointage$/);

  const tablet = await newTablet(browser);
  await tablet.goto(`/pointage?code=${code}`);
  await expect(tablet.getByRole('group', { name: 'Clavier du code PIN' })).toBeVisible();
  await expect(tablet).toHaveURL(/\/pointage$/);
  await expect(dialog.getByRole('status')).toContainText('est associée');
  await dialog.getByRole('button', { name: 'Terminé' }).click();

  // Another code, then the dialog closed with Escape before any tablet used it: cancelled.
  const unused = await createPairingCode(page, 'Tablette réserve');
  await page.keyboard.press('Escape');
  await expect(unused.dialog).toBeHidden();
  await expect(page.getByText("Code d'association annulé")).toBeVisible();
  const late = await newTablet(browser);
  await late.goto('/pointage');
  await late.getByLabel("Code d'association").fill(unused.code);
  await late.getByRole('button', { name: 'Associer ce terminal' }).click();
  await expect(late.getByText("Code d'association inconnu", { exact: false })).toBeVisible();
});

test('activating the manager’s own browser says it signs out, then the kiosk works and /account asks to sign in', async ({
  page,
}) => {
  await registerThroughApi(page, newCompany('Poste Direction'), '135790');
  await page.goto('/account?tab=clock');
  await page.getByRole('button', { name: 'Activer ce navigateur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activer ce navigateur' });
  await expect(dialog).toContainText(
    'Ce navigateur deviendra une borne de pointage et sera déconnecté de votre compte.',
  );
  await expectNoBlockingViolation(page);
  await dialog.getByRole('button', { name: 'Activer et me déconnecter' }).click();

  await expect(page).toHaveURL(/\/pointage$/);
  await expect(page.getByText('Saisissez votre code PIN')).toBeVisible();
  await page.keyboard.type('135790');
  await expect(page.getByText(/^Bonjour Direction, arrivée enregistrée à \d\d:\d\d$/)).toBeVisible();

  await page.goto('/account');
  await expect(page).toHaveURL(/\/login/);
});
