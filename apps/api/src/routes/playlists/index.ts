import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../http/endpoints';
import { playlistHandlers } from './handlers';

/** Playlists and their pictures: this resource's part of the endpoint table. */
export default async function playlistsRoutes(app: FastifyInstance) {
  await registerEndpoints(app, playlistHandlers(app.services));
}
