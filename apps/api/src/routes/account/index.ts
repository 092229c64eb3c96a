import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../http/endpoints';
import { accountHandlers } from './handlers';

/** Sign-in by one-time code, registration, captcha, profile switch, token check and logout: this resource's part of the endpoint table. */
export default async function accountRoutes(app: FastifyInstance) {
  await registerEndpoints(app, accountHandlers(app.services));
}
