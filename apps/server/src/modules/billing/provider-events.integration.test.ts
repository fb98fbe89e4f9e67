import { BILLING_MESSAGES } from '@pointeo/domain/billing-messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testSeller, useSimulatorBilling } from '../../../test/billing';
import { companies } from '../../db/schema/accounts';
import { simulatorSubscriptions } from '../../db/schema/billing';
import { applySubscriptionSnapshot } from './provider-events';
import { toProviderSubscription } from './providers/simulator/simulator-provider';
import { runSimulatorRenewals } from './providers/simulator/simulator-renewals';

const clock = new Date('2026-11-10T09:00:00Z');
const { db, newCompany, anonymous, subscribe, failRenewals } = useSimulatorBilling(() => clock);

describe('provider events and renewals', () => {
  it('shows a failed renewal, then settles the same invoice when the payment goes through', async () => {
    const company = await newCompany('Paiement Refusé');
    await subscribe(company, 'Standard');
    await failRenewals(company, true);
    await runSimulatorRenewals(db(), testSeller, new Date('2026-12-10T10:00:00Z'));
    expect((await company.state()).paymentIssue).toBe(BILLING_MESSAGES.paymentFailed);
    const [unpaid] = await company.invoices();
    expect(unpaid).toMatchObject({ status: 'impayé', paidOn: null });

    await failRenewals(company, false);
    await runSimulatorRenewals(db(), testSeller, new Date('2026-12-11T10:00:00Z'));
    expect((await company.state()).paymentIssue).toBeNull();
    const invoices = await company.invoices();
    expect(invoices).toHaveLength(2);
    expect(invoices.find((invoice) => invoice.id === unpaid!.id)).toMatchObject({ status: 'payé' });
  });

  it('dates a past-due subscription by the app clock', async () => {
    const company = await newCompany('Retard Daté');
    await subscribe(company, 'Standard');
    const [row] = await db().select().from(companies).where(eq(companies.id, company.id));
    const [subscription] = await db()
      .select()
      .from(simulatorSubscriptions)
      .where(eq(simulatorSubscriptions.id, row!.stripeSubscriptionId!));
    await db().transaction((tx) =>
      applySubscriptionSnapshot(tx, { ...toProviderSubscription(subscription!), status: 'past_due' }, clock),
    );
    const [after] = await db().select().from(companies).where(eq(companies.id, company.id));
    expect(after!.paymentFailedAt).toEqual(clock);
  });

  it('never lets two companies share a provider customer or subscription id', async () => {
    const owner = await newCompany('Identifiants Uniques');
    await subscribe(owner, 'Standard');
    const [ids] = await db().select().from(companies).where(eq(companies.id, owner.id));
    const other = await newCompany('Identifiants Copiés');
    for (const change of [
      { stripeCustomerId: ids!.stripeCustomerId },
      { stripeSubscriptionId: ids!.stripeSubscriptionId },
    ]) {
      await expect(db().update(companies).set(change).where(eq(companies.id, other.id))).rejects.toThrow();
    }
  });

  it('has no webhook endpoint while the simulator is the provider', async () => {
    const response = await anonymous('POST', '/api/billing/webhook', {});
    expect(response.statusCode).toBe(404);
  });
});
