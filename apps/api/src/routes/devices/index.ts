import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../http/endpoints';
import { devicesHandlers } from './handlers';

/** The account's signed-in devices: listing them, signing one or all others out. */
export default async function devicesRoutes(app: FastifyInstance) {
  await registerEndpoints(app, devicesHandlers(app.services));
}
