/** Entry `@parde/api-client/schemas`: the TypeBox wire schemas, for the server (and any validator). */

export { type EndpointMeta, type EndpointName, endpointNames, endpoints } from './endpoints';
export { type ErrorCode, errorCodes } from './error-table';
export * from './schemas/index';
