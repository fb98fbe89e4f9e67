import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { newCompany, registerThroughApi } from './support/company';
import { subscribeToStandardThroughApi } from './support/plans';

const FROM = '2026-10-01';
const TO = '2026-11-30';

/** Clicks a download button and returns the file the browser saved, with the name it was offered. */
async function downloadFrom(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test('on Gratuit the custom reports explain themselves and link to the plans', async ({ page }) => {
  await registerThroughApi(page, newCompany('Perso Gratuit Navigateur'));
  await page.goto('/account?tab=reports');
  const offer = page.getByRole('region', { name: 'Rapports personnalisés' });
  await expect(offer.getByText('réservée aux plans Standard et Premium')).toBeVisible();
  await expect(offer.getByRole('link', { name: 'Voir les plans' })).toHaveAttribute('href', '/pricing');
});

test('on Standard a custom report runs, is saved, downloads as CSV, XLSX and PDF, and is deleted', async ({
  page,
}) => {
  test.slow(); // a company, a subscription through the simulator and three files on a busy machine
  await registerThroughApi(page, newCompany('Perso Standard Navigateur'));
  await subscribeToStandardThroughApi(page);
  await page.goto('/account?tab=reports');
  const section = page.getByRole('region', { name: 'Rapports personnalisés' });
  await section.getByRole('textbox', { name: 'Du', exact: true }).fill(FROM);
  await section.getByRole('textbox', { name: 'Au', exact: true }).fill(TO);
  await section.getByRole('radio', { name: 'Par mois' }).check();
  await section.getByRole('checkbox', { name: 'Alertes légales' }).uncheck();
  await section.getByRole('button', { name: 'Afficher le rapport' }).click();
  const table = section.getByRole('table', { name: 'Résultat du rapport personnalisé' });
  await expect(table.getByRole('rowheader', { name: 'octobre 2026' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'novembre 2026' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Alertes légales' })).toHaveCount(0);

  // Downloaded as it stands, before it has a name.
  const unsavedDownloading = page.waitForEvent('download');
  await section
    .getByRole('region', { name: 'Télécharger', exact: true })
    .getByRole('button', { name: 'Télécharger le CSV' })
    .click();
  const unsaved = await unsavedDownloading;
  expect(unsaved.suggestedFilename()).toBe(`rapport-personnalise-${FROM}-${TO}.csv`);
  expect((await readFile((await unsaved.path())!)).toString('utf8')).toContain(
    'octobre 2026;01/10/2026;31/10/2026;0;0,00',
  );
  await expect(section.getByText('Aucun rapport enregistré.')).toBeVisible();

  await section.getByLabel('Nom du rapport').fill('Automne');
  await section.getByRole('button', { name: 'Enregistrer le rapport' }).click();
  await expect(page.getByText('Rapport « Automne » enregistré')).toBeVisible();

  const csv = await downloadFrom(page, 'Télécharger le CSV (Automne)');
  expect(csv.name).toBe(`rapport-personnalise-${FROM}-${TO}.csv`);
  expect(csv.bytes.subarray(0, 3).toString('hex')).toBe('efbbbf');
  expect(csv.bytes.toString('utf8')).toContain('Période;Du;Au;Jours travaillés');
  expect(csv.bytes.toString('utf8')).toContain('octobre 2026;01/10/2026;31/10/2026;0;0,00');
  const xlsx = await downloadFrom(page, 'Télécharger le classeur XLSX (Automne)');
  expect(xlsx.name).toBe(`rapport-personnalise-${FROM}-${TO}.xlsx`);
  expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const pdf = await downloadFrom(page, 'Télécharger le PDF (Automne)');
  expect(pdf.name).toBe(`rapport-personnalise-${FROM}-${TO}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('button', { name: 'Supprimer « Automne »' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer ce rapport ?' });
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('Aucun rapport enregistré.')).toBeVisible();
});
