import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { CountCache, TitleLists } from '../routes/catalogue/titles';
import { ageLimit } from './age';
import { MediaUrls } from './media';
import type { SmsSender } from './sms';
import { Tokens } from './tokens';

/** The app services every resource module receives (the fastify/demo "app services" layer). */
export interface Services {
  config: Config;
  db: Kysely<DB>;
  tokens: Tokens;
  media: MediaUrls;
  counts: CountCache;
  titles: TitleLists;
  sms: SmsSender;
  /** Server secret for HMACs of codes and captcha answers. */
  secret: string;
  /** The caller's age limit (see age.ts), optionally narrowed further. */
  age(request: FastifyRequest, narrowTo?: number): Promise<number>;
}

export function createServices(config: Config, db: Kysely<DB>, secret: string, sms: SmsSender): Services {
  const media = new MediaUrls(config.mediaBaseUrl);
  const counts = new CountCache();
  return {
    config,
    db,
    tokens: new Tokens(secret),
    media,
    counts,
    titles: new TitleLists(db, media, counts),
    sms,
    secret,
    age: (request, narrowTo) => ageLimit(db, request, narrowTo),
  };
}
