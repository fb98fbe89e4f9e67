import { expect, type Page, test } from '@playwright/test';
import { blockingViolations } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';
import { pairTablet } from './support/kiosk';
import { parisDay, parisInstant } from './support/paris-time';

const DIRECTOR_PIN = '135790';
const ZOE_PIN = '112233';
const HOUR_MS = 60 * 60 * 1000;

const frenchDay = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** 'mardi 17 novembre' as the month view names a day ('1er' for the first). */
const dayLabel = (date: string) =>
  frenchDay.format(new Date(`${date}T12:00:00Z`)).replace(/\b1 (?=\p{L})/u, '1er ');

async function addEmployee(
  page: Page,
  firstName: string,
  lastName: string,
  pin: string,
  weeklyHours: string,
) {
  await page.goto('/account?tab=employees');
  await page.getByRole('button', { name: 'Ajouter un employé' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un employé' });
  await dialog.getByLabel('Prénom').fill(firstName);
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(lastName);
  await dialog.getByLabel('Code PIN').fill(pin);
  await expect(dialog.getByLabel('Heures par semaine')).toHaveValue('35');
  await dialog.getByLabel('Heures par semaine').fill(weeklyHours);
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog).toBeHidden();
}

/** Clocks in on the tablet with its clock moved to `at`, then gives it its time back. */
async function clockInAt(tablet: Page, pin: string, at: Date) {
  await tablet.clock.setFixedTime(at);
  await tablet.goto('/pointage');
  await expect(tablet.getByText('Saisissez votre code PIN')).toBeVisible();
  await tablet.keyboard.type(pin);
  await expect(tablet.getByText(/arrivée enregistrée à 08:00/)).toBeVisible();
  await tablet.clock.setSystemTime(new Date());
}

test('a forgotten clock-out is closed with a reason, then the month is validated and refuses corrections', async ({
  page,
  browser,
}) => {
  // The longest journey of the suite (kiosk, corrections, validation): three times the usual minute.
  test.slow();
  await registerThroughApi(page, newCompany('Boulangerie Régularise'), DIRECTOR_PIN);
  await addEmployee(page, 'Zoé', 'Martin', ZOE_PIN, '24');
  await page.getByRole('button', { name: 'Modifier Zoé Martin' }).click();
  await expect(page.getByRole('dialog').getByLabel('Heures par semaine')).toHaveValue('24');
  await page.keyboard.press('Escape');

  // Two days ago at 08:00, never clocked out: over 16 h open, so 'À régulariser'.
  const day = parisDay.format(new Date(Date.now() - 48 * HOUR_MS));
  const tablet = await pairTablet(page, browser);
  await clockInAt(tablet, ZOE_PIN, parisInstant(day, '08:00'));

  await page.goto('/account?tab=time');
  await expect(page.getByRole('tab', { name: 'Temps (1 à régulariser)' })).toBeVisible();
  const toRegularise = page.getByRole('region', { name: 'À régulariser (1)' });
  await expect(toRegularise).toContainText(`Zoé Martin, arrivée le ${dayLabel(day)} à 08:00`);
  await toRegularise.getByRole('link', { name: /^Régulariser le pointage de Zoé Martin/ }).click();

  await expect(page.getByRole('heading', { name: /^Zoé Martin — / })).toBeVisible();
  const dayRow = page
    .getByRole('list', { name: 'Jours' })
    .getByRole('listitem')
    .filter({ hasText: dayLabel(day) });
  await expect(dayRow).toContainText('À régulariser');
  await expect(page.getByRole('button', { name: 'Valider le mois' })).toBeDisabled();

  await dayRow.getByRole('button', { name: 'Clôturer le pointage' }).click();
  const close = page.getByRole('dialog', { name: 'Clôturer le pointage' });
  await close.getByLabel('Départ').fill('12:00');
  await close.getByRole('button', { name: 'Clôturer le pointage' }).click();
  await expect(close.getByText('Le motif est obligatoire')).toBeVisible();
  await close.getByLabel('Motif').fill('Oubli de pointer en partant');
  await close.getByRole('button', { name: 'Clôturer le pointage' }).click();
  await expect(page.getByText('Départ enregistré : le pointage est régularisé')).toBeVisible();
  await expect(close).toBeHidden();

  await expect(dayRow).toContainText('4h00');
  await expect(dayRow).not.toContainText('À régulariser');
  await expect(page.getByRole('tab', { name: 'Temps', exact: true })).toBeVisible();
  await dayRow.getByRole('button', { name: "Corrigé : voir l'historique" }).click();
  const history = page.getByRole('dialog', { name: 'Historique du pointage' });
  await expect(history).toContainText('Clôture par Compte entreprise');
  await expect(history).toContainText('08:00 → 12:00');
  await expect(history).toContainText('Oubli de pointer en partant');
  await expect(history).toContainText('Arrivée pointée le');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  await page.getByRole('button', { name: 'Valider le mois' }).click();
  const confirm = page.getByRole('dialog', { name: /^Valider .+ \?$/ });
  await expect(confirm).toContainText('tous les employés');
  await confirm.getByRole('button', { name: 'Valider le mois' }).click();
  await expect(page.getByText('Mois validé', { exact: true })).toBeVisible();
  const lock = page.getByRole('region', { name: 'Validation du mois' });
  await expect(lock).toContainText('Mois validé le');
  await expect(lock).toContainText('Ce mois est validé : rouvrez-le pour le corriger');
  await expect(dayRow.getByRole('button', { name: /^Modifier le pointage/ })).toHaveCount(0);

  // No form to fill only to be refused: the addition is disabled, and says why beside it.
  const add = page.getByRole('button', { name: 'Ajouter un pointage' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('Ce mois est validé\u202f: rouvrez-le pour le corriger.');

  await lock.getByRole('button', { name: 'Rouvrir le mois' }).click();
  const reopen = page.getByRole('dialog', { name: 'Rouvrir le mois' });
  await reopen.getByLabel('Motif').fill('Livraison du soir oubliée');
  await reopen.getByRole('button', { name: 'Rouvrir le mois' }).click();
  await expect(page.getByText('Mois rouvert', { exact: true })).toBeVisible();
  await expect(lock).toContainText('Mois non validé');
  await lock.getByText('Historique du mois').click();
  await expect(lock).toContainText('Réouverture par Compte entreprise');
  await expect(lock).toContainText('Livraison du soir oubliée');
});

test('the Temps tab reads as a list on a phone, works from the keyboard and passes axe', async ({ page }) => {
  test.slow(); // three axe runs
  await page.setViewportSize({ width: 375, height: 800 });
  const company = newCompany('Temps Mobile');
  await registerThroughApi(page, company, DIRECTOR_PIN);
  await page.goto('/account?tab=sites');
  const sitesTab = page.getByRole('tab', { name: 'Sites' });
  await sitesTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Temps', selected: true })).toBeFocused();

  const cards = page.getByRole('list', { name: 'Temps de la semaine par employé' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Total');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const violations = await blockingViolations(page, { where: 'week' });

  await page.getByRole('link', { name: `Direction ${company.name}` }).click();
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Direction ${company.name} — `) }),
  ).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  violations.push(...(await blockingViolations(page, { where: 'month' })));

  await page.getByRole('button', { name: 'Ajouter un pointage' }).focus();
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Ajouter un pointage' });
  await expect(add).toBeVisible();
  await expect(add.getByLabel('Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  violations.push(...(await blockingViolations(page, { where: 'add dialog' })));
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
  expect(violations).toEqual([]);
});
