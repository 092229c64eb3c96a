import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../http/endpoints';
import { commentHandlers } from './handlers';

/** Comments on videos: this resource's part of the endpoint table. */
export default async function commentsRoutes(app: FastifyInstance) {
  await registerEndpoints(app, commentHandlers(app.services));
}
