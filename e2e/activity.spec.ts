import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';
import { openLoginPage, submitLogin } from './support/sign-in';

test("'Journal d'activité': the administrator sees a failed and a good sign-in, filters, and exports the CSV", async ({
  page,
}) => {
  test.slow(); // two sign-ins, a download, two axe runs
  const company = newCompany('Menuiserie Journal');
  await registerThroughApi(page, company);

  await test.step('a wrong password, then the right one, from the login page', async () => {
    await page.context().clearCookies();
    await openLoginPage(page);
    await submitLogin(page, company.email, 'pas-le-bon-mot-de-passe');
    await expect(page.getByRole('alert')).toBeVisible();
    await submitLogin(page, company.email, company.password);
    await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  });

  const events = page.getByRole('region', { name: 'Événements' });
  await test.step('the log lists them, the newest first, with the terms accepted at registration', async () => {
    await page.getByRole('tab', { name: "Journal d'activité" }).click();
    await expect(events.getByRole('row').nth(1)).toContainText('Connexion');
    await expect(events).toContainText('Échec de connexion');
    await expect(events).toContainText(company.email);
    await expectNoBlockingViolation(page);
  });

  await test.step('a category keeps only its events', async () => {
    const filters = page.getByRole('form', { name: 'Filtres' });
    await filters.getByLabel('Catégorie').selectOption({ label: 'Documents légaux' });
    await filters.getByRole('button', { name: 'Filtrer' }).click();
    await expect(events).not.toContainText('Échec de connexion');
    await expect(events.getByRole('row')).toHaveCount(2);
    await expectNoBlockingViolation(page);
  });

  await test.step('the CSV holds what the filters keep, in French', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.split('\n')[0]).toContain('Date');
    expect(text).not.toContain('Échec de connexion');
  });
});
