import {
  billingStateSchema,
  changePlanBodySchema,
  changePlanResultSchema,
  confirmCheckoutBodySchema,
  confirmCheckoutResultSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  upgradePreviewQuerySchema,
  upgradePreviewSchema,
} from '@pointeo/domain/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberActor } from '../audit';
import type { BillingContext } from './billing-context';
import { getBillingState, listInvoices } from './billing-state';
import { confirmCheckout } from './checkout';
import { changePlan, previewPlanChange } from './plan-change';

export interface BillingRoutesOptions {
  context: BillingContext;
}

/** The signed-in company's plan and invoices; every plan change is decided here (SPEC §4). */
export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, { context }) => {
  app.get('/api/billing/state', { schema: { response: { 200: billingStateSchema } } }, async (request) =>
    getBillingState(context.db, request.companyId),
  );

  app.get(
    '/api/billing/invoices',
    { schema: { querystring: invoiceListQuerySchema, response: { 200: invoiceListSchema } } },
    async (request) => listInvoices(context.db, request.companyId, request.query.page),
  );

  app.post(
    '/api/billing/change-plan',
    {
      schema: { body: changePlanBodySchema, response: { 200: changePlanResultSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) =>
      changePlan(context, request.companyId, request.body.plan, request.body.confirmation, {
        actor: memberActor(request.member),
        ip: request.ip,
      }),
  );

  app.get(
    '/api/billing/upgrade-preview',
    {
      schema: { querystring: upgradePreviewQuerySchema, response: { 200: upgradePreviewSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => previewPlanChange(context, request.companyId, request.query.plan),
  );

  app.post(
    '/api/billing/confirm-checkout',
    {
      schema: { body: confirmCheckoutBodySchema, response: { 200: confirmCheckoutResultSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => confirmCheckout(context, request.companyId, request.body),
  );
};
