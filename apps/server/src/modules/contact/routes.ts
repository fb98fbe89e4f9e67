import { messageSchema } from '@pointeo/domain/api';
import { CONTACT_CONFIRMATION, contactMessageSchema } from '@pointeo/domain/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { receiveContactMessage } from './service';

export interface ContactRoutesOptions {
  db: Database;
  mailer: Mailer;
  contactTo: string;
}

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, options) => {
  app.post(
    '/api/contact',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        body: contactMessageSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      await receiveContactMessage({ ...options, log: request.log }, request.body);
      return reply.status(201).send({ message: CONTACT_CONFIRMATION });
    },
  );
};
