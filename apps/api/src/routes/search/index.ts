import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../http/endpoints';
import { searchHandlers } from './handlers';

/** Search across movies, series and stars: this resource's part of the endpoint table. */
export default async function searchRoutes(app: FastifyInstance) {
  await registerEndpoints(app, searchHandlers(app.services));
}
