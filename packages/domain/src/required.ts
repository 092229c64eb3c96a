import { ApiError, type EndpointName } from '@parde/api-client';

/**
 * The answer a flow cannot go on without. An empty success body (spec §7 reads it as an empty result)
 * is reported like any other failed call of that endpoint.
 */
export function required<T>(answer: T | undefined, endpoint: EndpointName): T {
  if (answer === undefined) throw new ApiError(endpoint, 200, undefined);
  return answer;
}
