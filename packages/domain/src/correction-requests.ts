import { idParamsSchema } from './api';
import { elide } from './french-elision';
import { siteFilterQuery } from './site-filter';
import { requiredText, stringRequired } from './text';
import { monthName, TIMESHEET_MESSAGES as T } from './timesheet-messages';
import { isIsoDate, isYearMonth, wallTimeToMinutes } from './timesheets';
import { z } from './zod';

/**
 * An employee's correction requests ('Signaler une erreur') and their month confirmations ('Je
 * confirme mes heures'), from their own space (issue 30 item 5, decision 073). The time sheets own
 * both; the employee's routes read the employee from the session only.
 *
 *   POST /api/me/correction-requests                          correctionRequestInputSchema → 201 myCorrectionRequestSchema
 *   GET  /api/me/correction-requests                                                       → myCorrectionRequestsSchema
 *   GET  /api/me/months                                                                    → myMonthsSchema
 *   POST /api/me/months/:month/confirmation                                                → monthConfirmationSchema
 *   GET  /api/timesheets/correction-requests?status=pending&siteId=                        → correctionRequestsSchema
 *   POST /api/timesheets/correction-requests/:requestId/approve                            → correctionRequestAnswerSchema
 *   POST /api/timesheets/correction-requests/:requestId/refuse  refuseCorrectionRequestSchema → correctionRequestAnswerSchema
 */

const NNBSP = '\u202f';

export const CORRECTION_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;
export type CorrectionRequestStatus = (typeof CORRECTION_REQUEST_STATUSES)[number];

/** Requests one list shows, the newest first: an employee asks a few a month. */
export const CORRECTION_REQUESTS_LIMIT = 100;
/** Validated months the space offers to confirm, the newest first. */
export const MY_MONTHS_LIMIT = 24;

export const CORRECTION_REQUEST_MESSAGES = {
  // The employee's space.
  reportTitle: 'Signaler une erreur',
  reportIntro: 'Une arrivée ou un départ oublié, une heure fausse\u202f: votre responsable corrigera.',
  reportButton: 'Signaler une erreur',
  date: 'Jour',
  arrival: "Heure d'arrivée",
  departure: 'Heure de départ',
  departureHint: 'Laissez vide si seule votre arrivée est à corriger.',
  reason: 'Motif',
  send: 'Envoyer la demande',
  sending: 'Envoi…',
  cancel: 'Annuler',
  sent: 'Demande envoyée à votre responsable',
  myRequests: 'Mes demandes',
  noRequests: 'Aucune demande pour le moment.',
  status: { pending: 'En attente', approved: 'Acceptée', refused: 'Refusée' } satisfies Record<
    CorrectionRequestStatus,
    string
  >,
  refusalReason: (reason: string) => `Motif du refus${NNBSP}: ${reason}`,
  answeredBy: (name: string) => `Réponse ${elide('de', name)}`,
  confirmTitle: 'Confirmer mes heures',
  confirmIntro: 'Vos mois validés par votre employeur. Confirmez vos heures une fois vérifiées.',
  noValidatedMonth: 'Aucun mois validé pour le moment.',
  confirmButton: 'Je confirme mes heures',
  confirmButtonOf: (month: string) => `Je confirme mes heures ${elide('de', monthName(month).toLowerCase())}`,
  confirmed: 'Heures confirmées',
  confirmedAt: (date: string, time: string) => `Confirmé le ${date} à ${time}`,

  // The Temps tab.
  panelTitle: 'Demandes de correction',
  accept: 'Accepter',
  refuse: 'Refuser',
  refuseTitle: 'Refuser la demande',
  refusalLabel: 'Motif du refus',
  refuseConfirm: 'Refuser la demande',
  requestedTimes: (arrival: string, departure: string | null) =>
    departure ? `${arrival} – ${departure}` : `Arrivée ${arrival}`,
  approved: 'Demande acceptée\u202f: le pointage est corrigé',
  refused: 'Demande refusée',
  confirmedByEmployee: (date: string, time: string) => `Confirmé par l'employé le ${date} à ${time}`,
  /** The reason of the correction an approval makes: the employee's words, signed with their name. */
  correctionReason: (firstName: string, lastName: string, reason: string) =>
    `Demande ${elide('de', `${firstName} ${lastName}`)}${NNBSP}: ${reason}`,

  // Refusals.
  requestNotFound: 'Demande introuvable',
  alreadyAnswered: 'Cette demande a déjà reçu une réponse',
  dayInFuture: 'Vous ne pouvez pas signaler une erreur pour un jour à venir',
  departureRequired: "L'heure de départ est obligatoire\u202f: aucun pointage ce jour-là",
  monthValidated: (month: string) =>
    `${monthName(month)} est validé${NNBSP}: adressez-vous directement à votre responsable`,
  monthNotValidated: "Ce mois n'est pas encore validé par votre employeur",
  refusalRequired: 'Le motif du refus est obligatoire',
  refusalTooLong: 'Le motif du refus ne doit pas dépasser 500 caractères',
  badStatus: 'Statut inconnu',
} as const;

const M = CORRECTION_REQUEST_MESSAGES;
const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const wallTime = (required: string) => stringRequired(required).regex(WALL_TIME, T.badTime);
const instant = z.string();

/** 'Signaler une erreur': the day, the times as they should be (no departure: only the arrival), why. */
export const correctionRequestInputSchema = z
  .object({
    date: stringRequired(T.dateRequired).refine(isIsoDate, T.badDate),
    arrival: wallTime(T.arrivalRequired),
    departure: wallTime(T.departureRequired).nullable().default(null),
    reason: requiredText(T.reasonRequired, { max: 500, tooLong: T.reasonTooLong }),
  })
  .refine(
    (input) =>
      input.departure === null || wallTimeToMinutes(input.departure) !== wallTimeToMinutes(input.arrival),
    { message: T.sameTimes, path: ['departure'] },
  );
export type CorrectionRequestInputValues = z.input<typeof correctionRequestInputSchema>;
export type CorrectionRequestInput = z.output<typeof correctionRequestInputSchema>;

export const correctionRequestIdParamsSchema = idParamsSchema('requestId', M.requestNotFound);

export const correctionRequestsQuerySchema = z.object({
  status: z.enum(CORRECTION_REQUEST_STATUSES, M.badStatus).default('pending'),
  ...siteFilterQuery,
});
export type CorrectionRequestsQuery = z.output<typeof correctionRequestsQuerySchema>;

export const refuseCorrectionRequestSchema = z.object({
  reason: requiredText(M.refusalRequired, { max: 500, tooLong: M.refusalTooLong }),
});
export type RefuseCorrectionRequest = z.input<typeof refuseCorrectionRequestSchema>;

/** One request as its employee sees it. */
export const myCorrectionRequestSchema = z.object({
  id: z.string(),
  date: z.string(),
  arrival: z.string(),
  departure: z.string().nullable(),
  reason: z.string(),
  status: z.enum(CORRECTION_REQUEST_STATUSES),
  createdAt: instant,
  answeredAt: instant.nullable(),
  answeredBy: z.string().nullable(),
  refusalReason: z.string().nullable(),
});
export type MyCorrectionRequest = z.infer<typeof myCorrectionRequestSchema>;
export const myCorrectionRequestsSchema = z.object({ requests: z.array(myCorrectionRequestSchema) });
export type MyCorrectionRequests = z.infer<typeof myCorrectionRequestsSchema>;

/** One request as the Temps tab lists it: with its employee. */
export const correctionRequestSchema = myCorrectionRequestSchema.extend({
  employee: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  correctionId: z.string().nullable(),
});
export type CorrectionRequest = z.infer<typeof correctionRequestSchema>;
export const correctionRequestsSchema = z.object({ requests: z.array(correctionRequestSchema) });
export type CorrectionRequests = z.infer<typeof correctionRequestsSchema>;

export const correctionRequestAnswerSchema = z.object({
  message: z.string(),
  request: correctionRequestSchema,
});
export type CorrectionRequestAnswer = z.infer<typeof correctionRequestAnswerSchema>;

export const myMonthParamsSchema = z.object({
  month: stringRequired(T.badMonth).refine(isYearMonth, T.badMonth),
});

/** A month validated for the employee, and when they confirmed it (null: not yet). */
export const myMonthSchema = z.object({ month: z.string(), confirmedAt: instant.nullable() });
export type MyMonth = z.infer<typeof myMonthSchema>;
export const myMonthsSchema = z.object({ months: z.array(myMonthSchema) });
export type MyMonths = z.infer<typeof myMonthsSchema>;
export const monthConfirmationSchema = z.object({ message: z.string(), month: myMonthSchema });
export type MonthConfirmation = z.infer<typeof monthConfirmationSchema>;

/** The e-mail of an answer to the employee, when their form has an address (decision 073). */
export interface CorrectionAnswerMail {
  firstName: string;
  companyName: string;
  /** The Paris day of the request, 'YYYY-MM-DD'. */
  date: string;
  status: 'approved' | 'refused';
  refusalReason: string | null;
}

const frenchDay = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

export function correctionAnswerMail(answer: CorrectionAnswerMail): { subject: string; text: string } {
  const day = frenchDay(answer.date);
  const approved = answer.status === 'approved';
  return {
    subject: approved
      ? `Votre demande de correction du ${day} est acceptée`
      : `Votre demande de correction du ${day} est refusée`,
    text: [
      `Bonjour ${answer.firstName},`,
      '',
      approved
        ? `Votre demande de correction du ${day} a été acceptée${NNBSP}: votre pointage est corrigé.`
        : `Votre demande de correction du ${day} a été refusée.`,
      ...(answer.refusalReason ? ['', M.refusalReason(answer.refusalReason)] : []),
      '',
      'Retrouvez vos demandes dans votre espace salarié.',
      '',
      `${answer.companyName}, avec Pointeo`,
    ].join('\n'),
  };
}
