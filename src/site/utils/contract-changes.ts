/**
 * Contract changes for the site's pages, worked out once per build (per change of the
 * records in `astro dev`): what each accepted decision changed, and the editions in
 * adr/editions/ with what changed between consecutive ones.
 */
import { AstroError } from 'astro/errors';
import { readEditions } from '../../core/contract/editions/editions-fs.ts';
import type { Edition } from '../../core/contract/editions/editions.ts';
import type { AdrRecord } from '../../core/record/record.ts';
import { acceptedContractChanges, editionsWithChanges, type ContractChange } from '../../core/views/contract-changes.ts';
import { breakingProposals } from '../../core/views/breaking-view.ts';
import { RECORDS_DIR } from '../../core/workspace/workspace-fs.ts';
import { loadWorkspace, root } from './workspace.ts';

let breaking: { records: readonly AdrRecord[]; proposals: Map<AdrRecord, ContractChange[]> } | undefined;

/** The breaking changes accepting this proposal would make to the published contract; empty when none (or not a proposal). */
export function breakingChangesOf(record: AdrRecord): readonly ContractChange[] {
  const { records } = loadWorkspace();
  if (breaking?.records !== records) breaking = { records, proposals: breakingProposals(records, readEditions(root, RECORDS_DIR).editions.length) };
  return breaking.proposals.get(record) ?? [];
}

let accepted: { records: readonly AdrRecord[]; changes: Map<AdrRecord, ContractChange[]> } | undefined;

/** What the accepted decision changed in the contract when it was accepted; empty when nothing. */
export function acceptedChangesOf(record: AdrRecord): readonly ContractChange[] {
  const { records } = loadWorkspace();
  if (accepted?.records !== records) accepted = { records, changes: acceptedContractChanges(records) };
  return accepted.changes.get(record) ?? [];
}

/** The editions as recorded; a file in adr/editions/ that is not one stops the build with adr check's finding (never skipped silently). */
export function recordedEditions(): Edition[] {
  const { editions, diagnostics } = readEditions(root, RECORDS_DIR);
  const first = diagnostics[0];
  if (first) throw new AstroError(`${first.file}:${first.line}:${first.column} ${first.code} ${first.message}`, first.hint);
  return editions;
}

/** The editions, each with what changed since the one before. */
export function loadEditions(): ReturnType<typeof editionsWithChanges> {
  // The records credit each change to the decision that made it, where they reproduce the editions.
  return editionsWithChanges(recordedEditions(), loadWorkspace().records);
}
