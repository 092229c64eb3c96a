import { normalizeMobile } from '@parde/fa';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { notExists } from '../../http/errors';

/**
 * Development helpers (never registered in production): the SMS outbox of the dev provider and captcha
 * answers, so sign-in and forms can be used and tested without a phone or eyes.
 */
export async function devRoutes(app: FastifyInstance) {
  const s = app.services;
  app.get(
    '/dev/outbox',
    {
      schema: {
        hide: true,
        querystring: Type.Object({ phone: Type.String({ maxLength: 32 }) }),
        response: {
          200: Type.Object({
            data: Type.Array(Type.Object({ phone: Type.String(), text: Type.String(), createdAt: Type.String() })),
          }),
        },
      },
    },
    async (request) => {
      const phone = normalizeMobile((request.query as { phone: string }).phone) ?? '';
      const rows = await s.repos.outbox.latest(phone, 20);
      return {
        data: rows.map((row) => ({ phone: row.phone, text: row.text, createdAt: row.created_at.toISOString() })),
      };
    },
  );

  app.get(
    '/dev/captcha/:id',
    {
      schema: {
        hide: true,
        params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
        response: { 200: Type.Object({ answer: Type.String() }) },
      },
    },
    async (request) => {
      const answer = await s.captcha.devAnswer((request.params as { id: string }).id);
      if (answer === undefined) throw notExists();
      return { answer };
    },
  );
}
