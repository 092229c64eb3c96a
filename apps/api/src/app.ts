import { parse as parseQuery } from 'node:querystring';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_PLAYLIST_PICTURE_BYTES } from '@parde/api-client';
import { Ajv } from 'ajv';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/database';
import { type Authenticate, type Handlers, registerEndpoints } from './http/endpoints';
import { installErrorHandlers, unauthorized } from './http/errors';
import { CaptchaService } from './routes/account/captcha';
import { accountHandlers, bearer } from './routes/account/handlers';
import { OtpService } from './routes/account/otp';
import { catalogueHandlers } from './routes/catalogue/handlers';
import { commentHandlers } from './routes/comments/handlers';
import { devRoutes } from './routes/dev/routes';
import { mediaRoutes } from './routes/media/routes';
import { memberHandlers } from './routes/members/handlers';
import { messageHandlers } from './routes/messages/handlers';
import { playlistHandlers } from './routes/playlists/handlers';
import { searchHandlers } from './routes/search/handlers';
import { videoHandlers } from './routes/video/handlers';
import { VideoLinks } from './routes/video/links';
import { streamRoutes } from './routes/video/stream';
import { webRoutes } from './routes/web/routes';
import { createServices, type Services } from './services';
import { startMaintenance } from './services/maintenance';
import { createSms, type SmsSender } from './services/sms';

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

// Query strings are coerced ("12" → 12) and unknown parameters dropped; JSON bodies are taken as sent and a
// field the schema does not name is refused, so nothing unexpected is ever written (no mass assignment).
const queryAjv = new Ajv({ coerceTypes: true, useDefaults: true, removeAdditional: true, strict: false });
const bodyAjv = new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: false, strict: false });

/** Builds the API: external plugins, then the app services, then the routes of the shared endpoint table. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance & { services: Services }> {
  const { config, database, secret } = options;
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
    bodyLimit: BODY_LIMIT,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
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
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'querystring' || httpPart === 'params' ? queryAjv : bodyAjv).compile(schema),
  );

  // External plugins
  await app.register(helmet, {
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
  await app.register(swagger, {
    openapi: {
      info: { title: 'Parde API', version: '0.1.0', description: 'The API of Parde (پرده), spec §7.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // App services
  const sms = options.sms ?? createSms(config.sms, database.db, app.log);
  const services = createServices(config, database.db, secret, sms);
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
    if (!session) throw unauthorized();
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
  registerEndpoints(app, handlers, authenticate);
  await mediaRoutes(app, services);
  await streamRoutes(app, services, videoLinks);
  await webRoutes(app, config.webDist, config.mediaBaseUrl);
  if (!config.production) await devRoutes(app, services, captcha);

  const stopMaintenance = startMaintenance(database.db, app.log);
  app.addHook('onClose', async () => stopMaintenance());

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    await sql`SELECT 1`.execute(database.db);
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok', engine: database.engine });
  });

  return app as unknown as FastifyInstance & { services: Services };
}
