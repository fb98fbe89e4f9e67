import { Readable } from 'node:stream';
import { AUDIT_FILE_KINDS } from '@pointeo/domain/audit';
import { invoiceIdParamsSchema } from '@pointeo/domain/billing';
import type { InvoiceSeller } from '@pointeo/domain/issued-invoice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { sendExportedFile } from '../audit';
import { invoicePdfFor } from './service';

export interface InvoiceRoutesOptions {
  db: Database;
  /** Printed only on invoices issued before each kept its own seller's mentions. */
  currentSeller: InvoiceSeller;
  now: () => Date;
}

export const invoiceRoutes: FastifyPluginAsyncZod<InvoiceRoutesOptions> = async (
  app,
  { db, currentSeller, now },
) => {
  app.get(
    '/api/invoices/:id/pdf',
    { schema: { params: invoiceIdParamsSchema }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { fileName, pdf } = await invoicePdfFor(db, currentSeller, request.companyId, request.params.id);
      const file = { fileName, contentType: 'application/pdf', stream: Readable.from([pdf]) };
      return sendExportedFile(db, request, reply, { ...file, kind: AUDIT_FILE_KINDS.invoice }, now());
    },
  );
};
