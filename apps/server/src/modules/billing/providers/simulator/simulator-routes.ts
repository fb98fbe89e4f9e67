import {
  simulatorCheckoutParamsSchema,
  simulatorCheckoutSchema,
  simulatorPaymentSchema,
  simulatorRedirectSchema,
} from '@pointeo/domain/payment-simulator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BillingContext } from '../../billing-context';
import { cancelCheckout, describeCheckout, payCheckout } from './simulator-checkout';

/**
 * The simulator's hosted checkout (only registered when no real provider is configured). Like a
 * real hosted checkout, the unguessable session id is the credential: no company session needed.
 */
export const simulatorRoutes: FastifyPluginAsyncZod<{ context: BillingContext }> = async (
  app,
  { context },
) => {
  const limited = { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } } as const;

  app.get(
    '/api/payment-simulator/checkouts/:id',
    {
      schema: { params: simulatorCheckoutParamsSchema, response: { 200: simulatorCheckoutSchema } },
      config: limited,
    },
    async (request) => describeCheckout(context.db, request.params.id),
  );

  app.post(
    '/api/payment-simulator/checkouts/:id/pay',
    {
      schema: {
        params: simulatorCheckoutParamsSchema,
        body: simulatorPaymentSchema,
        response: { 200: simulatorRedirectSchema },
      },
      config: limited,
    },
    async (request) => ({ redirectUrl: await payCheckout(context, request.params.id, request.body) }),
  );

  app.post(
    '/api/payment-simulator/checkouts/:id/cancel',
    {
      schema: { params: simulatorCheckoutParamsSchema, response: { 200: simulatorRedirectSchema } },
      config: limited,
    },
    async (request) => ({ redirectUrl: await cancelCheckout(context, request.params.id) }),
  );
};
