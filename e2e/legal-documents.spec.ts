import { expect, test } from '@playwright/test';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughPage } from './support/company';
import { waitForHydration } from './support/hydration';

const TERMS = "J'accepte les conditions générales et la politique de confidentialité";

const DOCUMENTS = [
  { link: 'Conditions générales', path: '/conditions', heading: 'Conditions générales de vente' },
  { link: 'Politique de confidentialité', path: '/confidentialite', heading: 'Politique de confidentialité' },
  {
    link: 'Accord de sous-traitance (RGPD)',
    path: '/sous-traitance',
    heading: 'Accord de sous-traitance des données (RGPD)',
  },
];

test('the three legal documents are reachable from the footer, dated, and accessible', async ({ page }) => {
  for (const document of DOCUMENTS) {
    await page.goto('/');
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Liens du pied de page' })
      .getByRole('link', { name: document.link })
      .click();
    await expect(page).toHaveURL(new RegExp(`${document.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: document.heading })).toBeVisible();
    await expect(page.getByText(/^Version du \d{1,2} \p{L}+ \d{4}$/u)).toBeVisible();
    await expectNoBlockingViolation(page, { where: document.path });
  }
});

test('registration asks to accept the terms and refuses a common password under its field', async ({
  page,
}) => {
  const company = newCompany('Conditions Acceptées');
  await page.goto('/register');
  await page.getByLabel("Nom de l'entreprise").fill(company.name);
  await page.getByLabel('Numéro SIRET').fill(company.siret);
  await page.getByLabel('E-mail professionnel').fill(company.email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Azerty123');
  await page.getByLabel('Confirmation du mot de passe').fill('Azerty123');
  await page.getByLabel('Code PIN du directeur').fill('135790');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(
    page.getByText('Veuillez accepter les conditions générales et la politique de confidentialité.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'conditions générales', exact: true })).toHaveAttribute(
    'href',
    '/conditions',
  );
  await expectNoBlockingViolation(page, { where: '/register' });

  await page.getByRole('checkbox', { name: TERMS }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: 'Ce mot de passe est trop courant\u202f: choisissez-en un autre.' })
    .first();
  await expect(refusal).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mot de passe', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page).toHaveURL(/\/register$/);

  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(company.password);
  await page.getByLabel('Confirmation du mot de passe').fill(company.password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/account$/);
  // Accepted at registration: no dialog asks again.
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Nos conditions ont changé' })).toBeHidden();
});

test("the Employés section downloads the company's notice for its employees", async ({ page }) => {
  const company = newCompany('Notice Téléchargée');
  await registerThroughPage(page, company);
  await page.goto('/account?tab=employees');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: "Notice d'information des salariés" }).click();
  expect((await download).suggestedFilename()).toBe('notice-information-salaries.pdf');
});
