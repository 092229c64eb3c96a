import { parse as parseQuery } from 'node:querystring';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_PLAYLIST_PICTURE_BYTES } from '@parde/api-client';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { sql } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/database';
import { type Authenticate, type Handlers, registerEndpoints, SharedCache } from './http/endpoints';
import { clientErrorHandler, frameworkErrors, installErrorHandlers, unauthorized } from './http/errors';
import { openApiDocument } from './http/openapi';
import { registerSecurityHeaders } from './http/security-headers';
import { compileRequest } from './http/validation';
import { registerHealth } from './ops/health';
import { registerLimits } from './ops/limits';
import { createMetrics, registerMetrics } from './ops/metrics';
import { connectRedis } from './ops/redis';
import { requestId } from './ops/request-id';
import { createOutboxRepository } from './repositories/counters';
import { accountHandlers, bearer } from './routes/account/handlers';
import { catalogueHandlers } from './routes/catalogue/handlers';
import { commentHandlers } from './routes/comments/handlers';
import { devRoutes } from './routes/dev/routes';
import { docsRoutes } from './routes/docs/routes';
import { mediaRoutes } from './routes/media/routes';
import { memberHandlers } from './routes/members/handlers';
import { messageHandlers } from './routes/messages/handlers';
import { playlistHandlers } from './routes/playlists/handlers';
import { searchHandlers } from './routes/search/handlers';
import { videoHandlers } from './routes/video/handlers';
import { streamRoutes } from './routes/video/stream';
import { webRoutes } from './routes/web/routes';
import { createServices, type Services } from './services';
import { CaptchaService } from './services/captcha';
import { startMaintenance } from './services/maintenance';
import { OtpService } from './services/otp';
import { createSms, type SmsSender } from './services/sms';
import { VideoLinks } from './services/video-links';

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
export async function buildApp(
  options: AppOptions,
): Promise<FastifyInstance & { services: Services; beginClosing(): void }> {
  const { config, database, secret } = options;
  const requestLogging = config.logLevel === 'debug' || config.logLevel === 'trace';
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Tokens, codes and phones never reach a log.
            redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.query'], remove: true },
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    // One line per request only at debug: at info, load wrote 84 MB of logs in 6 minutes (counts are in /metrics).
    logController: new LogController({ disableRequestLogging: !requestLogging }),
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
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
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    allowedHeaders: ['Authorization', 'Content-Type', 'AgeRange', 'Accept'],
    methods: ['GET', 'POST'],
    maxAge: 600,
  });
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
  await registerLimits(app, {
    limits: config.rateLimits,
    redis,
    prefix: config.redisPrefix,
    limited: metrics.limited,
  });
  registerMetrics(app, metrics, config.metricsToken);
  registerHealth(app, database, redis, () => closing);

  // App services
  const sms = options.sms ?? createSms(config.sms, createOutboxRepository(database.db), app.log);
  const services = createServices(config, database.db, database.notifications, secret, sms, app.log);
  app.addHook('onClose', async () => services.continueWatching.close());
  const otp = new OtpService(services);
  const captcha = new CaptchaService(services);
  const videoLinks = options.videoLinks ?? new VideoLinks(secret, config.videoLinkTtlSeconds);
  app.decorate('services', services);
  installErrorHandlers(app);

  const authenticate: Authenticate = async (request) => {
    const token = bearer(request);
    if (request.headers.authorization !== undefined && token === undefined) throw unauthorized();
    if (!token) return undefined;
    const session = await services.tokens.readAccess(token);
    // A logged-out sign-in's tokens are refused, though their signatures still hold (issue #15).
    if (!session || !(await services.liveSignIns.isLive(session.signInId, session.accountId))) throw unauthorized();
    request.session = session;
    return session;
  };

  // Routes
  const handlers: Handlers = {
    ...accountHandlers(services, otp, captcha),
    ...memberHandlers(services, otp),
    ...catalogueHandlers(services),
    ...searchHandlers(services),
    ...commentHandlers(services),
    ...playlistHandlers(services, captcha),
    ...messageHandlers(services, captcha),
    ...videoHandlers(services, videoLinks),
  };
  registerEndpoints(
    app,
    handlers,
    authenticate,
    (request) => services.age(request),
    new SharedCache(undefined, undefined, metrics.cache),
  );
  await mediaRoutes(app, services);
  await streamRoutes(app, services, videoLinks);
  await docsRoutes(app, { storybook: config.storybookDist, apiReference: config.apiReferenceDist });
  await webRoutes(app, config.webDist, config.mediaBaseUrl, config.publicUrl);
  if (!config.production) await devRoutes(app, services, captcha);

  const stopMaintenance = startMaintenance(database.db, app.log);
  app.addHook('onClose', async () => stopMaintenance());

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    await sql`SELECT 1`.execute(database.db);
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok', engine: database.engine });
  });

  return app as unknown as FastifyInstance & { services: Services; beginClosing(): void };
}
