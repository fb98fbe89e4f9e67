import { expect, test } from '@playwright/test';
import { formatSiret } from '@pointeo/domain/siret';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughApi, registerThroughPage } from './support/company';
import { waitForHydration } from './support/hydration';
import { waitForMail } from './support/mailbox';
import { openLoginPage, submitLogin } from './support/sign-in';

test('a company registers, sees its account, signs out and signs in again', async ({ page }) => {
  const company = newCompany('Fromagerie Lucie');
  await registerThroughPage(page, company);

  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Informations générales' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText(formatSiret(company.siret));
  await expect(panel).toContainText('Non renseignée');
  await expect(panel).toContainText('Gratuit');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Mon compte' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Mon app' })).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByText('Déconnexion réussie')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner.getByRole('link', { name: 'Connexion' })).toBeVisible();

  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  // The redirect's page is the server's bare form until React takes over, as openLoginPage waits for.
  await waitForHydration(page);
  await submitLogin(page, company.email, 'pas-le-bon');
  await expect(page.getByText('Erreur lors de la connexion. Vérifiez vos identifiants.')).toBeVisible();

  await page.getByLabel('Mot de passe').fill(company.password);
  await page.getByLabel('Se souvenir de moi').check();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Connexion réussie')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
});

test('registration explains every mistake in French before sending anything', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Numéro SIRET').fill('1234');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('mot-de-passe-1');
  await page.getByLabel('Confirmation du mot de passe').fill('mot-de-passe-2');
  await page.getByLabel('Code PIN du directeur').fill('12a');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Le numéro SIRET doit contenir exactement 14 chiffres')).toBeVisible();
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await expect(page.getByText('Le code PIN doit contenir exactement 6 chiffres')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('a company edits its address and contact from the account', async ({ page }) => {
  await registerThroughApi(page, newCompany('Garage Dupont'));
  await page.getByRole('button', { name: 'Modifier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier les informations' });
  await dialog.getByLabel('Adresse').fill('8 rue des Lilas');
  await dialog.getByLabel('Code postal').fill('3100');
  await dialog.getByLabel('Ville').fill('Toulouse');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le code postal doit contenir exactement 5 chiffres')).toBeVisible();
  await dialog.getByLabel('Code postal').fill('31000');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tabpanel')).toContainText('8 rue des Lilas');
  await expect(page.getByRole('tabpanel')).toContainText('31000 Toulouse');
});

test('the account tabs follow ?tab= and the keyboard', async ({ page }) => {
  await registerThroughApi(page, newCompany('Onglets SARL'));
  await page.goto('/account?tab=billing');
  await expect(page.getByRole('tab', { name: 'Facturation' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/account?tab=nimporte');
  await expect(page.getByRole('tab', { name: 'Informations générales' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('tab', { name: 'Informations générales' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Facturation' })).toBeFocused();
  await expect(page).toHaveURL(/tab=billing/);

  await expectNoBlockingViolation(page);
});

test('a forgotten password is reset from the link in the e-mail', async ({ page }) => {
  const company = newCompany('Pâtisserie Oubli');
  await registerThroughApi(page, company);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);

  await openLoginPage(page);
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  // The login form stays on screen while the next page's chunk loads: fill the new form, not the old one.
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié', level: 1 })).toBeVisible();
  await page.getByLabel('E-mail').fill(company.email);
  await page.getByRole('button', { name: 'Envoyer les instructions' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Si un compte existe' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();

  const mail = await waitForMail(company.email, 'Réinitialisation de votre mot de passe');
  const link = /http\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();

  await page.goto(link!);
  await page.getByLabel('Nouveau mot de passe').fill('un-tout-nouveau-secret');
  await page.getByLabel('Confirmation du mot de passe').fill('un-tout-nouveau-secret');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('toutes vos sessions ouvertes ont été déconnectées')).toBeVisible();

  await page.goto(link!);
  await page.getByLabel('Nouveau mot de passe').fill('encore-un-autre-secret');
  await page.getByLabel('Confirmation du mot de passe').fill('encore-un-autre-secret');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('heading', { name: 'Lien expiré ou déjà utilisé' })).toBeVisible();

  await openLoginPage(page);
  await submitLogin(page, company.email, 'un-tout-nouveau-secret');
  await expect(page).toHaveURL(/\/account$/);
});

test('an expired session in the account area says so, then goes to /login after 2 seconds', async ({
  page,
  context,
}) => {
  await registerThroughApi(page, newCompany('Session Courte'));
  // The account must have loaded with the session before it goes, or the first read is what expires.
  await expect(page.getByRole('button', { name: 'Modifier' })).toBeVisible();
  await context.clearCookies();
  await page.getByRole('button', { name: 'Modifier' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/, { timeout: 5_000 });

  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
});
