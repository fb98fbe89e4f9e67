import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';

const DIRECTOR_PIN = '135790';

async function openEmployeesTab(page: Page, name: string) {
  const company = newCompany(name);
  await registerThroughApi(page, company, DIRECTOR_PIN);
  await page.getByRole('tab', { name: 'Employés' }).click();
  await expect(page.getByText('(hors direction)')).toBeVisible();
  return company;
}

async function addEmployee(page: Page, fields: { firstName: string; lastName: string; pin?: string }) {
  await page.getByRole('button', { name: 'Ajouter un employé' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un employé' });
  await dialog.getByLabel('Prénom').fill(fields.firstName);
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(fields.lastName);
  if (fields.pin) await dialog.getByLabel('Code PIN').fill(fields.pin);
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog).toBeHidden();
}

const rows = (page: Page) => page.getByRole('table', { name: "Employés de l'entreprise" }).getByRole('row');

test('a company adds, searches, edits and archives its employees', async ({ page }) => {
  const company = await openEmployeesTab(page, 'Boulangerie Éloïse');
  await expect(page.getByText('0 employé', { exact: true })).toBeVisible();
  await expect(page.getByText('10 places restantes sur 10 avec le plan Gratuit.')).toBeVisible();
  await expect(rows(page).nth(1)).toContainText('Direction');
  await expect(rows(page).nth(1)).toContainText('Toutes les zones');

  await page.getByRole('button', { name: 'Ajouter un employé' }).click();
  const add = page.getByRole('dialog', { name: 'Ajouter un employé' });
  await expect(add.getByLabel('Rôle')).toHaveValue('employee');
  await add.getByRole('button', { name: 'Ajouter' }).click();
  await expect(add.getByText('Le prénom et le nom sont obligatoires').first()).toBeVisible();
  await add.getByLabel('Prénom').fill('Zoé');
  await add.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await add.getByLabel('Code PIN').fill(DIRECTOR_PIN);
  await add.getByLabel('Zone').fill('Fournil');
  await add.getByRole('button', { name: 'Ajouter' }).click();
  await expect(
    page.getByText('Erreur\u202f: Ce code PIN est déjà utilisé par un autre employé'),
  ).toBeVisible();
  await expect(add.getByLabel('Code PIN')).toHaveAccessibleDescription(/Ce code PIN est déjà utilisé/);
  await add.getByLabel('Code PIN').fill('112233');
  await add.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Employé ajouté avec succès')).toBeVisible();
  await expect(add).toBeHidden();

  await addEmployee(page, { firstName: 'Adam', lastName: 'Bernard' });
  await expect(page.getByText('2 employés', { exact: true })).toBeVisible();
  await expect(page.getByText('8 places restantes sur 10 avec le plan Gratuit.')).toBeVisible();
  const adamRow = rows(page).filter({ hasText: 'Adam Bernard' });
  await expect(adamRow).toContainText('Non défini');
  await expect(adamRow).toContainText('Non assigné');
  await expect(adamRow).toContainText('Jamais pointé');

  const search = page.getByRole('searchbox', { name: 'Rechercher un employé' });
  await search.fill('zoe');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(1)).toContainText('Zoé Martin');
  await search.fill('FOURNIL');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(1)).toContainText('Zoé Martin');
  await search.fill('personne');
  await expect(page.getByText('Aucun employé trouvé')).toBeVisible();
  await search.fill('');
  await expect(rows(page)).toHaveCount(4);

  await page.getByRole('button', { name: 'Modifier Zoé Martin' }).click();
  const edit = page.getByRole('dialog', { name: "Modifier l'employé" });
  await expect(edit.getByLabel('Prénom')).toHaveValue('Zoé');
  await edit.getByLabel('Zone').fill('Caisse');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Employé mis à jour avec succès')).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Zoé Martin' })).toContainText('Caisse');

  await page.getByRole('button', { name: `Modifier Direction ${company.name}` }).click();
  await expect(edit.getByLabel('Prénom')).toBeDisabled();
  await expect(edit.getByLabel('Rôle')).toBeDisabled();
  await edit.getByLabel('Code PIN').fill('246802');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit).toBeHidden();
  await expect(rows(page).nth(1)).not.toContainText('246802');
  await rows(page)
    .nth(1)
    .getByRole('button', { name: /^Afficher le code PIN de Direction/ })
    .click();
  await expect(rows(page).nth(1)).toContainText('246802');
  await expect(page.getByRole('button', { name: `Archiver Direction ${company.name}` })).toHaveCount(0);

  await page.getByRole('button', { name: 'Archiver Adam Bernard' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archiver cet employé ?' });
  await expect(confirm).toContainText('Ses pointages passés sont conservés');
  await confirm.getByLabel('Date de sortie').fill('2026-10-31');
  await confirm.getByRole('button', { name: 'Archiver' }).click();
  await expect(page.getByText('Employé archivé avec succès')).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Adam Bernard' })).toHaveCount(0);
  await expect(page.getByText('1 employé', { exact: true })).toBeVisible();

  // The radios are drawn as a segmented control: their labels take the clicks.
  const statusFilter = page.getByRole('group', { name: 'Employés à afficher' });
  await statusFilter.locator('label', { hasText: 'Archivés' }).click();
  await expect(page.getByRole('radio', { name: 'Archivés' })).toBeChecked();
  const archived = page.getByRole('list', { name: 'Employés archivés' });
  await expect(archived.getByRole('listitem')).toHaveCount(1);
  await expect(archived).toContainText('31/10/2026');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await archived.getByRole('button', { name: 'Restaurer Adam Bernard' }).click();
  await expect(page.getByText('Employé restauré avec succès')).toBeVisible();
  await expect(page.getByText('Aucun employé archivé')).toBeVisible();
  await statusFilter.locator('label', { hasText: 'Actifs' }).click();
  await expect(rows(page).filter({ hasText: 'Adam Bernard' })).toHaveCount(1);
  await expect(page.getByText('2 employés', { exact: true })).toBeVisible();
});

test('the Employés tab reads as cards on a phone, works from the keyboard and passes axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openEmployeesTab(page, 'Clavier Mobile');
  await addEmployee(page, { firstName: 'Inès', lastName: 'Lefèvre', pin: '424242' });
  const cards = page.getByRole('list', { name: "Employés de l'entreprise" }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await cards.nth(1).getByRole('button', { name: "Afficher le code PIN d'Inès Lefèvre" }).click();
  await expect(cards.nth(1)).toContainText('424242');
  await expect(cards.nth(1)).toContainText('Non assigné');

  await page.getByRole('searchbox', { name: 'Rechercher un employé' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Modifier Direction/ })).toBeFocused();
  await page.keyboard.press('Tab');
  // The administrator's right of access for each employee (decision 082).
  await expect(page.getByRole('button', { name: /^Exporter les données de Direction/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Afficher le code PIN de Direction/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: "Exporter les données d'Inès Lefèvre" })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Archiver Inès Lefèvre' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Archiver cet employé ?' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();

  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Ajouter un employé' }).click();
  for (const state of ['with the add modal open', 'on the list']) {
    await expectNoBlockingViolation(page, { where: state });
    await page.keyboard.press('Escape');
  }
});
