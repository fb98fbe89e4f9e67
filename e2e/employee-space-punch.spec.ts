import { expect, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';
import { waitForMail } from './support/mailbox';
import { subscribeThroughApi } from './support/plans';
import { E2E_APP_URL } from './support/ports';

const SITE = { latitude: 48.8566, longitude: 2.3522 };

test('an employee punches from his phone, the position read once at the punch, and the manager sees where', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers and an e-mail on a busy 2-core machine
  const company = newCompany('Fournil Téléphone');
  const email = `lea-${Date.now()}@exemple.fr`;
  await registerThroughApi(page, company);
  await subscribeThroughApi(page, 'Standard');
  const headers = { origin: E2E_APP_URL };
  const site = (
    (await (await page.request.get('/api/sites')).json()) as { sites: { id: string; name: string }[] }
  ).sites[0]!;
  const saved = await page.request.patch(`/api/sites/${site.id}`, {
    headers,
    data: {
      name: site.name,
      phoneClocking: true,
      checkPosition: true,
      ...SITE,
      radiusM: 200,
      positionJustification: 'Livreurs sans borne sur les marchés.',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // Punches seconds apart are not double taps here (decision 030).
  const settings = await page.request.put('/api/timesheets/settings', {
    headers,
    data: { nightStart: '21:00', nightEnd: '06:00', alsaceMoselle: false, doublePunchWindowSeconds: 0 },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const added = await page.request.post('/api/employees', {
    headers,
    data: { firstName: 'Léa', lastName: 'Durand', pinCode: '560341', email },
  });
  expect(added.status(), await added.text()).toBe(201);

  const phoneContext = await browser.newContext({
    baseURL: E2E_APP_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 390, height: 844 },
    permissions: ['geolocation'],
    geolocation: { latitude: SITE.latitude + 0.0005, longitude: SITE.longitude, accuracy: 20 },
  });
  const phone = await phoneContext.newPage();
  await phone.goto('/moi');
  await phone.getByLabel(/Adresse e-mail/).fill(email);
  await phone.getByRole('button', { name: 'Recevoir un code' }).click();
  const mail = await waitForMail(email, 'Votre code de connexion');
  await phone.getByLabel(/Code reçu par e-mail/).fill(/: (\d{6})\s*$/m.exec(mail.text)?.[1] ?? '');
  await phone.getByLabel(/^Code PIN/).fill('560341');
  await phone.getByRole('button', { name: 'Me connecter' }).click();

  const punching = phone.getByRole('region', { name: 'Pointer' });
  await expect(punching.getByText(/lue une seule fois, au moment du pointage/)).toBeVisible();
  await expectNoBlockingViolation(phone);
  await punching.getByRole('button', { name: 'Pointer maintenant' }).click();
  await expect(punching.getByText(/^Bonjour Léa, arrivée enregistrée à \d\d:\d\d$/)).toBeVisible();
  await expect(punching.getByText(/hors de la zone/)).toBeHidden();

  // Two kilometres away: the departure is recorded all the same, and marked.
  await phoneContext.setGeolocation({
    latitude: SITE.latitude + 0.018,
    longitude: SITE.longitude,
    accuracy: 20,
  });
  await punching.getByRole('button', { name: 'Pointer maintenant' }).click();
  await expect(punching.getByText(/^Au revoir Léa, départ enregistré à \d\d:\d\d$/)).toBeVisible();
  await expect(punching.getByText(/hors de la zone du site/)).toBeVisible();

  await page.goto('/account?tab=clock');
  const latest = page.getByRole('table', { name: /Derniers pointages/ });
  await expect(latest.getByText('Téléphone').first()).toBeVisible();
  await expect(latest.getByText(/Hors zone \(2\skm\)/)).toBeVisible();
  await phoneContext.close();
});
