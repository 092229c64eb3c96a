import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../http/endpoints';
import { messageHandlers } from './handlers';

/** The contact form: this resource's part of the endpoint table. */
export default async function messagesRoutes(app: FastifyInstance) {
  await registerEndpoints(app, messageHandlers(app.services));
}
