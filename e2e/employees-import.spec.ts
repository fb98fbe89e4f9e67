import { expect, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';

const DIRECTOR_PIN = '135790';
const HEADER = "Prénom;Nom;Poste;Zone;Matricule;Date d'entrée;Heures par semaine;Code PIN";
const csv = (...lines: string[]) => ({
  name: 'employes.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...lines].join('\r\n'), 'utf8'),
});

test('a company imports its employees from a CSV, on a phone, by keyboard, after fixing the file', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await registerThroughApi(page, newCompany('Import Zoé'), DIRECTOR_PIN);
  await page.getByRole('tab', { name: 'Employés' }).click();
  await expect(page.getByText('(hors direction)')).toBeVisible();

  const open = page.getByRole('button', { name: 'Importer des employés' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Importer des employés' });
  const fileField = dialog.getByLabel('Fichier CSV ou XLSX');
  await expect(fileField).toBeFocused();

  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Modèle CSV' }).click();
  expect((await download).suggestedFilename()).toBe('modele-import-employes.csv');

  // The director's PIN is taken: the line says so, and nothing can be imported.
  await fileField.setInputFiles(
    csv('Zoé;Martin;Boulangère;Fournil;A01;01/09/2026;35;112233', `Adam;Bernard;;;;;24,5;${DIRECTOR_PIN}`),
  );
  await expect(dialog.getByText('1 employé à créer, 1 ligne en erreur')).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: 'Adam' })).toContainText(
    'Ce code PIN est déjà utilisé par un autre employé',
  );
  await expect(dialog.getByRole('button', { name: 'Importer', exact: true })).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoBlockingViolation(page, { include: 'dialog[open]' });

  await fileField.setInputFiles(
    csv('Zoé;Martin;Boulangère;Fournil;A01;01/09/2026;35;112233', 'Adam;Bernard;;;;;24,5;'),
  );
  await expect(dialog.getByText('2 employés à créer, 0 ligne en erreur')).toBeVisible();
  const importButton = dialog.getByRole('button', { name: 'Importer 2 employés' });
  await importButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('2 employés importés avec succès')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByText('2 employés', { exact: true })).toBeVisible();
  await expect(page.getByText('Zoé Martin')).toBeVisible();
  await expect(page.getByText('Adam Bernard')).toBeVisible();
});
