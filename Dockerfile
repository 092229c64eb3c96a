# syntax=docker/dockerfile:1
# Parde's API image: the same command as `pnpm cluster` runs per instance (node apps/api/dist/main.js, NODE_ENV=
# production). It is not built or run in CI (these machines cannot pull base images); scripts/cluster.mjs and its
# test are the tested mirror of compose.yaml. See README, "Running in production".

FROM node:24-slim AS build
WORKDIR /app
ENV CI=true
RUN corepack enable
COPY . .
# Every dependency to build; then only what the server needs at run time, from the same store, offline.
RUN pnpm install --frozen-lockfile \
 && pnpm exec turbo run build \
 && rm -rf node_modules apps/*/node_modules packages/*/node_modules \
 && pnpm install --frozen-lockfile --prod --offline

FROM node:24-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 MEDIA_DIR=/media DATA_DIR=/home/node/data
WORKDIR /app
COPY --from=build --chown=root:root /app /app
RUN mkdir -p /media && chown node:node /media
# The image's unprivileged `node` user; the code stays root's and read-only to it.
USER node
EXPOSE 8080
# Liveness: the process answers. Readiness (/api/health/ready) is the load balancer's business.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop): the server drains and exits within 5 s, inside Docker's 10 s grace.
CMD ["node", "apps/api/dist/main.js"]
