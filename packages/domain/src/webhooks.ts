import { idParamsSchema } from './api';
import { z } from './zod';

/**
 * Webhooks (issue 31 item 5, decision 077): a Premium company registers endpoint URLs with the events
 * it wants; each event is POSTed to them signed after Standard Webhooks (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature`), retried with backoff for 24 hours.
 *
 *   GET    /api/developers/webhooks                                   → webhookEndpointListSchema
 *   POST   /api/developers/webhooks                                   ← webhookEndpointInputSchema → webhookEndpointCreatedSchema
 *   PATCH  /api/developers/webhooks/:endpointId                       ← webhookEndpointChangeSchema → webhookEndpointSchema
 *   DELETE /api/developers/webhooks/:endpointId                       → 204
 *   GET    /api/developers/webhooks/:endpointId/secret                → webhookSecretSchema
 *   POST   /api/developers/webhooks/:endpointId/secret                → webhookSecretSchema (a new one)
 *   GET    /api/developers/webhooks/:endpointId/deliveries?page=      → webhookDeliveryPageSchema
 *   POST   /api/developers/webhooks/:endpointId/deliveries/:deliveryId/retry → webhookDeliverySchema
 */

export const WEBHOOK_EVENT_TYPES = [
  'punch.created',
  'time_entry.corrected',
  'employee.created',
  'employee.updated',
  'employee.archived',
  'absence.requested',
  'absence.approved',
  'month.validated',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The checkboxes of 'Ajouter un point de terminaison'. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'punch.created': 'Pointage enregistré',
  'time_entry.corrected': 'Pointage corrigé',
  'employee.created': 'Employé ajouté',
  'employee.updated': 'Employé modifié',
  'employee.archived': 'Employé archivé',
  'absence.requested': "Demande d'absence",
  'absence.approved': 'Absence approuvée',
  'month.validated': 'Mois validé',
};

/** Endpoints a company may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Deliveries shown per page of an endpoint's log. */
export const WEBHOOK_DELIVERY_PAGE_SIZE = 20;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'En attente',
  delivered: 'Livré',
  failed: 'Échec',
};

export const WEBHOOK_MESSAGES = {
  title: 'Webhooks',
  intro:
    'Pointeo envoie une requête POST signée (Standard Webhooks) à chaque point de terminaison pour les événements choisis. Les échecs sont renvoyés pendant 24\u202fheures.',
  add: 'Ajouter un point de terminaison',
  url: 'URL du point de terminaison',
  urlRequired: "L'URL est obligatoire",
  urlTooLong: `L'URL ne doit pas dépasser ${WEBHOOK_URL_MAX_LENGTH} caractères`,
  urlInvalid:
    "L'URL n'est pas valide\u202f: saisissez une adresse complète, par exemple https://exemple.fr/webhooks",
  urlNotHttps: "L'URL doit commencer par https://",
  urlCredentials: "L'URL ne doit pas contenir d'identifiant ni de mot de passe",
  urlPrivate:
    "Cette adresse mène à un réseau privé ou local (127.0.0.1, 10.x, 192.168.x…)\u202f: Pointeo n'y envoie pas de webhooks.",
  urlUnresolved: "Ce nom de domaine est introuvable\u202f: vérifiez l'URL.",
  events: 'Événements',
  eventsRequired: 'Choisissez au moins un événement',
  badEvent: 'Événement inconnu',
  tooMany: `Une entreprise peut enregistrer au plus ${MAX_WEBHOOK_ENDPOINTS} points de terminaison`,
  endpointNotFound: 'Point de terminaison introuvable',
  deliveryNotFound: 'Envoi introuvable',
  endpointDisabledRetry: 'Réactivez le point de terminaison avant de renvoyer cet envoi.',
  created: 'Point de terminaison ajouté',
  updated: 'Point de terminaison modifié',
  deleted: 'Point de terminaison supprimé',
  secret: 'Secret de signature',
  copySecret: 'Copier le secret',
  secretCopied: 'Secret copié',
  showSecret: 'Afficher le secret',
  rotate: 'Régénérer le secret',
  rotateConfirm:
    "Un nouveau secret signera les envois. L'ancien signe encore pendant 24\u202fheures, le temps de mettre à jour votre application.",
  rotated: 'Nouveau secret généré',
  enable: 'Activer',
  disable: 'Désactiver',
  enabled: 'Actif',
  disabled: 'Désactivé',
  delete: 'Supprimer',
  deleteConfirm: 'Supprimer ce point de terminaison\u202f? Les envois en attente ne partiront pas.',
  deliveries: 'Journal des envois',
  noDeliveries: 'Aucun envoi pour le moment.',
  noEndpoints: 'Aucun point de terminaison.',
  retry: 'Renvoyer',
  retried: 'Envoi programmé',
  responseCode: 'Code de réponse',
  attempts: 'Tentatives',
  event: 'Événement',
  status: 'Statut',
  date: 'Date',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  badPage: 'Numéro de page invalide',
  disabledAfterFailures: "Désactivé après 3\u202fjours d'échecs",
  disabledByCompany: "Désactivé par l'entreprise",
  /** Under an endpoint whose deliveries fail: 'En échec depuis le 26/11/2026 08:02'. */
  failingSince: (date: string) => `En échec depuis le ${date}`,
  notPremium: "L'offre de l'entreprise n'inclut plus les webhooks\u202f: envoi abandonné.",
  endpointGone: 'Point de terminaison désactivé\u202f: envoi abandonné.',
  timeout: 'Délai de réponse dépassé (10\u202fs)',
  /** The e-mail to the company when an endpoint is disabled after 3 days of failures. */
  disabledMailSubject: 'Pointeo\u202f: un point de terminaison de webhooks a été désactivé',
  disabledMailText: (companyName: string, url: string) =>
    `Bonjour,\n\nCompte ${companyName}\u202f: les envois de webhooks vers ${url} échouent depuis 3\u202fjours. Ce point de terminaison a été désactivé et ne reçoit plus d'événements.\n\nCorrigez l'adresse ou votre serveur, puis réactivez-le dans Paramètres › Développeurs › Webhooks.\n\nL'équipe Pointeo`,
} as const;

const M = WEBHOOK_MESSAGES;

/** The URL as typed; the server checks its scheme and where it leads (SSRF, decision 077). */
export const webhookUrlSchema = z
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? M.urlRequired : M.urlInvalid),
  })
  .trim()
  .min(1, M.urlRequired)
  .max(WEBHOOK_URL_MAX_LENGTH, M.urlTooLong)
  // The server parses it and checks where it leads; here only its shape (no URL class in this package).
  .regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, M.urlInvalid);

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, M.badEvent), { error: M.eventsRequired })
  .min(1, M.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

export const webhookEndpointInputSchema = z.object({
  url: webhookUrlSchema,
  events: eventsSchema,
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

export const webhookEndpointChangeSchema = z.object({
  url: webhookUrlSchema.optional(),
  events: eventsSchema.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointChange = z.input<typeof webhookEndpointChangeSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Since when every delivery failed (ISO instant); null while the last one succeeded. */
  failingSince: z.string().nullable(),
  disabledAt: z.string().nullable(),
  /** Why it was turned off: by the company, or after 3 days of failures. */
  disabledReason: z.enum(['company', 'failures']).nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.output<typeof webhookEndpointListSchema>;

/** The signing secret, `whsec_…` (Standard Webhooks' form). */
export const webhookSecretSchema = z.object({ secret: z.string() });
export type WebhookSecret = z.output<typeof webhookSecretSchema>;

export const webhookEndpointCreatedSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type WebhookEndpointCreated = z.output<typeof webhookEndpointCreatedSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` of every attempt: the event's `msg_…`. */
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type WebhookDeliveryPage = z.output<typeof webhookDeliveryPageSchema>;

export const webhookDeliveryQuerySchema = z.object({
  page: z.coerce.number(M.badPage).int(M.badPage).min(1, M.badPage).max(10_000, M.badPage).default(1),
});

export const webhookEndpointParamsSchema = idParamsSchema('endpointId', M.endpointNotFound);
export const webhookDeliveryParamsSchema = webhookEndpointParamsSchema.extend(
  idParamsSchema('deliveryId', M.deliveryNotFound).shape,
);
