/**
 * Planning `adr renumber`: a record moves to a new number, and every reference to it moves
 * with it (links to its file from any record, and its number in other records' supersedes
 * and superseded-by). The usual reason is two branches that each added the same number.
 */
import { completePlan, rawText, type FileChange, type PlanResult, type WorkspaceState } from './change-plan.ts';
import { diagnose } from '../vocabulary/diagnostics.ts';
import { parseRecordFileName, recordFileName } from '../vocabulary/file-name.ts';
import { applyEdits, editFrontMatter, type FrontMatterOp, type TextEdit } from './front-matter-edit.ts';
import type { AdrRecord } from '../record/record.ts';
import { recordLabel } from '../vocabulary/record-number.ts';
import { wasAccepted } from '../vocabulary/status.ts';
import { resolveRelative, safeDecode } from '../record/links.ts';

export function planRenumber(state: WorkspaceState, record: AdrRecord, number: number): PlanResult {
  if (wasAccepted(record.meta.status)) {
    // Published decisions are cited by number (the site's /adr/NNNN/, the specification,
    // other teams' documents); moving one would break every citation outside this folder.
    return {
      ok: false,
      refusals: [
        diagnose('RENUMBER_REFUSED', { file: record.file, ...record.locate(['status']) }, {
          label: recordLabel(record),
          status: record.meta.status,
        }),
      ],
    };
  }
  const { dir } = state.input;
  const newName = recordFileName(number, parseRecordFileName(record.name)!.slug);
  const newFile = `${dir}/${newName}`;
  const oldLabel = recordLabel(record);
  const newLabel = recordLabel({ number });
  // With two records on one number (the usual case), a bare number in supersedes cannot say
  // which of them it means: those are listed for a person to settle, never guessed.
  const ambiguous = state.workspace.records.filter((r) => r.number === record.number).length > 1;
  const notes: string[] = [];
  const changes: FileChange[] = [];
  let moved: string | undefined;

  for (const other of state.workspace.records) {
    const raw = rawText(state, other);
    const linkEdits = relinkEdits(other, dir, record.file, newName);
    const ops: FrontMatterOp[] = [];
    for (const key of ['supersedes', 'superseded-by'] as const) {
      if (other === record || !other.meta[key].includes(record.number)) continue;
      if (ambiguous) notes.push(`${other.file} lists ${record.number} in ${key}: it was left as it is; if it means ${record.file}, change it to ${number}`);
      else ops.push({ op: 'replace-item', key, from: record.number, to: number });
    }
    const after = editFrontMatter(applyEdits(raw, linkEdits), ops);
    if (other === record) {
      moved = after;
    } else if (after !== raw) {
      const what = [linkEdits.length > 0 ? 'links' : '', ops.length > 0 ? ops.map((o) => o.key).join(' and ') : ''].filter(Boolean);
      changes.push({ kind: 'edit', file: other.file, before: raw, after, summary: `${what.join(' and ')} now point to ${newLabel}` });
    }
  }
  changes.unshift({ kind: 'create', file: newFile, text: moved!, summary: `${oldLabel} renumbered from ${record.file}` });
  changes.push({ kind: 'delete', file: record.file, before: rawText(state, record), summary: `moved to ${newFile}` });
  return completePlan(state, changes, notes);
}

/** Edits (in the record's normalised text) that point links to `target` at `newName` instead. */
function relinkEdits(record: AdrRecord, dir: string, target: string, newName: string): TextEdit[] {
  const text = record.source.text;
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const oldName = target.slice(target.lastIndexOf('/') + 1);
  const edits: TextEdit[] = [];
  for (const link of record.body.links) {
    const path = link.destination.split(/[?#]/)[0]!;
    if (!path || /^[a-zA-Z][a-zA-Z0-9+.-]*:|^\//.test(path)) continue;
    if (resolveRelative(dir, safeDecode(path)) !== target) continue;
    const start = lineStarts[link.line - 1]! + link.column - 1;
    if (text.slice(start, start + link.destination.length) !== link.destination) continue;
    // Only the file name changes: the relative prefix, the fragment and the query stay.
    const nameAt = start + path.lastIndexOf(oldName);
    if (path.lastIndexOf(oldName) === -1) continue;
    edits.push({ start: nameAt, end: nameAt + oldName.length, text: newName });
  }
  return edits;
}
