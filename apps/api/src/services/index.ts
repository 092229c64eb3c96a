import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Notifications } from '../db/notifications';
import type { DB } from '../db/schema';
import { createRepositories, type Repositories } from '../repositories';
import { CaptchaService } from './captcha';
import { ContinueWatching } from './continue-watching';
import { DownloadRights } from './download-rights';
import { HourlyCaps } from './hourly-caps';
import type { Log } from './log';
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

/**
 * The app services every resource plugin reaches through `app.services` (fastify/demo's "app services" layer). Each
 * service is given only what it uses; this bag is what the routes are given.
 */
export interface Services {
  config: Config;
  /** For maintenance and health checks; requests go through `repos`. */
  db: Kysely<DB>;
  /** The typed repositories of every table family. */
  repos: Repositories;
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
  /** Hourly caps on actions that write rows for anyone who asks. */
  caps: HourlyCaps;
  videoLinks: VideoLinks;
  /** The viewings whose quality reports the server takes (issued with each video link). */
  playbackSessions: PlaybackSessions;
  sms: SmsSender;
  /** Server secret for HMACs of codes and captcha answers. */
  secret: string;
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
  log?: Log;
}

/** Builds every app service, each from the few things it uses: the one place they are made and wired together. */
export function createServices(options: ServiceOptions): Services {
  const { config, db, notifications, secret, log } = options;
  const repos = createRepositories(db);
  const tokens = new Tokens(secret);
  const sms = options.sms ?? createSms(config.sms, repos.outbox, new URL(config.publicUrl).hostname, log);
  const captcha = new CaptchaService({ captchas: repos.captchas, secret, keepAnswers: !config.production });
  return {
    config,
    db,
    repos,
    tokens,
    media: new MediaUrls(config.mediaBaseUrl),
    titles: new TitleLists(repos.titles),
    search: new Search(repos.search),
    continueWatching: new ContinueWatching(repos.activity, notifications, log),
    signIns: new SignIns(repos.signIns, notifications, log),
    downloadRights: new DownloadRights(repos.downloads, notifications, log),
    profiles: new Profiles(repos.profiles),
    otp: new OtpService({
      otps: repos.otps,
      counters: repos.counters,
      captcha,
      sms,
      tokens,
      secret,
      limits: config,
    }),
    captcha,
    caps: new HourlyCaps({ counters: repos.counters, scale: config.floodCapScale }),
    videoLinks: options.videoLinks ?? new VideoLinks(secret, config.videoLinkTtlSeconds),
    playbackSessions: options.playbackSessions,
    sms,
    secret,
  };
}
