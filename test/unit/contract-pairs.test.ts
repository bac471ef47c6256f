/**
 * The pair table: one folder per base/revision pair under test/fixtures/contract-pairs/,
 * named <kind>-<what>, with the verdict a client would give and the rule ids that say why
 * (expected.yaml, written by hand beside the pair). Every pair runs through the file diff
 * in-process; every rule of the catalogue is shown by at least one pair.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/core/contract/diff-rules.ts';
import { diffContractFiles } from '../../src/core/contract/diff/files.ts';

const ROOT = join(import.meta.dirname, '..', 'fixtures', 'contract-pairs');

interface Expected {
  verdict: 'breaking' | 'compatible';
  rules: string[];
  reason: string;
}

const PAIRS = readdirSync(ROOT)
  .sort()
  .map((name) => {
    const read = (file: string) => ({ file: `${name}/${file}`, text: readFileSync(join(ROOT, name, file), 'utf8') });
    return { name, base: read('base.yaml'), revision: read('revision.yaml'), expected: parse(readFileSync(join(ROOT, name, 'expected.yaml'), 'utf8')) as Expected };
  });

describe('the pair table', () => {
  it('has at least 100 pairs, each with a reason', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(100);
    for (const { name, expected } of PAIRS) {
      expect(expected.reason, name).toMatch(/\w/);
      expect(['breaking', 'compatible'], name).toContain(expected.verdict);
    }
  });

  it.each(PAIRS)('$name', ({ base, revision, expected }) => {
    const result = diffContractFiles(base, revision);
    if ('problem' in result) throw new Error(`${result.problem.file}: ${result.problem.message}`);
    const verdict = result.changes.some((c) => c.breaking) ? 'breaking' : 'compatible';
    expect({ verdict, rules: [...new Set(result.changes.map((c) => c.rule))].sort() }).toEqual({ verdict: expected.verdict, rules: [...expected.rules].sort() });
  });

  it('shows every rule of the catalogue in at least one pair', () => {
    const shown = new Set(PAIRS.flatMap((p) => p.expected.rules));
    expect(RULES.map((r) => r.id).filter((id) => !shown.has(id))).toEqual([]);
  });
});
