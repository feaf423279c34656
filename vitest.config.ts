import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests (node), web unit tests (jsdom), API suites (node, real databases).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['contract/**/*.test.ts', 'commands/**/*.test.ts', 'server/**/*.unit.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.api.test.ts', 'tests/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
