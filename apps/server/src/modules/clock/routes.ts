import { activateKioskSchema, punchRequestSchema, punchResultSchema } from '@pointeo/domain/clock';
import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { CompanyGuard } from '../../lib/session-guard';
import { activateKiosk, kioskStatus, listDevices, recentEntries, revokeDevice } from './devices';
import { kioskCookie } from './kiosk-credential';
import { createKioskGuard } from './kiosk-guard';
import { recordPunch } from './service';

export interface ClockRoutesOptions {
  db: Database;
  requireCompany: CompanyGuard;
  secureCookies: boolean;
  /** The app's clock: it dates punches and counts wrong PINs, so tests can move it. */
  now: () => Date;
}

const deviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.date(),
  lastSeenAt: z.date().nullable(),
});

const entrySchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  clockIn: z.date(),
  clockOut: z.date().nullable(),
  missingClockOut: z.boolean(),
});

export const clockRoutes: FastifyPluginAsyncZod<ClockRoutesOptions> = async (
  app,
  { db, requireCompany, secureCookies, now },
) => {
  const requireKiosk = createKioskGuard(db);

  app.get(
    '/api/kiosk/status',
    { preHandler: requireKiosk, schema: { response: { 200: z.object({ companyName: z.string() }) } } },
    async (request) => kioskStatus(db, request.kioskDevice, now()),
  );

  app.post(
    '/api/kiosk/punches',
    { preHandler: requireKiosk, schema: { body: punchRequestSchema, response: { 200: punchResultSchema } } },
    async (request) => recordPunch(db, request.kioskDevice, request.body, now()),
  );

  app.post(
    '/api/clock/devices',
    {
      preHandler: requireCompany,
      schema: {
        body: activateKioskSchema,
        response: { 201: z.object({ device: deviceSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { device, credential } = await activateKiosk(db, request.companyId, request.body.name);
      reply.header('set-cookie', kioskCookie(credential, secureCookies));
      return reply.status(201).send({ device, message: CLOCK_MESSAGES.deviceActivated });
    },
  );

  app.get(
    '/api/clock/devices',
    { preHandler: requireCompany, schema: { response: { 200: z.array(deviceSchema) } } },
    async (request) => listDevices(db, request.companyId),
  );

  app.delete(
    '/api/clock/devices/:deviceId',
    {
      preHandler: requireCompany,
      schema: {
        params: z.object({ deviceId: z.string() }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await revokeDevice(db, request.companyId, request.params.deviceId, now());
      return { message: CLOCK_MESSAGES.deviceRevoked };
    },
  );

  app.get(
    '/api/clock/entries',
    { preHandler: requireCompany, schema: { response: { 200: z.array(entrySchema) } } },
    async (request) => recentEntries(db, request.companyId),
  );
};
