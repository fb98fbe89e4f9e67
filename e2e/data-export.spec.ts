import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';
import { waitForMail } from './support/mailbox';
import { E2E_APP_URL } from './support/ports';

test("'Données': the administrator exports the company's data, waits for it, downloads the ZIP once", async ({
  page,
}) => {
  test.slow(); // a job, a mail, two axe runs
  const company = newCompany('Fromagerie Export');
  await registerThroughApi(page, company);

  await test.step('the section explains the export and asks before starting it', async () => {
    await page.goto('/account?tab=data');
    const card = page.getByRole('region', { name: "Exporter les données de l'entreprise" });
    await expect(card).toContainText('Aucun export pour le moment.');
    await expectNoBlockingViolation(page);
    await card.getByRole('button', { name: 'Exporter les données' }).click();
    const confirm = page.getByRole('dialog', { name: /^Exporter les données de l'entreprise/ });
    await expect(confirm).toContainText('données personnelles');
    await expectNoBlockingViolation(page);
    await confirm.getByRole('button', { name: "Lancer l'export" }).click();
    await expect(confirm).toBeHidden();
  });

  let fileName = '';
  await test.step('the job is followed until the file is ready, then downloaded as a ZIP', async () => {
    const history = page.getByRole('list', { name: 'Exports récents' });
    await expect(history.getByRole('listitem').first()).toContainText('Prêt à télécharger', {
      timeout: 20_000,
    });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le fichier ZIP' }).click();
    const download = await downloading;
    fileName = download.suggestedFilename();
    expect(fileName).toMatch(/^donnees-pointeo-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = await readFile((await download.path())!);
    // A ZIP starts with 'PK'; its entries' names are stored as they are.
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    for (const name of ['README.txt', 'employes.csv', 'employes.json', 'pointages.csv', 'corrections.json']) {
      expect(bytes.includes(Buffer.from(name))).toBe(true);
    }
    await expect(history.getByRole('listitem').first()).toContainText('Déjà téléchargé');
    await expect(page.getByRole('button', { name: 'Télécharger le fichier ZIP' })).toHaveCount(0);
    await expectNoBlockingViolation(page);
  });

  await test.step('the mailed link has served: a second download is refused in French', async () => {
    const mail = await waitForMail(company.email, 'Export des données');
    const link = /https?:\/\/\S+\/api\/privacy\/exports\/\S+/.exec(mail.text)![0];
    const again = await page.request.get(
      new URL(new URL(link).pathname + new URL(link).search, E2E_APP_URL).toString(),
    );
    expect(again.status()).toBe(410);
    expect((await again.json()).error.message).toContain('Ce lien a déjà servi');
  });
});
