import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/accounts';

/*
 * The company's subscription, as billing reads and changes it: its plan, renewal, pending change,
 * payment provider ids and failed payment. Columns of the company, which accounts owns; billing
 * reaches them through accounts' face only.
 */

const billingColumns = {
  id: companies.id,
  name: companies.name,
  email: companies.email,
  plan: companies.plan,
  pendingSubscription: companies.pendingSubscription,
  renewsAt: companies.renewsAt,
  stripeCustomerId: companies.stripeCustomerId,
  stripeSubscriptionId: companies.stripeSubscriptionId,
  paymentFailedAt: companies.paymentFailedAt,
};
export type CompanyBilling = Pick<typeof companies.$inferSelect, keyof typeof billingColumns>;

export async function findCompanyBilling(
  db: Executor,
  companyId: string,
): Promise<CompanyBilling | undefined> {
  const [row] = await db.select(billingColumns).from(companies).where(eq(companies.id, companyId));
  return row;
}

/** Locks the company row: plan changes of one company are applied one after the other. */
export async function lockCompanyBilling(
  tx: Executor,
  companyId: string,
): Promise<CompanyBilling | undefined> {
  const [row] = await tx
    .select(billingColumns)
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row;
}

/** The company a provider event is about: by its subscription, else by its customer. */
export async function lockCompanyByProviderIds(
  tx: Executor,
  ids: { subscriptionId: string; customerId: string },
): Promise<CompanyBilling | undefined> {
  const [row] = await tx
    .select(billingColumns)
    .from(companies)
    .where(
      or(
        eq(companies.stripeSubscriptionId, ids.subscriptionId),
        eq(companies.stripeCustomerId, ids.customerId),
      ),
    )
    .orderBy(sql`${companies.stripeSubscriptionId} = ${ids.subscriptionId} desc`)
    .limit(1)
    .for('update');
  return row;
}

export type CompanyBillingChange = Partial<
  Pick<
    typeof companies.$inferInsert,
    | 'plan'
    | 'pendingSubscription'
    | 'renewsAt'
    | 'stripeCustomerId'
    | 'stripeSubscriptionId'
    | 'paymentFailedAt'
  >
>;

export async function updateCompanyBilling(db: Executor, companyId: string, change: CompanyBillingChange) {
  await db.update(companies).set(change).where(eq(companies.id, companyId));
}
