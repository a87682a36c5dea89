# syntax=docker/dockerfile:1
# Production image: the API (compiled to JavaScript, run by node) serving the built site and admin.
#   docker build -t northbeam .   (docker compose up: see docker-compose.yml)

# --- 1. all dependencies, to build the site
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm_config_audit=false npm_config_fund=false
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY site/package.json site/
COPY desktop-admin/package.json desktop-admin/
RUN npm ci
COPY tsconfig.base.json ./
COPY shared ./shared
COPY site ./site
COPY api ./api
RUN npm run build -w site && npm run build -w api

# --- 2. production dependencies of the API and the shared contract only
FROM node:20-bookworm-slim AS prod-deps
WORKDIR /app
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm_config_audit=false npm_config_fund=false
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY site/package.json site/
COPY desktop-admin/package.json desktop-admin/
RUN npm ci --omit=dev --workspace=api --workspace=shared --include-workspace-root=false \
  && npm cache clean --force

# --- 3. runtime
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SITE_DIST=/app/site/dist
WORKDIR /app
# pg_dump/pg_restore (15, as the compose database) for `npm run backup` / `npm run restore`.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
COPY --from=prod-deps /app /app
COPY tsconfig.base.json ./
COPY shared ./shared
COPY api ./api
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/site/dist ./site/dist
# The server entry that renders public pages (without it the server falls back to the SPA shell).
COPY --from=build /app/site/dist-server ./site/dist-server
RUN rm -rf shared/test-fixtures api/test \
  && mkdir -p /data \
  && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
WORKDIR /app/api
# node directly (not npm): SIGTERM reaches the server, which drains, then exits. The shell commands
# run compiled too: `npm run admin`, `backup` and `restore` here are `node dist/cli/<name>.js`.
# With the node flags of `npm start` (api/package.json; compiled-server.test.ts checks they match).
CMD ["node", "--v8-pool-size=0", "--no-memory-reducer", "dist/server.js"]
