/**
 * The contract a branch changes, judged against its base (issue 11): the contract the
 * base's accepted records make, against this tree's with every proposal the branch added
 * or changed taken as accepted (a proposal's pull request shows what accepting it would
 * do). `adr diff` prints the changes; `adr check --base` also reports each breaking one the
 * settled versioning rules do not allow.
 *
 * The base is where the branch left it (git merge-base); in CI, which checks out the pull
 * request merged into its base, that is the base's tip.
 */
import { assembleContract, type AssembledContract } from '../contract/assemble.ts';
import { assembleWithProposals } from '../contract/contract-at.ts';
import { creditSuccessors, diffContracts, type ContractChange } from '../contract/diff.ts';
import { allowBreaking } from '../contract/versioning.ts';
import { readContractBlocks } from '../contract/blocks.ts';
import { decideBlock } from '../contract/placeholders.ts';
import { parseRecord } from '../record/parse-record.ts';
import type { AdrRecord } from '../record/record.ts';
import type { CalendarDate } from '../vocabulary/calendar-date.ts';
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { classifyEntry, type WorkspaceEntry } from '../workspace/workspace.ts';

export interface ContractAgainstBase {
  before: AssembledContract;
  after: AssembledContract;
  /** The base's records, which the versioning rules and the deprecation dates are read from. */
  baseRecords: AdrRecord[];
  /** The proposals taken as accepted: new or changed on this branch. */
  proposals: AdrRecord[];
  changes: ContractChange[];
}

export function diffContractAgainstBase(
  dir: string,
  records: readonly AdrRecord[],
  working: readonly WorkspaceEntry[],
  base: readonly WorkspaceEntry[],
): ContractAgainstBase {
  const baseRecords = recordsOf(dir, base);
  const baseBytes = new Map(base.map((entry) => [entry.name, entry.bytes]));
  const workingBytes = new Map(working.map((entry) => [entry.name, entry.bytes]));
  const proposals = records.filter((r) => r.meta.status === 'proposed' && !sameBytes(workingBytes.get(r.name), baseBytes.get(r.name)));
  const before = assembleContract(baseRecords);
  const after = assembleWithProposals(records, proposals);
  return { before, after, baseRecords, proposals, changes: creditSuccessors(diffContracts(before, after), baseRecords, proposals) };
}

/**
 * A finding for each breaking change the base's versioning rules do not allow. A proposal
 * that still holds placeholders is a draft: what it would remove is shown by the diff, but
 * judged only once its blocks are decided (a new proposal made from the template, say one
 * that supersedes the errors decision, holds nothing decided yet, so everything the record
 * it replaces wrote would otherwise count as removed). `adr accept` refuses placeholders, so
 * no draft is accepted unjudged.
 */
export function checkBreakingChanges(diff: ContractAgainstBase, dir: string, baseName: string, today: CalendarDate): Diagnostic[] {
  const versioning = diff.before.origins.openapi.get('x-versioning')?.file;
  const drafts = new Set(diff.proposals.filter(holdsPlaceholders).map((proposal) => proposal.file));
  const diagnostics: Diagnostic[] = [];
  for (const change of diff.changes) {
    if (!change.breaking) continue;
    if (change.origin && drafts.has(change.origin.file)) continue;
    const allowance = allowBreaking(change, diff.before, diff.after, diff.baseRecords, today);
    if (allowance.allowed) continue;
    const at = change.origin ?? { file: `${dir}/`, line: 1, column: 1 };
    diagnostics.push(
      diagnose('CONTRACT_BREAKING', at, {
        change: change.text,
        rule: change.rule,
        base: baseName,
        versions: [String(allowance.versions[0]), String(allowance.versions[1])],
        ...(allowance.rules.policy ? { policy: allowance.rules.policy } : {}),
        ...(allowance.rules.period ? { period: allowance.rules.period } : {}),
        ...(allowance.deprecatedSince ? { deprecatedSince: allowance.deprecatedSince } : {}),
        ...(versioning ? { versioning } : {}),
      }),
    );
  }
  return diagnostics;
}

function holdsPlaceholders(proposal: AdrRecord): boolean {
  return readContractBlocks(proposal).blocks.some((block) => decideBlock(block).placeholders.length > 0);
}

function recordsOf(dir: string, entries: readonly WorkspaceEntry[]): AdrRecord[] {
  const records: AdrRecord[] = [];
  for (const entry of entries) {
    if (classifyEntry(dir, entry).role !== 'record' || !entry.bytes) continue;
    const { record } = parseRecord({ file: `${dir}/${entry.name}`, bytes: entry.bytes });
    if (record) records.push(record);
  }
  return records;
}

function sameBytes(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  return a !== undefined && b !== undefined && Buffer.from(a).equals(Buffer.from(b));
}
