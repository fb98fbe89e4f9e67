import { expect, test } from '@playwright/test';
import { waitForMail } from './support/mailbox';

test.describe('the contact page', () => {
  test('shows the contact details', async ({ page }) => {
    await page.goto('/contact');
    const details = page.getByRole('region', { name: 'Nos coordonnées' });
    await expect(details.getByRole('link', { name: 'contact@pointeo.fr' })).toBeVisible();
    await expect(details).toContainText('01 23 45 67 89');
    await expect(details).toContainText('Paris');
  });

  test('explains in French which required fields are missing', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('pas-une-adresse');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText('Le nom complet est obligatoire')).toBeVisible();
    await expect(page.getByText("L'adresse e-mail n'est pas valide")).toBeVisible();
    await expect(page.getByText('Le message est obligatoire')).toBeVisible();
    await expect(page.getByLabel('Nom complet')).toHaveAttribute('aria-invalid', 'true');
  });

  test('sends a message to the team and confirms it', async ({ page }) => {
    const sender = `client-${Date.now()}@exemple.fr`;
    await page.goto('/contact');
    await page.getByLabel('Nom complet').fill('Hélène Garnier');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(sender);
    await page.getByLabel('Entreprise').fill('Garnier Transports');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Bonjour, nous cherchons une solution pour 40 chauffeurs.');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Message envoyé' })).toContainText(
      'Notre équipe vous répondra sous 24 heures ouvrées',
    );
    const mail = await waitForMail('equipe@pointeo.fr', 'Hélène Garnier');
    expect(mail.text).toContain(sender);
    expect(mail.text).toContain('40 chauffeurs');
  });
});
