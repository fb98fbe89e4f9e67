import { expect, test } from '@playwright/test';
import { E2E_APP_URL } from './support/ports';

/**
 * The public API's reference page (decision 076): Scalar's script served by the app itself, run
 * under the page's own Content-Security-Policy (its inline start allowed by hash), nothing fetched
 * from anywhere else.
 */
test('the API reference renders from the app alone, under its own policy', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      refused.push(message.text());
    }
  });
  page.on('pageerror', (error) => refused.push(error.message));
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(E2E_APP_URL) && !url.startsWith('data:')) elsewhere.push(url);
  });

  await page.goto('/api/docs');
  await expect(page).toHaveURL(/\/api\/docs\/$/);
  await expect(page.getByRole('heading', { name: 'API Pointeo' })).toBeVisible();
  await expect(page.getByText('Lister les employés').first()).toBeVisible();
  await expect(page.getByText('Authentification', { exact: false }).first()).toBeVisible();
  expect(refused).toEqual([]);
  expect(elsewhere).toEqual([]);
});
