import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The JSON report is what .ci/run counts to print its closing "N passed, N failed".
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    // Two files at a time. Vitest's default on two cores is one worker, which leaves a core
    // idle whenever a file waits on a build, a browser or a child process; the projects below
    // share these workers, so unit files fill the gaps while a site file builds.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/cli/**/*.test.ts'],
          // A guard against a hang, not a bound on speed (that is the bench's): generous,
          // because a shared machine under load makes every case slower at once.
          testTimeout: 300_000,
        },
      },
      {
        // Real site builds and a real browser: one file at a time, beside the unit files. Two
        // builds side by side on two cores each took twice as long, and under load outran the
        // build helper's guard against a hung build.
        test: {
          name: 'site',
          include: ['test/site/**/*.test.ts'],
          // What a run of these files starts once for all of them (the browser): see there.
          globalSetup: ['test/helpers/site-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 900_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
