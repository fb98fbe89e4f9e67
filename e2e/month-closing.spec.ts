import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { newCompany, registerThroughApi } from './support/company';
import { addEmployeeWithShift, PAYROLL_MONTH } from './support/payroll-month';

const MONTH = PAYROLL_MONTH;

/** Issue 28 item 5: a month closes from one screen, validated in two steps, then exported for payroll. */
test("'Clôture du mois' validates a selection, then everyone, then previews and downloads the payroll file", async ({
  page,
}) => {
  test.slow();
  await registerThroughApi(page, newCompany('Clôture Navigateur'));
  await addEmployeeWithShift(page, 'Zoé', '246813', 'M-ZOE');
  await addEmployeeWithShift(page, 'Luc', '135792', 'M-LUC');
  await page.goto(`/account?tab=reports&month=${MONTH}`);

  const closing = page.getByRole('region', { name: 'Clôture du mois' });
  await expect(page.getByRole('heading', { name: 'Clôture du mois' })).toBeVisible();
  const employees = closing.getByRole('region', { name: 'Statut des employés' });
  const exportButton = page.getByRole('button', { name: 'Exporter pour la paie' });
  await expect(exportButton).toBeDisabled();
  await expect(employees.getByRole('row', { name: /Martin Zoé/ })).toContainText('Non validé');

  // A selection, with the keyboard: the checkbox, then the button, then the dialog's confirmation.
  await page.getByRole('checkbox', { name: 'Sélectionner Martin Zoé' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Valider la sélection (1)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Valider le mois' });
  await expect(confirm).toContainText('Valider 1 employé pour ce mois');
  await confirm.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(employees.getByRole('row', { name: /Martin Zoé/ })).toContainText('Validé');
  await expect(employees.getByRole('row', { name: /Martin Luc/ })).toContainText('Non validé');

  await page.getByRole('button', { name: 'Tout valider' }).click();
  await confirm.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/^3 sur 3 validés$/)).toBeVisible();
  await expect(page.getByText('Mois validé', { exact: true })).toBeVisible();

  await exportButton.click();
  const preview = page.getByRole('dialog', { name: "Aperçu de l'export paie" });
  const lines = preview.getByRole('table');
  await expect(lines.getByRole('row')).toHaveCount(3);
  // The file's own lines, cell by cell: matricule, name, first name, code, label, value, dates.
  await expect(lines.getByRole('row', { name: /M-ZOE/ })).toContainText(
    'M-ZOEMartinZoéHTRAVHeures travaillées4,0001/10/202631/10/2026',
  );
  await expect(lines.getByRole('row', { name: /M-LUC/ })).toContainText(
    'M-LUCMartinLucHTRAVHeures travaillées4,00',
  );
  expect((await new AxeBuilder({ page }).include('dialog[open]').analyze()).violations).toEqual([]);

  const downloading = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Télécharger le fichier' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('export-paie-2026-10.csv');
  const bytes = await readFile((await download.path())!);
  expect(bytes.toString('utf8')).toContain(
    'M-ZOE;Martin;Zoé;HTRAV;Heures travaillées;4,00;01/10/2026;31/10/2026',
  );
  await expect(preview).toBeHidden();
  const handedOut = page.getByRole('table', { name: 'Fichiers remis' });
  await expect(handedOut).toContainText(createHash('sha256').update(bytes).digest('hex'));

  // At 375 px the screen stays within the page: its table scrolls in its own box.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(closing).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
