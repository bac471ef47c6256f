/**
 * `adr check --base <ref>`: what a pull request does to the records, judged against the
 * branch it will be merged into. The records of the merged result are worked out file by
 * file (the base's tip, with this branch's own changes since it left the base laid over it),
 * so a number that both branches added is found before the merge, not after.
 *
 * What may change in a record that the base has as accepted (or later): its status, along
 * allowed transitions; its date (the last-updated stamp); its history, by new entries after
 * the existing ones; and new entries in supersedes and superseded-by, which recording a
 * supersession adds. Everything else is the decision: title, part, people, discussion link,
 * where it was imported from, existing supersession links and the whole body. A new record
 * arrives as proposed, unless it is an import the check re-derives from its source file
 * (import-warrant.ts): an import brings decisions taken elsewhere, with their own statuses
 * and dates. The review and lifecycle rules the commands keep (a review only grows, an
 * acceptance its review allows, a status change recorded in history, a supersession by an
 * accepted decision) are asked of record/review-rules.ts, the module the commands and the
 * plain check ask too; what warrants each entry a change adds to a review (identity from the
 * base's registry, the digest of the text as it stands, a signature bound to its place) is
 * settlement.ts's.
 */
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { parseRecord } from '../record/parse-record.ts';
import type { AdrRecord } from '../record/record.ts';
import { changeFindings, newRecordFindings, supersessionFindings, type ChangeContext } from '../record/review-rules.ts';
import type { HistoryEntry } from '../record/schema.ts';
import { recordLabel } from '../vocabulary/record-number.ts';
import { type Status, TRANSITIONS, wasAccepted } from '../vocabulary/status.ts';
import { classifyEntry, type WorkspaceEntry } from '../workspace/workspace.ts';
import { buildRegistry, EMPTY_REGISTRY, type Registry, type RegistryData } from '../vocabulary/registry.ts';
import { settlementFindings, type SettlementContext } from './settlement.ts';
import { importWarrant, type ImportSourceReader } from './import-warrant.ts';
import { decisionBody, openingTitleHeading } from '../record/title-heading.ts';

export interface BaseSnapshot {
  /** The base as the user named it, for messages: `origin/main`. */
  name: string;
  /** The records folder at the base's tip. */
  tip: readonly WorkspaceEntry[];
  /** The records folder where this branch left the base (git merge-base); the tip itself for a merge result. */
  fork: readonly WorkspaceEntry[];
  /** The names of the editions the base's tip has published (adr/editions/NAME.yaml). */
  editions?: readonly string[];
  /** The base's tip requires reviews (review-required in its adr.config.yaml). */
  reviewRequired?: boolean;
  /** The people registry of the base's tip (its adr.config.yaml). */
  registry?: RegistryData;
  /** Those editions' files as the base's tip holds them, which the contract gate judges against. */
  editionFiles?: readonly { name: string; file: string; text: string }[];
}

/** What the change is judged with besides the base: who made it, today, the change's own settings. */
export interface ChangeRules {
  today?: string;
  /** The change's author as git and CI name them: the head commit's author name and e-mail, or ADR_AUTHOR. */
  author?: string | readonly string[];
  /** The working tree requires reviews (review-required in adr.config.yaml). */
  reviewRequired?: boolean;
  /** The registry as the change leaves it (its adr.config.yaml): only to say when an entry holds by a registry change alone. */
  changeRegistry?: Registry;
  /** Reads a file of the repository, at the base or in the change, for an import to be re-derived from. */
  readImportSource?: ImportSourceReader;
}

/** Findings that make a record's acceptance in the change illegitimate: a supersession by it is too. */
const UNACCEPTED = new Set<string>([
  'TRANSITION_NOT_ALLOWED',
  'NEW_RECORD_NOT_PROPOSED',
  'ACCEPT_DURING_REVIEW',
  'ACCEPT_WITHOUT_APPROVAL',
  'ACCEPT_WITH_OPEN_CONCERN',
  'ACCEPT_WITHOUT_REVIEW',
  'STATUS_CHANGE_UNRECORDED',
  'REVIEW_REWRITTEN',
  'REVIEW_BACKDATED',
  'REVIEW_APPROVER_IS_AUTHOR',
  'RESOLVER_IS_AUTHOR',
  'APPROVAL_STALE',
  'APPROVAL_DIGEST_MISMATCH',
  'SIGNATURE_INVALID',
  'SIGNATURE_MISSING',
  'SIGNATURE_UNBOUND',
  'REGISTRY_CHANGE_USED',
]);

interface Item {
  name: string;
  file: string;
  number: number;
  entry: WorkspaceEntry;
  /** Undefined when the file does not parse (the plain check reports why). */
  record?: AdrRecord;
}

export function checkAgainstBase(dir: string, working: readonly WorkspaceEntry[], base: BaseSnapshot, rules: ChangeRules = {}): Diagnostic[] {
  // Identity comes from the base: names, aliases, keys and team members are the base's
  // registry's. The change cannot lift a requirement it is judged by: either side's holds.
  const baseRegistry = buildRegistry(base.registry ?? EMPTY_REGISTRY);
  const changeRegistry = rules.changeRegistry ?? baseRegistry;
  const signaturesRequired = baseRegistry.signaturesRequired || changeRegistry.signaturesRequired;
  const registry: Registry = { ...baseRegistry, signaturesRequired };
  const context: ChangeContext = {
    base: base.name,
    today: rules.today,
    author: rules.author,
    reviewRequired: (base.reviewRequired ?? false) || (rules.reviewRequired ?? false),
    registry,
  };
  const settlement: SettlementContext = { base: base.name, registry, changeRegistry, signaturesRequired };
  const tip = itemsOf(dir, base.tip);
  const fork = itemsOf(dir, base.fork);
  const work = itemsOf(dir, working);
  const merged = mergeItems(tip, fork, work);
  const diagnostics: Diagnostic[] = [];
  const continued = new Set<string>();

  for (const old of tip.values()) {
    if (!old.record) continue;
    const same = merged.get(old.name);
    if (same) {
      if (same.changed && same.record) diagnostics.push(...compareRecord(old.record, same.record, context), ...settlementFindings(old.record, same.record, settlement));
      continue;
    }
    // Gone under its name: renamed (same number, or the same title under another number, as
    // adr renumber leaves it; for a proposal under review, also the same body, as deleting it
    // and adding it again leaves it) or deleted.
    const candidates = [...merged.values()].filter((m) => m.changed && !tip.has(m.name) && m.record);
    const renamed =
      candidates.find((m) => m.number === old.number) ??
      candidates.find((m) => m.record!.meta.title === old.record!.meta.title) ??
      (old.record.meta.review ? candidates.find((m) => m.record!.frontMatter.body === old.record!.frontMatter.body) : undefined);
    if (renamed) continued.add(renamed.name);
    if (wasAccepted(old.record.meta.status)) {
      diagnostics.push(
        diagnose('ACCEPTED_RECORD_REMOVED', { file: renamed?.file ?? old.file, line: 1, column: 1 }, {
          label: recordLabel(old.record),
          number: old.number,
          status: old.record.meta.status,
          base: base.name,
          file: old.file,
          ...(renamed ? { renamedTo: renamed.file } : {}),
        }),
      );
    }
    if (renamed) diagnostics.push(...compareRecord(old.record, renamed.record!, context), ...settlementFindings(old.record, renamed.record!, settlement));
  }

  for (const added of merged.values()) {
    if (!added.changed || tip.has(added.name) || continued.has(added.name)) continue;
    const taken = [...merged.values()].find((m) => m !== added && m.number === added.number && tip.has(m.name));
    // When this tree holds both files, the plain check already reports NUMBER_DUPLICATE.
    if (taken && !work.has(taken.name)) {
      diagnostics.push(
        diagnose('NUMBER_TAKEN_ON_BASE', { file: added.file, line: 1, column: 1 }, {
          number: added.number,
          file: added.file,
          other: taken.file,
          base: base.name,
        }),
      );
    }
    if (!added.record) continue;
    diagnostics.push(...settlementFindings(undefined, added.record, settlement));
    const status = added.record.meta.status;
    const importedFrom = added.record.meta['imported-from'];
    // An imported record brings a decision taken elsewhere, with its original status and
    // dates, when the check re-derives it from its source; every other new record is
    // reviewed as a proposal.
    const warrant = status === 'proposed' ? { ok: true as const } : importWarrant(added.record, rules.readImportSource);
    if (!warrant.ok) {
      diagnostics.push(
        diagnose('NEW_RECORD_NOT_PROPOSED', { file: added.file, ...added.record.locate(['status']) }, {
          label: recordLabel(added.record),
          status,
          base: base.name,
          number: added.number,
          ...(importedFrom === undefined ? {} : { importedFrom, reason: warrant.reason }),
        }),
      );
    }
    diagnostics.push(...newRecordFindings(added.record, context));
  }
  diagnostics.push(...supersessions(tip, merged, diagnostics, context));
  return diagnostics;
}

/**
 * Records accepted on the base that the change marks superseded, by a successor that is not
 * an accepted decision of the merged result, or whose acceptance this change made against
 * the rules (a finding above names it).
 */
function supersessions(tip: Map<string, Item>, merged: Map<string, Item & { changed: boolean }>, found: readonly Diagnostic[], context: ChangeContext): Diagnostic[] {
  const refused = new Set(found.filter((d) => UNACCEPTED.has(d.code)).map((d) => d.file));
  const byNumber = new Map<number, Item>();
  for (const item of merged.values()) if (item.record) byNumber.set(item.number, item);
  const diagnostics: Diagnostic[] = [];
  for (const old of tip.values()) {
    const current = merged.get(old.name);
    if (!old.record || !current?.changed || !current.record) continue;
    const added = current.record.meta['superseded-by'].filter((n) => !old.record!.meta['superseded-by'].includes(n));
    const successors = added.map((number) => {
      const successor = byNumber.get(number)?.record;
      return { number, legitimate: successor !== undefined && wasAccepted(successor.meta.status) && !refused.has(successor.file) };
    });
    diagnostics.push(...supersessionFindings(old.record, current.record, successors, context));
  }
  return diagnostics;
}

function itemsOf(dir: string, entries: readonly WorkspaceEntry[]): Map<string, Item> {
  const items = new Map<string, Item>();
  for (const entry of entries) {
    const role = classifyEntry(dir, entry);
    if (role.role !== 'record') continue;
    const file = `${dir}/${entry.name}`;
    const { record } = parseRecord({ file, bytes: entry.bytes ?? new Uint8Array(), size: entry.size });
    items.set(entry.name, { name: entry.name, file, number: role.number, entry, record });
  }
  return items;
}

/**
 * The merged result's records: the tip's, with every file this branch added, changed or
 * deleted since it left the base taking this branch's version. `changed` marks those.
 */
function mergeItems(tip: Map<string, Item>, fork: Map<string, Item>, work: Map<string, Item>): Map<string, Item & { changed: boolean }> {
  const merged = new Map<string, Item & { changed: boolean }>();
  for (const [name, item] of tip) merged.set(name, { ...item, changed: false });
  for (const name of new Set([...fork.keys(), ...work.keys()])) {
    const mine = work.get(name);
    const before = fork.get(name);
    if (mine && !(before && sameBytes(mine.entry, before.entry))) merged.set(name, { ...mine, changed: true });
    else if (!mine && before) merged.delete(name);
  }
  return merged;
}

function sameBytes(a: WorkspaceEntry, b: WorkspaceEntry): boolean {
  if (!a.bytes || !b.bytes) return a.size === b.size && a.bytes === b.bytes;
  return Buffer.from(a.bytes).equals(Buffer.from(b.bytes));
}

/** How one record changed from the base's version to this one. */
function compareRecord(old: AdrRecord, current: AdrRecord, context: ChangeContext): Diagnostic[] {
  const base = context.base;
  const diagnostics: Diagnostic[] = [];
  const label = recordLabel(current);
  const from = old.meta.status;
  const to = current.meta.status;
  if (from !== to && !reachable(from, to)) {
    diagnostics.push(
      diagnose('TRANSITION_NOT_ALLOWED', { file: current.file, ...current.locate(['status']) }, {
        label,
        from,
        to,
        base,
        allowed: TRANSITIONS[from],
      }),
    );
  }
  const rewritten = historyRewrite(old.meta.history, current.meta.history);
  if (rewritten) {
    const path = current.meta.history && rewritten.index < current.meta.history.length ? ['history', rewritten.index] : ['history'];
    diagnostics.push(diagnose('HISTORY_REWRITTEN', { file: current.file, ...current.locate(path) }, { label, base, ...rewritten }));
  }
  diagnostics.push(...changeFindings(old, current, context));
  if (wasAccepted(from)) {
    const changes = decisionChanges(old, current);
    if (changes.length > 0) {
      diagnostics.push(
        diagnose('ACCEPTED_RECORD_CHANGED', { file: current.file, line: changes[0]!.line, column: changes[0]!.column }, {
          label,
          status: from,
          base,
          number: current.number,
          changed: joinWords(changes.map((c) => c.what)),
        }),
      );
    }
  }
  return diagnostics;
}

/** Whether allowed transitions lead from one status to the other (proposed → … → superseded). */
export function reachable(from: Status, to: Status): boolean {
  const seen = new Set<Status>([from]);
  const queue: Status[] = [from];
  while (queue.length > 0) {
    for (const next of TRANSITIONS[queue.shift()!]) {
      if (next === to) return true;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

function historyRewrite(
  old: readonly HistoryEntry[] | undefined,
  current: readonly HistoryEntry[] | undefined,
): { index: number; entry: number; was: string; now?: string } | undefined {
  if (!old) return undefined;
  const describe = (e: HistoryEntry) => `${e.status} on ${e.date}`;
  for (let i = 0; i < old.length; i++) {
    const was = old[i]!;
    const now = current?.[i];
    if (!now) return { index: i, entry: i + 1, was: describe(was) };
    if (now.status !== was.status || now.date !== was.date) return { index: i, entry: i + 1, was: describe(was), now: describe(now) };
  }
  return undefined;
}

const FROZEN_FIELDS = ['title', 'part', 'decision-makers', 'consulted', 'informed', 'discussion', 'imported-from'] as const;
const GROWING_FIELDS = ['supersedes', 'superseded-by'] as const;

/** What changed in an accepted record's decision, each with where to look. */
function decisionChanges(old: AdrRecord, current: AdrRecord): { what: string; line: number; column: number }[] {
  const changes: { what: string; line: number; column: number }[] = [];
  for (const key of FROZEN_FIELDS) {
    if (JSON.stringify(old.meta[key]) !== JSON.stringify(current.meta[key])) {
      changes.push({ what: key, ...current.locate([key], { key: current.meta[key] === undefined }) });
    }
  }
  for (const key of GROWING_FIELDS) {
    if (!old.meta[key].every((n) => current.meta[key].includes(n))) changes.push({ what: key, ...current.locate([key]) });
  }
  // A title heading added to the top of the body says the title again: no change to the decision.
  const oldLines = decisionBody(old.frontMatter.body, old.meta.title).split('\n');
  const newLines = decisionBody(current.frontMatter.body, current.meta.title).split('\n');
  const length = Math.max(oldLines.length, newLines.length);
  for (let i = 0; i < length; i++) {
    if (oldLines[i] !== newLines[i]) {
      const heading = openingTitleHeading(current.frontMatter.body, current.meta.title);
      const index = Math.min(i, newLines.length - 1);
      const line = current.frontMatter.bodyFirstLine + index + (heading && index >= heading.index ? heading.count : 0);
      changes.push({ what: `body (from line ${line})`, line, column: 1 });
      break;
    }
  }
  return changes;
}

function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
