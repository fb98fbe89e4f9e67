import { messageSchema } from '@pointeo/domain/api';
import {
  activateKioskSchema,
  type KioskDevice,
  kioskActivationResultSchema,
  kioskDeviceListSchema,
  kioskDeviceParamsSchema,
  kioskStatusSchema,
  punchRequestSchema,
  punchResultSchema,
  type TimeEntry,
  timeEntryListSchema,
} from '@pointeo/domain/clock';
import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CompanyGuard } from '../accounts/session-guard';
import { kioskCookie, newKioskCredential } from './kiosk-credential';
import { createKioskGuard } from './kiosk-guard';
import {
  insertKioskDevice,
  type KioskDeviceRow,
  listKioskDevices,
  listRecentEntries,
  revokeKioskDevice,
  touchKioskDevice,
} from './repository';
import { recordPunch } from './service';

export interface ClockRoutesOptions {
  db: Database;
  requireCompany: CompanyGuard;
  secureCookies: boolean;
  /** The app's clock: it dates punches and counts wrong PINs, so tests can move it. */
  now: () => Date;
}

const RECENT_ENTRIES = 100;

const toKioskDevice = (
  device: Pick<KioskDeviceRow, 'id' | 'name' | 'createdAt' | 'lastSeenAt'>,
): KioskDevice => ({
  id: device.id,
  name: device.name,
  createdAt: device.createdAt.toISOString(),
  lastSeenAt: device.lastSeenAt?.toISOString() ?? null,
});

const toTimeEntry = (entry: Awaited<ReturnType<typeof listRecentEntries>>[number]): TimeEntry => ({
  ...entry,
  clockIn: entry.clockIn.toISOString(),
  clockOut: entry.clockOut?.toISOString() ?? null,
});

export const clockRoutes: FastifyPluginAsyncZod<ClockRoutesOptions> = async (
  app,
  { db, requireCompany, secureCookies, now },
) => {
  const requireKiosk = createKioskGuard(db);

  app.get(
    '/api/kiosk/status',
    { preHandler: requireKiosk, schema: { response: { 200: kioskStatusSchema } } },
    async (request) => {
      await touchKioskDevice(db, request.kioskDevice.id);
      return { companyName: request.kioskDevice.companyName };
    },
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
        response: { 201: kioskActivationResultSchema },
      },
    },
    async (request, reply) => {
      const { credential, hash } = newKioskCredential();
      const device = await insertKioskDevice(db, {
        companyId: request.companyId,
        name: request.body.name,
        credentialHash: hash,
      });
      reply.header('set-cookie', kioskCookie(credential, secureCookies));
      return reply
        .status(201)
        .send({ device: toKioskDevice(device), message: CLOCK_MESSAGES.deviceActivated });
    },
  );

  app.get(
    '/api/clock/devices',
    { preHandler: requireCompany, schema: { response: { 200: kioskDeviceListSchema } } },
    async (request) => (await listKioskDevices(db, request.companyId)).map(toKioskDevice),
  );

  app.delete(
    '/api/clock/devices/:deviceId',
    {
      // Before validation, as on every company route: without a session, even a malformed id is a 401.
      onRequest: requireCompany,
      schema: {
        params: kioskDeviceParamsSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const revoked = await revokeKioskDevice(db, request.companyId, request.params.deviceId);
      if (!revoked) throw new AppError('DEVICE_NOT_FOUND', 404, CLOCK_MESSAGES.deviceNotFound);
      return { message: CLOCK_MESSAGES.deviceRevoked };
    },
  );

  app.get(
    '/api/clock/entries',
    { preHandler: requireCompany, schema: { response: { 200: timeEntryListSchema } } },
    async (request) => (await listRecentEntries(db, request.companyId, RECENT_ENTRIES)).map(toTimeEntry),
  );
};
