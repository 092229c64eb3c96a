import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Counter } from 'prom-client';
import type { Config } from '../config';
import type { Notifications } from '../db/notifications';
import type { DB } from '../db/schema';
import { AnswerCache } from '../http/answer-cache';
import { createRepositories, type Repositories } from '../repositories';
import { ageLimit } from './age';
import { CaptchaService } from './captcha';
import { ContinueWatching } from './continue-watching';
import { DownloadRights } from './download-rights';
import { MediaUrls } from './media';
import { OtpService } from './otp';
import type { PlaybackSessions } from './playback-sessions';
import { Profiles } from './profiles';
import { Search } from './search';
import { SignIns } from './sign-ins';
import { createSms, type SmsSender } from './sms';
import { TitleLists } from './title-lists';
import { Tokens } from './tokens';
import { VideoLinks } from './video-links';

/** The app services every resource plugin reaches through `app.services` (fastify/demo's "app services" layer). */
export interface Services {
  config: Config;
  /** For maintenance and health checks; requests go through `repos`. */
  db: Kysely<DB>;
  /** The typed repositories of every table family. */
  repos: Repositories;
  /** The one cache of API answers (shared reads by URL and age limit). */
  answers: AnswerCache;
  tokens: Tokens;
  media: MediaUrls;
  titles: TitleLists;
  search: Search;
  continueWatching: ContinueWatching;
  /** Live sign-ins, signing devices out, and their last activity. */
  signIns: SignIns;
  /** Whether a download link still works, and announcing the grants that ended (decision 041). */
  downloadRights: DownloadRights;
  /** Profiles' age ranges and the writes that change them. */
  profiles: Profiles;
  otp: OtpService;
  captcha: CaptchaService;
  videoLinks: VideoLinks;
  /** The viewings whose quality reports the server takes (issued with each video link). */
  playbackSessions: PlaybackSessions;
  sms: SmsSender;
  /** Server secret for HMACs of codes and captcha answers. */
  secret: string;
  /** The caller's age limit (see age.ts), optionally narrowed further. */
  age(request: FastifyRequest, narrowTo?: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every app service, built once by `createServices`. */
    services: Services;
  }
}

export interface ServiceOptions {
  config: Config;
  db: Kysely<DB>;
  notifications: Notifications;
  secret: string;
  /** Replaces the configured SMS provider (tests of the provider adapter). */
  sms?: SmsSender | undefined;
  /** Signs video links; tests pass one with their own clock. */
  videoLinks?: VideoLinks | undefined;
  playbackSessions: PlaybackSessions;
  log?: FastifyBaseLogger;
  /** Counts the answer cache's hits and misses. */
  lookups?: Counter<'cache' | 'result'>;
}

/** Builds every app service: the one place they are made and wired to each other. */
export function createServices(options: ServiceOptions): Services {
  const { config, db, secret, log } = options;
  const repos = createRepositories(db);
  const profiles = new Profiles(repos.profiles);
  const services: Omit<Services, 'otp' | 'captcha'> = {
    config,
    db,
    repos,
    answers: new AnswerCache(options.lookups ? { lookups: options.lookups } : {}),
    tokens: new Tokens(secret),
    media: new MediaUrls(config.mediaBaseUrl),
    titles: new TitleLists(repos.titles),
    search: new Search(repos.search),
    continueWatching: new ContinueWatching(repos.activity, options.notifications, log),
    signIns: new SignIns(repos.signIns, options.notifications, log),
    downloadRights: new DownloadRights(repos.downloads, options.notifications, log),
    profiles,
    videoLinks: options.videoLinks ?? new VideoLinks(secret, config.videoLinkTtlSeconds),
    playbackSessions: options.playbackSessions,
    sms: options.sms ?? createSms(config.sms, repos.outbox, new URL(config.publicUrl).hostname, log),
    secret,
    age: (request, narrowTo) => ageLimit(profiles, request, narrowTo),
  };
  const all = services as Services;
  all.otp = new OtpService(all);
  all.captcha = new CaptchaService(all);
  return all;
}
