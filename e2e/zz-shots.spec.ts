import { expect, test } from '@playwright/test';
import { newCompany, registerThroughPage } from './support/company';
import { upgradeToStandard } from './support/plans';
test('shots', async ({ page }) => {
  test.setTimeout(180_000);
  await registerThroughPage(page, newCompany('Captures Écran'));
  await upgradeToStandard(page);
  for (const [first, last] of [['Anne-Charlotte', 'Dupont-Vasseur de la Roche'], ['Mohamed', 'Benali'], ['Zoé', 'Martin']]) {
    const r = await page.request.post('/api/employees', { data: { firstName: first, lastName: last, pinCode: String(100000 + Math.floor(Math.random() * 899999)), zone: 'Entrepôt', jobTitle: 'Préparatrice de commandes' } });
    expect(r.status()).toBe(201);
  }
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const tab of ['employees', 'time', 'reports']) {
      await page.goto(`/account?tab=${tab}`);
      await expect(page.getByText('Chargement...')).toHaveCount(0);
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/ux-${tab}-${width}.png`, fullPage: true });
    }
    await page.goto('/account?tab=leave');
    await page.getByRole('tab', { name: 'Planning' }).click();
    await expect(page.getByRole('region', { name: /^Planning de / })).toBeVisible();
    await page.screenshot({ path: `/tmp/ux-planning-${width}.png`, fullPage: true });
  }
});
