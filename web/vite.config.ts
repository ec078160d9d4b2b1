// Back office: served at `/`, built to dist/web. `npm run build:web` builds it with the visitor and
// signage apps; in development the API server on :3000 answers /api and /socket.io.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';
const vendor = (name: string, pattern: RegExp, priority: number) => ({ name, test: pattern, priority });

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/socket.io': { target: api, ws: true } },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks (the Rolldown form of manualChunks); screens split by React.lazy.
        codeSplitting: {
          groups: [
            vendor('echarts', /node_modules[\\/](echarts|zrender|echarts-for-react)[\\/]/, 40),
            vendor(
              'react',
              /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              30,
            ),
            vendor(
              'i18n',
              /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
              30,
            ),
            vendor(
              'antd',
              /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|dayjs|@babel[\\/]runtime)[\\/]/,
              20,
            ),
          ],
        },
      },
    },
  },
});
