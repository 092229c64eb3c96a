import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Notifications } from '../db/notifications';
import type { DB } from '../db/schema';
import { createRepositories, type Repositories } from '../repositories';
import { ageLimit, ProfileAges } from './age';
import { ContinueWatching } from './continue-watching';
import { LiveSignIns } from './live-sign-ins';
import { MediaUrls } from './media';
import { MoviePages } from './movie-pages';
import { Search } from './search';
import type { SmsSender } from './sms';
import { TitleLists } from './title-lists';
import { Tokens } from './tokens';

/** The app services every resource module receives (the fastify/demo "app services" layer). */
export interface Services {
  config: Config;
  /** For maintenance and health checks; requests go through `repos`. */
  db: Kysely<DB>;
  /** The typed repositories of every table family. */
  repos: Repositories;
  tokens: Tokens;
  media: MediaUrls;
  titles: TitleLists;
  /** Movie pages by id as wire JSON, concurrent reads batched into one query. */
  moviePages: MoviePages;
  search: Search;
  continueWatching: ContinueWatching;
  /** Whether a token's sign-in was not logged out. */
  liveSignIns: LiveSignIns;
  /** Profiles' age ranges, remembered a few seconds. */
  profileAges: ProfileAges;
  sms: SmsSender;
  /** Server secret for HMACs of codes and captcha answers. */
  secret: string;
  /** The caller's age limit (see age.ts), optionally narrowed further. */
  age(request: FastifyRequest, narrowTo?: number): Promise<number>;
}

export function createServices(
  config: Config,
  db: Kysely<DB>,
  notifications: Notifications,
  secret: string,
  sms: SmsSender,
  log?: FastifyBaseLogger,
): Services {
  const media = new MediaUrls(config.mediaBaseUrl);
  const repos = createRepositories(db);
  const profileAges = new ProfileAges(repos.profiles);
  return {
    config,
    db,
    repos,
    tokens: new Tokens(secret),
    media,
    titles: new TitleLists(repos.titles),
    moviePages: new MoviePages(repos.titles, config.mediaBaseUrl),
    search: new Search(repos.search),
    continueWatching: new ContinueWatching(repos.activity, notifications, log),
    liveSignIns: new LiveSignIns(repos.signIns),
    profileAges,
    sms,
    secret,
    age: (request, narrowTo) => ageLimit(profileAges, request, narrowTo),
  };
}
