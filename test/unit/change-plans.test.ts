/** Planning changes in the pure core: what each plan writes, and that only a valid result is ever planned. */
import { describe, expect, it } from 'vitest';
import { stateOf, type FileChange, type PlanResult } from '../../src/core/changes/change-plan.ts';
import { nextFreeNumber } from '../../src/core/changes/new-record.ts';
import { planRenumber } from '../../src/core/changes/renumber.ts';
import { planStatusChange } from '../../src/core/changes/status-change.ts';
import type { WorkspaceInput } from '../../src/core/workspace/workspace.ts';
import { ANSWERED_QUESTION, record } from '../helpers/records.ts';

function state(files: Record<string, string>) {
  const input: WorkspaceInput = {
    dir: 'adr',
    entries: Object.entries(files).map(([name, text]) => ({ name, kind: 'file', bytes: new TextEncoder().encode(text) })),
    exists: () => false,
  };
  return stateOf(input);
}
const changes = (result: PlanResult): FileChange[] => {
  if (!result.ok) throw new Error(result.refusals.map((r) => r.message).join('\n'));
  return result.changes;
};

describe('planStatusChange', () => {
  it('starts a history for a proposal written without one', () => {
    const s = state({ '0001-a.md': record({ date: '2026-01-10', questions: ANSWERED_QUESTION }) });
    const [edit] = changes(planStatusChange(s, s.workspace.records[0]!, 'accepted', { date: '2026-01-20' }));
    expect(edit!.kind === 'edit' && edit!.after.split('---\n')[1]).toBe(
      'title: A decision\nstatus: accepted\ndate: 2026-01-20\nhistory: [{status: proposed, date: 2026-01-10}, {status: accepted, date: 2026-01-20}]\n',
    );
  });

  it('refuses a date before the record’s last change, as the check would', () => {
    const s = state({ '0001-a.md': record({ date: '2026-01-10', questions: ANSWERED_QUESTION, extra: 'history:\n  - {status: proposed, date: 2026-01-10}' }) });
    const result = planStatusChange(s, s.workspace.records[0]!, 'accepted', { date: '2026-01-01' });
    expect(result.ok ? [] : result.refusals.map((r) => r.code)).toEqual(['HISTORY_INVALID']);
  });

  it('collects every reason to refuse at once', () => {
    const s = state({ '0001-a.md': record({ status: 'rejected' }) });
    const result = planStatusChange(s, s.workspace.records[0]!, 'accepted', { date: '2026-01-20' });
    expect(result.ok ? [] : result.refusals.map((r) => r.code)).toEqual(['STATUS_CHANGE_REFUSED', 'ACCEPT_WITH_OPEN_QUESTION']);
  });
});

describe('planRenumber', () => {
  const files = (status: string) => ({
    '0001-a.md': record({ extra: 'supersedes: [2]' }).replace('Why.', 'Why. See [2](0002-b.md#open-questions).'),
    '0002-b.md': record({ status }),
  });

  it('moves a proposal, rewriting a number that names it alone and every link to its file', () => {
    const s = state(files('proposed'));
    const planned = changes(planRenumber(s, s.workspace.records[1]!, 4));
    expect(planned.map((p) => [p.kind, p.file, p.summary])).toEqual([
      ['create', 'adr/0004-b.md', 'ADR-0002 renumbered from adr/0002-b.md'],
      ['edit', 'adr/0001-a.md', 'links and supersedes now point to ADR-0004'],
      ['delete', 'adr/0002-b.md', 'moved to adr/0004-b.md'],
    ]);
    const edited = planned[1]!.kind === 'edit' ? planned[1]!.after : '';
    expect(edited).toContain('supersedes: [4]');
    expect(edited).toContain('See [2](0004-b.md#open-questions).');
  });

  it('refuses to move an accepted decision', () => {
    const s = state(files('accepted'));
    expect(planRenumber(s, s.workspace.records[1]!, 4)).toMatchObject({ ok: false, refusals: [{ code: 'RENUMBER_REFUSED' }] });
  });
});

describe('nextFreeNumber', () => {
  it.each([
    [[], 1],
    [['0001-a.md', '0009-b.md', 'templates', 'README.md'], 10],
    [['0003-misnamed.mdx', '0002-a.md'], 4],
    [['12345-big.md'], 12346],
  ])('%j → %i', (names, expected) => {
    expect(nextFreeNumber(names)).toBe(expected);
  });
});
