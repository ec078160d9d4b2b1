// Visitor mobile pages: assets under /visitor/, pages at /wx_* and /mn_* (the server answers those
// with dist/visitor/index.html). Budget: under 250 kB of compressed JavaScript on first load.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** Dev server: answer /wx_* and /mn_* with this app's page, as the API server does in production. */
const pageRoutes: Plugin = {
  name: 'visitor-page-routes',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/(wx|mn)_/.test(req.url)) req.url = '/visitor/index.html';
      next();
    });
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/visitor/',
  plugins: [react(), pageRoutes],
  server: {
    port: 5174,
    proxy: { '/api': api, '/socket.io': { target: api, ws: true } },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/visitor', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            {
              name: 'antd-mobile',
              test: /node_modules[\\/](antd-mobile|antd-mobile-icons|@react-spring|@use-gesture|rc-util)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
