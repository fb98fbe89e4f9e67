import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { featureUnavailableMessage } from '@pointeo/domain/plan-features';
import { SITE_MESSAGES, siteStillUsed } from '@pointeo/domain/sites';
import { waitForAnimations } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';
import { subscribeToStandardThroughApi } from './support/plans';

async function openSitesTab(page: Page) {
  await page.goto('/account?tab=sites');
  await expect(page.getByRole('heading', { name: 'Sites', exact: true })).toBeVisible();
}

async function expectNoAxeViolation(page: Page) {
  await waitForAnimations(page);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
}

test('a Standard company adds a site, puts an employee on it, and cannot archive it while he works there', async ({
  page,
}) => {
  await registerThroughApi(page, newCompany('Transports Sites'));
  await subscribeToStandardThroughApi(page);
  await openSitesTab(page);
  await expect(page.getByText('Site principal')).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter un site' }).click();
  const add = page.getByRole('dialog', { name: 'Ajouter un site' });
  await expect(add.getByLabel('Département')).toHaveAccessibleDescription(/Alsace-Moselle/);
  await add.getByLabel('Nom du site').fill('Entrepôt Metz');
  await add.getByLabel('Ville').fill('Metz');
  await add.getByLabel('Département').fill('57');
  await expectNoAxeViolation(page);
  await add.getByRole('button', { name: 'Ajouter le site' }).click();
  await expect(page.getByText(SITE_MESSAGES.added)).toBeVisible();
  await expect(add).toBeHidden();
  const sites = page.getByRole('listitem').filter({ hasText: 'Entrepôt Metz' });
  await expect(sites).toContainText(`Département 57 — ${SITE_MESSAGES.alsaceMoselle}`);
  await expect(sites).toContainText('0 employé');
  await expectNoAxeViolation(page);

  await page.getByRole('tab', { name: 'Employés' }).click();
  await page.getByRole('button', { name: 'Ajouter un employé' }).click();
  const employee = page.getByRole('dialog', { name: 'Ajouter un employé' });
  await employee.getByLabel('Prénom').fill('Hugo');
  await employee.getByRole('textbox', { name: 'Nom', exact: true }).fill('Weber');
  await employee.getByLabel('Site').selectOption({ label: 'Entrepôt Metz' });
  await employee.getByRole('button', { name: 'Ajouter' }).click();
  await expect(employee).toBeHidden();
  const row = page
    .getByRole('table', { name: "Employés de l'entreprise" })
    .getByRole('row', { name: /Hugo Weber/ });
  await expect(row).toContainText('Entrepôt Metz');

  await test.step("the Temps tab shows one site's people, and the site follows to Rapports", async () => {
    await page.getByRole('tab', { name: 'Temps' }).click();
    const week = page.getByRole('row').filter({ hasText: 'Hugo Weber' });
    await expect(week.first()).toBeVisible();
    const rowsBefore = await page.getByRole('row').count();
    await page.getByLabel('Site', { exact: true }).selectOption({ label: 'Entrepôt Metz' });
    await expect(page).toHaveURL(/[?&]site=/);
    await expect(page.getByRole('row')).not.toHaveCount(rowsBefore);
    await expect(week.first()).toBeVisible();
    await expectNoAxeViolation(page);
    await page.getByRole('tab', { name: 'Rapports' }).click();
    await expect(page.getByLabel('Site', { exact: true })).toHaveValue(/.+/);
    const reportRows = page.getByRole('table', { name: /^Rapport mensuel/ }).getByRole('row');
    await expect(reportRows.filter({ hasText: 'Hugo' })).toBeVisible();
    const onOneSite = await reportRows.count();
    // Every site: the director, on the main site, joins Hugo.
    await page.getByLabel('Site', { exact: true }).selectOption({ label: 'Tous les sites' });
    await expect(page).not.toHaveURL(/[?&]site=/);
    await expect(reportRows).toHaveCount(onOneSite + 1);
  });

  await page.getByRole('tab', { name: 'Sites' }).click();
  await expect(sites).toContainText('1 employé');
  await page.getByRole('button', { name: 'Archiver Entrepôt Metz' }).click();
  await page
    .getByRole('dialog', { name: 'Archiver ce site\u202f?' })
    .getByRole('button', { name: 'Archiver le site' })
    .click();
  await expect(page.getByText(`Erreur\u202f: ${siteStillUsed(1, 0)}`)).toBeVisible();
  await expect(sites).toBeVisible();
});

test('on Gratuit the Sites section explains that several sites need Standard', async ({ page }) => {
  await registerThroughApi(page, newCompany('Boutique Unique'));
  await openSitesTab(page);
  await expect(page.getByText('Site principal')).toBeVisible();
  await expect(page.getByText(featureUnavailableMessage('sites'), { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir les plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('button', { name: 'Ajouter un site' })).toHaveCount(0);
  await expectNoAxeViolation(page);
});

test("a Standard company lets a site's employees clock from their phones, the position checked under the CNIL's limits", async ({
  page,
}) => {
  await registerThroughApi(page, newCompany('Chantiers Téléphone'));
  await subscribeToStandardThroughApi(page);
  // The manager stands on the site: the browser gives its position once, when asked.
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 45.7578, longitude: 4.832 });
  await openSitesTab(page);
  await page.getByRole('button', { name: 'Modifier Site principal' }).click();
  const form = page.getByRole('dialog', { name: 'Modifier le site' });
  const phone = form.getByRole('checkbox', { name: new RegExp(`^${SITE_MESSAGES.phoneClocking}`) });
  const check = form.getByRole('checkbox', { name: new RegExp(`^${SITE_MESSAGES.checkPosition}`) });
  await expect(check).toBeDisabled();
  await phone.check();
  await check.check();
  await expect(form.getByText(SITE_MESSAGES.positionCnilNotice)).toBeVisible();
  await form.getByRole('button', { name: SITE_MESSAGES.useMyPosition }).click();
  await expect(form.getByLabel(SITE_MESSAGES.latitude)).toHaveValue('45.7578');
  await expect(form.getByLabel(SITE_MESSAGES.longitude)).toHaveValue('4.832');
  await form.getByLabel(SITE_MESSAGES.justification).fill('Chantiers itinérants sans borne possible');
  await expectNoAxeViolation(page);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(SITE_MESSAGES.saved)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: 'Site principal' })).toContainText(
    `${SITE_MESSAGES.phoneShown}, ${SITE_MESSAGES.positionShown(200)}`,
  );
});
