# syntax=docker/dockerfile:1
# Parde's API image: the same command as `pnpm cluster` runs per instance (node apps/api/dist/main.js, NODE_ENV=
# production) on PostgreSQL (DATABASE_URL). These machines cannot pull base images, so it is not built in CI: its
# runtime stage is `scripts/runtime-image.mjs assemble`, which `pnpm image:check` and apps/api's image test run and
# start on this machine. See README, "Running in production".

FROM node:24-slim AS base
ENV CI=true PNPM_HOME=/pnpm
RUN corepack enable
WORKDIR /src

# The dependencies, fetched from the lockfile alone (package.json names pnpm's version): this layer is rebuilt only
# when they change.
FROM base AS deps
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=cache,id=pnpm,target=/pnpm/store pnpm fetch

# Everything built (site, Storybook, client reference), then the runtime files assembled into /out.
FROM deps AS build
COPY . .
RUN --mount=type=cache,id=pnpm,target=/pnpm/store \
    pnpm install --offline --frozen-lockfile \
 && pnpm exec turbo run build docs \
 && node scripts/runtime-image.mjs assemble /out

FROM node:24-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 MEDIA_DIR=/media
WORKDIR /app
# The API's dist and production dependencies (no embedded PostgreSQL, PGlite or TypeScript), the site and the
# docs sites, owned by root and read-only to the server.
COPY --from=build --chown=root:root /out /app
RUN mkdir -p /media/art && chown -R node:node /media
# The image's unprivileged `node` user.
USER node
EXPOSE 8080
# Liveness: the process answers. Readiness (/api/health/ready) is the load balancer's business.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop): readiness turns 503, the server drains (SHUTDOWN_DRAIN_MS), lets requests in flight end
# (up to 10 s) and exits 0; compose.yaml gives it 30 s.
CMD ["node", "apps/api/dist/main.js"]

# `docker compose run --rm ingest <file> <movieId>`: the runtime with ffmpeg, writing into the media volume.
FROM runtime AS ingest
USER root
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
USER node
ENTRYPOINT ["node", "apps/api/dist/ingest.js"]
