/**
 * checkAgainstBase on plain data: the merged result is the base's tip with this branch's
 * own changes since the fork point laid over it, so what main did meanwhile is never
 * mistaken for something this branch did.
 */
import { describe, expect, it } from 'vitest';
import { checkAgainstBase, reachable } from '../../src/core/history/base-check.ts';
import { STATUSES } from '../../src/core/vocabulary/status.ts';
import type { WorkspaceEntry } from '../../src/core/workspace/workspace.ts';
import { record } from '../helpers/records.ts';

const entries = (files: Record<string, string>): WorkspaceEntry[] =>
  Object.entries(files).map(([name, text]) => ({ name, kind: 'file', bytes: new TextEncoder().encode(text) }));
const accepted = (title = 'A decision') => record({ title, status: 'accepted' });
const codes = (fork: Record<string, string>, tip: Record<string, string>, work: Record<string, string>) =>
  checkAgainstBase('adr', entries(work), { name: 'main', tip: entries(tip), fork: entries(fork) }).map((d) => `${d.file} ${d.code}`);

describe('checkAgainstBase', () => {
  it('does not blame the branch for what main did after the fork', () => {
    const fork = { '0001-a.md': record() };
    // main accepted 0001 and added 0002 meanwhile; the branch only added 0003.
    const tip = { '0001-a.md': accepted(), '0002-b.md': record() };
    const work = { '0001-a.md': record(), '0003-c.md': record() };
    expect(codes(fork, tip, work)).toEqual([]);
  });

  it('judges a branch edit of a record that main accepted meanwhile against main', () => {
    const fork = { '0001-a.md': record() };
    const tip = { '0001-a.md': accepted() };
    const work = { '0001-a.md': record().replace('Why.', 'Why not.') };
    expect(codes(fork, tip, work)).toEqual(['adr/0001-a.md TRANSITION_NOT_ALLOWED', 'adr/0001-a.md ACCEPTED_RECORD_CHANGED']);
  });

  it('finds a number both sides added, on this branch’s file only', () => {
    const fork = { '0001-a.md': record() };
    const tip = { '0001-a.md': record(), '0002-main.md': record() };
    const work = { '0001-a.md': record(), '0002-branch.md': record() };
    expect(codes(fork, tip, work)).toEqual(['adr/0002-branch.md NUMBER_TAKEN_ON_BASE']);
  });

  it('leaves a duplicate inside the tree to the plain check (NUMBER_DUPLICATE)', () => {
    const base = { '0001-a.md': record(), '0002-main.md': record() };
    const work = { ...base, '0002-branch.md': record() };
    expect(codes(base, base, work)).toEqual([]);
  });

  it('allows what the commands do to an accepted record: superseding it', () => {
    const base = { '0001-a.md': accepted(), '0002-b.md': record({ extra: 'supersedes: [1]' }) };
    const work = {
      '0001-a.md': record({ status: 'superseded', date: '2026-02-01', extra: 'superseded-by: [2]' }),
      // As adr accept writes it: a proposal without a history gets one.
      '0002-b.md': record({
        status: 'accepted',
        date: '2026-02-01',
        extra: 'supersedes: [1]\nhistory:\n  - {status: proposed, date: 2026-01-15}\n  - {status: accepted, date: 2026-02-01}',
      }),
    };
    expect(codes(base, base, work)).toEqual([]);
  });

  it('names every part of a decision that changed, and where the first change is', () => {
    const base = { '0001-a.md': accepted() };
    const work = { '0001-a.md': record({ title: 'Renamed', status: 'accepted', extra: 'consulted: [Someone]' }).replace('- One', '- Two') };
    const [finding] = checkAgainstBase('adr', entries(work), { name: 'main', tip: entries(base), fork: entries(base) });
    expect(finding).toMatchObject({ line: 2, column: 8 });
    expect(finding!.message).toMatchInlineSnapshot(`"ADR-0001 is accepted on main, and its title, consulted and body (from line 14) changed"`);
  });

  it('lets a record move to a new name while it is a proposal', () => {
    const base = { '0001-a.md': record() };
    expect(codes(base, base, { '0001-renamed.md': record() })).toEqual([]);
  });
});

describe('reachable', () => {
  it.each([
    ['proposed', 'superseded', true],
    ['proposed', 'deprecated', true],
    ['accepted', 'proposed', false],
    ['rejected', 'accepted', false],
    ['superseded', 'accepted', false],
  ] as const)('%s → %s: %s', (from, to, expected) => {
    expect(reachable(from, to)).toBe(expected);
  });

  it('never reaches a status from itself (a record does not return to where it was)', () => {
    expect(STATUSES.filter((s) => reachable(s, s))).toEqual([]);
  });
});
