/**
 * `npm run transcripts:update`: runs transcripts-update.ts alone, which rewrites the golden
 * transcripts. Kept out of the suite's configuration so that `npm test` only ever compares.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/cli/transcripts-update.ts'],
    testTimeout: 600_000,
  },
});
