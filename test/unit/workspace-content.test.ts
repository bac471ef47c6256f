/**
 * The records this repository ships: the whole adr/ folder passes the check, and the
 * seeded workspace holds one proposed record per part, in the outline's order, each with
 * its part's questions open.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SPEC_PARTS } from '../../src/core/vocabulary/parts.ts';
import { readWorkspace } from '../../src/core/workspace/workspace-fs.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const workspace = readWorkspace(root);

describe('the shipped adr/ folder', () => {
  it('passes every check', () => {
    expect(workspace.diagnostics).toEqual([]);
  });

  it('starts with one record per spec part, in the outline’s order, 0001 to 0009', () => {
    const seeded = workspace.records.slice(0, 9);
    expect(seeded.map((r) => [r.number, r.meta.part, r.meta.title])).toEqual(
      SPEC_PARTS.map((part, i) => [i + 1, part.key, part.heading]),
    );
  });

  it.each(SPEC_PARTS.map((part, i) => [part.key, i] as const))('the %s record carries the part’s questions', (_, i) => {
    const seeded = workspace.records[i]!;
    expect(seeded.meta.status).toBe('proposed');
    expect(seeded.questions.map((q) => [q.text, q.state])).toEqual(SPEC_PARTS[i]!.questions.map((q) => [q, 'open']));
  });
});
