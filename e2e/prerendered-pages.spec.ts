import { expect, test } from '@playwright/test';
import { newCompany } from './support/company';
import { submitLogin } from './support/sign-in';

const RENDERED_PAGES = [
  { path: '/', heading: 'La solution de pointage moderne pour votre entreprise' },
  { path: '/pricing', heading: 'Des tarifs simples et transparents' },
  { path: '/contact', heading: 'Contactez-nous' },
  { path: '/legal', heading: 'Mentions légales' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages arrive rendered, with their title and the public details', async ({ page }) => {
    for (const { path, heading } of RENDERED_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByRole('contentinfo').getByText('contact@pointeo.fr'), path).toBeVisible();
    }
    await expect(page).toHaveTitle('Mentions légales — Pointeo');
    await expect(page.getByText('RCS Paris 912 345 678')).toBeVisible();
  });

  test('the contact form cannot be sent before the app takes over, so no message lands in an address', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeDisabled();
  });

  test('/login arrives rendered and signs in through its form, posted by the browser itself', async ({
    page,
    request,
  }) => {
    const company = newCompany('Connexion sans script');
    const registered = await request.post('/api/account/register', {
      data: {
        companyName: company.name,
        siret: company.siret,
        email: company.email,
        password: company.password,
        passwordConfirmation: company.password,
        directorPin: '864200',
        acceptTerms: true,
      },
    });
    expect(registered.status()).toBe(201);

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await submitLogin(page, company.email, 'pas-le-bon-mot-de-passe');
    await expect(page).toHaveURL(/\/login\?echec=identifiants$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Erreur lors de la connexion. Vérifiez vos identifiants.',
    );

    await submitLogin(page, company.email, company.password);
    // The account is an app: without its script there is nothing to show but its address and the session.
    await expect(page).toHaveURL(/\/account$/);
    const session = await page.request.get('/api/auth/get-session');
    expect((await session.json())?.user?.email).toBe(company.email);
  });

  test('the home page HTML holds the hero before any script runs', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('La solution de pointage moderne pour votre entreprise');
    expect(root).toContain('Essai gratuit');
  });
});

test('each public page and /login come alive without a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  for (const path of [...RENDERED_PAGES.map((page) => page.path), '/login', '/login?echec=limite']) {
    await page.goto(path);
    // 'Connexion' appears once the page is live and has asked for the session.
    await expect(
      page
        .getByRole('navigation', { name: 'Navigation principale' })
        .getByRole('link', { name: 'Connexion' }),
      path,
    ).toBeVisible();
  }
  // Live, not only painted: a link is followed inside the app, without loading a new document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Tarifs' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Des tarifs simples et transparents' }),
  ).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(errors).toEqual([]);
});
