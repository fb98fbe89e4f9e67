import { expect, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';
import { pairTablet } from './support/kiosk';
import { subscribeThroughApi } from './support/plans';

test("«Code QR du site»: the site's kiosk shows its QR code, which changes every 30 seconds", async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, and a wait for the next 30-second window
  await registerThroughApi(page, newCompany('Atelier Code QR'));
  await subscribeThroughApi(page, 'Standard');

  await page.goto('/account?tab=sites');
  await page.getByRole('button', { name: 'Modifier Site principal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier le site' });
  await dialog.getByRole('checkbox', { name: /^Code QR du site/ }).check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Code QR du site activé')).toBeVisible();

  const tablet = await pairTablet(page, browser, 'Borne code QR');
  await tablet.goto('/pointage');
  await tablet.getByRole('button', { name: 'Afficher le code du site' }).click();
  const qrCode = tablet.getByRole('img', { name: 'QR code de pointage du site Site principal' });
  await expect(qrCode).toBeVisible();
  await expect(tablet.getByText(/^Nouveau code dans \d+\u202fs$/)).toBeVisible();
  await expectNoBlockingViolation(tablet);

  // Tablets and phones, standing or lying: the code, its countdown and the way back, without scrolling.
  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
    { width: 375, height: 812 },
    { width: 667, height: 375 },
  ]) {
    await tablet.setViewportSize(viewport);
    const where = `${viewport.width}×${viewport.height}`;
    for (const element of [
      qrCode,
      tablet.getByText(/^Nouveau code dans/),
      tablet.getByRole('button', { name: 'Retour au clavier' }),
    ]) {
      const box = await element.boundingBox();
      expect(box, where).not.toBeNull();
      expect(box!.y, where).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, where).toBeLessThanOrEqual(viewport.height);
      expect(box!.x + box!.width, where).toBeLessThanOrEqual(viewport.width);
    }
    const scrolls = await tablet.evaluate(() => {
      const scrolling = document.scrollingElement ?? document.documentElement;
      return scrolling.scrollHeight > scrolling.clientHeight || scrolling.scrollWidth > scrolling.clientWidth;
    });
    expect(scrolls, where).toBe(false);
  }

  const first = await qrCode.getAttribute('src');
  await expect(qrCode).not.toHaveAttribute('src', first ?? '', { timeout: 35_000 });

  // Kept across a reload, until «Retour au clavier».
  await tablet.reload();
  await expect(qrCode).toBeVisible();
  await tablet.getByRole('button', { name: 'Retour au clavier' }).click();
  await expect(tablet.getByRole('group', { name: 'Clavier du code PIN' })).toBeVisible();
});
