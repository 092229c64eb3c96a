/** Entry `@parde/api-client/schemas`: the TypeBox wire schemas, for the server (and any validator). */

export { type EndpointDoc, endpointDocs } from './endpoint-docs';
export { choosingMember, type EndpointError, endpointErrors, errorStatuses } from './endpoint-errors';
export { type EndpointMeta, type EndpointName, endpointNames, endpoints } from './endpoints';
export { type ErrorCode, errorCodes } from './error-table';
export { type EndpointExample, endpointExamples, exampleOf } from './schemas/examples';
export * from './schemas/index';
