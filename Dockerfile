# One image for both services (store-api and gateway): they share the lockfile and the build.
# docker compose picks the service with `command`; see docker-compose.yml.
FROM node:22.21-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/logging/package.json packages/logging/
COPY store-api/package.json store-api/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:22.21-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
# The application's files stay root's: the process (user node) can read them, not change them. Only /data is its.
COPY --from=build /app /app
RUN install -d -m 0700 -o node -g node /data
USER node
VOLUME ["/data"]
EXPOSE 4000 4001
# The gateway by default; docker-compose.yml gives store-api its own command and health check URL.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=6 \
  CMD ["node", "scripts/healthcheck.mjs", "http://127.0.0.1:4000/healthz"]
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=128", "gateway/dist/main.js"]
