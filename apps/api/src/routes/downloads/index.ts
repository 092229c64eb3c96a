import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../http/endpoints';
import { downloadsHandlers } from './handlers';

/** Download grants for offline viewing: granting, listing, deleting, and the first play. */
export default async function downloadsRoutes(app: FastifyInstance) {
  await registerEndpoints(app, downloadsHandlers(app.services));
}
