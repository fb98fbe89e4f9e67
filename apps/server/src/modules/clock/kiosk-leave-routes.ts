import {
  absencePreviewSchema,
  absenceTypeListSchema,
  kioskLeaveRequestResultSchema,
  kioskLeaveRequestSchema,
} from '@pointeo/domain/leave';
import { KIOSK_DEVICE_HOURLY_REQUESTS_LIMIT, LEAVE_MESSAGES } from '@pointeo/domain/leave-messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FeatureGate } from '../../lib/plan-gate';
import { type LeaveNotices, listTypes } from '../leave';
import { previewLeaveAtKiosk, requestLeaveAtKiosk } from './kiosk-leave-requests';
import type { WrongPinStore } from './wrong-pin-store';

export interface KioskLeaveRoutesOptions {
  db: Database;
  requireFeature: FeatureGate;
  now: () => Date;
  /** The kiosk's wrong-PIN budget, which its leave requests spend as punches do. */
  wrongPins: WrongPinStore;
  /** Queues the e-mail a new request owes the company (decision 048). */
  notices: LeaveNotices;
}

/**
 * The kiosk's 'Demander un congé' (leave's types and requests, composed by the kiosk's module:
 * decision 035), opened by the kiosk's credential (not a company session) and
 * gated by the plan of the kiosk's company, with the same French 403 as the tab.
 */
export const kioskLeaveRoutes: FastifyPluginAsyncZod<KioskLeaveRoutesOptions> = async (
  app,
  { db, requireFeature, now, wrongPins, notices },
) => {
  app.addHook(
    'preHandler',
    requireFeature('leave', (request) => request.kioskDevice.companyId),
  );

  // Counted after the kiosk guard and the plan gate (the rate-limit plugin adds its hook to the route's own).
  const deviceLimit = {
    max: KIOSK_DEVICE_HOURLY_REQUESTS_LIMIT,
    timeWindow: '1 hour',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.kioskDevice.id,
    errorResponseBuilder: () =>
      new AppError('KIOSK_TOO_MANY_REQUESTS', 429, LEAVE_MESSAGES.kioskTooManyRequests),
  };

  app.get(
    '/api/kiosk/leave/types',
    { config: { access: 'kiosk' }, schema: { response: { 200: absenceTypeListSchema } } },
    async (request) => listTypes(db, request.kioskDevice.companyId),
  );

  // The form's balance before and after (decision 046): a PIN like a request's, nothing written.
  app.post(
    '/api/kiosk/leave/preview',
    {
      config: { access: 'kiosk', rateLimit: deviceLimit },
      schema: { body: kioskLeaveRequestSchema, response: { 200: absencePreviewSchema } },
    },
    async (request) => previewLeaveAtKiosk(db, wrongPins, request.kioskDevice, request.body, now()),
  );

  app.post(
    '/api/kiosk/leave/requests',
    {
      config: { access: 'kiosk', rateLimit: deviceLimit },
      schema: { body: kioskLeaveRequestSchema, response: { 201: kioskLeaveRequestResultSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await requestLeaveAtKiosk(db, notices, wrongPins, request.kioskDevice, request.body, now())),
  );
};
