import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';
import { addEmployeeWithShift, PAYROLL_MONTH } from './support/payroll-month';

const MONTH = PAYROLL_MONTH;

/**
 * Issue 32 item 2: a company builds its own layout from a preset in 'Export paie', sees the file it
 * would write with the month's figures and what stands in its way, fixes it, and downloads the file.
 */
test('builds a payroll layout from Silae, previews it, fixes a missing matricule and downloads the file', async ({
  page,
}) => {
  test.slow();
  await registerThroughApi(page, newCompany('Format Paie Navigateur'));
  await addEmployeeWithShift(page, 'Zoé', '246813', 'M-ZOE');
  await addEmployeeWithShift(page, 'Luc', '135792', '');
  expect((await page.request.post(`/api/timesheets/months/${MONTH}/validate`)).status()).toBe(200);
  await page.goto(`/account?tab=reports&month=${MONTH}`);

  await page.getByRole('button', { name: 'Modifier le format' }).click();
  const builder = page.getByRole('dialog', { name: "Format de l'export paie" });
  await builder.getByRole('radio', { name: /^Silae/ }).check();
  const preview = builder.getByRole('region', { name: 'Aperçu du fichier' });
  await expect(preview.getByRole('row', { name: /M-ZOE/ })).toContainText(
    'M-ZOEHS-HTRAV4,0001/10/202631/10/2026',
  );

  // From the keyboard: 'Valeur' moves before 'Code'; the layout is now the company's own.
  await builder.getByRole('button', { name: 'Monter la colonne Valeur' }).focus();
  await page.keyboard.press('Enter');
  await expect(builder.getByRole('radio', { name: /^Personnalisé/ })).toBeChecked();
  await builder.getByRole('radio', { name: 'Point (7.50)' }).check();
  await expect(preview.getByRole('row', { name: /M-ZOE/ })).toContainText('M-ZOE4.00HS-HTRAV');
  await expect(preview.getByRole('columnheader').first()).toHaveText('Matricule');

  // Luc has no matricule: listed before any download, with the way to his form.
  const problems = builder.getByRole('region', { name: 'À corriger avant le téléchargement' });
  await expect(problems).toContainText('Sans matricule');
  await expect(problems.getByRole('link', { name: 'Renseigner le matricule de Martin Luc' })).toBeVisible();
  await expectNoBlockingViolation(page, { include: 'dialog[open]', where: 'export builder' });
  // Worked hours left without a code: a problem too, listed rather than left out of the file.
  await builder.getByLabel('Code pour « Heures travaillées »').fill('');
  await expect(problems).toContainText('Aucun code pour « Heures travaillées »');
  await builder.getByRole('button', { name: 'Enregistrer le format' }).click();
  await expect(builder).toBeHidden();
  await expect(page.getByText('Personnalisé', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: "Télécharger l'export paie" }).click();
  const filePreview = page.getByRole('dialog', { name: "Aperçu de l'export paie" });
  await expect(filePreview.getByRole('button', { name: 'Télécharger le fichier' })).toBeDisabled();
  await expectNoBlockingViolation(page, { include: 'dialog[open]', where: 'preview with problems' });
  // The code's problem leads to its field, in the builder opened over the preview.
  await filePreview.getByRole('button', { name: 'Saisir le code pour « Heures travaillées »' }).click();
  const code = builder.getByLabel('Code pour « Heures travaillées »');
  await expect(code).toBeFocused();
  await page.keyboard.type('HTRAV');
  await builder.getByRole('button', { name: 'Enregistrer le format' }).click();
  await expect(builder).toBeHidden();
  await expect(filePreview.getByText(/Aucun code pour/)).toHaveCount(0);
  await filePreview.getByRole('link', { name: 'Renseigner le matricule de Martin Luc' }).click();
  const employee = page.getByRole('dialog', { name: "Modifier l'employé" });
  await employee.getByLabel('Matricule').fill('M-LUC');
  await employee.getByLabel('Centre de coût').fill('CC-FOURNIL');
  await employee.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(employee).toBeHidden();

  await page.goto(`/account?tab=reports&month=${MONTH}`);
  await page.getByRole('button', { name: "Télécharger l'export paie" }).click();
  await expect(filePreview.getByRole('row', { name: /M-LUC/ })).toContainText('M-LUC4.00HS-HTRAV');
  await expect(filePreview.getByRole('region', { name: 'À corriger avant le téléchargement' })).toHaveCount(
    0,
  );
  const downloading = page.waitForEvent('download');
  await filePreview.getByRole('button', { name: 'Télécharger le fichier' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('export-paie-2026-10.csv');
  const text = (await readFile((await download.path())!)).toString('utf8');
  expect(text.split('\r\n')[0]).toBe('Matricule;Valeur;Code;Date debut;Date fin');
  expect(text).toContain('M-ZOE;4.00;HS-HTRAV;01/10/2026;31/10/2026');
  expect(text).toContain('M-LUC;4.00;HS-HTRAV;01/10/2026;31/10/2026');
  await expect(filePreview).toBeHidden();
});

test('the export builder and its preview fit a 375 px screen, the preview scrolling in its own box', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  await registerThroughApi(page, newCompany('Format Paie Mobile'));
  await addEmployeeWithShift(page, 'Zoé', '246813', 'M-ZOE');
  expect((await page.request.post(`/api/timesheets/months/${MONTH}/validate`)).status()).toBe(200);
  await page.goto(`/account?tab=reports&month=${MONTH}`);

  await page.getByRole('button', { name: 'Modifier le format' }).click();
  const builder = page.getByRole('dialog', { name: "Format de l'export paie" });
  const preview = builder.getByRole('region', { name: 'Aperçu du fichier' });
  await expect(preview.getByRole('row', { name: /M-ZOE/ })).toBeVisible();
  // The generic file's eight columns are wider than the phone: the box scrolls, not the page.
  expect(await preview.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await builder.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
  await expectNoBlockingViolation(page, { include: 'dialog[open]', where: 'builder at 375 px' });
});
