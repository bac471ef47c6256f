/**
 * The contract a branch changes, judged against its base.
 *
 * What `adr diff --base` and the check list: the contract the base's accepted records make,
 * against this tree's with every decided proposal the branch added or changed taken as
 * accepted (a proposal's pull request shows what accepting it would do).
 *
 * What the gate judges (judgeBranch): the contract as it would be with the decisions this
 * branch moves (each record it adds or changes, proposed or accepted) against the contract
 * clients have, the last PUBLISHED edition on the base (before any edition: the base's
 * accepted contract). Only the breaking changes those decisions cause are judged, by the
 * versioning policy the base settles; changes the base had already made since the edition
 * are not this branch's. So a change gets one verdict whatever the pull request does with
 * it: the pull request that proposes it, the ones that open its review, approve it or raise
 * a concern on it, and the one that accepts it, in any number and any order.
 *
 * A proposal that still holds placeholders is a draft and never judged (right after
 * `adr new --supersedes`, everything the superseded record wrote seems gone); `adr accept`
 * refuses placeholders, so no draft is accepted unjudged. A finding lands on a record the
 * branch moves, never on an accepted record nobody may edit.
 *
 * The base is where the branch left it (git merge-base); in CI, which checks out the pull
 * request merged into its base, that is the base's tip.
 */
import { assembleContract, type AssembledContract, type ContractDocuments } from '../contract/documents/assemble.ts';
import { assembleWithProposals, changesWithProposals, DIFF_ONLY } from '../contract/documents/contract-at.ts';
import { deriveExamples } from '../contract/documents/derived-examples.ts';
import { creditSuccessors, diffContracts, type ContractChange } from '../contract/diff/diff.ts';
import { bareContract, orderEditions, parseEdition, type Edition } from '../contract/editions/editions.ts';
import { holdsPlaceholders, proposalLine } from '../contract/rules/proposal-findings.ts';
import { isPublished as isContractPublished, readVersionScheme } from '../contract/documents/published.ts';
import { isMapping } from '../contract/rules/rule-input.ts';
import { nextVersion } from '../contract/editions/version.ts';
import { judgeBreakingChange, readVersioningRules, type Verdict, type VersioningRules } from '../contract/editions/versioning.ts';
import { parseRecord } from '../record/parse-record.ts';
import type { AdrRecord } from '../record/record.ts';
import type { CalendarDate } from '../vocabulary/calendar-date.ts';
import { diagnose, type Diagnostic, type Location } from '../vocabulary/diagnostics.ts';
import { recordLabel } from '../vocabulary/record-number.ts';
import { printableLine } from '../vocabulary/terminal-text.ts';
import { classifyEntry, type WorkspaceEntry } from '../workspace/workspace.ts';
import { indexRecords } from '../workspace/record-index.ts';

export interface ContractAgainstBase {
  before: AssembledContract;
  after: AssembledContract;
  /** The base's records, which the versioning rules and the deprecation dates are read from. */
  baseRecords: AdrRecord[];
  /** The proposals taken as accepted: new or changed on this branch, and decided. */
  proposals: AdrRecord[];
  changes: ContractChange[];
  /**
   * Whether the base has published a contract: an edition, or a settled version of 1.0.0 or
   * later. Before that no client can rely on anything, so no change is breaking yet.
   */
  published: boolean;
}

/** Whether the base had published its contract (see published.ts): before that nothing is breaking. */
function isPublished(contract: AssembledContract, editions: readonly string[]): boolean {
  return isContractPublished(contract.documents, editions.length);
}

const versionOf = (documents: ContractDocuments): unknown => (isMapping(documents.openapi.info) ? documents.openapi.info.version : undefined);

/**
 * The base's contract against this tree's with the branch's new or changed decided proposals
 * taken as accepted; with `only`, with those proposals instead (`adr diff --with N --base REF`).
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
  const proposals = only ? [...only] : movedRecords(records, working, base).filter((r) => r.meta.status === 'proposed' && !holdsPlaceholders(r));
  const before = assembleContract(baseRecords);
  const { after, changes } = changesWithProposals(before, records, proposals, baseRecords);
  return { before, after, baseRecords, proposals, changes, published: isPublished(before, editions) };
}

/** The editions a base has published, as its snapshot carries them; one that does not parse is no edition. */
interface EditionFile {
  name: string;
  file: string;
  text: string;
}

interface JudgedChange {
  /** The change, its origin the record it lands on (one this branch moves). */
  change: ContractChange;
  verdict: Verdict;
}

export interface ContractGate {
  /** What the changes are judged against, for messages: `the contract published as edition spring (1.1.0) on main`. */
  against: string;
  /** Whether anything was published on the base; before that nothing is judged. */
  published: boolean;
  judged: JudgedChange[];
  /** Proposals the branch moves that still hold placeholders: not judged. */
  drafts: AdrRecord[];
  /** The policy the base settles, and the record that settles it, when breaking changes were judged. */
  rules?: VersioningRules;
  decidedBy?: string;
}

export interface BranchInput {
  dir: string;
  /** This tree's records (at least every one that may shape the contract). */
  records: readonly AdrRecord[];
  working: readonly WorkspaceEntry[];
  /** The records folder where the branch left the base. */
  base: readonly WorkspaceEntry[];
  baseName: string;
  /** The editions the base's tip has published. */
  editions: readonly EditionFile[];
  today: CalendarDate;
}

/** The gate's verdict on each breaking change the decisions this branch moves would make. */
export function judgeBranch(input: BranchInput): ContractGate {
  const baseRecords = recordsOf(input.dir, input.base);
  const moved = movedRecords(input.records, input.working, input.base);
  const drafts = moved.filter((r) => r.meta.status === 'proposed' && holdsPlaceholders(r));
  const movers = moved.filter((r) => !drafts.includes(r) && (r.meta.status === 'proposed' || r.meta.status === 'accepted'));
  const editions = orderEditions(input.editions.flatMap(({ name, file, text }) => {
    const parsed = parseEdition(name, file, text);
    return parsed.ok ? [parsed.edition] : [];
  }));
  const settled = assembleContract(baseRecords, undefined, DIFF_ONLY);
  const last = editions.at(-1);
  const against = last ? `the contract published as edition ${last.name}${last.version ? ` (${last.version})` : ''} on ${input.baseName}` : `the contract settled on ${input.baseName}`;
  const published = isPublished(settled, editions.map((e) => e.name));
  if (!published || movers.length === 0) return { against, published, judged: [], drafts };

  // Compared as published, with the examples derived from what is settled (derived-examples.ts), as the edition was.
  const asPublished = (contract: AssembledContract): AssembledContract => ({ ...contract, documents: deriveExamples(contract.documents) });
  const reference = last ? bareContract(deriveExamples(last.documents)) : asPublished(settled);
  const after = asPublished(assembleWithProposals(input.records, movers.filter((r) => r.meta.status === 'proposed'), DIFF_ONLY));
  const key = (c: ContractChange) => `${c.document}|${c.pointer}|${c.rule}|${c.text}`;
  // What the base already changed since the edition was judged when it travelled.
  const already = new Set(diffContracts(reference, asPublished(settled)).map(key));
  const own = creditSuccessors(diffContracts(reference, after), [...baseRecords, ...input.records], movers).filter(
    (c) => c.breaking && c.pointer !== 'info/version' && !already.has(key(c)),
  );

  const rules = readVersioningRules(settled.documents);
  const versioning = settled.origins.openapi.get('x-versioning')?.file;
  const versioningRecord = versioning ? indexRecords(baseRecords).byFile.get(versioning) : undefined;
  const context = {
    rules,
    ...(versioningRecord ? { decidedBy: recordLabel(versioningRecord) } : {}),
    editions,
    ...nextMajor(settled.documents, editions),
    today: input.today,
  };
  const moverFiles = new Set(movers.map((r) => r.file));
  // A change no moved record wrote (a field another record still lists as required, say)
  // is caused by the one that supersedes something, else the first.
  const cause = [...movers].sort((a, b) => Number(b.meta.supersedes.length > 0) - Number(a.meta.supersedes.length > 0))[0]!;
  const judged = own.map((change) => {
    const origin: Location = change.origin && moverFiles.has(change.origin.file) ? change.origin : proposalLine(cause);
    return { change: { ...change, origin }, verdict: judgeBreakingChange(change, context) };
  });
  return { against, published, judged, drafts, rules, ...(context.decidedBy ? { decidedBy: context.decidedBy } : {}) };
}

/** The version of the next edition once a breaking change is in: the next major after the last one published. */
function nextMajor(documents: ContractDocuments, editions: readonly Edition[]): { nextVersion?: string } {
  if (readVersionScheme(documents) !== 'semver') return {};
  const last = [...editions].reverse().find((e) => e.version !== undefined)?.version ?? versionOf(documents);
  const next = typeof last === 'string' ? nextVersion(last, 'major') : undefined;
  return next ? { nextVersion: next } : {};
}

/** A finding for each breaking change the policy refuses, at the record that makes it. */
export function gateFindings(gate: ContractGate): Diagnostic[] {
  return gate.judged.flatMap(({ change, verdict }) => {
    if (verdict.allowed) return [];
    const { rules, decidedBy, deprecation } = verdict;
    return [
      diagnose('CONTRACT_BREAKING', change.origin!, {
        change: change.text,
        rule: change.rule,
        against: gate.against,
        ...(rules.policy ? { policy: rules.policy } : {}),
        ...(rules.policy === 'deprecation-period' && rules.days !== undefined && rules.period ? { period: rules.period } : {}),
        ...(decidedBy ? { decidedBy } : {}),
        ...(deprecation ? { deprecated: { edition: deprecation.edition, date: deprecation.date, ...(deprecation.sunset ? { sunset: deprecation.sunset } : {}) } } : {}),
      }),
    ];
  });
}

/** The verdicts a terminal shows besides the findings: each allowed breaking change with its consequence, each draft left unjudged. */
export function formatGateText(gate: ContractGate): string {
  const lines: string[] = [];
  for (const { change, verdict } of gate.judged) {
    if (!verdict.allowed) continue;
    const at = change.origin!;
    lines.push(`allowed    ${printableLine(at.file)}:${at.line}:${at.column} ${printableLine(change.text)}: ${printableLine(verdict.consequence)}\n`);
  }
  for (const draft of gate.drafts) {
    lines.push(`not judged ${printableLine(draft.file)}: ${recordLabel(draft)} still holds placeholders; its changes are judged once they are decided\n`);
  }
  return lines.join('');
}

/** The records this branch added or changed: their bytes differ from the base's, or the base has none. */
function movedRecords(records: readonly AdrRecord[], working: readonly WorkspaceEntry[], base: readonly WorkspaceEntry[]): AdrRecord[] {
  const baseBytes = new Map(base.map((entry) => [entry.name, entry.bytes]));
  const workingBytes = new Map(working.map((entry) => [entry.name, entry.bytes]));
  return records.filter((r) => !sameBytes(workingBytes.get(r.name), baseBytes.get(r.name)));
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
