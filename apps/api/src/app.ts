import { parse as parseQuery } from 'node:querystring';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_PLAYLIST_PICTURE_BYTES } from '@parde/api-client';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { registerAgeLimit } from './http/age';
import { AnswerCache } from './http/answer-cache';
import { unservedEndpoints } from './http/endpoints';
import { clientErrorHandler, frameworkErrors, installErrorHandlers } from './http/errors';
import { openApiDocument } from './http/openapi';
import { registerSecurityHeaders } from './http/security-headers';
import { compileRequest } from './http/validation';
import { healthRoutes } from './ops/health';
import { registerLimits } from './ops/limits';
import { requestLog, requestSerializer } from './ops/logging';
import { createMetrics, registerMetrics } from './ops/metrics';
import { playbackMetrics, registerPlaybackQuality } from './ops/playback-quality';
import { connectRedis } from './ops/redis';
import { requestId } from './ops/request-id';
import accountRoutes from './routes/account';
import accountEventsRoutes from './routes/account/events';
import catalogueRoutes from './routes/catalogue';
import commentsRoutes from './routes/comments';
import { devRoutes } from './routes/dev/routes';
import devicesRoutes from './routes/devices';
import { docsRoutes } from './routes/docs/routes';
import downloadsRoutes from './routes/downloads';
import { mediaRoutes } from './routes/media/routes';
import membersRoutes from './routes/members';
import messagesRoutes from './routes/messages';
import passkeysRoutes from './routes/passkeys';
import playlistsRoutes from './routes/playlists';
import searchRoutes from './routes/search';
import videoRoutes from './routes/video';
import { streamRoutes } from './routes/video/stream';
import { webRoutes } from './routes/web/routes';
import { createServices } from './services';
import { startMaintenance } from './services/maintenance';
import { PlaybackSessions } from './services/playback-sessions';
import type { SmsSender } from './services/sms';
import type { VideoLinks } from './services/video-links';

export interface AppOptions {
  config: Config;
  database: Database;
  secret: string;
  /** Replaces the configured SMS provider (tests of the provider adapter). */
  sms?: SmsSender;
  /** Signs video links; tests pass one with their own clock. */
  videoLinks?: VideoLinks;
  /** Pino logger options, or false. */
  logger?: boolean | Record<string, unknown>;
}

/** JSON request bodies are small; the playlist picture goes through multipart with its own limit. */
const BODY_LIMIT = 64 * 1024;

/** Builds the API: external plugins, then the app services, then the routes of the shared endpoint table. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance & { beginClosing(): void }> {
  const { config, database, secret } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Tokens, codes and phones never reach a log.
            redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.query'], remove: true },
            serializers: { req: requestSerializer },
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    // One line per request in production (the access log) and at debug; a development server keeps its console quiet.
    logController: requestLog(config),
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    trustProxy: config.trustProxy,
    // A request that reaches a closing instance on a kept-alive connection is served (its answer closes the
    // connection), not answered 503: nginx takes an instance's 503 as its answer to the client (decision 039).
    return503OnClosing: false,
    // Failures before routing (a malformed URL, oversized headers) answer in the wire shape too.
    frameworkErrors,
    clientErrorHandler,
    routerOptions: {
      maxParamLength: 200,
      // An empty parameter (`ageRange=`) means "not given", not the number 0 or an empty search.
      querystringParser: (text: string) => {
        const parsed = parseQuery(text);
        for (const key of Object.keys(parsed)) if (parsed[key] === '') delete parsed[key];
        return parsed;
      },
    },
  });
  // While closing, answers to in-flight requests end their keep-alive connections, so close() does not wait
  // for idle sockets that were busy when it started.
  let closing = false;
  app.decorate('beginClosing', () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Hooks that run on every request take a callback: an async one costs a promise and a microtask turn each.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Request-Id', request.id);
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    compileRequest(schema, httpPart === 'querystring' || httpPart === 'params' ? 'query' : 'body'),
  );

  // External plugins
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // Development serves plain http on localhost, where upgrading every subresource to https would break it.
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Framing is said once, by each page's CSP frame-ancestors: a second header could only disagree with it.
    xFrameOptions: false,
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    allowedHeaders: ['Authorization', 'Content-Type', 'AgeRange', 'Accept'],
    // Another app's client reads how long a 429 or 503 asks it to wait, and the id to quote in a report.
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    methods: ['GET', 'POST'],
    maxAge: 600,
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_PLAYLIST_PICTURE_BYTES, files: 1, fields: 10 } });
  // The document is built from the api-client's endpoint table and schemas, not collected from the routes.
  await app.register(swagger, { mode: 'static', specification: { document: openApiDocument() as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI sets inline styles, and its default policy refuses them (a console error on every page); the
    // online validator badge would call out to validator.swagger.io.
    staticCSP:
      "default-src 'self'; base-uri 'self'; object-src 'none'; frame-ancestors 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:",
    uiConfig: { validatorUrl: null },
  });

  // Operations: per-address limits (before every route, so each gets them), metrics, health
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  const metrics = createMetrics(database.poolStats);
  const failedAuth = await registerLimits(app, {
    limits: config.rateLimits,
    redis,
    prefix: config.redisPrefix,
    limited: metrics.limited,
  });
  registerMetrics(app, metrics, config.metricsToken);
  const playbackSessions = new PlaybackSessions(secret, {
    mediaDir: config.mediaDir,
    redis,
    prefix: config.redisPrefix,
  });
  await registerPlaybackQuality(app, playbackMetrics(metrics.registry), playbackSessions, config.publicUrl);
  await app.register(healthRoutes, { database, redis, closing: () => closing });

  // App services: built once, reached by every plugin as `app.services`
  const services = createServices({
    config,
    db: database.db,
    notifications: database.notifications,
    secret,
    sms: options.sms,
    videoLinks: options.videoLinks,
    playbackSessions,
    log: app.log,
  });
  app.decorate('services', services);
  app.decorate('answers', new AnswerCache({ lookups: metrics.cache }));
  registerAgeLimit(app, services.profiles);
  app.addHook('onClose', async () => {
    await services.continueWatching.close();
    await services.signIns.close();
    await services.downloadRights.close();
  });
  installErrorHandlers(app, failedAuth);

  // Routes of the endpoint table, one plugin per resource, in one scope that compresses their JSON.
  await app.register(async (api) => {
    await api.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      // Answers are compressed as they are sent: a low brotli quality is nearly as small at a fraction of the time.
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    for (const routes of [
      accountRoutes,
      devicesRoutes,
      downloadsRoutes,
      membersRoutes,
      catalogueRoutes,
      searchRoutes,
      commentsRoutes,
      playlistsRoutes,
      messagesRoutes,
      videoRoutes,
      passkeysRoutes,
    ]) {
      await api.register(routes);
    }
  });
  const missing = unservedEndpoints(app);
  if (missing.length > 0) throw new Error(`No route for endpoints ${missing.join(', ')}: register their plugin.`);
  await app.register(mediaRoutes);
  await app.register(streamRoutes);
  // Outside the compressing scope: a compressed stream would hold events back until its buffer fills.
  await app.register(accountEventsRoutes);
  await app.register(docsRoutes, { storybook: config.storybookDist, apiReference: config.apiReferenceDist });
  await webRoutes(app, config.webDist, config.mediaBaseUrl, config.publicUrl);
  if (!config.production) await app.register(devRoutes);

  const stopMaintenance = startMaintenance(database.db, app.log);
  app.addHook('onClose', async () => stopMaintenance());

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  return app as unknown as FastifyInstance & { beginClosing(): void };
}
