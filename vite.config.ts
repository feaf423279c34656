import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './scripts/precompress-web.ts';

// The API serves dist/ itself in production (each file's .br and .gz copies written by precompress());
// in development Vite proxies /api to it.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    // A second entry for `npm run bench`: the palette and table fed synthetic data, away from the app's
    // initial bundle.
    rollupOptions: {
      input: { main: 'index.html', bench: 'src/bench/index.html' },
    },
  },
});
