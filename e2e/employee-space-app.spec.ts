import { expect, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';

test("the employee's space installs as an app on the phone: its manifest, its icons, its service worker", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/moi');
  await expect(page.getByRole('heading', { name: 'Mon espace' })).toBeVisible();
  await expect(page.getByLabel(/^Adresse e-mail/)).toBeVisible();
  await expectNoBlockingViolation(page);

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await page.request.get(manifestHref ?? '');
  expect(manifest.ok()).toBe(true);
  const app = (await manifest.json()) as {
    start_url: string;
    scope: string;
    display: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(app).toMatchObject({ start_url: '/moi', scope: '/moi', display: 'standalone' });
  expect(app.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of app.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/moi');
});
