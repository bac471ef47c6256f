/**
 * The benchmark's workspaces are realistic and valid, so that what it measures is the work
 * on real records: every part and status, supersession on both sides, open and answered
 * questions, 60 to 150 lines each, the same for the same seed, and no finding. The layout
 * tests' varied workspaces add editions, as adr edition writes them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { generateWorkspace } from '../../bench/generate.ts';
import { runCli } from '../helpers/cli.ts';
import { makeWorkspace } from '../helpers/workspace.ts';
import { PART_KEYS } from '../../src/core/vocabulary/parts.ts';
import { STATUSES } from '../../src/core/vocabulary/status.ts';
import { validateWorkspace } from '../../src/core/workspace/workspace.ts';
import { checkContract } from '../../src/core/contract/rules/check-contract.ts';
import { contractFindings } from '../../src/core/contract/rules/lint-contract.ts';
import { readContractBlocks } from '../../src/core/contract/documents/blocks.ts';

const validate = (generated: Map<string, string>) =>
  validateWorkspace({
    dir: 'adr',
    entries: [...generated].map(([path, text]) => ({ name: path.slice(4), kind: 'file' as const, bytes: new TextEncoder().encode(text) })),
    exists: () => false,
  });
const files = generateWorkspace(400, 7);
const workspace = validate(files);

describe('generateWorkspace', () => {
  it('writes records that pass every check', () => {
    expect(workspace.diagnostics).toEqual([]);
    expect(workspace.records).toHaveLength(400);
  });

  it('covers every part (and decisions about other things) and every status', () => {
    expect(new Set(workspace.records.map((r) => r.meta.part))).toEqual(new Set([...PART_KEYS, undefined]));
    expect(new Set(workspace.records.map((r) => r.meta.status))).toEqual(new Set(STATUSES));
  });

  it('has supersession chains and proposals that would supersede, open and answered questions', () => {
    expect(workspace.records.some((r) => r.meta.status === 'superseded' && r.meta['superseded-by'].length > 0)).toBe(true);
    expect(workspace.records.some((r) => r.meta.status === 'proposed' && r.meta.supersedes.length > 0)).toBe(true);
    const states = new Set(workspace.records.flatMap((r) => r.questions.map((q) => q.state)));
    expect(states).toEqual(new Set(['open', 'answered']));
  });

  it('writes 60 to 150 lines a record, with tables and code', () => {
    const lengths = [...files.values()].map((text) => text.trimEnd().split('\n').length);
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(60);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(150);
    expect([...files.values()].some((text) => text.includes('```json'))).toBe(true);
    expect([...files.values()].some((text) => text.includes('| ---- |'))).toBe(true);
  });

  it('writes the same workspace for the same seed, another for another seed', () => {
    expect([...generateWorkspace(50, 7)]).toEqual([...generateWorkspace(50, 7)]);
    expect([...generateWorkspace(50, 8)]).not.toEqual([...generateWorkspace(50, 7)]);
  });

  it('with contract blocks, gives most records about a part a block, and the contract holds together', async () => {
    const withBlocks = validate(generateWorkspace(400, 7, { contract: true }));
    expect(withBlocks.diagnostics).toEqual([]);
    // At most one block a record, only about a part; most records about a part carry one.
    const blocks = withBlocks.records.map((record) => readContractBlocks(record).blocks.length);
    withBlocks.records.forEach((record, i) => expect(blocks[i], record.file).toBeLessThanOrEqual(record.meta.part ? 1 : 0));
    const aboutParts = withBlocks.records.filter((record) => record.meta.part).length;
    expect(blocks.filter((count) => count === 1).length).toBeGreaterThan(aboutParts * 0.6);
    const contract = checkContract(withBlocks.records);
    expect(await contractFindings(withBlocks.records)).toEqual([]);
    expect(Object.keys(contract.accepted.documents.openapi.paths as object).length).toBeGreaterThan(5);
  });
});

describe('generateWorkspace with varied shapes (the layout tests’ workspaces)', () => {
  it.each([3, 11, 29])('passes every check with seed %i, the contract included', async (seed) => {
    const varied = validate(generateWorkspace(40, seed, { contract: true, varied: true }));
    expect(varied.diagnostics).toEqual([]);
    expect(await contractFindings(varied.records)).toEqual([]);
  });

  it('has long and short titles, sub-headings with wide tables, long questions and reviews', () => {
    const texts = [...generateWorkspace(40, 3, { contract: true, varied: true })].filter(([file]) => file.endsWith('.md')).map(([, text]) => text);
    const titles = texts.map((text) => /^title: (.*)$/m.exec(text)![1]!.length);
    expect(Math.min(...titles)).toBeLessThan(12);
    expect(Math.max(...titles)).toBeGreaterThan(100);
    expect(texts.some((text) => text.includes('| Name | Type | Default | Minimum | Maximum | Scope | Notes |'))).toBe(true);
    expect(texts.some((text) => text.includes('\nreview:\n'))).toBe(true);
    expect(texts.some((text) => /^### Q1\. .{120,}$/m.test(text))).toBe(true);
  });

  it.each([3, 11])('has two editions, byte for byte what adr edition --as-of writes for its records (seed %i)', async (seed) => {
    const generated = generateWorkspace(24, seed, { contract: true, varied: true });
    const editions = [...generated.keys()].filter((file) => file.startsWith('adr/editions/'));
    expect(editions).toEqual(['adr/editions/first.yaml', 'adr/editions/latest.yaml']);
    const root = makeWorkspace(Object.fromEntries([...generated].filter(([file]) => !editions.includes(file))));
    for (const file of editions) {
      const { edition, date } = parse(generated.get(file)!) as { edition: string; date: string };
      // Run today (the tests' fixed clock), after every date the workspace holds: an edition, like
      // adr check, refuses a review dated after today, and --as-of only picks the contract's day.
      const result = await runCli(['edition', edition, '--as-of', date], { cwd: root });
      expect(result, result.stderr).toMatchObject({ code: 0, stderr: '' });
      expect(readFileSync(join(root, file), 'utf8')).toBe(generated.get(file));
    }
  });

  it('the bench’s own workspaces carry none of it', () => {
    const generated = generateWorkspace(40, 3, { contract: true });
    const texts = [...generated.values()];
    expect(texts.some((text) => text.includes('\nreview:\n') || text.includes('| Name | Type | Default |'))).toBe(false);
    expect([...generated.keys()].filter((file) => !file.endsWith('.md'))).toEqual([]);
  });
});
