import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { readCookie } from '../../lib/cookies';
import { hashKioskCredential, KIOSK_COOKIE } from './kiosk-credential';
import { findActiveDeviceByCredentialHash } from './repository/devices';

declare module 'fastify' {
  interface FastifyRequest {
    /** The activated kiosk making the request; set by the kiosk guard. */
    kioskDevice: { id: string; companyId: string; companyName: string };
  }
}

/** The guard of `access: 'kiosk'` routes: a live (not revoked) kiosk credential, and nothing else, opens them. */
export function createKioskGuard(db: Database) {
  return async (request: FastifyRequest) => {
    const credential = readCookie(request.headers.cookie, KIOSK_COOKIE);
    const device =
      credential && (await findActiveDeviceByCredentialHash(db, hashKioskCredential(credential)));
    if (!device) throw new AppError('KIOSK_NOT_ACTIVATED', 401, CLOCK_MESSAGES.notActivated);
    request.kioskDevice = device;
  };
}
