import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../http/endpoints';
import { passkeysHandlers } from './handlers';

/** Passkeys: adding, listing, renaming and removing them, and signing in with one (issue #38). */
export default async function passkeysRoutes(app: FastifyInstance) {
  await registerEndpoints(app, passkeysHandlers(app.services));
}
