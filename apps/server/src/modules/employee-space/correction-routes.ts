import {
  correctionRequestInputSchema,
  monthConfirmationSchema,
  myCorrectionRequestSchema,
  myCorrectionRequestsSchema,
  myMonthParamsSchema,
  myMonthsSchema,
} from '@pointeo/domain/correction-requests';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import {
  askCorrection,
  confirmMyMonth,
  myCorrectionRequests,
  myMonths,
  type SpaceOwner,
} from '../timesheets';

export interface SpaceCorrectionRoutesOptions {
  db: Database;
  now: () => Date;
}

/** An employee's requests a minute: a person reports a few errors, a script many more. */
const REQUESTS_PER_MINUTE = 10;

/**
 * 'Signaler une erreur' and 'Je confirme mes heures' in the employee's space (decision 073). The
 * employee is always the session's: no id of the request names one. The time sheets own both records.
 */
export const spaceCorrectionRoutes: FastifyPluginAsyncZod<SpaceCorrectionRoutesOptions> = async (
  app,
  { db, now },
) => {
  const owner = (request: FastifyRequest): SpaceOwner => ({
    companyId: request.spaceEmployee.companyId,
    employeeId: request.spaceEmployee.employeeId,
  });
  const limited = {
    rateLimit: {
      max: REQUESTS_PER_MINUTE,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.spaceEmployee.employeeId,
    },
  };

  app.post(
    '/api/me/correction-requests',
    {
      config: { access: 'employee', ...limited },
      schema: { body: correctionRequestInputSchema, response: { 201: myCorrectionRequestSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await askCorrection(db, owner(request), request.body, now())),
  );

  app.get(
    '/api/me/correction-requests',
    { config: { access: 'employee' }, schema: { response: { 200: myCorrectionRequestsSchema } } },
    async (request) => ({ requests: await myCorrectionRequests(db, owner(request)) }),
  );

  app.get(
    '/api/me/months',
    { config: { access: 'employee' }, schema: { response: { 200: myMonthsSchema } } },
    async (request) => myMonths(db, owner(request)),
  );

  app.post(
    '/api/me/months/:month/confirmation',
    {
      config: { access: 'employee', ...limited },
      schema: { params: myMonthParamsSchema, response: { 200: monthConfirmationSchema } },
    },
    async (request) => confirmMyMonth(db, owner(request), request.params.month, now()),
  );
};
