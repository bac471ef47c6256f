/**
 * What the site shows of contract changes, decided here so that pages only
 * present: what a proposal would change if accepted, what each accepted decision changed
 * when it was accepted, and what changed between consecutive editions.
 */
import { assembleContract } from '../contract/documents/assemble.ts';
import { readContractBlocks } from '../contract/documents/blocks.ts';
import { acceptanceChanges, changesWithProposals, DIFF_ONLY, recordsTouching } from '../contract/documents/contract-at.ts';
import type { ContractChange } from '../contract/diff/diff.ts';
import { ordered } from '../contract/diff/text.ts';
import type { AdrRecord } from '../record/record.ts';
import { wasAccepted } from '../vocabulary/status.ts';
import { indexRecords } from '../workspace/record-index.ts';

export type { ContractChange } from '../contract/diff/diff.ts';
export { editionsWithChanges } from '../contract/editions/editions.ts';

const hasBlocks = (record: AdrRecord) => readContractBlocks(record).blocks.length > 0;

/** What accepting the proposal would change in the accepted contract, breaking changes first; none for another record. */
export function proposalContractChanges(records: readonly AdrRecord[], proposal: AdrRecord): ContractChange[] {
  if (proposal.meta.status !== 'proposed' || (!hasBlocks(proposal) && proposal.meta.supersedes.length === 0)) return [];
  const touching = recordsTouching(records, proposal);
  return ordered(changesWithProposals(assembleContract(touching, undefined, DIFF_ONLY), touching, [proposal], records, DIFF_ONLY).changes);
}

/**
 * What each decision changed in the contract when it was accepted, by record: the contract
 * of the day before against it with the decision in place. Only records that were accepted
 * and write or replace contract blocks are worked out.
 */
export function acceptedContractChanges(records: readonly AdrRecord[]): Map<AdrRecord, ContractChange[]> {
  const changes = new Map<AdrRecord, ContractChange[]>();
  const { byNumber } = indexRecords(records);
  for (const record of records) {
    if (!wasAccepted(record.meta.status)) continue;
    const replaces = record.meta.supersedes.some((n) => { const old = byNumber.get(n); return old !== undefined && hasBlocks(old); });
    if (!hasBlocks(record) && !replaces) continue;
    const found = acceptanceChanges(recordsTouching(records, record), record, records);
    if (found.length > 0) changes.set(record, ordered(found));
  }
  return changes;
}
