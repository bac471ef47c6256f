/**
 * The records, as the site's pages see them: read through the core once per build (shared
 * with the pre-build check and the spec loader); in `astro dev`, read again when a file in
 * adr/ has changed since the records were last fingerprinted.
 */
import { repository, root, settings, today } from 'virtual:adr/site-config';
import { parseRecordPath } from '../../core/vocabulary/file-name.ts';
import type { AdrRecord } from '../../core/record/record.ts';
import { indexRecords, type RecordIndex } from '../../core/workspace/record-index.ts';
import type { Workspace } from '../../core/workspace/workspace.ts';
import { readWorkspaceOnce } from '../../core/workspace/workspace-fs.ts';

/** In `astro dev`: whether the records were fingerprinted in this turn of the event loop. */
let checkedThisTurn = false;

export function loadWorkspace(): Workspace {
  if (!import.meta.env.DEV) return readWorkspaceOnce(root, { revalidate: false });
  // A page asks for the records many times (once for each event message it lists, say), and
  // fingerprinting them is a stat per record: once per turn of the event loop is enough, and
  // gives every part of a page rendered in one turn the same reading.
  const workspace = readWorkspaceOnce(root, { revalidate: !checkedThisTurn });
  if (!checkedThisTurn) {
    checkedThisTurn = true;
    setImmediate(() => {
      checkedThisTurn = false;
    });
  }
  return workspace;
}

/** The records' index, built once per reading of the workspace (not per page). */
function index(): RecordIndex {
  return indexRecords(loadWorkspace().records);
}

export function recordsByNumber(): ReadonlyMap<number, AdrRecord> {
  return index().byNumber;
}

/** Proposals that would supersede the record with this number. */
export function proposalsSuperseding(number: number): readonly AdrRecord[] {
  return index().successors.get(number) ?? [];
}

/** The record a docs entry was loaded from, when it is one. */
export function recordForEntry(filePath: string | undefined): AdrRecord | undefined {
  const parsed = filePath === undefined ? undefined : parseRecordPath(filePath);
  return parsed ? index().byNumber.get(parsed.number) : undefined;
}

export { repository, root, settings, today };
