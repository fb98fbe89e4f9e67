import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';

test.describe('the landing page', () => {
  test('shows the hero, the three reasons, the testimonials and the closing call to action', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'La solution de pointage moderne pour votre entreprise' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Essai gratuit', exact: true })).toHaveAttribute(
      'href',
      '/register',
    );

    await page.getByRole('link', { name: 'En savoir plus' }).click();
    const reasons = page.getByRole('heading', { name: 'Pourquoi choisir Pointeo ?' });
    await expect(reasons).toBeInViewport();
    for (const card of ['Pointage simplifié', 'Sécurisé', 'Multi-sites']) {
      await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible();
    }

    const testimonials = page.getByRole('region', { name: 'Ils nous font confiance' });
    await expect(testimonials.getByRole('listitem')).toHaveCount(3);
    await expect(
      page.getByRole('heading', { name: 'Prêt à optimiser la gestion de votre temps ?' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: "Démarrer l'essai gratuit" })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  test('has a footer with the links, the contact details, social links and the current year', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Accueil', 'Tarifs', 'Contact', 'Mentions légales']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'contact@pointeo.fr' })).toHaveAttribute(
      'href',
      'mailto:contact@pointeo.fr',
    );
    await expect(footer.getByRole('link', { name: '01 23 45 67 89' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Pointeo sur LinkedIn' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Pointeo`);
  });
});

test.describe('the navigation bar', () => {
  test('leads to every public page', async ({ page }) => {
    await page.goto('/');
    // A click while React hydrates the server's page may be lost (CI, stop 50), as in legal-documents.spec.
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await nav.getByRole('link', { name: 'Tarifs' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Premium' })).toBeVisible();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
    await nav.getByRole('link', { name: 'Mentions légales' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    await nav.getByRole('link', { name: 'Accueil', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
  });

  test('opens and closes its menu on a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Tarifs' })).toBeHidden();

    await nav.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByRole('banner').getByRole('link', { name: 'Tarifs' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mentions légales' })).toBeHidden();
  });
});

test('the pricing page shows the three plans with their French prices', async ({ page }) => {
  await page.goto('/pricing');
  for (const [plan, price] of [
    ['Gratuit', '0,00 €'],
    ['Standard', '29,99 €'],
    ['Premium', '49,99 €'],
  ] as const) {
    const card = page.getByRole('article', { name: plan });
    await expect(card.getByText(price.replace(' ', '\u00a0'))).toBeVisible();
  }
  await expect(page.getByRole('article', { name: 'Standard' })).toContainText('Gestion des congés');
  await expect(page.getByRole('link', { name: 'Contactez notre équipe commerciale' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('a signed-out visitor choosing a paid plan is asked to sign in or register', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('article', { name: 'Premium' }).getByRole('button', { name: "S'abonner" }).click();
  await expect(page.getByText('Veuillez vous connecter ou créer un compte')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('the legal notice has its five sections with the configured details and hides the others', async ({
  page,
}) => {
  await page.goto('/legal');
  for (const section of [
    'Informations sur la société',
    'Hébergement',
    'Données personnelles',
    'Propriété intellectuelle',
    'Cookies',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(
    page.getByText("droit d'accès, de rectification, de suppression et d'opposition"),
  ).toBeVisible();
  await expect(page.getByText('RCS Paris 912 345 678')).toBeVisible();
  await expect(page.getByText('SIRET', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/à configurer/)).toHaveCount(0);
});

test('an unknown address shows a French 404 page, and a reload keeps the page', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/pricing');
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Des tarifs simples et transparents' }),
  ).toBeVisible();
});
