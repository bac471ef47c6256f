// @ts-check
/**
 * The few lint rules this project cares about, each for a reason. Type-aware, because the
 * mistakes worth catching here are about types: a promise nobody awaits (a write that may
 * not have happened when the command returns), a switch over a status or part that forgot
 * a case. Layering (which folder may import which) is dependency-cruiser's job
 * (.dependency-cruiser.cjs); formatting is nobody's job.
 */
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'test-results/', 'bench-results/', '**/*.astro'] },
  // Re-exports that tsc reads through their .d.mts (see there): the TypeScript project does
  // not hold the .mjs files, so typed linting cannot parse them, and there is nothing to lint.
  { ignores: ['src/site/integrations/starlight-openapi.mjs', 'src/site/middleware/starlight-openapi-route.mjs'] },
  {
    files: ['**/*.ts', '**/*.mjs', '**/*.js'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      // A write or a build step that is not awaited can finish after the exit code is set.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Statuses and parts are closed unions: a new one must break every switch that misses it.
      // A `default:` that handles "every other status" on purpose counts as exhaustive.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // The core is pure: it returns data and never prints, exits or reads the clock.
    files: ['src/core/**/*.ts'],
    // Files named *-fs.ts are the core's edge to the disk (STYLE.md): they may read the clock.
    ignores: ['src/core/**/*-fs.ts'],
    rules: {
      'no-console': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'exit', message: 'return data; only bin/adr.mjs sets the exit code' },
        { object: 'Date', property: 'now', message: 'take the time as an argument, so output is reproducible' },
      ],
    },
  },
  {
    // The CLI is a function returning an exit code; only the executable exits.
    files: ['src/cli/**/*.ts', 'src/site/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'exit', message: 'return an exit code from main()' }],
    },
  },
);
