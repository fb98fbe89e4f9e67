import {
  spaceEntriesSchema,
  spaceHoursSchema,
  spaceLeaveSchema,
  spaceMonthQuerySchema,
  spaceStatementParamsSchema,
  spaceWeekQuerySchema,
} from '@pointeo/domain/employee-space-views';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { sendAttachment } from '../../lib/send-attachment';
import type { TimesheetViewSources } from '../timesheets';
import { spaceEntries, spaceLeave, spaceMonth, spaceStatement, spaceWeek } from './views';

export interface EmployeeSpaceViewRoutesOptions {
  db: Database;
  now: () => Date;
  /** The Temps views' sources, which app.ts hands the time sheets too: the same figures (072). */
  sources: TimesheetViewSources;
}

/**
 * What the employee reads in their own space (decision 072): every route is 'employee', and each
 * answers the signed-in employee's data, whose ids come from the session, never from the request.
 */
export const employeeSpaceViewRoutes: FastifyPluginAsyncZod<EmployeeSpaceViewRoutesOptions> = async (
  app,
  { db, now, sources },
) => {
  const employee = { access: 'employee' } as const;
  // A statement takes a moment to build: a person downloads a few, a script is slowed.
  const downloadLimit = {
    ...employee,
    rateLimit: {
      max: 10,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.spaceEmployee.employeeId,
    },
  };

  app.get(
    '/api/me/hours/week',
    { config: employee, schema: { querystring: spaceWeekQuerySchema, response: { 200: spaceHoursSchema } } },
    async (request) => spaceWeek(db, sources, request.spaceEmployee, request.query, now()),
  );

  app.get(
    '/api/me/hours/month',
    { config: employee, schema: { querystring: spaceMonthQuerySchema, response: { 200: spaceHoursSchema } } },
    async (request) => spaceMonth(db, sources, request.spaceEmployee, request.query, now()),
  );

  app.get(
    '/api/me/entries',
    { config: employee, schema: { response: { 200: spaceEntriesSchema } } },
    async (request) => spaceEntries(db, request.spaceEmployee, now()),
  );

  app.get(
    '/api/me/leave',
    { config: employee, schema: { response: { 200: spaceLeaveSchema } } },
    async (request) => spaceLeave(db, request.spaceEmployee, now()),
  );

  app.get(
    '/api/me/statements/:month/pdf',
    { config: downloadLimit, schema: { params: spaceStatementParamsSchema } },
    async (request, reply) =>
      sendAttachment(reply, await spaceStatement(db, request.spaceEmployee, request.params.month, now())),
  );
};
