import type { Page } from '@playwright/test';
import { waitForHydration } from './hydration';

/**
 * Opens the login page (`path` may carry its redirect) once React has taken over: before that,
 * 'Se connecter' posts the server's bare form and the page reloads under the next fill.
 */
export async function openLoginPage(page: Page, path = '/login') {
  await page.goto(path);
  await waitForHydration(page);
}

/** Fills the login form on screen and submits it. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}
