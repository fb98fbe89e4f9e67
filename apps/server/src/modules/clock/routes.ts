import { messageSchema } from '@pointeo/domain/api';
import {
  activateKioskSchema,
  cancelPunchRequestSchema,
  cancelPunchResultSchema,
  kioskActivationResultSchema,
  kioskDeviceListSchema,
  kioskDeviceParamsSchema,
  kioskPairedSchema,
  kioskPairingSchema,
  kioskSettingsChangeSchema,
  kioskSettingsViewSchema,
  kioskStatusSchema,
  pairingCodeParamsSchema,
  pairingCodeRequestSchema,
  pairingCodeSchema,
  pairingCodeStatusSchema,
  punchRequestSchema,
  punchResultSchema,
  siteCodeDisplaySchema,
  timeEntryListSchema,
} from '@pointeo/domain/clock';
import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { siteFilterQuerySchema } from '@pointeo/domain/site-filter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { readCookie } from '../../lib/cookies';
import type { FeatureGate, PlanReader } from '../../lib/plan-gate';
import type { SecretBox } from '../../lib/secret-box';
import type { SessionEnder } from '../../lib/session-guard';
import { siteIdsOf } from '../../lib/site-scope';
import { activateKiosk, kioskStatus, listDevices, recentEntries, revokeDevice } from './devices';
import { KIOSK_COOKIE, kioskCookie } from './kiosk-credential';
import { kioskSettingsView } from './kiosk-settings';
import { cancelPairingCode, createPairingCode, pairingCodeStatus, pairKiosk } from './pairing/service';
import { openPunch } from './queue-keys/service';
import { findKioskSettings, saveKioskSettings } from './repository/kiosk-settings';
import { cancelPunch, isLive, recordPunch } from './service';
import { kioskSiteCode } from './site-code/service';
import type { SiteCodeKey } from './site-code/site-code-key';
import type { WrongPinStore } from './wrong-pin-store';

const PAIRING_ATTEMPTS_PER_ADDRESS_PER_MINUTE = 10;
const PAIRING_ATTEMPTS_PER_MINUTE = 100;

export interface ClockRoutesOptions {
  db: Database;
  /** Signs out the browser that makes itself a kiosk: a kiosk never holds the account's session. */
  endSession: SessionEnder;
  secureCookies: boolean;
  /** The site's public address, which the pairing code's QR code opens. */
  baseUrl: string;
  /** The app's clock: it dates punches and counts wrong PINs, so tests can move it. */
  now: () => Date;
  wrongPins: WrongPinStore;
  requireFeature: FeatureGate;
  /** The kiosk's status says whether the company's plan offers the badge scan. */
  readPlan: PlanReader;
  /** Signs the sites' QR codes (decision 070). */
  siteCodeKey: SiteCodeKey;
  /** Seals the kiosks' queue keys at rest (decision 085). */
  secretBox: SecretBox;
}

export const clockRoutes: FastifyPluginAsyncZod<ClockRoutesOptions> = async (
  app,
  {
    db,
    endSession,
    secureCookies,
    baseUrl,
    now,
    wrongPins,
    requireFeature,
    readPlan,
    siteCodeKey,
    secretBox,
  },
) => {
  // A badge punch and the site's QR code (decisions 065, 070) need «Pointage avancé» on the kiosk's company.
  const badgeGate = requireFeature('advancedClocking', (request) => request.kioskDevice.companyId);
  const advancedClockingGate = requireFeature('advancedClocking');

  /**
   * Pairing guesses, from every address together: with the limit per address below, a code among
   * 32^8 stays out of reach of any number of addresses within its ten minutes.
   */
  const pairingAttempts = app.createRateLimit({
    max: PAIRING_ATTEMPTS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: () => 'kiosk-pairing-all',
  });

  app.get(
    '/api/kiosk/status',
    { config: { access: 'kiosk' }, schema: { response: { 200: kioskStatusSchema } } },
    async (request) => kioskStatus(db, { readPlan, secretBox }, request.kioskDevice, now()),
  );

  // The site's QR code of now (decision 070): a code of the kiosk's own site, on a plan with
  // «Pointage avancé», when the site shows it.
  app.get(
    '/api/kiosk/site-code',
    {
      config: { access: 'kiosk' },
      preHandler: badgeGate,
      schema: { response: { 200: siteCodeDisplaySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return kioskSiteCode(db, siteCodeKey, request.kioskDevice, now());
    },
  );

  app.post(
    '/api/kiosk/punches',
    {
      config: { access: 'kiosk' },
      schema: { body: punchRequestSchema, response: { 200: punchResultSchema } },
    },
    async (request) => {
      // A punch the kiosk sealed is opened first (decision 085); one that does not open records nothing.
      const punch = await openPunch(db, secretBox, request.kioskDevice.id, request.body).catch((error) => {
        // The kiosk shows the refusal; the log keeps which device sent what, for whoever looks into it.
        if (error instanceof AppError && error.code === 'PUNCH_UNREADABLE')
          request.log.warn(
            { deviceId: request.kioskDevice.id, punchId: request.body.id },
            'sealed punch unreadable',
          );
        throw error;
      });
      // A badge punches only on a plan with «Pointage avancé»; a PIN on every plan. A badge punch a
      // kiosk held offline is kept whatever the plan is now: it was answered as recorded (064).
      if (punch.badge !== undefined && isLive(new Date(punch.punchedAt), now())) await badgeGate(request);
      return recordPunch(db, wrongPins, request.kioskDevice, punch, now());
    },
  );

  // Public: the tablet holds no session, only the code the company gave it.
  app.post(
    '/api/kiosk/pairing',
    {
      config: {
        access: 'public',
        rateLimit: { max: PAIRING_ATTEMPTS_PER_ADDRESS_PER_MINUTE, timeWindow: '1 minute' },
      },
      preHandler: async (request) => {
        const attempts = await pairingAttempts(request);
        if (!attempts.isAllowed && attempts.isExceeded) {
          throw new AppError('RATE_LIMITED', 429, CLOCK_MESSAGES.tooManyPairingAttempts);
        }
      },
      schema: { body: kioskPairingSchema, response: { 201: kioskPairedSchema } },
    },
    async (request, reply) => {
      const formerCredential = readCookie(request.headers.cookie, KIOSK_COOKIE);
      const { credential, companyName } = await pairKiosk(
        db,
        secretBox,
        { code: request.body.code, formerCredential },
        now(),
      );
      reply.header('set-cookie', kioskCookie(credential, secureCookies));
      return reply.status(201).send({ companyName, message: CLOCK_MESSAGES.paired });
    },
  );

  app.post(
    '/api/clock/pairing-codes',
    {
      schema: { body: pairingCodeRequestSchema, response: { 201: pairingCodeSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createPairingCode(db, request.companyId, request.body, baseUrl, now())),
  );

  app.get(
    '/api/clock/pairing-codes/:codeId',
    {
      schema: { params: pairingCodeParamsSchema, response: { 200: pairingCodeStatusSchema } },
    },
    async (request) => pairingCodeStatus(db, request.companyId, request.params.codeId, now()),
  );

  app.delete(
    '/api/clock/pairing-codes/:codeId',
    {
      schema: { params: pairingCodeParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await cancelPairingCode(db, request.companyId, request.params.codeId);
      return { message: CLOCK_MESSAGES.pairingCodeCanceled };
    },
  );

  app.post(
    '/api/kiosk/punches/cancel',
    {
      config: { access: 'kiosk' },
      schema: { body: cancelPunchRequestSchema, response: { 200: cancelPunchResultSchema } },
    },
    async (request) => cancelPunch(db, wrongPins, request.kioskDevice, request.body, now()),
  );

  // 'Activer ce navigateur': the manager's own browser becomes the kiosk, and leaves the account first.
  app.post(
    '/api/clock/devices',
    {
      schema: { body: activateKioskSchema, response: { 201: kioskActivationResultSchema } },
    },
    async (request, reply) => {
      // Activated first: a browser refused (too many kiosks) stays signed in.
      const { device, credential } = await activateKiosk(db, secretBox, request.companyId, request.body);
      await endSession(request, reply);
      reply.header('set-cookie', kioskCookie(credential, secureCookies));
      return reply.status(201).send({ device, message: CLOCK_MESSAGES.browserActivated });
    },
  );

  app.get('/api/clock/devices', { schema: { response: { 200: kioskDeviceListSchema } } }, async (request) =>
    listDevices(db, request.companyId),
  );

  app.delete(
    '/api/clock/devices/:deviceId',
    {
      schema: { params: kioskDeviceParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await revokeDevice(db, request.companyId, request.params.deviceId, now());
      return { message: CLOCK_MESSAGES.deviceRevoked };
    },
  );

  // «Autoriser le pointage sur un autre site» (decision 059).
  app.get(
    '/api/clock/settings',
    { schema: { response: { 200: kioskSettingsViewSchema } } },
    async (request) =>
      kioskSettingsView(await findKioskSettings(db, request.companyId), await readPlan(request.companyId)),
  );

  // «Pauses sur la borne» (decision 066) is turned on only on a plan with «Pointage avancé».
  app.put(
    '/api/clock/settings',
    {
      schema: { body: kioskSettingsChangeSchema, response: { 200: kioskSettingsViewSchema } },
      preHandler: async (request) => {
        if (request.body.breaks === true) await advancedClockingGate(request);
      },
    },
    async (request) =>
      kioskSettingsView(
        await saveKioskSettings(db, request.companyId, request.body, now()),
        await readPlan(request.companyId),
      ),
  );

  app.get(
    '/api/clock/entries',
    { schema: { querystring: siteFilterQuerySchema, response: { 200: timeEntryListSchema } } },
    async (request) =>
      recentEntries(db, request.companyId, siteIdsOf(request, 'presence.read', request.query.siteId)),
  );
};
