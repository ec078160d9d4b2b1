# The API serving the back office, visitor pages and signage on one port (see docker-compose.yml).
FROM node:22-bookworm-slim

WORKDIR /app
RUN chown node:node /app
USER node

# Dependencies first, so a source change does not reinstall them. Dev dependencies stay: vite
# builds the front ends below, and tsx runs the TypeScript API.
COPY --chown=node:node package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

COPY --chown=node:node . .
RUN npm run build:web && mkdir -p /app/.data/media

ENV PORT=3000
ENV NODE_ENV=production
EXPOSE 3000
# A young generation of 64 MiB semi-spaces (V8's default is 16 on 64-bit): fewer scavenges under a
# burst of requests (README "Benchmarks": bench:booking's p99 fell by about a tenth).
CMD ["npx", "tsx", "--max-semi-space-size=64", "api/src/main.ts"]
