import { expect, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';
import { waitForHydration } from './support/hydration';

const PUBLIC_PAGES = ['/', '/pricing', '/contact', '/legal', '/page-inconnue'];

for (const path of PUBLIC_PAGES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // axe reads colours once React has taken over: mid-hydration it once measured a contrast the page
    // never shows (CI, stop 50: '/contact', passed on retry).
    await waitForHydration(page);
    await expectNoBlockingViolation(page);
  });
}
