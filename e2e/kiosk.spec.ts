import { expect, type Page, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';
import { expectSealedQueue, pairTablet } from './support/kiosk';
import { subscribeThroughApi } from './support/plans';
import { submitLogin } from './support/sign-in';

async function typeOnPad(page: Page, pin: string) {
  const pad = page.getByRole('group', { name: 'Clavier du code PIN' });
  for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
}

test('a paired tablet clocks an employee in, lets a double tap cancel the arrival, and clocks offline', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers (the manager's and the tablet) on a busy 2-core machine
  const company = newCompany('Atelier Pointage');
  await registerThroughApi(page, company, '135790');

  const tablet = await pairTablet(page, browser, 'Tablette entrée');
  await expect(page.getByText('Tablette entrée')).toBeVisible();

  await tablet.goto('/pointage');
  await expect(tablet.getByText(company.name)).toBeVisible();
  await expect(tablet.getByText('Saisissez votre code PIN')).toBeVisible();
  await expectNoBlockingViolation(tablet);

  await typeOnPad(tablet, '135790');
  await expect(
    tablet.getByRole('status').getByText(/^Bonjour Direction, arrivée enregistrée à \d\d:\d\d$/),
  ).toBeVisible();
  await expect(tablet.getByText('Saisissez votre code PIN')).toBeVisible({ timeout: 8_000 });

  // Typed again within a minute: a double tap, not a departure; the arrival can be cancelled.
  await tablet.keyboard.type('135790');
  await expect(tablet.getByText(/^Direction, arrivée déjà enregistrée à \d\d:\d\d\.$/)).toBeVisible();
  await tablet.getByRole('button', { name: 'Annuler ce pointage' }).click();
  await expect(tablet.getByText('Arrivée annulée.')).toBeVisible();
  await expect(tablet.getByRole('button', { name: 'Annuler ce pointage' })).toBeHidden();
  await expect(tablet.getByText('Saisissez votre code PIN')).toBeVisible({ timeout: 8_000 });

  await tablet.keyboard.type('000000');
  await expect(tablet.getByText('Code PIN inconnu')).toBeVisible();
  await expect(tablet.getByText('Saisissez votre code PIN')).toBeVisible({ timeout: 8_000 });

  await tablet.context().setOffline(true);
  await typeOnPad(tablet, '135790');
  await expect(tablet.getByText('Pointage enregistré sur ce terminal')).toBeVisible();
  await expect(tablet.getByText("Hors ligne — 1 pointage en attente d'envoi")).toBeVisible();
  await expectSealedQueue(tablet, '135790');
  await tablet.context().setOffline(false);
  await expect(tablet.getByText(/Hors ligne/)).toBeHidden({ timeout: 20_000 });

  // The cancelled arrival's entry is gone; the punch typed offline is the arrival that counts.
  await page.goto('/account?tab=clock');
  await expect(page.getByRole('heading', { name: 'Présents en ce moment (1)' })).toBeVisible();
  const rows = page.getByRole('table', { name: /Derniers pointages/ }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('En cours');
});

test('a browser that is not activated lets the company sign in, then activates it and signs it out', async ({
  page,
}) => {
  const company = newCompany('Borne Sur Place');
  await registerThroughApi(page, company);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/pointage');
  await expect(
    page.getByRole('heading', { name: "Ce terminal n'est pas activé pour le pointage." }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Se connecter pour activer ce navigateur' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpointage$/);
  await submitLogin(page, company.email, company.password);
  await expect(page).toHaveURL(/\/pointage$/);
  await page.getByRole('button', { name: 'Activer ce navigateur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activer ce navigateur' });
  await expect(dialog).toContainText('sera déconnecté de votre compte');
  await dialog.getByLabel('Nom du terminal').fill('Tablette atelier');
  await dialog.getByRole('button', { name: 'Activer et me déconnecter' }).click();
  await expect(page.getByRole('group', { name: 'Clavier du code PIN' })).toBeVisible();

  await page.goto('/account');
  await expect(page).toHaveURL(/\/login/);
});

test('a kiosk restarted without network still takes punches and sends them later', async ({
  page,
  browser,
}) => {
  const company = newCompany('Borne Hors Ligne');
  await registerThroughApi(page, company, '246802');
  const tablet = await pairTablet(page, browser);

  await expect(tablet.getByText(company.name)).toBeVisible();
  await tablet.evaluate(() => navigator.serviceWorker.ready);
  await tablet.reload();
  await expect(tablet.getByText('Saisissez votre code PIN')).toBeVisible();

  await tablet.context().setOffline(true);
  await tablet.reload();
  await expect(tablet.getByText(company.name)).toBeVisible();
  await tablet.keyboard.type('246802');
  await expect(tablet.getByText("Hors ligne — 1 pointage en attente d'envoi")).toBeVisible();
  await expectSealedQueue(tablet, '246802');

  await tablet.context().setOffline(false);
  await expect(tablet.getByText(/Hors ligne/)).toBeHidden({ timeout: 20_000 });
  await page.goto('/account?tab=clock');
  await expect(page.getByRole('heading', { name: 'Présents en ce moment (1)' })).toBeVisible();
});

test("«Pauses sur la borne»: an employee who is in chooses 'Départ' or 'Pause', then ends the break", async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers on a busy 2-core machine, and a choice left to its 6-second default
  const company = newCompany('Atelier Pauses');
  await registerThroughApi(page, company, '246802');
  await subscribeThroughApi(page, 'Standard');
  // Punches seconds apart are not double taps here (decision 030).
  const settings = await page.request.put('/api/timesheets/settings', {
    data: { nightStart: '21:00', nightEnd: '06:00', alsaceMoselle: false, doublePunchWindowSeconds: 0 },
  });
  expect(settings.status(), await settings.text()).toBe(200);

  await page.goto('/account?tab=clock');
  // Saved as soon as it is clicked; ticked once the server has it.
  const breaks = page.getByRole('checkbox', { name: /^Pauses sur la borne/ });
  await breaks.click();
  await expect(page.getByText('Réglage des bornes enregistré')).toBeVisible();
  await expect(breaks).toBeChecked();

  const tablet = await pairTablet(page, browser, 'Tablette pauses');
  await tablet.goto('/pointage');
  await typeOnPad(tablet, '246802');
  await expect(tablet.getByText(/^Bonjour Direction, arrivée enregistrée à \d\d:\d\d$/)).toBeVisible();

  await typeOnPad(tablet, '246802');
  const choice = tablet.getByRole('group', { name: 'Direction, départ ou pause\u202f?' });
  await expect(choice.getByRole('button', { name: 'Départ' })).toBeFocused();
  // The choice alone (the kiosk page is checked above): a whole-page check could outlast the
  // choice's 6-second countdown on a slow machine, which then takes 'Départ' (seen with 3 workers).
  await expectNoBlockingViolation(tablet, { include: 'fieldset' });
  await choice.getByRole('button', { name: 'Pause' }).click();
  await expect(tablet.getByText(/^Bonne pause Direction, pause enregistrée à \d\d:\d\d$/)).toBeVisible();

  await typeOnPad(tablet, '246802');
  await expect(
    tablet.getByText(/^Bon retour Direction, fin de pause enregistrée à \d\d:\d\d$/),
  ).toBeVisible();

  // No choice made: 'Départ' is taken when the countdown ends.
  await typeOnPad(tablet, '246802');
  await expect(choice).toBeVisible();
  await expect(tablet.getByText(/^Au revoir Direction, départ enregistré à \d\d:\d\d$/)).toBeVisible({
    timeout: 10_000,
  });
});
