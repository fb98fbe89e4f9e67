import { expect, type Page, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { newCompany, registerThroughApi } from './support/company';
import {
  fakeCameraArgs,
  fakeCameraFile,
  qrModulesOfBadgeSheet,
  writeCameraPicture,
} from './support/fake-camera';
import { pairTablet } from './support/kiosk';
import { subscribeToStandardThroughApi } from './support/plans';

// Chromium films this file instead of a camera (decision 067); it must exist, at its final size,
// before this worker's browser starts.
const camera = fakeCameraFile();
writeCameraPicture(camera);
test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...fakeCameraArgs(camera)] },
});

/** 'Émettre les badges' for one employee: the QR code of the sheet's only card, as printed. */
async function issueBadge(page: Page, employeeId: string) {
  const issued = await page.request.post('/api/employees/badges', { data: { employeeIds: [employeeId] } });
  expect(issued.status(), await issued.text()).toBe(200);
  expect(issued.headers()['content-type']).toContain('application/pdf');
  return qrModulesOfBadgeSheet(await issued.body());
}

async function scan(tablet: Page) {
  await tablet.getByRole('button', { name: 'Scanner mon badge' }).click();
  await expect(tablet.getByRole('dialog', { name: 'Scanner mon badge' })).toBeVisible();
}

test('a tablet scans a printed badge with its camera: a revoked one is refused, the live one clocks in', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, and the QR code reader's WebAssembly compiled on a busy machine
  const company = newCompany('Atelier Badges');
  await registerThroughApi(page, company, '135790');
  await subscribeToStandardThroughApi(page);
  const added = await page.request.post('/api/employees', {
    data: { firstName: 'Inès', lastName: 'Moreau', pinCode: '246801' },
  });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: string };

  // Issued, then issued again: the first card no longer works.
  const revokedCard = await issueBadge(page, id);
  const liveCard = await issueBadge(page, id);
  expect(liveCard).not.toEqual(revokedCard);

  const tablet = await pairTablet(page, browser, 'Tablette badges');
  await tablet.goto('/pointage');
  await expect(tablet.getByText(company.name)).toBeVisible();

  // Nothing in front of the camera: the dialog films and waits, and closes on «Fermer».
  writeCameraPicture(camera);
  await scan(tablet);
  const dialog = tablet.getByRole('dialog', { name: 'Scanner mon badge' });
  await expect(dialog.getByText('Présentez le QR code de votre badge devant la caméra.')).toBeVisible({
    timeout: 20_000,
  });
  await expectNoBlockingViolation(tablet, { include: 'dialog' });
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();

  writeCameraPicture(camera, revokedCard);
  await scan(tablet);
  // Read, the dialog closes (and with it the camera), and the kiosk answers as for a PIN.
  await expect(tablet.getByRole('dialog')).toBeHidden({ timeout: 20_000 });
  await expect(tablet.getByRole('status').getByText(/Badge inconnu ou révoqué/)).toBeVisible();
  await expect(tablet.getByText('Saisissez votre code PIN')).toBeVisible({ timeout: 8_000 });

  writeCameraPicture(camera, liveCard);
  await scan(tablet);
  await expect(tablet.getByRole('dialog')).toBeHidden({ timeout: 20_000 });
  await expect(
    tablet.getByRole('status').getByText(/^Bonjour Inès, arrivée enregistrée à \d\d:\d\d$/),
  ).toBeVisible();

  // The kiosk's service worker keeps the QR code reader, for a restart without network.
  await expect
    .poll(() =>
      tablet.evaluate(async () => {
        const cache = await caches.open('pointeo-kiosk-v1');
        return (await cache.keys()).some((request) => /zxing_reader-.*\.wasm$/.test(request.url));
      }),
    )
    .toBe(true);
});

test('a kiosk on Gratuit offers no badge scan', async ({ page, browser }) => {
  const company = newCompany('Atelier Sans Badge');
  await registerThroughApi(page, company, '135790');
  const tablet = await pairTablet(page, browser, 'Tablette simple');
  await tablet.goto('/pointage');
  await expect(tablet.getByText('Saisissez votre code PIN')).toBeVisible();
  await expect(tablet.getByRole('button', { name: 'Scanner mon badge' })).toBeHidden();
});
