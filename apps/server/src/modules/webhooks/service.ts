import { randomBytes } from 'node:crypto';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DELIVERY_PAGE_SIZE,
  WEBHOOK_MESSAGES,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEventType,
} from '@pointeo/domain/webhooks';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { type AddressRules, checkEndpointUrl } from './address-guard';
import { noteQueuedDeliveries } from './events';
import {
  countEndpoints,
  type DeliveryRow,
  deleteEndpoint,
  type EndpointRow,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  requeueDelivery,
  updateEndpoint,
} from './repository';

/** What the company's routes need besides the database. */
export interface WebhookContext {
  db: Database;
  now: () => Date;
  secretBox: SecretBox;
  rules: AddressRules;
}

/** After a rotation, the previous secret signs too for this long (decision 077). */
export const PREVIOUS_SECRET_KEPT_MS = 24 * 3_600_000;

/** Standard Webhooks' form: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

const endpointNotFound = () =>
  new AppError('WEBHOOK_ENDPOINT_NOT_FOUND', 404, WEBHOOK_MESSAGES.endpointNotFound);
const deliveryNotFound = () =>
  new AppError('WEBHOOK_DELIVERY_NOT_FOUND', 404, WEBHOOK_MESSAGES.deliveryNotFound);

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    failingSince: row.failingSince?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
  };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType as WebhookEventType,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

export async function listCompanyEndpoints(context: WebhookContext, companyId: string) {
  return { endpoints: (await listEndpoints(context.db, companyId)).map(toEndpoint) };
}

export async function addEndpoint(
  context: WebhookContext,
  companyId: string,
  input: { url: string; events: WebhookEventType[] },
): Promise<WebhookEndpointCreated> {
  await checkEndpointUrl(input.url, context.rules);
  const secret = newWebhookSecret();
  const row = await context.db.transaction(async (tx) => {
    if ((await countEndpoints(tx, companyId)) >= MAX_WEBHOOK_ENDPOINTS) {
      throw new AppError('WEBHOOK_ENDPOINT_LIMIT', 409, WEBHOOK_MESSAGES.tooMany);
    }
    return insertEndpoint(tx, {
      companyId,
      url: input.url,
      events: input.events,
      secret: context.secretBox.seal(secret),
      createdAt: context.now(),
    });
  });
  return { endpoint: toEndpoint(row), secret };
}

export async function changeEndpoint(
  context: WebhookContext,
  companyId: string,
  endpointId: string,
  change: {
    url?: string | undefined;
    events?: WebhookEventType[] | undefined;
    enabled?: boolean | undefined;
  },
): Promise<WebhookEndpoint> {
  const current = await findEndpoint(context.db, companyId, endpointId);
  if (!current) throw endpointNotFound();
  if (change.url !== undefined && change.url !== current.url)
    await checkEndpointUrl(change.url, context.rules);
  const now = context.now();
  const turnedOn = change.enabled === true && !current.enabled;
  const turnedOff = change.enabled === false && current.enabled;
  const row = await updateEndpoint(context.db, companyId, endpointId, {
    ...(change.url === undefined ? {} : { url: change.url }),
    ...(change.events === undefined ? {} : { events: change.events }),
    // Turned on again: a fresh start, its past failures forgotten.
    ...(turnedOn ? { enabled: true, disabledAt: null, disabledReason: null, failingSince: null } : {}),
    ...(turnedOff ? { enabled: false, disabledAt: now, disabledReason: 'company' as const } : {}),
  });
  if (!row) throw endpointNotFound();
  return toEndpoint(row);
}

export async function removeEndpoint(context: WebhookContext, companyId: string, endpointId: string) {
  if (!(await deleteEndpoint(context.db, companyId, endpointId))) throw endpointNotFound();
}

export async function showSecret(context: WebhookContext, companyId: string, endpointId: string) {
  const row = await findEndpoint(context.db, companyId, endpointId);
  if (!row) throw endpointNotFound();
  return { secret: context.secretBox.open(row.secret) };
}

/** 'Régénérer le secret': the new one signs from now on, the previous one too for 24 hours. */
export async function rotateSecret(context: WebhookContext, companyId: string, endpointId: string) {
  const row = await findEndpoint(context.db, companyId, endpointId);
  if (!row) throw endpointNotFound();
  const secret = newWebhookSecret();
  const updated = await updateEndpoint(context.db, companyId, endpointId, {
    secret: context.secretBox.seal(secret),
    previousSecret: row.secret,
    previousSecretUntil: new Date(context.now().getTime() + PREVIOUS_SECRET_KEPT_MS),
  });
  if (!updated) throw endpointNotFound();
  return { secret };
}

export async function endpointDeliveries(
  context: WebhookContext,
  companyId: string,
  endpointId: string,
  page: number,
): Promise<WebhookDeliveryPage> {
  if (!(await findEndpoint(context.db, companyId, endpointId))) throw endpointNotFound();
  const rows = await listDeliveries(context.db, companyId, endpointId, {
    limit: WEBHOOK_DELIVERY_PAGE_SIZE + 1,
    offset: (page - 1) * WEBHOOK_DELIVERY_PAGE_SIZE,
  });
  return {
    deliveries: rows.slice(0, WEBHOOK_DELIVERY_PAGE_SIZE).map(toDelivery),
    page,
    hasMore: rows.length > WEBHOOK_DELIVERY_PAGE_SIZE,
  };
}

/** 'Renvoyer': a new attempt now (then retried for 24 hours), same `webhook-id`. */
export async function retryDelivery(
  context: WebhookContext,
  companyId: string,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const endpoint = await findEndpoint(context.db, companyId, endpointId);
  if (!endpoint) throw endpointNotFound();
  if (!endpoint.enabled) {
    throw new AppError('WEBHOOK_ENDPOINT_DISABLED', 409, WEBHOOK_MESSAGES.endpointDisabledRetry);
  }
  if (!(await requeueDelivery(context.db, companyId, endpointId, deliveryId, context.now()))) {
    throw deliveryNotFound();
  }
  noteQueuedDeliveries(1);
  const row = await findDelivery(context.db, companyId, deliveryId);
  if (!row) throw deliveryNotFound();
  return toDelivery(row);
}
