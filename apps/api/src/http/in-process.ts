import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The header that marks a call the server makes to itself (a page's loader through `inject`). */
const HEADER = 'x-parde-in-process';
/** Random per process, so no request from outside can claim to be one of ours. */
const token = randomBytes(18).toString('base64url');

/** The headers an in-process call carries. */
export const inProcessHeaders: Readonly<Record<string, string>> = { [HEADER]: token };

/** Whether a request is the server's own call to itself on behalf of a visitor whose page it renders. */
export const isInProcess = (request: FastifyRequest) => request.headers[HEADER] === token;
