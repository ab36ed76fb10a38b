# The site as a container. Dependencies, production-only dependencies and the build each have a
# stage, so the runtime image carries only what `node build/server.js` reads: the build output,
# public/, the production node_modules and package.json. No compilers, no dev tools, no sources.

# Node 24, an LTS line supported until April 2028. The build's tools need 20.19 or 22.12 at least
# (package.json's engines).
FROM node:24-bookworm-slim AS base
WORKDIR /app

# Every dependency, for the build, exactly as the lockfile pins them. Only the manifests are
# copied first, so this layer is reused until they change. The lockfile names every platform's
# native packages (rollup's, esbuild's, sharp's): npm ci installs this platform's alone. The
# dependencies' install scripts, which npm 11 skips, are not needed: the binaries come as packages.
FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The same tree pruned to what the server needs at run time; no second download.
FROM deps AS production-deps
RUN npm prune --omit=dev --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM base AS runtime
ENV NODE_ENV=production PORT=3000
COPY --from=production-deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public

# Files stay owned by root, so the server cannot rewrite its own code. The messages visitors send
# are kept in /app/data (DATA_DIR), a volume the server's user alone can read: mount one
# (`-v portfolio-data:/app/data`) so they outlive the container.
RUN mkdir -m 700 /app/data && chown node:node /app/data
ENV DATA_DIR=/app/data
VOLUME /app/data
USER node
EXPOSE 3000

# Slim images have no curl; Node's own fetch asks the server whether it can render a page.
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# Exec form: Node is PID 1 and receives SIGTERM itself, so `docker stop` shuts it down cleanly.
CMD ["node", "build/server.js"]
