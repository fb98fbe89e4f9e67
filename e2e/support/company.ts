import { expect, type Page } from '@playwright/test';
import { withSiretKey } from '@pointeo/domain/siret';
import { E2E_APP_URL } from './ports';

let sequence = 0;

/** A valid SIRET (with its key digit) that no other test uses. */
export function uniqueSiret(): string {
  sequence++;
  const pid = String(process.pid % 100).padStart(2, '0');
  return withSiretKey(`${String(Date.now()).slice(-9)}${pid}${String(sequence % 100).padStart(2, '0')}`);
}

export interface TestCompany {
  name: string;
  email: string;
  password: string;
  siret: string;
}

export function newCompany(name: string): TestCompany {
  const slug = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]+/g, '-');
  return {
    name,
    email: `${slug}-${Date.now()}-${++sequence}@exemple.fr`,
    password: 'mot-de-passe-solide',
    siret: uniqueSiret(),
  };
}

/** Registers through the /register page, as a person would, and lands on /account. */
export async function registerThroughPage(page: Page, company: TestCompany, pin = '135790') {
  await page.goto('/register');
  await page.getByLabel("Nom de l'entreprise").fill(company.name);
  await page.getByLabel('Numéro SIRET').fill(company.siret);
  await page.getByLabel('E-mail professionnel').fill(company.email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(company.password);
  await page.getByLabel('Confirmation du mot de passe').fill(company.password);
  await page.getByLabel('Code PIN du directeur').fill(pin);
  await page
    .getByRole('checkbox', { name: "J'accepte les conditions générales et la politique de confidentialité" })
    .check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Compte créé avec succès')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
}

/**
 * Registers through the API the /register page posts to, then opens /account signed in: for the
 * specs about what comes after registration. The page itself is gone through by accounts.spec.ts.
 */
export async function registerThroughApi(page: Page, company: TestCompany, pin = '135790') {
  const response = await page.request.post('/api/account/register', {
    headers: { origin: E2E_APP_URL },
    data: {
      companyName: company.name,
      siret: company.siret,
      email: company.email,
      password: company.password,
      passwordConfirmation: company.password,
      directorPin: pin,
      acceptTerms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
}
