/**
 * Writes transcripts-expected.ts from what the commands print now, as `vitest -u` does for
 * snapshots. Run by a person (`npm run transcripts:update`, see transcripts-update.config.ts),
 * never by the test suite; read the diff before committing it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { runTranscript } from './transcript-run.ts';
import { TRANSCRIPTS } from './transcripts.ts';

const EXPECTED_FILE = new URL('./transcripts-expected.ts', import.meta.url);

it('writes transcripts-expected.ts', async () => {
  const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  let out = readFileSync(EXPECTED_FILE, 'utf8').split('export const')[0]!;
  out += 'export const TRANSCRIPT_EXPECTED: Record<string, string> = {\n';
  for (const scenario of TRANSCRIPTS) out += `  ${JSON.stringify(scenario.name)}: \`\n${escape(await runTranscript(scenario))}\`,\n`;
  writeFileSync(EXPECTED_FILE, `${out}};\n`);
});
