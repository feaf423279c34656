import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API serves dist/ itself in production; in development Vite proxies /api to it.
export default defineConfig({
  plugins: [react(), tailwindcss()],
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
