import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has taken over a page the server rendered (decision record 018): the navigation
 * bar's menu button is disabled until then (hidden on a wide screen, but present). Before that, a
 * click on a link lands while React hydrates in a transition and the page may still move under it.
 */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole('button', { name: 'Ouvrir le menu', includeHidden: true })).toBeEnabled();
}
