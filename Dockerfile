# syntax=docker/dockerfile:1
# Pointeo in one image: the compiled server serving the built web app. Build: `docker build -t pointeo .`
# Run with PostgreSQL, Stripe and SMTP configured (see .env.example and docs/deployment.md).

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Everything needed to build: all dependencies, then `npm run build` (web app + server bundle).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-fund --no-audit
COPY . .
RUN npm run build

# 2. Production dependencies of the server alone (no tsx, Vite, Playwright or pino-pretty).
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --no-fund --no-audit --workspace @pointeo/server --workspace @pointeo/domain \
  && mkdir -p apps/server/node_modules

# 3. The runtime: compiled code, migrations, the web build; runs as the unprivileged `node` user.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
# npm nests a package under its workspace when the root holds another version of it (better-auth).
COPY --from=production-dependencies /app/apps/server/node_modules apps/server/node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The public pages are rendered from this bundle, which carries its own dependencies (React…).
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Liveness only: a database outage must not get every container restarted (readiness is /api/health/ready).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself as PID 1 receives SIGTERM and drains (no npm in between, which would not forward it).
# --v8-pool-size=0: V8's helper threads sized to the CPUs given, not Node's fixed 4 (decision 034).
CMD ["node", "--enable-source-maps", "--v8-pool-size=0", "apps/server/dist/server.js"]
