# syntax=docker/dockerfile:1
# The site as one image (decision 029): built with every dependency, run with the production ones
# only, as the unprivileged `node` user, with /healthz as the health check. compose.yaml runs two
# of these behind Caddy on PostgreSQL and an S3-compatible bucket. Build: docker build -t sito .

ARG NODE_IMAGE=node:22-bookworm-slim

# 1. Production dependencies only (native addons: sharp, argon2; PGlite's WASM).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 2. The build: pages, precompressed assets, compiled server (npm run build, decision 011).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 3. What runs: the build, the migrations, the production packages and the two maintenance
#    commands (npm run db:backup, npm run uploads:to-s3).
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
COPY db/migrations ./db/migrations
COPY scripts/db-backup.mjs scripts/uploads-to-s3.mjs ./scripts/
COPY server/storage/s3-client.mjs ./server/storage/
# DATA_DIR: PGlite and local uploads when no DATABASE_URL / S3_* is set; the only writable place.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Node's own fetch: the slim image has no curl. /healthz answers 503 while draining on SIGTERM.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Started directly (not through npm) so SIGTERM reaches the server, which drains within 10 s.
CMD ["node", "build/server-app/index.js"]
