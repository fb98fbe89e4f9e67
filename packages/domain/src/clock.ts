import { idParamsSchema } from './api';
import { badgeSecretSchema } from './badges';
import { CLOCK_MESSAGES } from './clock-messages';
import { normalizePairingCode } from './kiosk-pairing';
import type { SealedPunchParts } from './kiosk-queue-seal';
import { SITE_CODE_MAX_LENGTH, SITE_CODE_MESSAGES } from './site-code';
import { SITE_MESSAGES } from './sites';
import { requiredText } from './text';
import { z } from './zod';

const punchId = z.uuid('Identifiant de pointage invalide');
const pin = z.string().regex(/^\d{6}$/, 'Le code PIN doit contenir exactement 6 chiffres');

/**
 * A punch identifies the employee by their PIN or by their badge's QR code (issue 30, decision 065),
 * exactly one of the two.
 */
const punchedAt = z.iso.datetime({ offset: true, message: 'Date de pointage invalide' });
const base64url = (max: number) =>
  z
    .string()
    .max(max, 'Pointage chiffré invalide')
    .regex(/^[A-Za-z0-9_-]+$/, 'Pointage chiffré invalide');

/**
 * A punch the kiosk sealed to its device's queue key before storing it (decision 085,
 * kiosk-queue-seal.ts): only the server opens it, into a `sealedPunchContentSchema`.
 */
export const sealedPunchSchema = z.object({
  keyId: base64url(64),
  /** The kiosk's fresh ECDH P-256 public point, uncompressed (65 bytes). */
  epk: base64url(100),
  iv: base64url(24),
  /** AES-256-GCM: the ciphertext, then its 16-byte tag. */
  ct: base64url(2_000),
}) satisfies z.ZodType<SealedPunchParts>;

/** What a sealed punch holds: who punched (PIN or badge) and when. */
export const sealedPunchContentSchema = z
  .object({ pin: pin.optional(), badge: badgeSecretSchema.optional(), punchedAt })
  .refine((punch) => (punch.pin === undefined) !== (punch.badge === undefined));

export const punchRequestSchema = z
  .object({
    /** Made by the kiosk when the PIN is typed, so a retry or a replayed queue never doubles a punch. */
    id: punchId,
    pin: pin.optional(),
    /** The text of the badge's QR code, instead of the PIN (Pointage avancé). */
    badge: badgeSecretSchema.optional(),
    /** When the employee typed the PIN (it may be sent later, after the kiosk was offline). */
    punchedAt: punchedAt.optional(),
    /** The PIN or badge and the time, sealed by the kiosk (decision 085), instead of the three above. */
    sealed: sealedPunchSchema.optional(),
    /**
     * «Pauses sur la borne» (decision 066): 'ask', an employee who is in is offered the choice and
     * nothing is recorded; 'out' or 'break', their choice. Left out, or on a punch not typed just now,
     * in if out and out if in, as ever.
     */
    action: z.enum(['ask', 'out', 'break'], 'Action de pointage invalide').optional(),
  })
  .refine(
    (punch) => [punch.pin, punch.badge, punch.sealed].filter((proof) => proof !== undefined).length === 1,
    { message: CLOCK_MESSAGES.pinOrBadge, path: ['pin'] },
  )
  .refine((punch) => (punch.sealed === undefined) === (punch.punchedAt !== undefined), {
    message: 'Date de pointage invalide',
    path: ['punchedAt'],
  });
export type PunchRequest = z.infer<typeof punchRequestSchema>;
/** A punch as the server records it: sent in clear, or opened from its seal. */
export type OpenedPunch = Pick<PunchRequest, 'id' | 'action'> & z.infer<typeof sealedPunchContentSchema>;

const recordedPunchSchema = z.object({
  kind: z.enum(['in', 'out']),
  firstName: z.string(),
  at: z.string(),
  /** The earlier entry was left open over 16 hours and flagged as a missing clock-out. */
  previousEntryFlagged: z.boolean(),
  /** A departure for a break ('Pause'), or the arrival that ends one ('Fin de pause'). */
  breakPunch: z.boolean().optional(),
  /**
   * The company's answers to the employee's leave requests not shown yet: a punch typed live shows
   * them once ('Demander un congé', issue 15); left out when there is none, and on a replayed or
   * queued punch.
   */
  leaveAnswers: z
    .array(
      z.object({
        typeName: z.string(),
        startDate: z.string(),
        endDate: z.string(),
        status: z.enum(['approved', 'refused']),
        refusalReason: z.string().nullable(),
      }),
    )
    .optional(),
});

/** The employee is in and the kiosk asked: nothing recorded, the kiosk offers 'Départ' and 'Pause'. */
const punchChoiceSchema = z.object({ kind: z.literal('choice'), firstName: z.string() });

export const punchResultSchema = z.union([recordedPunchSchema, punchChoiceSchema]);
export type PunchResult = z.infer<typeof punchResultSchema>;
export type RecordedPunchResult = z.infer<typeof recordedPunchSchema>;

/**
 * The position a phone read once, at the punch, when the employee's site checks it (decision 069);
 * `accuracy` in metres, as the browser's geolocation gives it.
 */
export const punchPositionSchema = z.object({
  latitude: z
    .number(CLOCK_MESSAGES.badPosition)
    .min(-90, CLOCK_MESSAGES.badPosition)
    .max(90, CLOCK_MESSAGES.badPosition),
  longitude: z
    .number(CLOCK_MESSAGES.badPosition)
    .min(-180, CLOCK_MESSAGES.badPosition)
    .max(180, CLOCK_MESSAGES.badPosition),
  accuracy: z
    .number(CLOCK_MESSAGES.badPosition)
    .min(0, CLOCK_MESSAGES.badPosition)
    .max(1_000_000, CLOCK_MESSAGES.badPosition),
});
export type PunchPosition = z.infer<typeof punchPositionSchema>;

/**
 * A punch from the employee's own phone or with a site's code (decision 069): the employee is the
 * signed-in one, so neither PIN nor badge; the position only when their site checks it (a position
 * sent otherwise is ignored).
 */
export const remotePunchRequestSchema = z.object({
  id: punchId,
  punchedAt: z.iso.datetime({ offset: true, message: 'Date de pointage invalide' }),
  position: punchPositionSchema.optional(),
});
export type RemotePunchRequest = z.infer<typeof remotePunchRequestSchema>;

/**
 * A scanned site code as a route takes it (decision 070): any text up to SITE_CODE_MAX_LENGTH; its
 * format, signature and time are the server's `verifySiteCode` to judge, each with its French answer.
 */
export const siteCodeTextSchema = z
  .string(SITE_CODE_MESSAGES.malformed)
  .trim()
  .min(1, SITE_CODE_MESSAGES.malformed)
  .max(SITE_CODE_MAX_LENGTH, SITE_CODE_MESSAGES.malformed);

/**
 * POST /api/me/punches, from the employee's own space: a phone punch, or, with the text of the QR
 * code a site's kiosk shows (decision 070), a punch for that site.
 */
export const spacePunchRequestSchema = remotePunchRequestSchema.extend({
  siteCode: siteCodeTextSchema.optional(),
});
export type SpacePunchRequest = z.input<typeof spacePunchRequestSchema>;

/**
 * GET /api/me/punching: how the employee may punch from his space. `phone`: his site allows phone
 * clocking; `position`: it reads the position at the punch; `siteCode`: his plan lets him scan a
 * site's code (decision 070).
 */
export const spacePunchingSchema = z.object({
  phone: z.boolean(),
  position: z.boolean(),
  siteCode: z.boolean(),
});
export type SpacePunching = z.output<typeof spacePunchingSchema>;

/** A kiosk's answer, and whether the position read was in the site's zone (when it was read). */
export const remotePunchResultSchema = recordedPunchSchema.extend({ inZone: z.boolean().optional() });
export type RemotePunchResult = z.infer<typeof remotePunchResultSchema>;

/**
 * A double tap (decision 030) is answered 409 PUNCH_ALREADY_RECORDED, nothing recorded, with the
 * previous punch in the error's details, which the kiosk offers to cancel.
 */
export interface AlreadyRecordedDetails {
  punchId: string;
  punchedAt: string;
  kind: 'in' | 'out';
}

/**
 * POST /api/kiosk/punches/cancel: 'Annuler ce pointage', the employee's latest punch, within
 * PUNCH_CANCEL_WINDOW_SECONDS, proven by their PIN on a kiosk of their company.
 */
export const cancelPunchRequestSchema = z.object({ punchId, pin });
export type CancelPunchRequest = z.infer<typeof cancelPunchRequestSchema>;

export const cancelPunchResultSchema = z.object({ kind: z.enum(['in', 'out']), message: z.string() });
export type CancelPunchResult = z.infer<typeof cancelPunchResultSchema>;

/** POST /api/clock/pairing-codes: the name the tablet will get once it pairs with the code. */
export const pairingCodeRequestSchema = z.object({
  name: requiredText('Le nom du terminal est obligatoire', {
    max: 60,
    tooLong: 'Le nom du terminal ne doit pas dépasser 60 caractères',
  }),
  /** The site the kiosk serves (issue 29); left out, the company's first live site. */
  siteId: z.uuid(SITE_MESSAGES.unknownSite).optional(),
});
export type PairingCodeRequest = z.input<typeof pairingCodeRequestSchema>;

/** The queue key's id as the server makes it (16 base64url characters). */
const QUEUE_KEY_ID = /^[\w-]{16}$/;

/** POST /api/clock/devices, 'Activer ce navigateur': a pairing code's fields, and the browser's former key. */
export const activateKioskSchema = pairingCodeRequestSchema.extend({
  /**
   * The queue key this browser's waiting punches were sealed to, when it was a kiosk before
   * (decision 088): the new kiosk still opens them. One of another company is ignored.
   */
  formerQueueKeyId: z
    .string()
    .regex(QUEUE_KEY_ID, "La clé de la file d'attente du terminal est invalide")
    .optional(),
});
export type ActivateKioskInput = z.input<typeof activateKioskSchema>;

/**
 * A pairing code just made, shown once on the company's screen: the code to type (ABCD-2345), the
 * kiosk address that carries it, and that address as a QR code (an SVG data URL).
 */
export const pairingCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  deviceName: z.string(),
  expiresAt: z.string(),
  pairingUrl: z.string(),
  qrCode: z.string(),
});
export type PairingCode = z.output<typeof pairingCodeSchema>;

/**
 * GET /api/kiosk/site-code: the kiosk's site's code of now (decision 070), as text and as the QR
 * code's SVG data URL; the kiosk asks for the next one at `expiresAt` (ISO date-time).
 */
export const siteCodeDisplaySchema = z.object({
  code: z.string(),
  siteName: z.string(),
  expiresAt: z.string(),
  /** Milliseconds until `expiresAt` by the server's clock: the kiosk counts down by its own, whatever its time. */
  expiresInMs: z.number().int().min(0),
  qrCode: z.string(),
});
export type SiteCodeDisplay = z.output<typeof siteCodeDisplaySchema>;

/** GET /api/clock/pairing-codes/:codeId: whether a tablet has paired with it yet. */
export const pairingCodeStatusSchema = z.object({
  id: z.string(),
  deviceName: z.string(),
  expiresAt: z.string(),
  status: z.enum(['pending', 'used', 'expired']),
});
export type PairingCodeStatus = z.output<typeof pairingCodeStatusSchema>;

export const pairingCodeParamsSchema = idParamsSchema('codeId', CLOCK_MESSAGES.pairingCodeNotFound);

/** POST /api/kiosk/pairing, from the tablet: typed (any case, with or without the dash) or from the QR code. */
export const kioskPairingSchema = z.object({
  code: z
    .string(CLOCK_MESSAGES.pairingCodeMalformed)
    .max(40, CLOCK_MESSAGES.pairingCodeMalformed)
    .transform((typed, context) => {
      const code = normalizePairingCode(typed);
      if (code) return code;
      context.addIssue({ code: 'custom', message: CLOCK_MESSAGES.pairingCodeMalformed });
      return z.NEVER;
    }),
});
export type KioskPairingInput = z.input<typeof kioskPairingSchema>;

/** The tablet is paired (its credential went in a cookie): whose kiosk it now is. */
export const kioskPairedSchema = z.object({ companyName: z.string(), message: z.string() });

/**
 * GET /api/kiosk/status: the company a kiosk punches for, whether its plan lets employees scan their
 * badge (Pointage avancé, decision 067), and whether punches offer a break (decision 066).
 */
export const kioskStatusSchema = z.object({
  companyName: z.string(),
  badgeScan: z.boolean(),
  /** «Pauses sur la borne» is on and the plan has «Pointage avancé»: punches ask 'Départ' or 'Pause'. */
  breaks: z.boolean(),
  /**
   * The kiosk's site shows its QR code (decision 070): «Code QR du site» is on and the plan has
   * «Pointage avancé». Optional: a kiosk never told shows no code.
   */
  siteCode: z.boolean().optional(),
  /**
   * The device's queue key (decision 085): the kiosk seals every punch it stores to it. Made at
   * pairing or activation, or on the first status call of a kiosk activated before it existed.
   */
  queueKey: z.object({ id: z.string(), publicKey: z.string() }).optional(),
});
export type KioskStatus = z.output<typeof kioskStatusSchema>;

/** A kiosk device as the Pointages tab lists it; dates are ISO date-times. */
export const kioskDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  siteId: z.string(),
  siteName: z.string(),
});
export type KioskDevice = z.output<typeof kioskDeviceSchema>;

export const kioskDeviceListSchema = z.array(kioskDeviceSchema);

/**
 * POST /api/clock/devices: this browser, activated (its credential went in a cookie) and signed out of
 * the account.
 */
export const kioskActivationResultSchema = z.object({ device: kioskDeviceSchema, message: z.string() });

/** One entry of the Pointages tab, with its employee's name; dates are ISO date-times. */
export const timeEntrySchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  missingClockOut: z.boolean(),
  /** Where the employee is: the site of the kiosk they arrived on, else their own site. */
  siteId: z.string(),
  siteName: z.string(),
  /** A punch of the entry was made on a kiosk of another site than the employee's («Autre site»). */
  otherSite: z.boolean(),
  /** A punch of the entry was made on the employee's phone («Téléphone», decision 069). */
  phone: z.boolean(),
  /** The farthest out-of-zone position read at a punch of the entry, in metres («Hors zone»); null: none. */
  outOfZoneDistanceM: z.number().int().nullable(),
});
export type TimeEntry = z.output<typeof timeEntrySchema>;

/** GET and PUT /api/clock/settings: the company's kiosk rules (decision 059). */
export const kioskSettingsSchema = z.object({
  /** «Autoriser le pointage sur un autre site»: off unless the company turns it on. */
  otherSitePunches: z.boolean(),
  /** «Pauses sur la borne» (Pointage avancé): off unless the company turns it on. */
  breaks: z.boolean(),
});
export type KioskSettings = z.output<typeof kioskSettingsSchema>;

/** PUT /api/clock/settings: the settings to change, each saved as soon as it is ticked. */
export const kioskSettingsChangeSchema = kioskSettingsSchema.partial();

/** GET and PUT /api/clock/settings answer the settings and whether the plan lets breaks be turned on. */
export const kioskSettingsViewSchema = kioskSettingsSchema.extend({ breaksInPlan: z.boolean() });
export type KioskSettingsView = z.output<typeof kioskSettingsViewSchema>;
export type KioskSettingsChange = z.output<typeof kioskSettingsChangeSchema>;

/** GET /api/clock/entries: the company's latest entries, newest first. */
export const timeEntryListSchema = z.array(timeEntrySchema);

export const kioskDeviceParamsSchema = idParamsSchema('deviceId', CLOCK_MESSAGES.deviceNotFound);
