# syntax=docker/dockerfile:1.10
#
# The shop's container image (issue 36 §4), after Next.js's official example (examples/with-docker): install, build,
# then a slim runtime that runs as a non-root user. Two differences with the example, both needed here:
# - no `output: 'standalone'`: the runtime keeps `next start` with the production dependencies (npm ci --omit=dev),
#   because the start launcher runs the migration step through tsx and the search engine's thread runs its TypeScript
#   source through tsx (src/server/search/worker/client.ts), which the standalone trace would leave out;
# - the data folder (SQLite file without DATABASE_URL, mail outbox, media without S3) is a volume at /data (DATA_DIR).
#
# Build:  docker build --secret id=payload_secret,env=PAYLOAD_SECRET \
#           --build-arg NEXT_PUBLIC_APP_URL=https://boutique.example.fr -t boutique-industrielle .
# Run:    see compose.yaml and docs/operations.md « Container image ».
#
# tests/instances/container.test.ts lays the runtime out from this file's `runner` stage (its COPY, ENV, USER, VOLUME,
# WORKDIR and CMD lines) and starts it as a non-root user: keep those lines in the simple forms it reads.

ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS base
ENV NEXT_TELEMETRY_DISABLED=1
WORKDIR /app

# 1. Every dependency, for the build
FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The production dependencies only, for the runtime (tsx and next included: they are production dependencies)
FROM base AS prod-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 2. The build. It never needs the production database: `npm run build` prepares a SQLite file of its own in a folder
# the runtime does not copy (issue 36 §5). NEXT_PUBLIC_APP_URL is written into the pages; the CMS secret signs what the
# build renders, so it is the production one, given as a build secret (never stored in a layer).
FROM base AS builder
COPY --from=deps /app/node_modules ./node_modules
COPY . .
ARG NEXT_PUBLIC_APP_URL
ENV NEXT_PUBLIC_APP_URL=${NEXT_PUBLIC_APP_URL}
ENV DATA_DIR=/tmp/build-data
RUN --mount=type=secret,id=payload_secret,env=PAYLOAD_SECRET \
    npm run build && rm -rf .next/cache

# 3. The runtime
FROM base AS runner
ENV NODE_ENV=production
ENV PORT=3000
ENV HOST=0.0.0.0
ENV DATA_DIR=/data

RUN groupadd --system --gid 1001 nodejs \
 && useradd --system --uid 1001 --gid nodejs --no-create-home nextjs \
 && mkdir -p /data \
 && chown nextjs:nodejs /data

COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=builder /app/package.json ./package.json
COPY --from=builder /app/next.config.mjs ./next.config.mjs
COPY --from=builder /app/tsconfig.json ./tsconfig.json
COPY --from=builder /app/public ./public
COPY --from=builder /app/scripts ./scripts
COPY --from=builder /app/src ./src
# next start writes its image cache (and, without Redis, its regenerated pages) under .next
COPY --from=builder --chown=nextjs:nodejs /app/.next ./.next

VOLUME /data
USER nextjs
EXPOSE 3000

# liveness: the process answers (no dependency); the balancer checks /api/ready instead (compose.yaml)
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# The start launcher (what `npm start` runs): checks Node 22, applies the migrations under their lock, then runs next
# start and hands it SIGTERM/SIGINT, so `docker stop` drains the instance. Run it with an init (compose: `init: true`).
CMD ["node", "scripts/start.mjs"]
