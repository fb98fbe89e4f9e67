import { describe, expect, it } from 'vitest';
import { checkoutRequest, useFakeStripeProvider } from '../../../../../test/stripe-provider';
import { WebhookSignatureError } from '../payment-provider';

const { fake, provider } = await useFakeStripeProvider();

describe('webhooks', () => {
  const parse = (body: Buffer, signature: string | undefined) => provider.parseWebhook!(body, signature);

  it('maps a correctly signed checkout.session.completed', async () => {
    const customer = fake.addCustomer('hook@exemple.fr');
    const { id } = await provider.createCheckout(checkoutRequest(customer.id));
    const { event, payload, signature } = fake.signedEvent(
      'checkout.session.completed',
      fake.render.checkoutSession(id),
    );

    expect(parse(payload, signature)).toEqual({
      id: event.id,
      type: 'checkout.completed',
      checkoutSessionId: id,
    });
  });

  it('maps a paid renewal invoice with its subscription, plan and period', async () => {
    const customer = fake.addCustomer('renewal@exemple.fr');
    const { subscription } = fake.addSubscription({ customer: customer.id, plan: 'Premium' });
    const invoice = fake.renewSubscription(subscription.id);
    const { event, payload, signature } = fake.signedEvent('invoice.paid', fake.render.invoice(invoice.id));

    expect(parse(payload, signature)).toEqual({
      id: event.id,
      type: 'invoice.paid',
      subscriptionId: subscription.id,
      customerId: customer.id,
      renewal: true,
      upgrade: false,
      plan: 'Premium',
      invoice: {
        reference: invoice.id,
        amountPaidCents: 4999,
        paid: true,
        periodStart: new Date(subscription.periodStart * 1000),
        periodEnd: new Date(subscription.periodEnd * 1000),
      },
    });
  });

  it('maps a failed renewal and a first invoice that is not a renewal', () => {
    const customer = fake.addCustomer('failed@exemple.fr');
    const { subscription, invoice: first } = fake.addSubscription({
      customer: customer.id,
      plan: 'Standard',
    });
    const failed = fake.renewSubscription(subscription.id, { paid: false });

    const failedEvent = fake.signedEvent('invoice.payment_failed', fake.render.invoice(failed.id));
    const firstEvent = fake.signedEvent('invoice.paid', fake.render.invoice(first.id));

    expect(parse(failedEvent.payload, failedEvent.signature)).toMatchObject({
      type: 'invoice.payment_failed',
      renewal: true,
      plan: 'Standard',
      invoice: { reference: failed.id, paid: false, amountPaidCents: 0 },
    });
    expect(parse(firstEvent.payload, firstEvent.signature)).toMatchObject({
      type: 'invoice.paid',
      renewal: false,
      upgrade: false,
    });
  });

  it('maps subscription events to a change and anything else to ignored', () => {
    const customer = fake.addCustomer('changed@exemple.fr');
    const { subscription } = fake.addSubscription({ customer: customer.id, plan: 'Standard' });

    for (const type of ['created', 'updated', 'deleted']) {
      const { event, payload, signature } = fake.signedEvent(
        `customer.subscription.${type}`,
        fake.render.subscription(subscription.id),
      );
      expect(parse(payload, signature)).toEqual({
        id: event.id,
        type: 'subscription.changed',
        subscriptionId: subscription.id,
        customerId: customer.id,
      });
    }
    const other = fake.signedEvent('customer.created', { id: customer.id, object: 'customer' });
    expect(parse(other.payload, other.signature)).toEqual({ id: other.event.id, type: 'ignored' });
  });

  it('refuses a payload signed with another secret, a tampered body and a missing signature', () => {
    const forged = fake.signedEvent('customer.created', { id: 'cus_x' }, { secret: 'whsec_someone_else' });
    const genuine = fake.signedEvent('customer.created', { id: 'cus_x' });
    const tampered = Buffer.from(genuine.payload.toString().replace('cus_x', 'cus_y'));

    expect(() => parse(forged.payload, forged.signature)).toThrow(WebhookSignatureError);
    expect(() => parse(tampered, genuine.signature)).toThrow(WebhookSignatureError);
    expect(() => parse(genuine.payload, undefined)).toThrow(WebhookSignatureError);
  });

  it('refuses an event signed more than 300 s ago and accepts one signed 200 s ago', () => {
    const now = Math.floor(Date.now() / 1000);
    const old = fake.signedEvent('customer.created', { id: 'cus_old' }, { timestamp: now - 301 });
    const recent = fake.signedEvent('customer.created', { id: 'cus_recent' }, { timestamp: now - 200 });

    expect(() => parse(old.payload, old.signature)).toThrow(WebhookSignatureError);
    expect(parse(recent.payload, recent.signature).type).toBe('ignored');
  });
});
