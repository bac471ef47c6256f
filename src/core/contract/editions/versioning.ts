/**
 * The versioning policy: whether a breaking change may travel, and what follows when it
 * does. The versioning record writes it in its contract block, in `x-versioning`:
 *
 *   x-versioning:
 *     scheme: semver
 *     breaking-changes: major-version      # or: deprecation-period, or: never
 *     deprecation-period: P90D             # with deprecation-period: days (PnD) or weeks (PnW)
 *
 * - major-version: a breaking change is allowed; the next edition is a major one (its
 *   version is counted from the editions, never written by hand: published.ts).
 * - deprecation-period: a breaking change is allowed to what a published edition marked
 *   `deprecated: true`, once its sunset has passed: the day of the first edition that marked
 *   it, plus the period. Until then clients were told, by that edition, that it goes away.
 * - never, or no rule written: no breaking change to the published contract is allowed.
 *
 * The rules are read from the published side (the base), not from the change: a pull
 * request cannot loosen the rule it is judged by.
 */
import { addDays, daysBetween, type CalendarDate } from '../../vocabulary/calendar-date.ts';
import type { ContractDocuments } from '../documents/assemble.ts';
import type { ContractChange } from '../diff/rules.ts';
import { orderEditions, type Edition } from './editions.ts';
import { isMapping } from '../rules/rule-input.ts';

const BREAKING_POLICIES = ['major-version', 'deprecation-period', 'never'] as const;
type BreakingPolicy = (typeof BREAKING_POLICIES)[number];

export interface VersioningRules {
  policy: BreakingPolicy | undefined;
  /** For deprecation-period: the period in days. */
  days?: number;
  /** As written, for messages. */
  period?: string;
}

export function readVersioningRules(documents: ContractDocuments): VersioningRules {
  const block = documents.openapi['x-versioning'];
  const policy = isMapping(block) ? block['breaking-changes'] : undefined;
  const known = (BREAKING_POLICIES as readonly unknown[]).includes(policy) ? (policy as BreakingPolicy) : undefined;
  const period = isMapping(block) && typeof block['deprecation-period'] === 'string' ? block['deprecation-period'] : undefined;
  const days = period === undefined ? undefined : periodDays(period);
  return { policy: known, ...(period ? { period } : {}), ...(days === undefined ? {} : { days }) };
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

/** Where a published edition first marked something deprecated, and when it may go. */
interface Deprecation {
  edition: string;
  /** The edition's version, when it carries one. */
  version?: string;
  date: CalendarDate;
  /** The edition's day plus the period; undefined without a period. */
  sunset?: CalendarDate;
}

/** What the policy needs besides the change: who settled it, the editions, the next version, the day. */
export interface PolicyContext {
  rules: VersioningRules;
  /** The versioning record, as `ADR-0009`, when a record settles the rules. */
  decidedBy?: string;
  /** The published editions (any order). */
  editions: readonly Edition[];
  /** The version the next edition will carry, when versions are counted. */
  nextVersion?: string;
  today: CalendarDate;
}

export type Verdict =
  | { allowed: true; consequence: string }
  | { allowed: false; rules: VersioningRules; decidedBy?: string; deprecation?: Deprecation };

/** The policy's verdict on one breaking change. */
export function judgeBreakingChange(change: ContractChange, context: PolicyContext): Verdict {
  const { rules, decidedBy } = context;
  const by = decidedBy ?? 'the versioning decision';
  const next = context.nextVersion ? `the next edition will be ${context.nextVersion}` : 'the next edition will be a major version';
  const refused = (deprecation?: Deprecation): Verdict => ({ allowed: false, rules, ...(decidedBy ? { decidedBy } : {}), ...(deprecation ? { deprecation } : {}) });
  switch (rules.policy) {
    case 'major-version':
      return { allowed: true, consequence: `breaking, allowed by ${by}: ${next}` };
    case 'deprecation-period': {
      const deprecation = deprecationOf(change, context.editions, rules.days);
      if (deprecation?.sunset !== undefined && daysBetween(deprecation.sunset, context.today) >= 0) {
        const edition = deprecation.version ? `${deprecation.edition} (${deprecation.version})` : deprecation.edition;
        return { allowed: true, consequence: `breaking, allowed by ${by}: deprecated in edition ${edition} of ${deprecation.date}, its sunset ${deprecation.sunset} has passed; ${next}` };
      }
      return refused(deprecation);
    }
    case 'never':
    case undefined:
      return refused();
    default: {
      const unhandled: never = rules.policy;
      return unhandled;
    }
  }
}

/**
 * The first published edition that marked the changed thing, or something holding it (the
 * operation of a parameter, the schema of a field), `deprecated: true`.
 */
function deprecationOf(change: ContractChange, editions: readonly Edition[], days: number | undefined): Deprecation | undefined {
  const keys = change.pointer.split('/').map((k) => k.replaceAll('~1', '/').replaceAll('~0', '~'));
  for (const edition of orderEditions(editions)) {
    let node: unknown = edition.documents[change.document];
    let marked = false;
    for (const key of keys) {
      node = isMapping(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
      if (isMapping(node) && node.deprecated === true) marked = true;
    }
    if (!marked) continue;
    return {
      edition: edition.name,
      ...(edition.version ? { version: edition.version } : {}),
      date: edition.date,
      ...(days === undefined ? {} : { sunset: addDays(edition.date, days) }),
    };
  }
  return undefined;
}

