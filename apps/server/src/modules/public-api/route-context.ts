import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { Signature } from '../../lib/authors';
import type { EmployeeViewSources } from '../employees';
import type { LeaveActor, LeaveNotices } from '../leave';
import type { TimesheetViewSources } from '../timesheets';
import type { idempotentPost } from './idempotency';

export interface PublicApiSources {
  /** The Employés list's last arrivals (the clock's, decision 039). */
  employees: EmployeeViewSources;
  /** The Temps views' figures (the period loader's and the clock's, decisions 035, 043). */
  timesheets: TimesheetViewSources;
}

export interface PublicApiRoutesOptions {
  db: Database;
  now: () => Date;
  /** The same sources the app's views read, handed over by app.ts: the API's figures are the app's. */
  sources: PublicApiSources;
  /** Leave's notices: an answer by the API is mailed to the employee as the app's is (decision 048). */
  leaveNotices: LeaveNotices;
}

/** The signature of what an API key writes: the corrections' trail and leave decisions name it. */
export const API_KEY_AUTHOR_NAME = "Clé d'API";
export const signatureOfKey = (request: FastifyRequest): Signature => ({
  authorId: `api-key:${request.apiKey.id}`,
  authorName: API_KEY_AUTHOR_NAME,
});

export const TAGS = {
  employees: 'Employés',
  sites: 'Sites',
  entries: 'Pointages',
  sheets: 'Feuilles de temps',
  absences: 'Absences',
  reports: 'Rapports',
} as const;

/** The public API's routes as registered by publicApiRoutes. */
export type PublicApiApp = Parameters<FastifyPluginAsyncZod>[0];

/** What every group of the API's routes shares: the app's sources and the key's conventions. */
export interface PublicApiContext {
  db: Database;
  now: () => Date;
  sources: PublicApiSources;
  leaveNotices: LeaveNotices;
  /** A route's config: called with an API key (decision 075). */
  apiKey: { readonly access: 'apiKey' };
  /** A POST's options: the key, and its Idempotency-Key claimed before the handler. */
  post: {
    readonly config: { readonly access: 'apiKey' };
    readonly preHandler: ReturnType<typeof idempotentPost>;
  };
  /** A list filtered on an employee of another company (or of none) is a 404, as reading them is. */
  requireEmployee: (companyId: string, employeeId: string | undefined) => Promise<void>;
  /** Who writes: the key, signed «Clé d'API». */
  actor: (request: FastifyRequest) => LeaveActor;
}
