import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import Type from 'typebox';
import { fail } from '../http/errors';
import { CLOCK_SLACK_MS, type PlaybackSession, type PlaybackSessions } from '../services/playback-sessions';

/** The player's beacon (ui's `PlaybackQualityReport`): one per viewing, bounded so no beacon can skew the figures. */
const Report = Type.Object(
  {
    /** The session GetVideoLink issued with the link this viewing played. */
    playbackSession: Type.String({ minLength: 1, maxLength: 160 }),
    sessionId: Type.String({ minLength: 1, maxLength: 64 }),
    startupMs: Type.Union([Type.Integer({ minimum: 0, maximum: 600_000 }), Type.Null()]),
    stalls: Type.Integer({ minimum: 0, maximum: 10_000 }),
    stallMs: Type.Integer({ minimum: 0, maximum: 86_400_000 }),
    failures: Type.Array(Type.Union(['expired', 'network', 'media', 'unsupported'].map((k) => Type.Literal(k))), {
      maxItems: 20,
    }),
    qualitySwitches: Type.Integer({ minimum: 0, maximum: 10_000 }),
  },
  { additionalProperties: false },
);

/** Playback figures from viewers' players, in the app's registry beside the HTTP ones. */
export function playbackMetrics(registry: Registry) {
  const registers = [registry];
  return {
    sessions: new Counter({ name: 'parde_playback_sessions_total', help: 'Viewings reported', registers }),
    startup: new Histogram({
      name: 'parde_playback_startup_seconds',
      help: 'Play asked to first frame playing, per viewing that started',
      buckets: [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10, 30],
      registers,
    }),
    stalls: new Counter({ name: 'parde_playback_stalls_total', help: 'Stalls after playback started', registers }),
    stallTime: new Histogram({
      name: 'parde_playback_stall_seconds',
      help: 'Time stalled per viewing',
      buckets: [0, 0.5, 1, 2, 5, 10, 30, 60, 300],
      registers,
    }),
    failures: new Counter({
      name: 'parde_playback_failures_total',
      help: 'Playback failures viewers saw, by kind',
      labelNames: ['kind'] as const,
      registers,
    }),
    switches: new Counter({
      name: 'parde_playback_quality_switches_total',
      help: 'Changes of the playing rendition',
      registers,
    }),
  };
}

type Report = Type.Static<typeof Report>;

/**
 * Whether a report's figures fit its session: no more time to start or stalled than has passed since the link was
 * issued, and no more stalls or rendition changes than the video has seconds.
 */
export function withinSession(report: Report, session: PlaybackSession, now: number): boolean {
  const elapsed = Math.max(0, now - session.issuedAt) + CLOCK_SLACK_MS;
  const seconds = Math.max(1, session.durationSeconds);
  return (
    (report.startupMs ?? 0) <= elapsed &&
    report.stallMs <= elapsed &&
    report.stalls <= seconds &&
    report.qualitySwitches <= seconds
  );
}

/**
 * Whether a request comes from the site's own pages: the browser's `Sec-Fetch-Site` says same-origin, or (an older
 * browser) its `Origin` is the site's. A request with neither came from no page of ours.
 */
function fromOurPages(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (site !== undefined && site !== 'same-origin') return false;
  if (origin !== undefined) return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
  return site === 'same-origin';
}

/**
 * `POST /api/playback/quality`: the player's one beacon per viewing (sent with `navigator.sendBeacon`, which carries
 * no token). It holds no member id or address, only figures and the CMCD session id, and is taken only from the
 * site's own pages, for a session the server issued with a video link, once per session, within the session's
 * bounds: a stranger cannot move the playback figures of `/metrics` (decision 040).
 */
export function registerPlaybackQuality(
  app: FastifyInstance,
  metrics: ReturnType<typeof playbackMetrics>,
  sessions: PlaybackSessions,
  publicUrl: string,
) {
  const publicOrigin = new URL(publicUrl).origin;
  return app.register(async (scope) => {
    // A beacon of a string comes as text/plain (no CORS preflight, nothing for a proxy to rewrite): read as JSON here.
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('The report is not JSON.'), { statusCode: 400 }), undefined);
      }
    });
    scope.post(
      '/api/playback/quality',
      {
        bodyLimit: 2048,
        schema: { hide: true, body: Report },
        // Before the body is read: another site's page (a cross-site text/plain POST needs no preflight) is refused.
        onRequest: async (request) => {
          if (!fromOurPages(request, publicOrigin)) throw fail(403, 'Forbidden');
        },
      },
      async (request, reply) => {
        const report = request.body as Report;
        const session = sessions.verify(report.playbackSession);
        if (!session) throw fail(403, 'Forbidden');
        if (!withinSession(report, session, Date.now())) throw fail(400, 'ValidationError');
        // A repeat of a counted session is taken and ignored: the player may send once more on a page it left.
        if (!(await sessions.firstReport(session))) return reply.code(204).send();
        metrics.sessions.inc();
        if (report.startupMs !== null) metrics.startup.observe(report.startupMs / 1000);
        metrics.stalls.inc(report.stalls);
        metrics.stallTime.observe(report.stallMs / 1000);
        for (const kind of report.failures) metrics.failures.inc({ kind });
        metrics.switches.inc(report.qualitySwitches);
        return reply.code(204).send();
      },
    );
  });
}
