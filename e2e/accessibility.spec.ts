import { expect, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';

const PUBLIC_PAGES = ['/', '/pricing', '/contact', '/legal', '/page-inconnue'];

for (const path of PUBLIC_PAGES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoBlockingViolation(page);
  });
}
