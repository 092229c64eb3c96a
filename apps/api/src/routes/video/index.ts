import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../http/endpoints';
import { videoHandlers } from './handlers';

/** Video links, progress reports and the continue list: this resource's part of the endpoint table. */
export default async function videoRoutes(app: FastifyInstance) {
  await registerEndpoints(app, videoHandlers(app.services));
}
