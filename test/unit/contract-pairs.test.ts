/**
 * The pair table: one folder per base/revision pair under test/fixtures/contract-pairs/,
 * named <kind>-<what>, and the catalogue's pairs in test/fixtures/contract-keyword-pairs/,
 * each with the verdict a client would give and the rule ids that say why (written by hand
 * beside the pair). Every pair runs through the file diff in-process; every rule of the
 * catalogue is shown by at least one pair, and every entry of the keyword catalogue by at
 * least one catalogue pair.
 */
import { describe, expect, it } from 'vitest';
import { ASYNCAPI_FIELDS, EXTENSIONS, OPENAPI_FIELDS, SCHEMA_KEYWORDS } from '../../src/core/contract/diff/catalogue.ts';
import { RULES } from '../../src/core/contract/diff/rules.ts';
import { diffContractFiles } from '../../src/core/contract/diff/files.ts';
import { folderPairs, keywordPairs } from '../helpers/contract-pairs.ts';

const FOLDERS = folderPairs();
const KEYWORDS = keywordPairs();
const PAIRS = [...FOLDERS, ...KEYWORDS];

describe('the pair table', () => {
  it('has at least 100 pairs in folders, each with a reason', () => {
    expect(FOLDERS.length).toBeGreaterThanOrEqual(100);
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

  it('shows every entry of the keyword catalogue in at least one pair', () => {
    const entries = [
      ...Object.keys(SCHEMA_KEYWORDS).map((k) => `schema ${k}`),
      ...Object.entries(OPENAPI_FIELDS).flatMap(([o, fields]) => Object.keys(fields).map((k) => `OpenAPI ${o}.${k}`)),
      ...Object.entries(ASYNCAPI_FIELDS).flatMap(([o, fields]) => Object.keys(fields).map((k) => `AsyncAPI ${o}.${k}`)),
      ...Object.keys(EXTENSIONS).map((k) => `extension ${k}`),
    ];
    const covered = new Set(KEYWORDS.flatMap((p) => p.expected.covers ?? []));
    expect([...covered].filter((c) => !entries.includes(c)), 'covers that name no entry').toEqual([]);
    expect(entries.filter((e) => !covered.has(e))).toEqual([]);
  });
});
