import { expect, type Page, test } from '@playwright/test';
import { publicHolidayName } from '@pointeo/domain/public-holidays';
import { blockingViolations } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';
import { pairTablet } from './support/kiosk';
import { waitForMail } from './support/mailbox';
import { parisDay } from './support/paris-time';
import { subscribeToStandardThroughApi, upgradeToStandard } from './support/plans';

const ZOE_PIN = '246810';
const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const french = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** A Monday at least a week ahead whose Monday and Tuesday are working days: 2 days of leave, 14 h paid. */
function mondayAhead(): string {
  let date = parisDay.format(new Date(Date.now() + 7 * DAY_MS));
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 1) date = addDays(date, 1);
  while (publicHolidayName(date, false) || publicHolidayName(addDays(date, 1), false))
    date = addDays(date, 7);
  return date;
}

/** The reference period (from 1 June) holding a date: which balance its days come off. */
function periodTitle(date: string): string {
  const today = parisDay.format(new Date());
  const startOf = (day: string) =>
    day.slice(5) >= '06-01' ? Number(day.slice(0, 4)) : Number(day.slice(0, 4)) - 1;
  return startOf(date) === startOf(today) ? 'Période en cours' : 'Période suivante';
}

async function addZoe(page: Page, email?: string) {
  await page.goto('/account?tab=employees');
  await page.getByRole('button', { name: 'Ajouter un employé' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un employé' });
  await dialog.getByLabel('Prénom').fill('Zoé');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await dialog.getByLabel('Code PIN').fill(ZOE_PIN);
  if (email) await dialog.getByLabel('Adresse e-mail').fill(email);
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog).toBeHidden();
}

test('an employee asks for leave at the kiosk, the company approves, the week and the balance count it, a cancellation takes it back', async ({
  page,
  browser,
}) => {
  test.slow(); // a company, a kiosk, a request and its approval: near the minute on a busy 2-core machine
  const company = newCompany('Atelier des Congés');
  const zoeEmail = `zoe-${Date.now()}@exemple.fr`;
  await registerThroughApi(page, company);
  await page.goto('/account?tab=leave');
  await expect(page.getByText('réservée aux plans Standard et Premium')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir les plans' })).toHaveAttribute('href', '/pricing');

  await upgradeToStandard(page);
  await addZoe(page, zoeEmail);
  // Zoé has earned nothing yet: the company lets balances go below zero (decision 046).
  await page.goto('/account?tab=leave');
  await page.getByRole('tab', { name: 'Paramètres' }).click();
  await page.getByLabel('Autoriser un solde négatif').check();
  await page.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
  await expect(page.getByText('Paramètres enregistrés')).toBeVisible();
  const tablet = await pairTablet(page, browser);

  const monday = mondayAhead();
  const tuesday = addDays(monday, 1);
  await tablet.getByRole('button', { name: 'Demander un congé' }).click();
  const ask = tablet.getByRole('dialog', { name: 'Demander un congé' });
  await ask.getByLabel('Code PIN').fill(ZOE_PIN);
  await ask.getByLabel("Type d'absence").selectOption({ label: 'Congés payés' });
  await ask.getByLabel(/^Du( \*)?$/).fill(monday);
  await ask.getByLabel(/^Au( \*)?$/).fill(tuesday);
  await ask.getByLabel('Commentaire').fill('Mariage de ma sœur');
  await ask.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(ask.getByRole('status')).toContainText('Zoé, demande envoyée');
  await expect(ask).toContainText('le solde de congés payés devient négatif');
  await ask.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(ask).toBeHidden();

  // The company is mailed a link that opens the request, its section showing what waits (issue 28 item 4).
  const mail = await waitForMail(company.email, 'Nouvelle demande de congé de Zoé Martin');
  const link = new URL(/http\S+\/account\?tab=leave#demande-\S+/.exec(mail.text)![0]);
  await page.goto(`${link.pathname}${link.search}${link.hash}`);
  await expect(page.getByRole('tab', { name: 'Congés (1 demande en attente)' })).toBeVisible();
  const request = page.getByRole('listitem').filter({ hasText: 'Mariage de ma sœur' });
  await expect(request).toBeFocused();
  await expect(request).toContainText(
    `Congés payés · Du ${french(monday)} au ${french(tuesday)} · 2\u00a0jours`,
  );
  await expect(request).toContainText('En attente');
  await expect(request).toContainText('Solde après\u202f: \u22122\u00a0jours (négatif)');
  await request.getByRole('button', { name: 'Approuver la demande de Zoé Martin' }).click();
  await expect(page.getByText('Demande approuvée')).toBeVisible();
  await expect(page.getByText('Aucune demande en attente.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Congés', exact: true })).toBeVisible();
  const answer = await waitForMail(zoeEmail, 'Votre demande de congé est approuvée');
  expect(answer.text).toContain(
    `Votre demande (Congés payés) du ${french(monday)} au ${french(tuesday)} est approuvée.`,
  );

  await page.getByRole('tab', { name: 'Soldes' }).click();
  await page.getByRole('button', { name: 'Détail de Zoé Martin' }).click();
  const balance = page.getByRole('region', { name: `${periodTitle(monday)}, Zoé Martin` });
  await expect(balance).toContainText('Planifié2\u00a0jours');
  await expect(balance).toContainText('Solde\u22122\u00a0jours (négatif)');
  await page.keyboard.press('Escape');

  await page.goto(`/account?tab=time&week=${monday}`);
  const zoeRow = page.getByRole('row').filter({ hasText: 'Zoé Martin' });
  await expect(zoeRow).toContainText('Congés payés 7h00');
  // Total worked 0h00, 'Absences payées' 14h00, no overtime.
  await expect(zoeRow.getByRole('cell').nth(7)).toHaveText('0h00');
  await expect(zoeRow.getByRole('cell').nth(8)).toHaveText('14h00');

  await tablet.goto('/pointage');
  await expect(tablet.getByText('Saisissez votre code PIN')).toBeVisible();
  await tablet.keyboard.type(ZOE_PIN);
  await expect(
    tablet.getByText(
      `Votre demande (Congés payés) du ${french(monday)} au ${french(tuesday)} est approuvée.`,
    ),
  ).toBeVisible();

  // The company cancels it after all: the time sheet no longer counts it.
  await page.goto('/account?tab=leave');
  await page.getByRole('button', { name: "Annuler l'absence de Zoé Martin" }).click();
  await page
    .getByRole('dialog', { name: "Annuler l'absence" })
    .getByRole('button', { name: "Annuler l'absence" })
    .click();
  await expect(page.getByText('Absence annulée')).toBeVisible();
  await expect(page.getByText('Annulée', { exact: true })).toBeVisible();
  await page.goto(`/account?tab=time&week=${monday}`);
  await expect(zoeRow.getByRole('cell').nth(8)).toHaveText('0h00');
});

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('the Congés tab and the kiosk request work at 375 px, from the keyboard, and pass axe', async ({
  page,
  browser,
}) => {
  test.slow(); // two axe runs beside the kiosk request
  await registerThroughApi(page, newCompany('Atelier Étroit'));
  await subscribeToStandardThroughApi(page);
  const tablet = await pairTablet(page, browser);
  await page.setViewportSize({ width: 375, height: 740 });
  await tablet.setViewportSize({ width: 375, height: 740 });

  await page.goto('/account?tab=leave');
  const sections = page.getByRole('tablist', { name: 'Sections des congés' });
  await sections.getByRole('tab', { name: 'Demandes' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(sections.getByRole('tab', { name: 'Soldes', selected: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(sections.getByRole('tab', { name: 'Planning', selected: true })).toBeFocused();
  await expect(page.getByRole('region', { name: /^Planning de / })).toBeVisible();
  const violations = await blockingViolations(page, { where: 'planning' });
  expect(await scrollsSideways(page)).toBe(false);

  await sections.getByRole('tab', { name: 'Demandes' }).click();
  await page.getByRole('button', { name: 'Saisir une absence' }).click();
  const create = page.getByRole('dialog', { name: 'Saisir une absence' });
  await expect(create.getByLabel(/^Employé/)).toBeVisible();
  violations.push(...(await blockingViolations(page, { where: 'saisir une absence' })));
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();

  await tablet.goto('/pointage');
  await tablet.getByRole('button', { name: 'Demander un congé' }).click();
  const ask = tablet.getByRole('dialog', { name: 'Demander un congé' });
  await expect(ask.getByLabel(/^Code PIN/)).toBeVisible();
  violations.push(...(await blockingViolations(tablet, { where: 'demander un congé' })));
  expect(await scrollsSideways(tablet)).toBe(false);
  // The pad is paused while the form is open: digits typed there never punch.
  await ask.getByLabel(/^Code PIN/).fill('999999');
  await tablet.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(tablet.getByText('Saisissez votre code PIN')).toBeVisible();
  expect(violations).toEqual([]);
});
