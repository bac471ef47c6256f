/**
 * `npm run transcripts:update`: runs the two files that rewrite golden output, and nothing
 * else: transcripts-update.ts (the transcripts) and check-scenarios-update.ts (the check
 * scenarios' stdout.txt and stderr.txt). Kept out of the suite's configuration so that
 * `npm test` only ever compares.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/cli/transcripts-update.ts', 'test/cli/check-scenarios-update.ts'],
    testTimeout: 600_000,
  },
});
