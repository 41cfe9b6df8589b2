import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default leaves one of the two cores idle; the suite is mostly waiting on DuckDB and child
    // processes, and two forks bring the full run from about 13 minutes to under 9 here and in CI.
    maxWorkers: 2,
    // Ink renders interactively only outside CI; the UI tests draw frames, so they run as on a desk.
    // End-to-end tests still set CI=true for the CLIs they spawn.
    env: { CI: 'false' },
  },
});
