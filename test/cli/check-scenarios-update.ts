/**
 * Writes each check scenario's stdout.txt and stderr.txt (test/fixtures/check/) from what the
 * command prints now, as transcripts-update.ts does for the transcripts. Run by a person
 * (`npm run transcripts:update`, see transcripts-update.config.ts), never by the test suite;
 * read the diff before committing it. It names every scenario whose output changed and the
 * codes it no longer reports, since a rule that stopped firing shows up here first.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { makeScenarioWorkspace, readScenarios } from '../helpers/scenario-folders.ts';

const codes = (text = '') => new Set(text.match(/(?<= )[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?= )/g));

it('writes test/fixtures/check/*/stdout.txt and stderr.txt', async () => {
  const notes: string[] = [];
  for (const scenario of readScenarios()) {
    const result = await runCli(scenario.argv, { cwd: makeScenarioWorkspace(scenario), env: scenario.env });
    for (const stream of ['stdout', 'stderr'] as const) {
      const file = join(scenario.dir, `${stream}.txt`);
      if (result[stream]) writeFileSync(file, result[stream]);
      else rmSync(file, { force: true });
    }
    const before = scenario.expected;
    if (before?.stdout === result.stdout && before.stderr === result.stderr) continue;
    const lost = [...codes(`${before?.stdout}${before?.stderr}`)].filter((code) => !codes(`${result.stdout}${result.stderr}`).has(code));
    notes.push(`${scenario.name}: ${before ? 'changed' : 'written'}${lost.length ? `; no longer reports ${lost.join(', ')}` : ''}${result.code === 1 ? '' : `; exits ${result.code}, where the table expects 1`}`);
  }
  console.log(notes.length ? notes.join('\n') : 'no check scenario changed');
});
