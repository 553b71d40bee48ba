# The web server (server/web/) as a production image: it serves the H5 app built inside this image,
# draws the page shell from an istore API and forwards that API. Nothing is kept on disk: run as
# many copies as needed behind a load balancer or CDN.
#
#   docker build -t storefront-web .
#   docker run -p 8080:8080 -e STORE_API_ORIGIN=https://istore.example storefront-web
#
# Settings: STORE_API_ORIGIN (required), STORE_PUBLIC_ORIGIN (the store's https origin, for
# canonical links), STORE_TRUST_PROXY=1 behind a load balancer that sets X-Forwarded-For/-Proto.

# ---- build: dependencies (better-sqlite3 compiles from source: python3, make, g++) and the H5 app
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
# `npm ci` refuses this lock (other platforms' optional binaries are not in it); install honours it
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build:h5 && npm prune --omit=dev

# ---- run: only what the web server loads (its code, the app's rules it shares, tsconfig.json for
# their `@/` imports, the build)
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
COPY --from=build --chown=node:node /app/package.json /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/server/web ./server/web
COPY --from=build --chown=node:node /app/server/shared ./server/shared
COPY --from=build --chown=node:node /app/src ./src
COPY --from=build --chown=node:node /app/types ./types
COPY --from=build --chown=node:node /app/config/dev.ts ./config/dev.ts
COPY --from=build --chown=node:node /app/dist/h5 ./dist/h5
USER node
EXPOSE 8080
# liveness only (the process answers): a container is not restarted because the API is down;
# a load balancer asks /readyz (README, "Running it in production")
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "server/web/main.ts"]
