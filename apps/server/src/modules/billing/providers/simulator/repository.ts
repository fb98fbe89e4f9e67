import { and, asc, eq, lte, ne, not } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import {
  simulatorCheckoutSessions,
  simulatorCustomers,
  simulatorSubscriptions,
} from '../../../../db/schema/billing';

export type SimulatorSubscriptionRow = typeof simulatorSubscriptions.$inferSelect;
export type SimulatorCheckoutRow = typeof simulatorCheckoutSessions.$inferSelect;

/** The customer of this e-mail: the one given if it is new, the existing one otherwise. */
export async function findOrInsertCustomer(
  db: Executor,
  customer: typeof simulatorCustomers.$inferInsert,
): Promise<string> {
  await db.insert(simulatorCustomers).values(customer).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(simulatorCustomers)
    .where(eq(simulatorCustomers.email, customer.email));
  return row!.id;
}

export async function cancelOpenCheckouts(db: Executor, companyId: string): Promise<void> {
  await db
    .update(simulatorCheckoutSessions)
    .set({ status: 'canceled' })
    .where(
      and(eq(simulatorCheckoutSessions.companyId, companyId), eq(simulatorCheckoutSessions.status, 'open')),
    );
}

export async function insertCheckout(
  db: Executor,
  checkout: typeof simulatorCheckoutSessions.$inferInsert,
): Promise<void> {
  await db.insert(simulatorCheckoutSessions).values(checkout);
}

export async function findCheckout(db: Executor, id: string): Promise<SimulatorCheckoutRow | undefined> {
  const [row] = await db.select().from(simulatorCheckoutSessions).where(eq(simulatorCheckoutSessions.id, id));
  return row;
}

export async function lockCheckout(tx: Executor, id: string): Promise<SimulatorCheckoutRow | undefined> {
  const [row] = await tx
    .select()
    .from(simulatorCheckoutSessions)
    .where(eq(simulatorCheckoutSessions.id, id))
    .for('update');
  return row;
}

export async function updateCheckout(
  db: Executor,
  id: string,
  change: Partial<Pick<SimulatorCheckoutRow, 'status' | 'subscriptionId'>>,
): Promise<void> {
  await db.update(simulatorCheckoutSessions).set(change).where(eq(simulatorCheckoutSessions.id, id));
}

export async function insertSubscription(
  db: Executor,
  subscription: typeof simulatorSubscriptions.$inferInsert,
): Promise<void> {
  await db.insert(simulatorSubscriptions).values(subscription);
}

export async function findSubscription(
  db: Executor,
  id: string,
): Promise<SimulatorSubscriptionRow | undefined> {
  const [row] = await db.select().from(simulatorSubscriptions).where(eq(simulatorSubscriptions.id, id));
  return row;
}

export async function lockSubscription(
  tx: Executor,
  id: string,
): Promise<SimulatorSubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(simulatorSubscriptions)
    .where(eq(simulatorSubscriptions.id, id))
    .for('update');
  return row;
}

export async function updateSubscription(
  db: Executor,
  id: string,
  change: Partial<SimulatorSubscriptionRow>,
): Promise<SimulatorSubscriptionRow | undefined> {
  const [row] = await db
    .update(simulatorSubscriptions)
    .set(change)
    .where(eq(simulatorSubscriptions.id, id))
    .returning();
  return row;
}

/**
 * The next subscription whose period has ended, locked; one another instance already holds is
 * skipped, so two instances never end the same period.
 */
export async function claimDueSubscription(
  tx: Executor,
  now: Date,
): Promise<SimulatorSubscriptionRow | undefined> {
  const [due] = await tx
    .select()
    .from(simulatorSubscriptions)
    .where(
      and(
        ne(simulatorSubscriptions.status, 'canceled'),
        lte(simulatorSubscriptions.currentPeriodEnd, now),
        // A payment that keeps failing waits for the card to change instead of looping; one set
        // to end at the period end still ends.
        not(
          and(
            eq(simulatorSubscriptions.status, 'past_due'),
            eq(simulatorSubscriptions.failNextRenewal, true),
            eq(simulatorSubscriptions.cancelAtPeriodEnd, false),
          )!,
        ),
      ),
    )
    .orderBy(asc(simulatorSubscriptions.currentPeriodEnd))
    .limit(1)
    .for('update', { skipLocked: true });
  return due;
}
