// Signage display: assets under /signage/, the page at /signage* (the server answers it with
// dist/signage/index.html).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** Dev server: answer /signage with this app's page, as the API server does in production. */
const pageRoute: Plugin = {
  name: 'signage-page-route',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url === '/signage' || req.url?.startsWith('/signage?')) req.url = '/signage/index.html';
      next();
    });
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/signage/',
  plugins: [react(), pageRoute],
  server: {
    port: 5175,
    proxy: { '/api': api, '/socket.io': { target: api, ws: true } },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/signage', import.meta.url)),
    emptyOutDir: true,
  },
});
