import { messageSchema } from '@pointeo/domain/api';
import {
  activateKioskSchema,
  cancelPunchRequestSchema,
  cancelPunchResultSchema,
  kioskActivationResultSchema,
  kioskDeviceListSchema,
  kioskDeviceParamsSchema,
  kioskStatusSchema,
  punchRequestSchema,
  punchResultSchema,
  timeEntryListSchema,
} from '@pointeo/domain/clock';
import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { CompanyGuard } from '../../lib/session-guard';
import { activateKiosk, kioskStatus, listDevices, recentEntries, revokeDevice } from './devices';
import { kioskCookie } from './kiosk-credential';
import { createKioskGuard } from './kiosk-guard';
import { cancelPunch, recordPunch } from './service';
import type { WrongPinStore } from './wrong-pin-store';

export interface ClockRoutesOptions {
  db: Database;
  requireCompany: CompanyGuard;
  secureCookies: boolean;
  /** The app's clock: it dates punches and counts wrong PINs, so tests can move it. */
  now: () => Date;
  wrongPins: WrongPinStore;
}

export const clockRoutes: FastifyPluginAsyncZod<ClockRoutesOptions> = async (
  app,
  { db, requireCompany, secureCookies, now, wrongPins },
) => {
  const requireKiosk = createKioskGuard(db);

  app.get(
    '/api/kiosk/status',
    { preHandler: requireKiosk, schema: { response: { 200: kioskStatusSchema } } },
    async (request) => kioskStatus(db, request.kioskDevice, now()),
  );

  app.post(
    '/api/kiosk/punches',
    { preHandler: requireKiosk, schema: { body: punchRequestSchema, response: { 200: punchResultSchema } } },
    async (request) => recordPunch(db, wrongPins, request.kioskDevice, request.body, now()),
  );

  app.post(
    '/api/kiosk/punches/cancel',
    {
      preHandler: requireKiosk,
      schema: { body: cancelPunchRequestSchema, response: { 200: cancelPunchResultSchema } },
    },
    async (request) => cancelPunch(db, wrongPins, request.kioskDevice, request.body, now()),
  );

  app.post(
    '/api/clock/devices',
    {
      preHandler: requireCompany,
      schema: { body: activateKioskSchema, response: { 201: kioskActivationResultSchema } },
    },
    async (request, reply) => {
      const { device, credential } = await activateKiosk(db, request.companyId, request.body.name);
      reply.header('set-cookie', kioskCookie(credential, secureCookies));
      return reply.status(201).send({ device, message: CLOCK_MESSAGES.deviceActivated });
    },
  );

  app.get(
    '/api/clock/devices',
    { preHandler: requireCompany, schema: { response: { 200: kioskDeviceListSchema } } },
    async (request) => listDevices(db, request.companyId),
  );

  app.delete(
    '/api/clock/devices/:deviceId',
    {
      // Before validation, as on every company route: without a session, even a malformed id is a 401.
      onRequest: requireCompany,
      schema: { params: kioskDeviceParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await revokeDevice(db, request.companyId, request.params.deviceId, now());
      return { message: CLOCK_MESSAGES.deviceRevoked };
    },
  );

  app.get(
    '/api/clock/entries',
    { preHandler: requireCompany, schema: { response: { 200: timeEntryListSchema } } },
    async (request) => recentEntries(db, request.companyId),
  );
};
