/**
 * The face of the webhooks module (issue 31 item 5, decision 077): a company's endpoints, the events
 * the owners of the facts record in their own transactions (an outbox), their signed deliveries.
 * It imports no module: employees, the time sheets, leave and the clock record through this face.
 */
export { type AddressRules, checkEndpointUrl, isRefusedAddress } from './address-guard';
export { deleteCompanyWebhookEvents, disableCompanyWebhookEndpoints } from './closure';
export {
  DEFAULT_WEBHOOK_TIMEOUT_MS,
  retryDelayMs,
  startWebhookDeliveries,
  type WebhookDeliveries,
} from './dispatcher';
export {
  isoInstant,
  noteQueuedDeliveries,
  queuedDeliveries,
  recordWebhookEvent,
  webhookEventCtes,
} from './events';
export { companyWebhookRoutes } from './routes';
export { signedHeaders } from './sender';
export { newWebhookSecret, type WebhookContext } from './service';
