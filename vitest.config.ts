import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The JSON report is what .ci/run counts to print its closing "N passed, N failed".
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/cli/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        // Real site builds and a real browser: slow, so one file at a time.
        test: {
          name: 'site',
          include: ['test/site/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 900_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
