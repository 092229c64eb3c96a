/** Entry `@parde/api-client/schemas`: the TypeBox wire schemas, for the server (and any validator). */

export { type ErrorCode, errorCodes } from './catalogue';
export { type EndpointMeta, type EndpointName, endpointNames, endpoints } from './endpoints';
export * from './schemas/index';
