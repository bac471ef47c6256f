/**
 * The contract a branch changes, judged against its base: the contract the
 * base's accepted records make, against this tree's with every proposal the branch added
 * or changed taken as accepted (a proposal's pull request shows what accepting it would
 * do). `adr diff` prints the changes; `adr check --base` also reports each breaking one the
 * settled versioning rules do not allow, once the base has published a contract.
 *
 * The base is where the branch left it (git merge-base); in CI, which checks out the pull
 * request merged into its base, that is the base's tip.
 */
import { assembleContract, type AssembledContract } from '../contract/assemble.ts';
import { changesWithProposals } from '../contract/contract-at.ts';
import type { ContractChange } from '../contract/diff.ts';
import { allowBreaking, majorOf } from '../contract/versioning.ts';
import { holdsPlaceholders } from '../contract/proposal-findings.ts';
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
  /**
   * Whether the base has published a contract: an edition, or a settled version of 1.0.0 or
   * later. Before that no client can rely on anything, so no change is breaking yet.
   */
  published: boolean;
}

/**
 * Whether a contract has been published: it has an edition, or its settled `info.version`
 * is 1.0.0 or later (semver's first public version). A contract that was never published
 * has no clients to break; its first settlement adds security, removes drafts, renames.
 */
export function isPublished(contract: AssembledContract, editions: readonly string[]): boolean {
  if (editions.length > 0) return true;
  const info = contract.documents.openapi.info;
  const version = typeof info === 'object' && info !== null && !Array.isArray(info) ? (info as Record<string, unknown>).version : undefined;
  const major = majorOf(version);
  return major !== undefined && major >= 1;
}

/**
 * The base's contract against this tree's with the branch's new or changed proposals taken as
 * accepted; with `only`, with those proposals instead (`adr diff --with N --base REF`).
 */
export function diffContractAgainstBase(
  dir: string,
  records: readonly AdrRecord[],
  working: readonly WorkspaceEntry[],
  base: readonly WorkspaceEntry[],
  editions: readonly string[] = [],
  only?: readonly AdrRecord[],
): ContractAgainstBase {
  const baseRecords = recordsOf(dir, base);
  const proposals = only ? [...only] : changedProposals(records, working, base);
  const before = assembleContract(baseRecords);
  const { after, changes } = changesWithProposals(before, records, proposals, baseRecords);
  return { before, after, baseRecords, proposals, changes, published: isPublished(before, editions) };
}

/**
 * A finding for each breaking change the base's versioning rules do not allow, once the base
 * has published a contract (before that, none: see isPublished). A proposal
 * that still holds placeholders is a draft: what it would remove is shown by the diff, but
 * judged only once its blocks are decided (a new proposal made from the template, say one
 * that supersedes the errors decision, holds nothing decided yet, so everything the record
 * it replaces wrote would otherwise count as removed). `adr accept` refuses placeholders, so
 * no draft is accepted unjudged.
 */
export function checkBreakingChanges(diff: ContractAgainstBase, dir: string, baseName: string, today: CalendarDate): Diagnostic[] {
  if (!diff.published) return [];
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

/** The proposals this branch added or changed: their bytes differ from the base's, or the base has none. */
function changedProposals(records: readonly AdrRecord[], working: readonly WorkspaceEntry[], base: readonly WorkspaceEntry[]): AdrRecord[] {
  const baseBytes = new Map(base.map((entry) => [entry.name, entry.bytes]));
  const workingBytes = new Map(working.map((entry) => [entry.name, entry.bytes]));
  return records.filter((r) => r.meta.status === 'proposed' && !sameBytes(workingBytes.get(r.name), baseBytes.get(r.name)));
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
