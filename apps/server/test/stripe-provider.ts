import { paymentSuccessUrl } from '@pointeo/domain/billing';
import { afterAll, beforeEach, expect } from 'vitest';
import { createStripeProvider, type PaymentProvider } from '../src/modules/billing';
import { type FakeStripe, startFakeStripe } from './fake-stripe';

export const DAY = 86_400_000;
export const baseUrl = 'https://pointeo.example';

/**
 * The Stripe provider against a fake Stripe of the calling test file's own, closed after it; the
 * recorded requests and the fake's settings are reset before each test.
 */
export async function useFakeStripeProvider(): Promise<{ fake: FakeStripe; provider: PaymentProvider }> {
  const fake = await startFakeStripe();
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.settings.chargeOnUpdate = true;
    fake.settings.declineCard = false;
  });
  return { fake, provider: createStripeProvider(fake.config()) };
}

export function checkoutRequest(
  customerId: string,
  overrides: Partial<Parameters<PaymentProvider['createCheckout']>[0]> = {},
) {
  return {
    companyId: 'company-1',
    customerId,
    plan: 'Standard' as const,
    successUrl: paymentSuccessUrl(baseUrl, 'Standard', customerId),
    cancelUrl: `${baseUrl}/pricing?canceled=true`,
    idempotencyKey: `checkout-${Math.random()}`,
    ...overrides,
  };
}

export function expectEveryPostKeyed(fake: FakeStripe) {
  const posts = fake.requests.filter((request) => request.method === 'POST');
  expect(posts.length).toBeGreaterThan(0);
  for (const post of posts) expect(post.idempotencyKey, `${post.path}`).toBeTruthy();
}
