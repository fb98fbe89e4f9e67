import { type Browser, expect, type Page } from '@playwright/test';
import { E2E_APP_URL } from './ports';

/** A browser of its own, as the shop's tablet is: no cookie of the manager's. */
export async function newTablet(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E_APP_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  return context.newPage();
}

/** The manager, signed in on `page`, makes a pairing code in 'Pointages'; returns the open dialog and the code. */
export async function createPairingCode(page: Page, name = 'Tablette accueil') {
  await page.goto('/account?tab=clock');
  await page.getByRole('button', { name: 'Associer une tablette' }).click();
  const dialog = page.getByRole('dialog', { name: 'Associer une tablette' });
  await dialog.getByLabel('Nom du terminal').fill(name);
  await dialog.getByRole('button', { name: 'Créer le code' }).click();
  const shown = dialog.getByText(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(shown).toBeVisible();
  return { dialog, code: (await shown.textContent()) ?? '' };
}

/**
 * Pairs a fresh tablet with the company signed in on `page` (decision record 029) and returns the
 * tablet's page, on the kiosk's pad; the manager's page stays signed in.
 */
export async function pairTablet(page: Page, browser: Browser, name = 'Tablette accueil'): Promise<Page> {
  const { dialog, code } = await createPairingCode(page, name);
  const tablet = await newTablet(browser);
  await tablet.goto('/pointage');
  await tablet.getByLabel("Code d'association").fill(code);
  await tablet.getByRole('button', { name: 'Associer ce terminal' }).click();
  await expect(tablet.getByRole('group', { name: 'Clavier du code PIN' })).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('est associée');
  await dialog.getByRole('button', { name: 'Terminé' }).click();
  return tablet;
}

/**
 * The punches the kiosk keeps offline are sealed to its device's key (decision 085): its storage,
 * read in the page, holds one per punch waiting and nowhere the PIN typed.
 */
export async function expectSealedQueue(tablet: Page, pin: string, waiting = 1) {
  const storage = await tablet.evaluate(() =>
    Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ''])),
  );
  for (const value of Object.values(storage)) expect(value).not.toContain(pin);
  const queue = JSON.parse(storage['pointeo-kiosk-queue'] ?? '[]') as { sealed?: { ct: string } }[];
  expect(queue).toHaveLength(waiting);
  for (const entry of queue) expect(entry.sealed?.ct).toMatch(/^[\w-]{40,}$/);
}
