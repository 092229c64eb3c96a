import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../http/endpoints';
import { memberHandlers } from './handlers';

/** The account's members (profiles) and their playback settings: this resource's part of the endpoint table. */
export default async function membersRoutes(app: FastifyInstance) {
  await registerEndpoints(app, memberHandlers(app.services));
}
