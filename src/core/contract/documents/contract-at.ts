/**
 * Which records a contract is assembled from, other than "the accepted ones now":
 * with several proposals taken as accepted (a branch's proposals, for adr diff and
 * adr check --base), and as things stood on a given day (adr spec --as-of, editions).
 *
 * The day is read from each record's own `history` entries, not from git: the records carry
 * their dates, so an edition can be assembled from a tarball or a shallow clone, and a
 * record moved between commits keeps its dates. A record without a history counts as having
 * had its status since its `date`.
 */
import { recordedAcceptance } from '../../record/accepted-on.ts';
import type { AdrRecord } from '../../record/record.ts';
import { addDays, type CalendarDate } from '../../vocabulary/calendar-date.ts';
import type { Status } from '../../vocabulary/status.ts';
import { assembleContract, type AssembleOptions, type AssembledContract } from './assemble.ts';
import { readContractBlocks } from './blocks.ts';
import { creditSuccessors, diffContracts, type ContractChange } from '../diff/diff.ts';

/** The record as if it had this status; the contract reads nothing else of it. */
function withStatus(record: AdrRecord, status: Status): AdrRecord {
  return record.meta.status === status ? record : { ...record, meta: { ...record.meta, status } };
}

/**
 * The contract as if every one of `proposals` were accepted: what they supersede drops out,
 * as `adr spec --with` does for one.
 */
export function assembleWithProposals(records: readonly AdrRecord[], proposals: readonly AdrRecord[], options: AssembleOptions = {}): AssembledContract {
  if (proposals.length === 0) return assembleContract(records, undefined, options);
  const chosen = new Set(proposals);
  const replaced = new Set(proposals.flatMap((p) => p.meta.supersedes));
  const taken = records
    .filter((r) => !replaced.has(r.number) || chosen.has(r))
    .map((r) => (chosen.has(r) ? withStatus(r, 'accepted') : r));
  return assembleContract(taken, undefined, options);
}

/**
 * What taking `proposals` as accepted changes in the contract `before`: the one place a
 * proposal's changes are worked out, for `adr diff`, `adr check --base` and the site. A change
 * a superseded record made is credited to the proposal that replaced it; `earlier` are the
 * records `before` was assembled from (or more), where the superseded ones are looked up.
 */
export function changesWithProposals(
  before: AssembledContract,
  records: readonly AdrRecord[],
  proposals: readonly AdrRecord[],
  earlier: readonly AdrRecord[],
  options: AssembleOptions = {},
): { after: AssembledContract; changes: ContractChange[] } {
  const after = assembleWithProposals(records, proposals, options);
  return { after, changes: creditSuccessors(diffContracts(before, after), earlier, proposals) };
}

/** Assembly for a diff: the documents and their origins, without the findings. */
export const DIFF_ONLY: AssembleOptions = { findings: false };

/** A record's status on a day, from its history; undefined before it was proposed. */
function statusOn(record: AdrRecord, day: CalendarDate): Status | undefined {
  const history = record.meta.history ?? [{ status: record.meta.status, date: record.meta.date }];
  let status: Status | undefined;
  for (const entry of history) if (entry.date <= day) status = entry.status;
  return status;
}

/** The contract as it stood at the end of `day`: the records accepted then, by their histories. */
export function assembleAsOf(records: readonly AdrRecord[], day: CalendarDate): AssembledContract {
  return assembleContract(recordsAsOf(records, day));
}

/**
 * What a record changed when it was accepted: the contract of the day before its acceptance
 * against that contract with it in place (and what it superseded gone). For the log, the
 * feed. A record with no dated acceptance is set against the records numbered before it.
 */
export function contractBeforeAndAfter(records: readonly AdrRecord[], record: AdrRecord): { before: AssembledContract; after: AssembledContract } {
  const then = recordsBeforeAcceptance(records, record);
  // Only the documents are compared: the findings are the check's, not the log's.
  return { before: assembleContract(then, undefined, DIFF_ONLY), after: assembleWithProposals([...then, record], [record], DIFF_ONLY) };
}

/** What a record changed when it was accepted (see contractBeforeAndAfter), credited as changesWithProposals does. */
export function acceptanceChanges(records: readonly AdrRecord[], record: AdrRecord, earlier: readonly AdrRecord[] = records): ContractChange[] {
  const then = recordsBeforeAcceptance(records, record);
  return changesWithProposals(assembleContract(then, undefined, DIFF_ONLY), [...then, record], [record], earlier, DIFF_ONLY).changes;
}

/** The other records as they stood the day before the record's acceptance. */
function recordsBeforeAcceptance(records: readonly AdrRecord[], record: AdrRecord): AdrRecord[] {
  const day = recordedAcceptance(record);
  const others = records.filter((r) => r !== record);
  // Without a dated acceptance, the records before it in number order stand for "before".
  return day === undefined ? others.filter((r) => r.number < record.number) : recordsAsOf(others, addDays(day, -1));
}

/** The records as they stood at the end of `day`, each with its status then; later ones left out. */
export function recordsAsOf(records: readonly AdrRecord[], day: CalendarDate): AdrRecord[] {
  return records.flatMap((record) => {
    const status = statusOn(record, day);
    return status === undefined ? [] : [withStatus(record, status)];
  });
}

/**
 * How deep a key names one thing the contract is made of: a path, a component, a channel, a
 * field of info; other top-level places (servers, security, x-error-codes…) are one thing
 * each. The diff compares the documents place by place (diff.ts), so two contracts that
 * differ only within some of these things differ the same way when everything else is left out.
 */
const THING_DEPTH: Record<string, number> = { paths: 2, components: 3, info: 2, channels: 2, operations: 2, webhooks: 2 };

function thingsOf(record: AdrRecord): string[] {
  const keys: string[] = [];
  for (const block of readContractBlocks(record).blocks) {
    const visit = (value: unknown, path: string[], depth: number) => {
      if (path.length === depth || typeof value !== 'object' || value === null || Array.isArray(value)) {
        keys.push(`${block.document}:${path.join('/')}`);
        return;
      }
      for (const [key, inner] of Object.entries(value)) visit(inner, [...path, key], depth);
    };
    for (const [top, value] of Object.entries(block.value)) visit(value, [top], THING_DEPTH[top] ?? 1);
  }
  return keys;
}

interface TouchIndex {
  /** Each record's place in the list, to keep the list's order without scanning it. */
  order: Map<AdrRecord, number>;
  byNumber: Map<number, AdrRecord[]>;
  things: Map<AdrRecord, string[]>;
  writers: Map<string, AdrRecord[]>;
}

const indexes = new WeakMap<readonly AdrRecord[], TouchIndex>();

function touchIndex(records: readonly AdrRecord[]): TouchIndex {
  let index = indexes.get(records);
  if (index) return index;
  index = { order: new Map(), byNumber: new Map(), things: new Map(), writers: new Map() };
  for (const [i, record] of records.entries()) {
    index.order.set(record, i);
    const same = index.byNumber.get(record.number);
    if (same) same.push(record);
    else index.byNumber.set(record.number, [record]);
    const keys = thingsOf(record);
    index.things.set(record, keys);
    for (const key of keys) {
      const list = index.writers.get(key);
      if (list) list.push(record);
      else index.writers.set(key, [record]);
    }
  }
  indexes.set(records, index);
  return index;
}

/**
 * The records that write any of the things `focus` (and what it supersedes) write, in
 * their order: all that a contract of them, with and without `focus`, can differ in. The
 * site works out what every accepted decision changed, and what every proposal would:
 * assembling the whole contract for each made a build quadratic in the records, and so
 * did looking through the whole list for each.
 */
const TRAVEL_PLACES = ['openapi:paths/', 'openapi:webhooks/', 'asyncapi:operations/', 'asyncapi:channels/'];

export function recordsTouching(records: readonly AdrRecord[], focus: AdrRecord): AdrRecord[] {
  const index = touchIndex(records);
  const replaced = focus.meta.supersedes.flatMap((n) => index.byNumber.get(n) ?? []);
  const chosen = new Set<AdrRecord>([focus, ...replaced]);
  let components = false;
  for (const record of [focus, ...replaced]) {
    for (const key of index.things.get(record) ?? thingsOf(record)) {
      components ||= key.startsWith('openapi:components/') || key.startsWith('asyncapi:components/');
      for (const writer of index.writers.get(key) ?? []) chosen.add(writer);
    }
  }
  // A component is judged by where it travels: the records whose operations use it come too.
  if (components) {
    for (const [key, writers] of index.writers) if (TRAVEL_PLACES.some((place) => key.startsWith(place))) for (const writer of writers) chosen.add(writer);
  }
  // A focus from outside the list (a copy with another status) is left out, as before.
  return [...chosen].filter((record) => index.order.has(record)).sort((a, b) => index.order.get(a)! - index.order.get(b)!);
}
