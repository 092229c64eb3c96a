import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../http/endpoints';
import { catalogueHandlers } from './handlers';

/** Every read of the catalogue: lists, details, cast, seasons and episodes, sliders, regal collections. */
export default async function catalogueRoutes(app: FastifyInstance) {
  await registerEndpoints(app, catalogueHandlers(app.services));
}
