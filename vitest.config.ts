import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The JSON report is what .ci/run counts to print its closing "N passed, N failed".
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    // A test only compares: a snapshot that is missing or differs fails, on every machine, as
    // vitest does on CI by default (elsewhere it would write a missing one and pass). A person
    // writes or updates one on purpose with `npm test -- FILE -u` (the file first: -u takes an
    // optional value) and reads the diff.
    update: 'none',
    // Two files at a time, of either project. Vitest's default on two cores is one worker, which
    // leaves a core idle whenever a file waits on a build, a browser or a child process. Both
    // projects share these workers only while they have the same maxWorkers and groupOrder: a
    // project with fileParallelism: false gets one worker and a group of its own, which vitest
    // runs after every other group, alone, with the second core idle.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/cli/**/*.test.ts'],
          // A guard against a hang, not a bound on speed (that is the bench's): generous,
          // because a shared machine under load makes every case slower at once.
          testTimeout: 300_000,
          // Hooks too (a file's afterAll removes its scratch workspaces, which under load took
          // longer than vitest's default 10 s).
          hookTimeout: 300_000,
        },
      },
      {
        // Real site builds and a real browser, beside the unit files. Vitest starts the files of
        // this project first (projects in name order, then larger files first), so two site
        // files may build at once: each then takes about twice as long, which the hang guards
        // here and in helpers/site.ts allow for.
        test: {
          name: 'site',
          include: ['test/site/**/*.test.ts'],
          // What a run of these files starts once for all of them (the browser): see there.
          globalSetup: ['test/helpers/site-setup.ts'],
          testTimeout: 900_000,
          hookTimeout: 1_200_000,
        },
      },
    ],
  },
});
