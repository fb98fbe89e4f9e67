import { alreadyOnPlan, BILLING_MESSAGES, upgradedToPremium } from '@pointeo/domain/billing-messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY, testSeller, useSimulatorBilling } from '../../../test/billing';
import { companies } from '../../db/schema/accounts';
import { simulatorSubscriptions } from '../../db/schema/billing';
import { runSimulatorRenewals } from './providers/simulator/simulator-renewals';

let clock = new Date('2026-11-10T09:00:00Z');
const { db, newCompany, anonymous, subscribe, failRenewals } = useSimulatorBilling(() => clock);

describe('billing state and plan changes', () => {
  it('refuses a visitor without a session, and bad input in French', async () => {
    for (const url of ['/api/billing/state', '/api/billing/invoices']) {
      const response = await anonymous('GET', url);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Utilisateur non authentifié');
    }
    const company = await newCompany('Plans Invalides');
    const unknown = await company.changePlan('Platine');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Plan inconnu');
    const empty = await company.request('POST', '/api/billing/confirm-checkout', {
      sessionId: ' ',
      plan: 'Standard',
    });
    expect(empty.statusCode).toBe(400);
    expect((await company.state()).plan).toBe('Gratuit');
  });

  it('starts on Gratuit and only notices a choice of the current plan', async () => {
    const company = await newCompany('Plan Actuel');
    const state = await company.state();
    expect(state).toMatchObject({ plan: 'Gratuit', pendingPlan: null, paymentIssue: null });
    const response = await company.changePlan('Gratuit');
    expect(response.json()).toMatchObject({ outcome: 'unchanged', message: alreadyOnPlan('Gratuit') });
  });

  it('upgrades Standard to Premium at once with a prorated invoice, for the amount previewed', async () => {
    clock = new Date('2026-11-10T09:00:00Z');
    const company = await newCompany('Mise à Niveau');
    await subscribe(company, 'Standard');
    clock = new Date(clock.getTime() + 15 * DAY);
    const preview = await company.request('GET', '/api/billing/upgrade-preview?plan=Premium');
    expect(preview.statusCode, preview.rawPayload.toString()).toBe(200);
    // 30 days in the period, 15 left: half of the 20,00 € difference; then Premium's 49,99 € a month.
    expect(preview.json()).toEqual({
      outcome: 'charge',
      plan: 'Premium',
      now: { netCents: 833, vatCents: 167, grossCents: 1000 },
      monthly: { netCents: 4166, vatCents: 833, grossCents: 4999 },
      card: { brand: 'visa', last4: '4242' },
      prorationDate: clock.toISOString(),
    });

    // 25 minutes pass while the dialog is open (prorated now, 9,99 €): the charge is the amount shown.
    clock = new Date(clock.getTime() + 25 * 60 * 1000);
    const response = await company.request('POST', '/api/billing/change-plan', {
      plan: 'Premium',
      confirmation: { amountCents: 1000, prorationDate: preview.json().prorationDate },
    });
    expect(response.json()).toMatchObject({ outcome: 'changed', message: upgradedToPremium(1000) });
    expect(response.json().message).toContain('Un prorata de 10,00\u00a0€ a été facturé');
    expect(response.json().state).toMatchObject({ plan: 'Premium', pendingPlan: null });
    const invoices = await company.invoices();
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toMatchObject({
      plan: 'Mise à niveau vers Premium',
      amountCents: 1000,
      periodEnd: '2026-12-10',
    });
    const again = await company.changePlan('Premium');
    expect(again.json()).toMatchObject({ outcome: 'unchanged', message: alreadyOnPlan('Premium') });
    clock = new Date('2026-11-10T09:00:00Z');
  });

  it('charges nothing for an upgrade asked without the amount shown, with another amount, or with an old preview', async () => {
    clock = new Date('2026-11-10T09:00:00Z');
    const company = await newCompany('Mise à Niveau Refusée');
    await subscribe(company, 'Standard');
    clock = new Date(clock.getTime() + 15 * DAY);
    const { prorationDate } = (
      await company.request('GET', '/api/billing/upgrade-preview?plan=Premium')
    ).json();

    const attempts = [
      [{ plan: 'Premium' }, BILLING_MESSAGES.upgradeNotConfirmed],
      [
        { plan: 'Premium', confirmation: { amountCents: 999, prorationDate } },
        BILLING_MESSAGES.upgradeAmountChanged,
      ],
      [
        { plan: 'Premium', confirmation: { amountCents: 1000, prorationDate: '2026-11-25T08:00:00.000Z' } },
        BILLING_MESSAGES.upgradePreviewExpired,
      ],
    ] as const;
    for (const [body, message] of attempts) {
      const refused = await company.request('POST', '/api/billing/change-plan', body);
      expect(refused.statusCode, refused.rawPayload.toString()).toBe(409);
      expect(refused.json().error.message).toBe(message);
    }
    const malformed = await company.request('POST', '/api/billing/change-plan', {
      plan: 'Premium',
      confirmation: { amountCents: 'mille', prorationDate: 'hier' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(await company.state()).toMatchObject({ plan: 'Standard' });
    expect(await company.invoices()).toHaveLength(1);
    const [row] = await db().select().from(companies).where(eq(companies.id, company.id));
    const [subscription] = await db()
      .select()
      .from(simulatorSubscriptions)
      .where(eq(simulatorSubscriptions.id, row!.stripeSubscriptionId!));
    expect(subscription!.plan).toBe('Standard');
    clock = new Date('2026-11-10T09:00:00Z');
  });

  it('previews a checkout for a first subscription, and nothing for a change that charges nothing today', async () => {
    const company = await newCompany('Aperçu Sans Débit');
    const first = await company.request('GET', '/api/billing/upgrade-preview?plan=Premium');
    expect(first.json()).toEqual({ outcome: 'checkout', plan: 'Premium' });
    await subscribe(company, 'Premium');
    const down = await company.request('GET', '/api/billing/upgrade-preview?plan=Standard');
    expect(down.statusCode).toBe(409);
    expect(down.json().error.message).toBe(BILLING_MESSAGES.nothingToPreview);
    const unknown = await company.request('GET', '/api/billing/upgrade-preview?plan=Platine');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Plan inconnu');
  });

  it('schedules Premium → Standard for the period end, then renews on Standard', async () => {
    const company = await newCompany('Rétrogradation Standard');
    await subscribe(company, 'Premium');
    const response = await company.changePlan('Standard');
    expect(response.json()).toMatchObject({
      outcome: 'changed',
      message: BILLING_MESSAGES.downgradeToStandardScheduled,
      state: { plan: 'Premium', pendingPlan: 'Standard' },
    });
    expect(await runSimulatorRenewals(db(), testSeller, new Date(clock.getTime() + 10 * DAY))).toBe(0);

    await Promise.all([
      runSimulatorRenewals(db(), testSeller, new Date('2026-12-10T10:00:00Z')),
      runSimulatorRenewals(db(), testSeller, new Date('2026-12-10T10:00:00Z')),
    ]);
    const state = await company.state();
    expect(state).toMatchObject({ plan: 'Standard', pendingPlan: null });
    expect(state.renewsAt).toBe('2027-01-10T09:00:00.000Z');
    const invoices = await company.invoices();
    expect(invoices.map((invoice) => [invoice.plan, invoice.amountCents])).toEqual([
      ['Standard', 2999],
      ['Premium', 4999],
    ]);
  });

  it('downgrades to Gratuit at the period end, after monthly renewals', async () => {
    const company = await newCompany('Retour Gratuit');
    await subscribe(company, 'Standard');
    await runSimulatorRenewals(db(), testSeller, new Date('2026-12-10T10:00:00Z'));
    expect(await company.invoices()).toHaveLength(2);

    const response = await company.changePlan('Gratuit');
    expect(response.json()).toMatchObject({
      outcome: 'changed',
      message: BILLING_MESSAGES.downgradeToFreeScheduled,
      state: { plan: 'Standard', pendingPlan: 'Gratuit' },
    });
    await runSimulatorRenewals(db(), testSeller, new Date('2027-01-10T10:00:00Z'));
    const state = await company.state();
    expect(state).toMatchObject({ plan: 'Gratuit', pendingPlan: null });
    expect(await company.invoices()).toHaveLength(2);
    const [row] = await db().select().from(companies).where(eq(companies.id, company.id));
    expect(row!.stripeSubscriptionId).toBeNull();
  });

  it('refuses Premium → Standard without a subscription', async () => {
    const company = await newCompany('Sans Abonnement');
    await db().update(companies).set({ plan: 'Premium' }).where(eq(companies.id, company.id));
    const response = await company.changePlan('Standard');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(BILLING_MESSAGES.noActiveSubscription);
    expect((await company.state()).pendingPlan).toBeNull();
  });

  it('refuses an upgrade while a renewal is unpaid, and still ends a failing subscription set to end', async () => {
    const company = await newCompany('Impayé Puis Départ');
    await subscribe(company, 'Standard');
    await failRenewals(company, true);
    await runSimulatorRenewals(db(), testSeller, new Date('2026-12-10T10:00:00Z'));

    const preview = await company.request('GET', '/api/billing/upgrade-preview?plan=Premium');
    expect(preview.statusCode).toBe(409);
    expect(preview.json().error.message).toBe(BILLING_MESSAGES.settlePaymentFirst);
    const upgrade = await company.changePlan('Premium');
    expect(upgrade.statusCode).toBe(409);
    expect(upgrade.json().error.message).toBe(BILLING_MESSAGES.settlePaymentFirst);
    expect(await company.state()).toMatchObject({
      plan: 'Standard',
      paymentIssue: BILLING_MESSAGES.paymentFailed,
    });

    await company.changePlan('Gratuit');
    await runSimulatorRenewals(db(), testSeller, new Date('2026-12-11T10:00:00Z'));
    expect(await company.state()).toMatchObject({ plan: 'Gratuit', pendingPlan: null, paymentIssue: null });
  });
});
