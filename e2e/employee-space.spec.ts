import { expect, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';
import { pairTablet } from './support/kiosk';
import { waitForMail } from './support/mailbox';
import { E2E_APP_URL } from './support/ports';

test('an employee punches on the kiosk, signs in to their space on their phone and sees their hours and last punch', async ({
  page,
  browser,
}) => {
  test.slow(); // three browsers (the manager's, the tablet, the phone) and an e-mail
  const company = newCompany('Fournil Espace');
  const email = `zoe-${Date.now()}@exemple.fr`;
  await registerThroughApi(page, company);
  const added = await page.request.post('/api/employees', {
    headers: { origin: E2E_APP_URL },
    data: { firstName: 'Zoé', lastName: 'Martin', pinCode: '482913', email },
  });
  expect(added.status(), await added.text()).toBe(201);

  const tablet = await pairTablet(page, browser, 'Tablette fournil');
  await tablet.goto('/pointage');
  await expect(tablet.getByText('Saisissez votre code PIN')).toBeVisible();
  const pad = tablet.getByRole('group', { name: 'Clavier du code PIN' });
  for (const digit of '482913') await pad.getByRole('button', { name: digit, exact: true }).click();
  await expect(
    tablet.getByRole('status').getByText(/^Bonjour Zoé, arrivée enregistrée à \d\d:\d\d$/),
  ).toBeVisible();

  const phoneContext = await browser.newContext({
    baseURL: E2E_APP_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 390, height: 844 },
  });
  const phone = await phoneContext.newPage();
  await test.step('the employee signs in with the code mailed to them and their PIN', async () => {
    await phone.goto('/moi');
    await phone.getByLabel(/Adresse e-mail/).fill(email);
    await phone.getByRole('button', { name: 'Recevoir un code' }).click();
    const mail = await waitForMail(email, 'Votre code de connexion');
    const code = /: (\d{6})\s*$/m.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    await phone.getByLabel(/Code reçu par e-mail/).fill(code!);
    await phone.getByLabel(/^Code PIN/).fill('482913');
    await phone.getByRole('button', { name: 'Me connecter' }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Zoé Martin' })).toBeVisible();
  });

  await test.step('the space shows this week, this month, the punch just made and the statement', async () => {
    await expect(phone.getByRole('heading', { level: 2, name: 'Mes heures', exact: true })).toBeVisible();
    await expect(phone.getByRole('tab', { name: 'Cette semaine' })).toHaveAttribute('aria-selected', 'true');
    const hours = phone.getByRole('tabpanel');
    await expect(hours.getByText('Heures travaillées')).toBeVisible();
    await expect(hours.getByText(/^Arrivée \d\d:\d\d · En cours$/)).toBeVisible();
    const entries = phone.getByRole('region', { name: 'Mes derniers pointages' });
    await expect(entries.getByText(/^Arrivée \d\d:\d\d · En cours$/)).toBeVisible();
    await expect(
      phone.getByRole('region', { name: 'Mes congés' }).getByText('Aucune demande de congé.'),
    ).toBeVisible();
    await expect(
      phone.getByRole('region', { name: 'Mon relevé mensuel' }).getByRole('button').first(),
    ).toBeEnabled();
    await expectNoBlockingViolation(phone);

    await phone.getByRole('tab', { name: 'Cette semaine' }).press('ArrowRight');
    await expect(phone.getByRole('tab', { name: 'Ce mois' })).toHaveAttribute('aria-selected', 'true');
    await expect(phone.getByRole('tabpanel').getByText(/^Arrivée \d\d:\d\d · En cours$/)).toBeVisible();
    await expectNoBlockingViolation(phone);
  });

  await test.step('the monthly statement downloads as a PDF', async () => {
    const download = phone.waitForEvent('download');
    await phone.getByRole('region', { name: 'Mon relevé mensuel' }).getByRole('button').first().click();
    expect((await download).suggestedFilename()).toMatch(/^releve-\d{4}-\d{2}\.pdf$/);
  });
  await phoneContext.close();
});
