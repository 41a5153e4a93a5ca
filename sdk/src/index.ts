/** @kisa/sdk: the Kisa API's typed client (types generated from its OpenAPI document). */
export { createKisaClient, DEFAULTS, type KisaClient, type KisaClientOptions } from './client/create-client.js';
export { KisaApiError, KisaNetworkError, type ProblemDetails, type ProblemFieldError } from './client/api-error.js';
export { IDEMPOTENCY_HEADER, type RetryInfo } from './client/retrying-fetch.js';
export type { QueuedLinks, WaitOptions } from './client/campaigns.js';
export { IMPORT_ENDED, type WaitForImportOptions } from './client/imports.js';
export type { DownloadedFile, DownloadOptions } from './client/downloads.js';
export type * from './client/types.js';
export type { components, operations, paths } from './generated/api.js';
