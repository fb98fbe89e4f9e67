import { expect, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';
import { subscribeThroughApi } from './support/plans';

test("'Développeurs': Premium's offer on Gratuit; on Premium a key is created, its secret shown once, then revoked", async ({
  page,
  context,
}) => {
  test.slow(); // a subscription and three axe runs
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const company = newCompany('Fromagerie API');
  await registerThroughApi(page, company);

  await test.step('on Gratuit, the section says the API is Premium’s and leads to the plans', async () => {
    await page.goto('/account?tab=developers');
    const offer = page.getByRole('region', { name: 'API et webhooks' });
    await expect(offer).toContainText('réservée au plan Premium');
    await expect(offer.getByRole('link', { name: 'Voir les plans' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('button', { name: 'Créer une clé' })).toHaveCount(0);
  });

  await subscribeThroughApi(page, 'Premium');
  let secret = '';

  await test.step('on Premium, a read-write key is created in a dialog and its secret shown once', async () => {
    await page.reload();
    await expect(page.getByText("Aucune clé d'API pour le moment.", { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: "Référence de l'API" })).toHaveAttribute('href', '/api/docs');
    await page.getByRole('button', { name: 'Créer une clé' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer une clé' });
    await expect(dialog.getByRole('textbox', { name: 'Nom' })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'Nom' }).fill('Logiciel de paie');
    await dialog.getByRole('radio', { name: /^Lecture et écriture/ }).check();
    await expectNoBlockingViolation(page);
    await dialog.getByRole('button', { name: 'Créer une clé' }).click();

    const shown = page.getByRole('dialog', { name: "Votre nouvelle clé d'API" });
    await expect(shown).toContainText('elle ne sera plus jamais affichée');
    const field = shown.getByRole('textbox', { name: /Clé d'API/ });
    secret = await field.inputValue();
    expect(secret).toMatch(/^pto_live_[0-9A-Za-z]{40}$/);
    await shown.getByRole('button', { name: 'Copier la clé' }).click();
    await expect(shown.getByRole('status')).toHaveText('Clé copiée dans le presse-papiers.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectNoBlockingViolation(page);
    await shown.getByRole('button', { name: "J'ai copié la clé" }).click();
    await expect(shown).toBeHidden();
  });

  await test.step('the list shows the key by its prefix, never its secret again', async () => {
    const list = page.getByRole('list', { name: "Clés d'API" });
    const item = list.getByRole('listitem').filter({ hasText: 'Logiciel de paie' });
    await expect(item).toContainText(`${secret.slice(0, 15)}…`);
    await expect(item).toContainText('Lecture et écriture');
    await expect(item).toContainText('Jamais utilisée');
    await expect(item).toContainText('Sans expiration');
    await expect(page.locator('body')).not.toContainText(secret);
    await page.reload();
    await expect(list).toContainText('Logiciel de paie');
    await expect(page.locator('body')).not.toContainText(secret);
  });

  await test.step('revoking asks first, then the list says the key is revoked', async () => {
    await page.getByRole('button', { name: 'Révoquer la clé Logiciel de paie' }).click();
    const confirm = page.getByRole('dialog', { name: /^Révoquer cette clé/ });
    await expect(confirm).toContainText('immédiatement');
    await confirm.getByRole('button', { name: 'Révoquer la clé' }).click();
    await expect(page.getByText("Clé d'API révoquée")).toBeVisible();
    const item = page.getByRole('list', { name: "Clés d'API" }).getByRole('listitem');
    await expect(item).toContainText('Révoquée le');
    await expect(page.getByRole('button', { name: 'Révoquer la clé Logiciel de paie' })).toHaveCount(0);
    await expectNoBlockingViolation(page);
  });

  await test.step("at a phone's width, from the keyboard: the section and its dialog fit, Escape closes it", async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    const create = page.getByRole('button', { name: 'Créer une clé' });
    await create.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Créer une clé' });
    await expect(dialog.getByRole('textbox', { name: 'Nom' })).toBeFocused();
    await page.keyboard.type('ERP');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('radio', { name: /^Lecture seule/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: /^Lecture et écriture/ })).toBeChecked();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    await expectNoBlockingViolation(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();
  });
});
