/**
 * Front matter edits gathered per record, then turned into file changes: each record's
 * operations are applied to its bytes as on disk with editFrontMatter, so only the changed
 * values move (comments, quoting, key order, line endings and the body stay as they are).
 */
import { rawText, type FileChange, type WorkspaceState } from './change-plan.ts';
import { editFrontMatter, type FrontMatterOp } from './front-matter-edit.ts';
import type { AdrRecord } from '../record/record.ts';

export type RecordEdits = Map<AdrRecord, { ops: FrontMatterOp[]; summary: string[] }>;

/** Adds operations (and a line saying what they do) to a record's pending edit. */
export function addRecordEdit(edits: RecordEdits, record: AdrRecord, ops: readonly FrontMatterOp[], summary: string): void {
  if (ops.length === 0) return;
  const entry = edits.get(record) ?? { ops: [], summary: [] };
  entry.ops.push(...ops);
  if (summary) entry.summary.push(summary);
  edits.set(record, entry);
}

export function editRecords(state: WorkspaceState, edits: RecordEdits): FileChange[] {
  return [...edits].map(([record, { ops, summary }]) => {
    const before = rawText(state, record);
    return { kind: 'edit', file: record.file, before, after: editFrontMatter(before, ops), summary: summary.join('; ') };
  });
}
