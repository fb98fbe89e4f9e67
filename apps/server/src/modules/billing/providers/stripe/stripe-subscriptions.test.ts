import { describe, expect, it } from 'vitest';
import { DAY, expectEveryPostKeyed, useFakeStripeProvider } from '../../../../../test/stripe-provider';

const { fake, provider } = await useFakeStripeProvider();

describe('subscriptions', () => {
  it('maps a subscription and answers null for an unknown one', async () => {
    const customer = fake.addCustomer('sub@exemple.fr');
    const { subscription } = fake.addSubscription({ customer: customer.id, plan: 'Premium' });

    expect(await provider.retrieveSubscription(subscription.id)).toEqual({
      id: subscription.id,
      customerId: customer.id,
      plan: 'Premium',
      status: 'active',
      currentPeriodStart: new Date(subscription.periodStart * 1000),
      currentPeriodEnd: new Date(subscription.periodEnd * 1000),
      cancelAtPeriodEnd: false,
    });
    expect(await provider.retrieveSubscription('sub_test_unknown')).toBeNull();
  });

  it('sets the subscription to end with its period', async () => {
    const customer = fake.addCustomer('cancel@exemple.fr');
    const { subscription } = fake.addSubscription({ customer: customer.id, plan: 'Standard' });

    const result = await provider.cancelAtPeriodEnd(subscription.id, 'cancel-key');

    expect(result.cancelAtPeriodEnd).toBe(true);
    const [update] = fake.requestsTo('POST', `/v1/subscriptions/${subscription.id}`);
    expect(update?.params).toEqual({ cancel_at_period_end: 'true' });
    expect(update?.idempotencyKey).toBe('cancel-key');
  });

  it('releases a scheduled downgrade before ending the subscription with its period', async () => {
    const customer = fake.addCustomer('premium-free@exemple.fr');
    const { subscription } = fake.addSubscription({ customer: customer.id, plan: 'Premium' });
    await provider.scheduleDowngrade(subscription.id, 'Standard', 'down-standard');
    const scheduleId = fake.subscriptions.get(subscription.id)?.schedule;

    const result = await provider.cancelAtPeriodEnd(subscription.id, 'down-free');

    expect(result.cancelAtPeriodEnd).toBe(true);
    expect(fake.requestsTo('POST', `/v1/subscription_schedules/${scheduleId}/release`)).toHaveLength(1);
  });

  it('schedules Standard on the same subscription from the end of the paid Premium period', async () => {
    const customer = fake.addCustomer('downgrade@exemple.fr');
    const periodStart = new Date(Date.now() - 10 * DAY);
    const { subscription } = fake.addSubscription({
      customer: customer.id,
      plan: 'Premium',
      periodStart,
      metadata: { user_id: 'company-9', plan: 'Premium' },
    });

    const result = await provider.scheduleDowngrade(subscription.id, 'Standard', 'downgrade-key');

    expect(result).toMatchObject({ plan: 'Premium', cancelAtPeriodEnd: false });
    const [create] = fake.requestsTo('POST', '/v1/subscription_schedules');
    expect(create?.params).toEqual({ from_subscription: subscription.id });
    const [update] = fake.requestsTo('POST', /^\/v1\/subscription_schedules\/[^/]+$/);
    expect(update?.params).toEqual({
      end_behavior: 'release',
      proration_behavior: 'none',
      phases: [
        {
          items: [{ price: fake.prices.Premium, quantity: '1' }],
          start_date: String(subscription.periodStart),
          end_date: String(subscription.periodEnd),
        },
        {
          items: [{ price: fake.prices.Standard, quantity: '1' }],
          duration: { interval: 'month', interval_count: '1' },
          metadata: { user_id: 'company-9', plan: 'Standard' },
        },
      ],
    });
    const schedule = [...fake.schedules.values()].find(
      (candidate) => candidate.subscription === subscription.id,
    );
    expect(schedule?.phases.map((phase) => [phase.startDate, phase.items[0]?.price])).toEqual([
      [subscription.periodStart, fake.prices.Premium],
      [subscription.periodEnd, fake.prices.Standard],
    ]);
    expect(fake.subscriptions.get(subscription.id)?.cancelAtPeriodEnd).toBe(false);
    expectEveryPostKeyed(fake);
  });

  it('undoes a pending end before scheduling the downgrade', async () => {
    const customer = fake.addCustomer('ending@exemple.fr');
    const { subscription } = fake.addSubscription({ customer: customer.id, plan: 'Premium' });
    await provider.cancelAtPeriodEnd(subscription.id, 'end-first');

    await provider.scheduleDowngrade(subscription.id, 'Standard', 'then-downgrade');

    const posts = fake.requests.filter((request) => request.method === 'POST').map((request) => request.path);
    expect(posts.slice(1, 3)).toEqual([`/v1/subscriptions/${subscription.id}`, '/v1/subscription_schedules']);
    expect(fake.subscriptions.get(subscription.id)).toMatchObject({ cancelAtPeriodEnd: false });
    expect(fake.subscriptions.get(subscription.id)?.schedule).toBeTruthy();
  });
});

describe('upgrade', () => {
  async function standardSubscription(email: string) {
    const customer = fake.addCustomer(email);
    const periodStart = new Date(Date.now() - 15 * DAY);
    return fake.addSubscription({ customer: customer.id, plan: 'Standard', periodStart }).subscription;
  }

  it('swaps the price at once with an invoiced proration and reports what was paid', async () => {
    const subscription = await standardSubscription('upgrade@exemple.fr');

    const prorationDate = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    const outcome = await provider.upgrade(subscription.id, 'Premium', 'upgrade-key', prorationDate);

    const [swap] = fake.requestsTo('POST', `/v1/subscriptions/${subscription.id}`);
    expect(swap?.params).toEqual({
      items: [{ id: subscription.itemId, price: fake.prices.Premium }],
      proration_behavior: 'always_invoice',
      proration_date: String(prorationDate.getTime() / 1000),
      payment_behavior: 'pending_if_incomplete',
    });
    const invoice = fake.invoices.get(outcome.invoiceReference ?? '');
    expect(invoice?.billingReason).toBe('subscription_update');
    expect(outcome.amountPaidCents).toBe(invoice?.amountPaid);
    expect(outcome.amountPaidCents).toBeGreaterThan(0);
    expect(outcome.amountPaidCents).toBeLessThan(2000);
    expect(outcome.periodEnd).toEqual(new Date(subscription.periodEnd * 1000));
    expect(fake.requestsTo('POST', /\/pay$/)).toHaveLength(0);
    expect(fake.subscriptions.get(subscription.id)?.priceId).toBe(fake.prices.Premium);
    expectEveryPostKeyed(fake);
  });

  it('previews the proration invoice of the swap, the new monthly price and the card, changing nothing', async () => {
    const subscription = await standardSubscription('preview@exemple.fr');
    // A day ago (20,00 € × 1/30 more): the preview and the swap prorate as of this instant, not as
    // of the moment each request arrives.
    const prorationDate = new Date(Math.floor(Date.now() / 1000) * 1000 - DAY);

    const preview = await provider.previewUpgrade(subscription.id, 'Premium', prorationDate);

    const [request] = fake.requestsTo('POST', '/v1/invoices/create_preview');
    expect(request?.params).toEqual({
      customer: subscription.customer,
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: subscription.itemId, price: fake.prices.Premium }],
        proration_behavior: 'always_invoice',
        proration_date: String(prorationDate.getTime() / 1000),
      },
    });
    expect(preview).toEqual({
      amountDueCents: expect.any(Number),
      monthlyCents: 4999,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(preview.amountDueCents).toBeGreaterThan(1000);
    expect(preview.amountDueCents).toBeLessThan(1100);
    expect(fake.subscriptions.get(subscription.id)?.priceId).toBe(fake.prices.Standard);
    expect(fake.requestsTo('POST', `/v1/subscriptions/${subscription.id}`)).toHaveLength(0);

    const outcome = await provider.upgrade(subscription.id, 'Premium', 'previewed', prorationDate);
    expect(outcome.amountPaidCents).toBe(preview.amountDueCents);
  });

  it("names the customer's invoice card when the subscription has none of its own", async () => {
    const subscription = await standardSubscription('customer-card@exemple.fr');
    const subscriptionCard = fake.subscriptions.get(subscription.id)!.defaultPaymentMethod!;
    fake.subscriptions.get(subscription.id)!.defaultPaymentMethod = null;
    fake.paymentMethods.set('pm_test_mastercard', {
      id: 'pm_test_mastercard',
      customer: subscription.customer,
      brand: 'mastercard',
      last4: '4444',
    });
    fake.customers.get(subscription.customer)!.defaultPaymentMethod = 'pm_test_mastercard';
    const preview = await provider.previewUpgrade(subscription.id, 'Premium', new Date());
    expect(preview.card).toEqual({ brand: 'mastercard', last4: '4444' });

    fake.customers.get(subscription.customer)!.defaultPaymentMethod = null;
    expect((await provider.previewUpgrade(subscription.id, 'Premium', new Date())).card).toBeNull();
    fake.subscriptions.get(subscription.id)!.defaultPaymentMethod = subscriptionCard;
  });

  it('pays the proration invoice right away when the charge did not go through', async () => {
    const subscription = await standardSubscription('open-invoice@exemple.fr');
    fake.settings.chargeOnUpdate = false;

    const outcome = await provider.upgrade(subscription.id, 'Premium', 'upgrade-open', new Date());

    const [pay] = fake.requestsTo('POST', `/v1/invoices/${outcome.invoiceReference}/pay`);
    expect(pay?.idempotencyKey).toBeTruthy();
    expect(outcome.amountPaidCents).toBeGreaterThan(0);
    expect(fake.subscriptions.get(subscription.id)).toMatchObject({
      priceId: fake.prices.Premium,
      pendingPriceId: null,
    });
  });

  it('answers the same proration invoice when the upgrade is retried with its key', async () => {
    const subscription = await standardSubscription('retry-upgrade@exemple.fr');

    // A retry is the same request: the confirmed preview's date, as plan-change.ts passes it (two
    // `new Date()` a second apart made Stripe refuse the key as used with other parameters).
    const prorationDate = new Date();
    const first = await provider.upgrade(subscription.id, 'Premium', 'upgrade-twice', prorationDate);
    const second = await provider.upgrade(subscription.id, 'Premium', 'upgrade-twice', prorationDate);

    expect(second).toEqual(first);
    const prorations = [...fake.invoices.values()].filter(
      (invoice) =>
        invoice.subscription === subscription.id && invoice.billingReason === 'subscription_update',
    );
    expect(prorations).toHaveLength(1);
  });

  it('reports nothing paid when no proration invoice was issued', async () => {
    const subscription = await standardSubscription('same-price@exemple.fr');

    const outcome = await provider.upgrade(subscription.id, 'Standard', 'same-price', new Date());

    expect(outcome).toMatchObject({ amountPaidCents: null, invoiceReference: null });
  });

  it('reports a declined card as a card error and leaves the plan unchanged', async () => {
    const subscription = await standardSubscription('declined@exemple.fr');
    fake.settings.chargeOnUpdate = false;
    fake.settings.declineCard = true;

    const attempt = provider.upgrade(subscription.id, 'Premium', 'upgrade-declined', new Date());

    await expect(attempt).rejects.toMatchObject({ name: 'PaymentProviderError', kind: 'card' });
    expect(fake.subscriptions.get(subscription.id)?.priceId).toBe(fake.prices.Standard);
  });

  it('undoes a scheduled downgrade and a pending end before the swap', async () => {
    const subscription = await standardSubscription('undo@exemple.fr');
    await provider.cancelAtPeriodEnd(subscription.id, 'undo-end');
    fake.requests.length = 0;

    await provider.upgrade(subscription.id, 'Premium', 'undo-upgrade', new Date());

    const updates = fake.requestsTo('POST', `/v1/subscriptions/${subscription.id}`);
    expect(updates.map((update) => update.params)).toEqual([
      { cancel_at_period_end: 'false' },
      expect.objectContaining({ payment_behavior: 'pending_if_incomplete' }),
    ]);
    expect(fake.subscriptions.get(subscription.id)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('releases a downgrade schedule before the swap', async () => {
    const customer = fake.addCustomer('premium-back@exemple.fr');
    const { subscription } = fake.addSubscription({ customer: customer.id, plan: 'Premium' });
    await provider.scheduleDowngrade(subscription.id, 'Standard', 'down');
    const scheduleId = fake.subscriptions.get(subscription.id)?.schedule;
    fake.subscriptions.get(subscription.id)!.priceId = fake.prices.Standard;

    await provider.upgrade(subscription.id, 'Premium', 'up-again', new Date());

    expect(fake.requestsTo('POST', `/v1/subscription_schedules/${scheduleId}/release`)).toHaveLength(1);
    expect(fake.schedules.get(scheduleId ?? '')?.status).toBe('released');
  });
});
