import { webhookReceiptSchema } from '@pointeo/domain/billing';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { BillingContext } from './billing-context';
import { applyBillingEvent } from './provider-events';
import { type PaymentProvider, WebhookSignatureError } from './providers/payment-provider';

export interface WebhookRoutesOptions {
  context: BillingContext;
  parseWebhook: NonNullable<PaymentProvider['parseWebhook']>;
}

/**
 * The provider's webhook: verified on the raw body (a parsed and re-serialised body would not match
 * the signature), applied once per event id. A failure to apply answers 5xx so the provider retries.
 */
export const webhookRoutes: FastifyPluginAsync<WebhookRoutesOptions> = async (
  app,
  { context, parseWebhook },
) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  // Public: the provider's signature, checked below, is its credential.
  const answered = {
    config: { access: 'public' },
    schema: { response: { 200: webhookReceiptSchema } },
  } as const;
  app.post('/api/billing/webhook', answered, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    let event: ReturnType<typeof parseWebhook>;
    try {
      if (!Buffer.isBuffer(request.body)) throw new WebhookSignatureError();
      event = parseWebhook(request.body, typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 400, 'Signature du webhook invalide');
      }
      throw error;
    }
    await applyBillingEvent(context, event);
    return reply.send({ received: true });
  });
};
