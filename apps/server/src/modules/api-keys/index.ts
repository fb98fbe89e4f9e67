/** The face of api-keys: all that app.ts and other modules may import from it (decision 075). */

export { revokeCompanyApiKeys } from './closure';
export { createApiKeyGuard, type RequestApiKey } from './guard';
export { apiKeyNames } from './repository';
export { apiKeyRoutes } from './routes';
export { issueApiKey, type NewApiKey } from './service';
