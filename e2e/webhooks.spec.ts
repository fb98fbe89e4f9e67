import { expect, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';
import { subscribeThroughApi } from './support/plans';

/**
 * 'Développeurs' › 'Webhooks' (issue 31, decision 077) in the browser: an address inside is refused
 * in French, an endpoint is added with its events, its secret shown and copied, regenerated after a
 * confirmation, turned off, its (empty) log opened, then deleted. A public address written as an IP
 * needs no DNS here; nothing is delivered during the test.
 */
test("'Webhooks': an endpoint added with its events, its secret copied and regenerated, turned off, deleted", async ({
  page,
  context,
}) => {
  test.slow(); // a subscription and three axe runs
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughApi(page, newCompany('Crochets Webhooks'));
  await subscribeThroughApi(page, 'Premium');
  await page.goto('/account?tab=developers');
  const panel = page.getByRole('region', { name: 'Webhooks' });
  await expect(panel).toContainText('Aucun point de terminaison.');

  await test.step('an address inside the network is refused in French, in the dialog', async () => {
    await panel.getByRole('button', { name: 'Ajouter un point de terminaison' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un point de terminaison' });
    const url = dialog.getByRole('textbox', { name: /URL du point de terminaison/ });
    await expect(url).toBeFocused();
    await url.fill('https://169.254.169.254/latest/meta-data/');
    await dialog.getByRole('checkbox', { name: /Pointage enregistré/ }).check();
    await dialog.getByRole('button', { name: 'Ajouter un point de terminaison' }).click();
    await expect(dialog.getByRole('alert').first()).toContainText('réseau privé ou local');
    await expectNoBlockingViolation(page);

    await url.fill('https://93.184.215.14/pointeo');
    await dialog.getByRole('checkbox', { name: /Mois validé/ }).check();
    await dialog.getByRole('button', { name: 'Ajouter un point de terminaison' }).click();
  });

  let secret = '';
  await test.step('its secret is shown once added, and copied', async () => {
    const shown = page.getByRole('dialog', { name: 'Secret de signature' });
    await expect(shown).toContainText('https://93.184.215.14/pointeo');
    secret = (await shown.locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Copier le secret' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectNoBlockingViolation(page);
    await shown.getByRole('button', { name: 'Terminé' }).click();
    await expect(shown).toBeHidden();
  });

  const endpoint = panel.getByRole('listitem').filter({ hasText: 'https://93.184.215.14/pointeo' });
  await test.step('the list shows its events; the secret is regenerated after a confirmation', async () => {
    await expect(endpoint).toContainText('Pointage enregistré, Mois validé');
    await expect(endpoint).toContainText('Actif');
    await endpoint.getByRole('button', { name: /^Afficher le secret/ }).click();
    await expect(endpoint.locator('code')).toHaveText(secret);
    await endpoint.getByRole('button', { name: /^Régénérer le secret/ }).click();
    const confirm = page.getByRole('dialog', { name: /^Régénérer le secret/ });
    await expect(confirm).toContainText('24');
    await confirm.getByRole('button', { name: 'Régénérer le secret' }).click();
    await expect(endpoint.locator('code')).not.toHaveText(secret);
    await expect(endpoint.locator('code')).toHaveText(/^whsec_/);
  });

  await test.step('turned off, its log opened, then deleted after a confirmation', async () => {
    await endpoint.getByRole('button', { name: /^Désactiver/ }).click();
    await expect(endpoint).toContainText('Désactivé');
    await endpoint.getByRole('button', { name: /^Journal des envois/ }).click();
    await expect(endpoint).toContainText('Aucun envoi pour le moment.');
    await expectNoBlockingViolation(page);
    await endpoint.getByRole('button', { name: /^Supprimer/ }).click();
    const confirm = page.getByRole('dialog', { name: /^Supprimer/ });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(panel).toContainText('Aucun point de terminaison.');
  });
});
