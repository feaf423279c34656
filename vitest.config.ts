import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests (node), web unit tests (jsdom), API suites (node, real databases).
// A time-out catches a test that hangs, not a slow machine: on a loaded two-core machine a jsdom test that takes
// 1 s alone can take several, so none is near vitest's 5 s default. How fast things are is the bench's question.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['contract/**/*.test.ts', 'commands/**/*.test.ts', 'server/**/*.unit.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.api.test.ts', 'tests/api/**/*.test.ts'],
        },
      },
    ],
  },
});
