import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';

const MONTH = '2026-10';

/** Clicks a download button and returns the file the browser saved, with the name it was offered. */
async function downloadFrom(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test("the 'Rapports' tab shows a month's report and downloads it as CSV, XLSX, PDF and, once validated, the payroll export", async ({
  page,
}) => {
  test.slow();
  await registerThroughApi(page, newCompany('Rapports Navigateur'));
  await page.goto(`/account?tab=reports&month=${MONTH}`);
  await expect(page.getByRole('tab', { name: 'Rapports', selected: true })).toBeVisible();
  const table = page.getByRole('table', { name: "Rapport mensuel d'octobre 2026" });
  await expect(table.getByRole('columnheader', { name: 'Heures sup. 25 %' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Total entreprise' })).toBeVisible();
  await expect(page.getByLabel('Mois', { exact: true })).toHaveValue(MONTH);

  const csv = await downloadFrom(page, 'Télécharger le CSV');
  expect(csv.name).toBe('rapport-2026-10.csv');
  expect(csv.bytes.subarray(0, 3).toString('hex')).toBe('efbbbf');
  expect(csv.bytes.toString('utf8')).toContain('Matricule;Nom;Prénom;Du;Au;Jours travaillés');
  expect(csv.bytes.toString('utf8')).toContain(';Total entreprise;;01/10/2026;31/10/2026;0;0,00');

  const xlsx = await downloadFrom(page, 'Télécharger le classeur XLSX');
  expect(xlsx.name).toBe('rapport-2026-10.xlsx');
  expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  const pdf = await downloadFrom(page, 'Télécharger les relevés PDF');
  expect(pdf.name).toBe('releves-2026-10.pdf');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const payroll = page.getByRole('button', { name: "Télécharger l'export paie" });
  await expect(payroll).toBeDisabled();
  await expect(page.getByText(/validez-le dans l'onglet Temps avant l'export paie/)).toBeVisible();
  // Validation is the Temps tab's (its own journey is e2e/timesheets.spec.ts): here through its API.
  expect((await page.request.post(`/api/timesheets/months/${MONTH}/validate`)).status()).toBe(200);
  await page.reload();
  await expect(page.getByText('Mois validé', { exact: true })).toBeVisible();
  // Nobody has hours to export: the file would be empty, so none is handed out (decision 049).
  await page.getByRole('button', { name: "Télécharger l'export paie" }).click();
  await expect(page.getByText(/Cet export serait vide/)).toBeVisible();
  await expect(page.getByText('Aucun export paie téléchargé pour ce mois.')).toBeVisible();
});

test('the Rapports tab works at 375 px, from the keyboard, and axe finds nothing serious', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await registerThroughApi(page, newCompany('Rapports Mobile'));
  await page.goto(`/account?tab=reports&month=${MONTH}`);
  await expect(page.getByRole('table', { name: "Rapport mensuel d'octobre 2026" })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Modifier le format' }).click();
  const dialog = page.getByRole('dialog', { name: "Format de l'export paie" });
  await expect(dialog.getByLabel('Code pour « Heures de nuit »')).toHaveValue('HN');
  await expectNoBlockingViolation(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
