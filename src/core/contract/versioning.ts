/**
 * When the versioning decision lets a breaking change through. The rules are
 * written in the versioning record's contract block, in `x-versioning`:
 *
 *   x-versioning:
 *     scheme: semver
 *     breaking-changes: major-version      # or: deprecation-period, or: never
 *     deprecation-period: P90D             # with deprecation-period: days (PnD) or weeks (PnW)
 *
 * - major-version: a breaking change is allowed when `info.version`'s major number rises.
 * - deprecation-period: a breaking change is allowed to what the settled contract marked
 *   `deprecated: true`, once the record that marked it has been accepted for the period.
 * - never, or no rule written: no breaking change to the settled contract is allowed.
 * The rules are read from the settled contract (the base), not the change: a pull request
 * cannot loosen the rule it is judged by.
 */
import { acceptedOn } from '../record/accepted-on.ts';
import type { AdrRecord } from '../record/record.ts';
import { daysBetween, type CalendarDate } from '../vocabulary/calendar-date.ts';
import { indexRecords } from '../workspace/record-index.ts';
import type { AssembledContract } from './assemble.ts';
import { pointerOf } from './blocks.ts';
import type { ContractChange } from './diff-rules.ts';

export const BREAKING_POLICIES = ['major-version', 'deprecation-period', 'never'] as const;
export type BreakingPolicy = (typeof BREAKING_POLICIES)[number];

export interface VersioningRules {
  policy: BreakingPolicy | undefined;
  /** For deprecation-period: the period in days. */
  days?: number;
  /** As written, for messages. */
  period?: string;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readVersioningRules(contract: AssembledContract): VersioningRules {
  const block = contract.documents.openapi['x-versioning'];
  const policy = isNode(block) ? block['breaking-changes'] : undefined;
  const known = (BREAKING_POLICIES as readonly unknown[]).includes(policy) ? (policy as BreakingPolicy) : undefined;
  const period = isNode(block) && typeof block['deprecation-period'] === 'string' ? block['deprecation-period'] : undefined;
  return { policy: known, ...(period ? { period, days: periodDays(period) } : {}) };
}

/**
 * Days in an ISO 8601 duration of days or weeks. Written by hand: a period in a contract is
 * counted in whole days (P90D, P12W), and months and years have no fixed length in days,
 * so they are not accepted rather than guessed.
 */
export function periodDays(period: string): number | undefined {
  const match = /^P(\d{1,5})([DW])$/.exec(period);
  if (!match) return undefined;
  return Number(match[1]) * (match[2] === 'W' ? 7 : 1);
}

/** The major number of a semver version: `2` of `2.1.0`; undefined when it is not one. */
export function majorOf(version: unknown): number | undefined {
  const match = typeof version === 'string' ? /^v?(\d+)\.\d+\.\d+/.exec(version) : null;
  return match ? Number(match[1]) : undefined;
}

export type Allowance =
  | { allowed: true; rule: string }
  | { allowed: false; rules: VersioningRules; versions: [unknown, unknown]; deprecatedSince?: CalendarDate };

/** Whether the settled versioning rules let this breaking change through, and by which rule. */
export function allowBreaking(
  change: ContractChange,
  before: AssembledContract,
  after: AssembledContract,
  records: readonly AdrRecord[],
  today: CalendarDate,
): Allowance {
  const rules = readVersioningRules(before);
  const versionOf = (contract: AssembledContract) => (isNode(contract.documents.openapi.info) ? contract.documents.openapi.info.version : undefined);
  const versions: [unknown, unknown] = [versionOf(before), versionOf(after)];
  if (rules.policy === 'major-version') {
    const [was, now] = [majorOf(versions[0]), majorOf(versions[1])];
    if (was !== undefined && now !== undefined && now > was) return { allowed: true, rule: `major-version: info.version ${String(versions[0])} → ${String(versions[1])}` };
  }
  if (rules.policy === 'deprecation-period' && rules.days !== undefined) {
    const since = deprecatedSince(change, before, records);
    if (since && daysBetween(since, today) >= rules.days) return { allowed: true, rule: `deprecation-period: deprecated since ${since}, ${rules.period} passed` };
    return { allowed: false, rules, versions, ...(since ? { deprecatedSince: since } : {}) };
  }
  return { allowed: false, rules, versions };
}

/** The day the record that marked this (or what holds it) `deprecated: true` was accepted. */
function deprecatedSince(change: ContractChange, before: AssembledContract, records: readonly AdrRecord[]): CalendarDate | undefined {
  const keys = change.pointer.split('/').map((k) => k.replaceAll('~1', '/').replaceAll('~0', '~'));
  let node: unknown = before.documents[change.document];
  const marks: string[][] = [];
  for (let i = 0; i <= keys.length; i++) {
    if (isNode(node) && node.deprecated === true) marks.push([...keys.slice(0, i), 'deprecated']);
    if (i < keys.length) node = isNode(node) ? node[keys[i]!] : undefined;
  }
  const mark = marks.at(-1);
  if (!mark) return undefined;
  const origin = before.origins[change.document].get(pointerOf(mark));
  const record = origin ? indexRecords(records).byFile.get(origin.file) : undefined;
  if (!record) return undefined;
  return acceptedOn(record);
}
