import { expect, test } from '@playwright/test';
import { elide } from '@pointeo/domain/french-elision';
import { expectNoBlockingViolation } from './support/accessibility';
import { newCompany, registerThroughApi } from './support/company';
import { waitForMail } from './support/mailbox';
import { subscribeThroughApi } from './support/plans';

test('the owner invites a Responsable de site, who joins; the owner changes their role, then removes them', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers (the owner's and the member's), an e-mail and two axe runs
  const company = newCompany('Épicerie Équipe');
  const memberEmail = `ines-${Date.now()}@exemple.fr`;
  const memberName = 'Inès Durand';
  await registerThroughApi(page, company);
  await subscribeThroughApi(page, 'Premium');

  await test.step('the owner invites a Responsable de site on the default site', async () => {
    await page.goto('/account?tab=team');
    await expect(page.getByText('Membres illimités avec le plan Premium.')).toBeVisible();
    await page.getByRole('button', { name: 'Inviter un membre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inviter un membre' });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(memberEmail);
    await expect(dialog.getByRole('radio', { name: /^Responsable de site/ })).toBeChecked();
    await expect(dialog.getByRole('group', { name: 'Sites' }).getByRole('checkbox')).toBeChecked();
    await expectNoBlockingViolation(page);
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await expect(page.getByText('Invitation envoyée')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Invitations en attente' })).toContainText(memberEmail);
    await expectNoBlockingViolation(page);
  });

  const mail = await waitForMail(memberEmail, 'vous invite sur Pointeo');
  const link = /http\S+\/invitation\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link).toBeDefined();

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await test.step('the member opens the link in another browser and joins', async () => {
    await memberPage.goto(link!);
    await expect(memberPage.getByText(/vous invite à rejoindre/)).toContainText(
      `${company.name} en tant que Responsable de site`,
    );
    await expect(memberPage.getByRole('textbox', { name: 'E-mail' })).toHaveValue(memberEmail);
    await expectNoBlockingViolation(memberPage);
    await memberPage.getByRole('textbox', { name: 'Nom' }).fill(memberName);
    await memberPage
      .getByRole('textbox', { name: 'Mot de passe', exact: true })
      .fill('un-mot-de-passe-solide');
    await memberPage.getByLabel('Confirmation du mot de passe').fill('un-mot-de-passe-solide');
    await memberPage.getByRole('button', { name: "Rejoindre l'équipe" }).click();

    await expect(memberPage).toHaveURL(/\/account$/);
    await expect(memberPage.getByText(memberName)).toBeVisible();
    const tabs = memberPage.getByRole('tablist', { name: 'Sections du compte' });
    await expect(tabs.getByRole('tab', { name: 'Employés' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Équipe' })).toHaveCount(0);
    await expect(tabs.getByRole('tab', { name: 'Facturation' })).toHaveCount(0);
    await expect(memberPage.getByText('Abonnement')).toHaveCount(0);
  });

  await test.step("the owner sees the member and changes their role to 'Comptable'", async () => {
    await page.reload();
    const members = page.getByRole('list', { name: "Membres de l'équipe" });
    await expect(members).toContainText(memberName);
    await page.getByRole('button', { name: `Modifier le rôle ${elide('de', memberName)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le rôle' });
    await dialog.getByRole('radio', { name: /^Comptable/ }).check();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Rôle modifié')).toBeVisible();
    await expect(members.getByRole('listitem').filter({ hasText: memberName })).toContainText('Comptable');
  });

  await test.step('the owner removes the member, whose next page is the sign-in page', async () => {
    await page.getByRole('button', { name: `Retirer ${memberName}` }).click();
    const confirm = page.getByRole('dialog', { name: /^Retirer ce membre/ });
    await expect(confirm).toContainText('immédiatement');
    await confirm.getByRole('button', { name: 'Retirer' }).click();
    await expect(page.getByText('Membre retiré')).toBeVisible();
    await expect(page.getByRole('list', { name: "Membres de l'équipe" })).not.toContainText(memberName);

    await memberPage.goto('/account');
    await expect(memberPage).toHaveURL(/\/login/);
  });
  await memberContext.close();
});
