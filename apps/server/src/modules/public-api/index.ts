/**
 * The public API's face (decision 076): the routes under /api/v1, their OpenAPI document and
 * reference page, and the purge of its Idempotency-Keys. It sits at the top of the module order and
 * reads and writes through the faces below it.
 */

export { IDEMPOTENCY_PURGE_INTERVAL_MS, idempotencyPurgeJob } from './idempotency';
export { API_DOCS_PATH, apiDocumentationRoutes, OPENAPI_PATH, openApiOptions } from './openapi';
export { API_KEY_AUTHOR_NAME, type PublicApiSources, publicApiRoutes } from './routes';
export { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from './schemas';
