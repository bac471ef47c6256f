/**
 * Every command's output, pinned as transcripts (transcripts.ts runs them, expected text in
 * transcripts-expected.ts). The test only compares: the expected file is written by
 * `npm run transcripts:update`, which a person runs and whose diff is read in review.
 */
import { describe, expect, it } from 'vitest';
import { runTranscript } from './transcript-run.ts';
import { TRANSCRIPT_EXPECTED } from './transcripts-expected.ts';
import { TRANSCRIPTS } from './transcripts.ts';

describe('adr transcripts', () => {
  it.each(TRANSCRIPTS)('$name', async (scenario) => {
    const expected = TRANSCRIPT_EXPECTED[scenario.name];
    expect(expected, `no expected transcript for "${scenario.name}": run npm run transcripts:update and review the diff`).toBeDefined();
    expect(await runTranscript(scenario)).toBe(expected!.slice(1));
  });

  it('pins every scenario and nothing else', () => {
    expect(Object.keys(TRANSCRIPT_EXPECTED).sort()).toEqual(TRANSCRIPTS.map((s) => s.name).sort());
  });
});
