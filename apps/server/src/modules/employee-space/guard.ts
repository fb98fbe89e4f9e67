import { SPACE_MESSAGES } from '@pointeo/domain/employee-space';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { readCookie } from '../../lib/cookies';
import { findSpaceEmployee } from '../employees';
import { hashSpaceToken, SPACE_COOKIE } from './credential';
import { findLiveSession } from './repository';

/** The employee signed in to their own space, as the guard found them. */
export interface SpaceEmployee {
  sessionId: string;
  companyId: string;
  employeeId: string;
  firstName: string;
  lastName: string;
  siteId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The employee whose space this is; set by the guard of `access: 'employee'` routes. */
    spaceEmployee: SpaceEmployee;
  }
}

/**
 * The guard of `access: 'employee'` routes (decision 071): a live session of an active employee,
 * and nothing else, opens them; the routes read and change only that employee's data.
 */
export function createEmployeeGuard(db: Database, now: () => Date) {
  return async (request: FastifyRequest) => {
    const token = readCookie(request.headers.cookie, SPACE_COOKIE);
    const session = token ? await findLiveSession(db, hashSpaceToken(token), now()) : undefined;
    const employee = session && (await findSpaceEmployee(db, session.companyId, session.employeeId));
    if (!session || !employee) throw new AppError('EMPLOYEE_NOT_SIGNED_IN', 401, SPACE_MESSAGES.notSignedIn);
    request.spaceEmployee = {
      sessionId: session.id,
      companyId: session.companyId,
      employeeId: session.employeeId,
      firstName: employee.firstName,
      lastName: employee.lastName,
      siteId: employee.siteId,
    };
  };
}
