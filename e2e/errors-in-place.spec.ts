import { expect, test } from '@playwright/test';
import { newCompany, registerThroughApi } from './support/company';

/** Issue 28 item 6, against the real server: a refusal stays in its dialog and leads to what is in the way. */
test('a refused correction says why inside its dialog and links to the entry in the way; a validated month disables the addition', async ({
  page,
}) => {
  await registerThroughApi(page, newCompany('Erreurs en Place'));
  const added = await page.request.post('/api/employees', {
    data: { firstName: 'Zoé', lastName: 'Martin', pinCode: '246813' },
  });
  expect(added.status()).toBe(201);
  const employeeId = ((await added.json()) as { id: string }).id;
  for (const date of ['2026-10-05', '2026-10-06']) {
    const entry = await page.request.post(`/api/timesheets/employees/${employeeId}/entries`, {
      data: { date, arrival: '08:00', departure: '12:00', reason: 'Borne en panne' },
    });
    expect(entry.status()).toBe(201);
  }

  // The page's own clock, so 'a while later' below is run through instead of waited for.
  await page.clock.install();
  await page.goto(`/account?tab=time&employee=${employeeId}&month=2026-10`);
  await page.getByRole('button', { name: 'Modifier le pointage du mardi 6 octobre, arrivée 08:00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier le pointage' });
  await expect(dialog.getByLabel(/^Date/)).toBeFocused();
  await dialog.getByLabel(/^Date/).fill('2026-10-05');
  await dialog.getByLabel(/^Motif/).fill('Mauvais jour');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();

  const refusal = dialog.getByRole('alert').filter({ hasText: 'chevaucherait' });
  await expect(refusal).toContainText('Ce pointage chevaucherait celui du 05/10/2026, 08:00 → 12:00');
  // Still there a while later: not a toast that goes away (sonner's last 4 s; their timers run here).
  await page.clock.runFor(10_000);
  await expect(refusal).toBeVisible();
  await refusal.getByRole('link', { name: 'Voir le pointage en conflit' }).click();
  await expect(dialog).toBeHidden();
  // The entry's own item, inside its day's.
  const inTheWay = page
    .getByRole('listitem')
    .filter({
      has: page.getByRole('button', { name: 'Modifier le pointage du lundi 5 octobre, arrivée 08:00' }),
    })
    .last();
  await expect(inTheWay).toBeFocused();

  expect((await page.request.post('/api/timesheets/months/2026-10/validate')).status()).toBe(200);
  await page.reload();
  const add = page.getByRole('button', { name: 'Ajouter un pointage' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('Ce mois est validé\u202f: rouvrez-le pour le corriger.');
});
