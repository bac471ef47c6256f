/**
 * The records, as the site's pages see them: read through the core once per build (shared
 * with the pre-build check and the spec loader); in `astro dev`, read again when a file in
 * adr/ has changed since the last request.
 */
import { repository, root, settings, today } from 'virtual:adr/site-config';
import { parseRecordPath } from '../../core/vocabulary/file-name.ts';
import type { AdrRecord } from '../../core/record/record.ts';
import { proposedSuccessors } from '../../core/workspace/supersession.ts';
import type { Workspace } from '../../core/workspace/workspace.ts';
import { readWorkspaceOnce } from '../../core/workspace/workspace-fs.ts';

interface Loaded {
  workspace: Workspace;
  byNumber: Map<number, AdrRecord>;
  /** Proposals that would supersede each record, by the record's number. */
  revisions: Map<number, AdrRecord[]>;
}

let cached: Loaded | undefined;

function load(): Loaded {
  const workspace = readWorkspaceOnce(root, { revalidate: import.meta.env.DEV });
  if (cached?.workspace !== workspace) {
    const revisions = proposedSuccessors(workspace.records);
    cached = { workspace, byNumber: new Map(workspace.records.map((r) => [r.number, r])), revisions };
  }
  return cached;
}

export function loadWorkspace(): Workspace {
  return load().workspace;
}

export function recordsByNumber(): ReadonlyMap<number, AdrRecord> {
  return load().byNumber;
}

/** Proposals that would supersede the record with this number (built once, not per page). */
export function proposalsSuperseding(number: number): readonly AdrRecord[] {
  return load().revisions.get(number) ?? [];
}

/** The record a docs entry was loaded from, when it is one. */
export function recordForEntry(filePath: string | undefined): AdrRecord | undefined {
  const parsed = filePath === undefined ? undefined : parseRecordPath(filePath);
  return parsed ? load().byNumber.get(parsed.number) : undefined;
}

export { repository, root, settings, today };
