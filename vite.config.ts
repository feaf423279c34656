import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { codeGroups } from './scripts/code-groups.ts';
import { precompress } from './scripts/precompress-web.ts';

const grouped = codeGroups();

// The API serves dist/ itself in production (each file's .br and .gz copies written by precompress());
// in development Vite proxies /api to it.
export default defineConfig({
  plugins: [react(), tailwindcss(), grouped.plugin, precompress()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    // A second entry for `npm run bench`: the palette and table fed synthetic data, away from the app's
    // initial bundle.
    rollupOptions: {
      input: { main: 'index.html', bench: 'src/bench/index.html' },
      // The sign-in page's code in one chunk, the signed-in console's in another (scripts/code-groups.ts).
      output: { codeSplitting: { groups: grouped.groups } },
    },
  },
});
