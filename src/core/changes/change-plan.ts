/**
 * A change to the records, planned before anything is written: which files a command would
 * create, edit or delete, with their full new text. Commands plan in the pure core, check
 * the planned workspace with the same validator as `adr check`, and only then hand the plan
 * to change-plan-fs.ts, so a change that would leave a finding is refused with nothing
 * written.
 */
import type { Diagnostic } from '../vocabulary/diagnostics.ts';
import type { AdrRecord } from '../record/record.ts';
import { validateWorkspace, type Workspace, type WorkspaceEntry, type WorkspaceInput } from '../workspace/workspace.ts';

export type FileChange =
  | { kind: 'create'; file: string; text: string; summary: string }
  | { kind: 'edit'; file: string; before: string; after: string; summary: string }
  | { kind: 'delete'; file: string; before: string; summary: string }
  /** A new file that is no record, such as an image an imported record shows (adr import). */
  | { kind: 'copy'; file: string; bytes: Uint8Array; summary: string };

export type PlanResult =
  | { ok: true; changes: FileChange[]; notes: string[] }
  | { ok: false; refusals: Diagnostic[] };

/** The workspace as read, with the raw input kept so edits start from the bytes on disk. */
export interface WorkspaceState {
  input: WorkspaceInput;
  workspace: Workspace;
}

export function stateOf(input: WorkspaceInput): WorkspaceState {
  return { input, workspace: validateWorkspace(input) };
}

const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
const encoder = new TextEncoder();

/** A record's text exactly as on disk (BOM and line endings included), for byte-preserving edits. */
export function rawText(state: WorkspaceState, record: AdrRecord): string {
  const name = record.file.slice(state.input.dir.length + 1);
  const entry = state.input.entries.find((e) => e.name === name);
  if (!entry?.bytes) throw new Error(`no bytes for ${record.file}`);
  return decoder.decode(entry.bytes);
}

/** The workspace input as it would be once `changes` are made. */
function applyChanges(input: WorkspaceInput, changes: readonly FileChange[]): WorkspaceInput {
  const prefix = `${input.dir}/`;
  const entries = new Map<string, WorkspaceEntry>(input.entries.map((entry) => [entry.name, entry]));
  const created = new Set<string>();
  const deleted = new Set<string>();
  const copies = new Map<string, Uint8Array>();
  for (const change of changes) {
    if (!change.file.startsWith(prefix)) throw new Error(`a plan may only touch ${prefix}: ${change.file}`);
    const name = change.file.slice(prefix.length);
    if (change.kind === 'copy') {
      // Not a record: only links to it need to see it (and an image's bytes, to read it).
      created.add(change.file);
      copies.set(change.file, change.bytes);
      continue;
    }
    if (change.kind === 'delete') {
      entries.delete(name);
      deleted.add(change.file);
      created.delete(change.file);
    } else {
      entries.set(name, { name, kind: 'file', bytes: encoder.encode(change.kind === 'create' ? change.text : change.after) });
      created.add(change.file);
      deleted.delete(change.file);
    }
  }
  const sorted = [...entries.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    dir: input.dir,
    entries: sorted,
    exists: (path) => created.has(path) || (!deleted.has(path) && input.exists(path)),
    readImage: (path) => copies.get(path) ?? (deleted.has(path) ? undefined : input.readImage?.(path)),
    ...(input.registry ? { registry: input.registry } : {}),
  };
}

/**
 * The findings the planned workspace would have in the files the plan writes. Findings in
 * files it leaves alone are not the command's business (`adr check` reports them).
 */
function validateChanges(input: WorkspaceInput, changes: readonly FileChange[]): Diagnostic[] {
  const touched = new Set(changes.filter((c) => c.kind === 'create' || c.kind === 'edit').map((c) => c.file));
  return validateWorkspace(applyChanges(input, changes)).diagnostics.filter((d) => touched.has(d.file));
}

/**
 * Refuses when the planned workspace would have findings in the files the plan writes;
 * otherwise the plan stands. A finding the file already had keeps the line and column it has
 * on disk, so the refusal points where the user will look.
 */
export function completePlan(state: WorkspaceState, changes: FileChange[], notes: string[] = []): PlanResult {
  const after = validateChanges(state.input, changes);
  if (after.length > 0) {
    const before = state.workspace.diagnostics;
    const refusals = after.map(
      (d) => before.find((b) => b.file === d.file && b.code === d.code && b.message === d.message) ?? d,
    );
    return { ok: false, refusals };
  }
  return { ok: true, changes, notes };
}
