import { expect, type Page, test } from '@playwright/test';
import { newCompany, registerThroughApi } from './support/company';
import { pairTablet } from './support/kiosk';
import { waitForMail } from './support/mailbox';
import { parisDay, parisInstant } from './support/paris-time';
import { subscribeToStandardThroughApi } from './support/plans';
import { E2E_APP_URL } from './support/ports';

/**
 * Issue 29 item 8: a Responsable de site, invited by the owner on one site of two, signs in, sees
 * only their site's employees (Employés, Temps, Rapports) and regularises a punch made there from the
 * Temps tab; the other site's stays out of reach.
 */

const HOUR_MS = 60 * 60 * 1000;
async function postAsOwner(page: Page, url: string, data: object) {
  const response = await page.request.post(url, { headers: { origin: E2E_APP_URL }, data });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

test('a Responsable de site sees only their site and regularises a punch made there', async ({
  page,
  browser,
}) => {
  test.slow();
  const company = newCompany('Magasins Deux Sites');
  await registerThroughApi(page, company);
  await subscribeToStandardThroughApi(page);

  const warehouse = await postAsOwner(page, '/api/sites', { name: 'Entrepôt Metz', departement: '57' });
  await postAsOwner(page, '/api/employees', {
    firstName: 'Zoé',
    lastName: 'Boutique',
    pinCode: '246810',
  });
  const hugo = await postAsOwner(page, '/api/employees', {
    firstName: 'Hugo',
    lastName: 'Entrepôt',
    pinCode: '135246',
    siteId: warehouse.id,
  });

  // Zoé clocks in on the shop's tablet two days ago and never leaves: 'À régulariser'.
  const tablet = await pairTablet(page, browser);
  const day = parisDay.format(new Date(Date.now() - 48 * HOUR_MS));
  await tablet.clock.setFixedTime(parisInstant(day, '08:00'));
  await tablet.goto('/pointage');
  await expect(tablet.getByText('Saisissez votre code PIN')).toBeVisible();
  await tablet.keyboard.type('246810');
  await expect(tablet.getByText(/arrivée enregistrée à 08:00/)).toBeVisible();
  await tablet.close();

  const managerEmail = `responsable-${Date.now()}@exemple.fr`;
  await test.step('the owner invites a Responsable de site on the shop only', async () => {
    await page.goto('/account?tab=team');
    await page.getByRole('button', { name: 'Inviter un membre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inviter un membre' });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(managerEmail);
    await dialog.getByRole('radio', { name: /^Responsable de site/ }).check();
    await dialog
      .getByRole('group', { name: 'Sites' })
      .getByRole('checkbox', { name: 'Site principal' })
      .check();
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await expect(page.getByText('Invitation envoyée')).toBeVisible();
  });

  const mail = await waitForMail(managerEmail, 'vous invite sur Pointeo');
  const link = /http\S+\/invitation\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
  const context = await browser.newContext();
  const manager = await context.newPage();
  await test.step('the Responsable de site joins and sees only the shop’s employees', async () => {
    await manager.goto(link);
    await manager.getByRole('textbox', { name: 'Nom' }).fill('Rachid Benali');
    await manager.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('un-mot-de-passe-solide');
    await manager.getByLabel('Confirmation du mot de passe').fill('un-mot-de-passe-solide');
    await manager.getByRole('button', { name: "Rejoindre l'équipe" }).click();
    await expect(manager).toHaveURL(/\/account$/);

    await manager.goto('/account?tab=employees');
    await expect(manager.getByText('Zoé Boutique').first()).toBeVisible();
    await expect(manager.getByText('Hugo Entrepôt')).toHaveCount(0);
  });

  await test.step('their Temps tab and report hold the shop alone', async () => {
    await manager.goto('/account?tab=reports');
    const report = manager.getByRole('table', { name: /^Rapport mensuel/ });
    await expect(report.getByRole('row').filter({ hasText: 'Zoé' })).toBeVisible();
    await expect(report).not.toContainText('Hugo');
    await manager.goto('/account?tab=time');
    await expect(manager.getByRole('row').filter({ hasText: 'Zoé Boutique' }).first()).toBeVisible();
    await expect(manager.getByRole('row').filter({ hasText: 'Hugo Entrepôt' })).toHaveCount(0);
  });

  await test.step('they regularise Zoé’s punch, signed with their name', async () => {
    await manager
      .getByRole('region', { name: 'À régulariser (1)' })
      .getByRole('link', { name: /^Régulariser le pointage de Zoé Boutique/ })
      .click();
    await expect(manager.getByRole('heading', { name: /^Zoé Boutique — / })).toBeVisible();
    await manager.getByRole('button', { name: 'Clôturer le pointage' }).click();
    const close = manager.getByRole('dialog', { name: 'Clôturer le pointage' });
    await close.getByLabel('Départ').fill('12:00');
    await close.getByLabel('Motif').fill('Oubli de pointer en partant');
    await close.getByRole('button', { name: 'Clôturer le pointage' }).click();
    await expect(manager.getByText('Départ enregistré : le pointage est régularisé')).toBeVisible();
    await manager.getByRole('button', { name: "Corrigé : voir l'historique" }).click();
    await expect(manager.getByRole('dialog', { name: 'Historique du pointage' })).toContainText(
      'Clôture par Rachid Benali',
    );
    // The whole month is the Administrateur's and the Gestionnaire de paie's to validate (issue 29).
    await expect(manager.getByRole('region', { name: 'Validation du mois' })).toContainText(
      'Mois non validé',
    );
    await expect(manager.getByRole('button', { name: 'Valider le mois' })).toHaveCount(0);
  });

  await test.step('the warehouse stays out of reach, whatever the address asks', async () => {
    const month = day.slice(0, 7);
    const foreign = await manager.request.get(`/api/timesheets/employees/${hugo.id}/month?month=${month}`);
    expect(foreign.status()).toBe(404);
    const sites = (await (await manager.request.get('/api/sites')).json()) as { sites: { name: string }[] };
    expect(sites.sites.map((site) => site.name)).toEqual(['Site principal']);
    const billing = await manager.request.get('/api/billing/state');
    expect(billing.status()).toBe(403);
  });
  await context.close();
});
