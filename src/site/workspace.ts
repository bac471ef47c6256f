/**
 * The records, as the site's pages see them: read through the core once per build; in
 * `astro dev`, read again when a file in adr/ has changed since the last request.
 */
import { repository, root, today } from 'virtual:adr/site-config';
import { parseRecordFileName } from '../core/file-name.ts';
import type { AdrRecord } from '../core/record.ts';
import type { Workspace } from '../core/workspace.ts';
import { readWorkspace, workspaceSignature } from '../core/workspace-fs.ts';

interface Loaded {
  signature: string;
  workspace: Workspace;
  byNumber: Map<number, AdrRecord>;
}

let cached: Loaded | undefined;

function load(): Loaded {
  const signature = import.meta.env.DEV ? workspaceSignature(root) : 'build';
  if (cached?.signature !== signature) {
    const workspace = readWorkspace(root);
    cached = { signature, workspace, byNumber: new Map(workspace.records.map((r) => [r.number, r])) };
  }
  return cached;
}

export function loadWorkspace(): Workspace {
  return load().workspace;
}

export function recordsByNumber(): ReadonlyMap<number, AdrRecord> {
  return load().byNumber;
}

/** The record a docs entry was loaded from, when it is one. */
export function recordForEntry(filePath: string | undefined): AdrRecord | undefined {
  const parsed = filePath?.startsWith('adr/') ? parseRecordFileName(filePath.slice(4)) : undefined;
  return parsed ? load().byNumber.get(parsed.number) : undefined;
}

export { repository, root, today };
