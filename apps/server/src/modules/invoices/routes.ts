import { invoiceIdParamsSchema } from '@pointeo/domain/billing';
import type { InvoiceSeller } from '@pointeo/domain/issued-invoice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { invoicePdfFor } from './service';

export interface InvoiceRoutesOptions {
  db: Database;
  /** Printed only on invoices issued before each kept its own seller's mentions. */
  currentSeller: InvoiceSeller;
}

export const invoiceRoutes: FastifyPluginAsyncZod<InvoiceRoutesOptions> = async (
  app,
  { db, currentSeller },
) => {
  app.get(
    '/api/invoices/:id/pdf',
    { schema: { params: invoiceIdParamsSchema }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { fileName, pdf } = await invoicePdfFor(db, currentSeller, request.companyId, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
