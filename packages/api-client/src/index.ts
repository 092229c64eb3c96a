export {
  type AfterResponseHook,
  type ApiClient,
  type ApiClientHooks,
  type ApiClientOptions,
  type BeforeRequestHook,
  type CallOptions,
  createApiClient,
  type HookContext,
  prefetchHttp,
} from './client';
export type { EndpointFunctions } from './client-api';
export * from './constants';
export { type EndpointMeta, type EndpointName, endpointNames, endpoints } from './endpoints';
export {
  describeError,
  type ErrorAction,
  type ErrorCode,
  type ErrorContext,
  type ErrorOutcome,
  errorCodeNames,
  errorCodes,
  errorTexts,
  matchErrorCode,
  notFoundTexts,
} from './error-table';
export {
  ApiError,
  type ApiErrorOptions,
  type FailureReason,
  isApiError,
  parseErrorBody,
  parseRetryAfter,
} from './errors';
export { type PagedEndpointName, pagedEndpoints } from './paged';
export type { EndpointInput, EndpointOutput, EndpointResult } from './types';
export type * from './wire';
