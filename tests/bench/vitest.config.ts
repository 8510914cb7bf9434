import { defineConfig } from 'vitest/config';

// npm run bench:selftest: the bench's own tests, kept out of npm test (they test the measuring, not the site).
export default defineConfig({
  test: {
    include: ['tests/bench/**/*.test.ts'],
    root: new URL('../..', import.meta.url).pathname,
    environment: 'node',
    testTimeout: 60_000,
    pool: 'forks',
  },
});
