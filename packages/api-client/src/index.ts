export { type ApiClient, type ApiClientOptions, type CallOptions, createApiClient, prefetchHttp } from './client';
export * from './constants';
export { type EndpointMeta, type EndpointName, endpointNames, endpoints } from './endpoints';
export {
  describeError,
  type ErrorAction,
  type ErrorCode,
  type ErrorContext,
  type ErrorOutcome,
  errorCodes,
  errorTexts,
  matchErrorCode,
  notFoundTexts,
} from './error-table';
export { ApiError, isApiError, parseErrorBody } from './errors';
export { pagedEndpoints } from './paged';
export { PRELOADED_ELEMENT_ID, type PreloadedAnswers, preloadKey } from './preloaded';
export type { EndpointInput, EndpointOutput } from './types';
export type * from './wire';
