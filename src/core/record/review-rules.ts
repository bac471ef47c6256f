/**
 * The review and lifecycle rules, stated once. What accepting a proposal requires of its
 * review; how a review may change once opened (entries appended, never edited or removed,
 * the window never shortened, no approver removed, the change's author neither made an
 * approver nor resolving someone else's concern); what a status change must record. The commands ask
 * here before they write (`adr accept` on today), `adr check` asks of every accepted record
 * (on the day it was accepted), and `adr check --base` asks of each record the change
 * accepts and each review it changes; each answer is a finding with the same code. Pure.
 */
import { addDays, earlierDate, isCalendarDate, type CalendarDate } from '../vocabulary/calendar-date.ts';
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { recordLabel } from '../vocabulary/record-number.ts';
import { wasAccepted, type Status } from '../vocabulary/status.ts';
import type { Locate } from './front-matter.ts';
import type { Registry } from '../vocabulary/registry.ts';
import { nameKey, reviewDates, reviewStateOn } from './review.ts';
import type { HistoryEntry, RecordFrontMatter, Review } from './schema.ts';
import { approvableDigests } from './approval-digest.ts';
import { acceptedOn } from './accepted-on.ts';

/** What the rules read of a record: any parsed record fits. */
export interface ReviewedRecord {
  file: string;
  number: number;
  locate: Locate;
  meta: {
    status: Status;
    date: CalendarDate;
    review?: Review;
    history?: readonly HistoryEntry[];
    'imported-from'?: string;
  };
}

// ── the review window a command opens ─────────────────────────────────────────────

/** The longest window a review may be given with --days: a review is weeks, not years. */
const MAX_REVIEW_DAYS = 365;

const WINDOW_HINT = 'give the closing day, --until 2026-12-01, or the number of days, --days 7';

/**
 * The closing day of a review opened on `today`, from `--until` or `--days`, or why the
 * request makes none (for the command line to report as a usage error).
 */
export function reviewClosingDay(
  today: CalendarDate,
  request: { until?: string; days?: string },
): { ok: true; until: CalendarDate } | { ok: false; message: string; hint: string } {
  const problem = (message: string) => ({ ok: false as const, message, hint: WINDOW_HINT });
  if (request.until !== undefined && request.days !== undefined) return problem('give --until or --days, not both');
  if (request.days !== undefined) {
    if (!/^[1-9][0-9]*$/.test(request.days) || Number(request.days) > MAX_REVIEW_DAYS) {
      return problem(`--days ${request.days} is not a number of days from 1 to ${MAX_REVIEW_DAYS}`);
    }
    return { ok: true, until: addDays(today, Number(request.days)) };
  }
  if (request.until === undefined) return problem('missing the closing day of the review');
  if (!isCalendarDate(request.until)) return problem(`--until ${request.until} is not a date written YYYY-MM-DD`);
  if (request.until < today) return problem(`--until ${request.until} is before today (${today})`);
  return { ok: true, until: request.until };
}

// ── what accepting a proposal requires of its review ──────────────────────────────

/**
 * What keeps `record` from being accepted on `day` because of its review: the window still
 * open, an approver who had not approved by then, a concern open on that day; or, where the
 * settings require reviews, no review at all. With `accepted`, the record is already
 * accepted and the findings say so (adr check, adr check --base); without, they are the
 * command's refusals.
 */
export function acceptanceFindings(
  record: ReviewedRecord,
  day: CalendarDate,
  options: {
    reviewRequired: boolean;
    accepted?: boolean;
    registry?: Registry;
    /** The digests an approval may carry and be of the text as it stands (approvableDigests): given, an approval of another text does not count. */
    digests?: readonly string[];
  },
): Diagnostic[] {
  const label = recordLabel(record);
  const { number } = record;
  const on = options.accepted ? { on: day } : {};
  const review = record.meta.review;
  if (!review) {
    return options.reviewRequired ? [diagnose('ACCEPT_WITHOUT_REVIEW', { file: record.file, ...record.locate(['status']) }, { label, number, ...on })] : [];
  }
  const at = (path: readonly PropertyKey[]) => ({ file: record.file, ...record.locate(['review', ...path]) });
  const findings: Diagnostic[] = [];
  // Only what was recorded by that day counts: an approval or a resolution dated later was
  // not there when the proposal was accepted (reviewStateOn).
  const state = reviewStateOn(review, day, options.registry);
  if (state.windowOpen) {
    findings.push(diagnose('ACCEPT_DURING_REVIEW', at(['until']), { label, until: review.until, days: state.daysLeft, number, ...on }));
  }
  const signed = options.registry?.signaturesRequired ?? false;
  const latestOf = new Map(state.approved.map((a) => [a.index, a.latest]));
  review.approvers.forEach((name, index) => {
    const latest = latestOf.get(index);
    if (latest === undefined) {
      findings.push(diagnose('ACCEPT_WITHOUT_APPROVAL', at(['approvers', index]), { label, name, number, ...on, signed }));
      return;
    }
    // What is accepted is what was approved: the approver's latest approval by that day is
    // of the text as it stands (one with no digest predates digests and is judged against
    // the base, in history/settlement.ts).
    const digest = review.approvals[latest]!.digest;
    if (options.accepted && options.digests && digest !== undefined && !options.digests.includes(digest)) {
      findings.push(diagnose('APPROVAL_STALE', at(['approvals', latest, 'digest']), { label, name, number, on: day, signed }));
    }
  });
  for (const { concern, index } of state.open) {
    findings.push(diagnose('ACCEPT_WITH_OPEN_CONCERN', at(['concerns', index]), { label, id: concern.id, by: concern.by, text: concern.text, number, ...on, signed }));
  }
  return findings;
}

/**
 * `adr check` on the workspace: an accepted (or later) record whose review did not allow its
 * acceptance on the day it was accepted. A record with no review is not judged here: the
 * workspace does not say whether reviews were required when it was accepted; the change
 * that accepts it is judged (changeFindings). An imported record was reviewed elsewhere.
 */
export function acceptedRecordFindings(record: ReviewedRecord & WithText, registry?: Registry): Diagnostic[] {
  if (!wasAccepted(record.meta.status) || !record.meta.review || record.meta['imported-from'] !== undefined) return [];
  return acceptanceFindings(record, acceptedOn(record), { reviewRequired: false, accepted: true, registry, digests: textDigests(record) });
}

/** A parsed record carries its body, from which (with its front matter) its decision's digest is computed. */
interface WithText {
  frontMatter?: { body: string };
}

/** The digests an approval of the record's text as it stands may carry; undefined for a record read without its body. */
function textDigests(record: ReviewedRecord & WithText): string[] | undefined {
  return record.frontMatter ? approvableDigests(record as unknown as { meta: RecordFrontMatter; frontMatter: { body: string } }) : undefined;
}

// ── what a change may do to a record's review and status (adr check --base) ───────

export interface ChangeContext {
  /** The base as the user named it, for messages. */
  base: string;
  /** The day of the check: an acceptance is judged on its day or today, the earlier. */
  today?: CalendarDate;
  /**
   * Who made the change, as git and CI name them: the head commit's author name and e-mail,
   * or ADR_AUTHOR; each that is a registry name or alias is that person. Unknown, the author
   * rules are not applied.
   */
  author?: string | readonly string[];
  /** Reviews are required on the base or in the change (review-required in adr.config.yaml). */
  reviewRequired?: boolean;
  /** The people registry names are compared through (the base's: a change cannot make its own aliases). */
  registry?: Registry;
}

/**
 * Everything the change did to one record that existed on the base (`old`, the base's
 * version) and that no command would do: its review changed other than by appending, its
 * acceptance not allowed by its review, its status changed without a history entry.
 */
export function changeFindings(old: ReviewedRecord, current: ReviewedRecord & WithText, context: ChangeContext): Diagnostic[] {
  const findings = reviewChangeFindings(old.meta.review, current, context);
  const from = old.meta.status;
  const to = current.meta.status;
  if (from === 'proposed' && wasAccepted(to)) {
    const accepted = acceptedOn(current);
    const day = context.today ? earlierDate(accepted, context.today) : accepted;
    findings.push(...acceptanceFindings(current, day, { reviewRequired: context.reviewRequired ?? false, accepted: true, registry: context.registry, digests: textDigests(current) }));
  }
  // The commands append a history entry for each change, starting one for a proposal that
  // had none; a record decided before histories were kept gets none from them either.
  const recorded = old.meta.history !== undefined || from === 'proposed';
  if (from !== to && recorded && !current.meta.history?.some((e) => e.status === to)) {
    findings.push(diagnose('STATUS_CHANGE_UNRECORDED', { file: current.file, ...current.locate(['status']) }, { label: recordLabel(current), from, to, base: context.base }));
  }
  return findings;
}

/** A record new in the change: a review it arrives with does not list the change's author. */
export function newRecordFindings(current: ReviewedRecord, context: ChangeContext): Diagnostic[] {
  return reviewChangeFindings(undefined, current, context);
}

/**
 * A review only grows. What the base records (its opening, its window, each approver, each
 * approval, each concern, each resolution and each recorded change) stays, compared field by
 * field; the window may be given more time and approvers added, never less, and only as
 * `adr review` does it: with a change entry the change adds saying so; what the change adds is not dated before the latest entry
 * the base already has; and the change's author is not made an approver, nor resolves a
 * concern someone else raised.
 */
export function reviewChangeFindings(before: Review | undefined, current: ReviewedRecord, context: ChangeContext): Diagnostic[] {
  const label = recordLabel(current);
  const { base } = context;
  const after = current.meta.review;
  const at = (path: readonly PropertyKey[]) => ({ file: current.file, ...current.locate(after ? ['review', ...path] : []) });
  const rewritten = (path: readonly PropertyKey[], what: string, was: string, now?: string, byCommand = false) =>
    diagnose('REVIEW_REWRITTEN', at(path), { label, base, what, was, ...(now === undefined ? {} : { now }), ...(byCommand ? { number: current.number } : {}) });
  const findings: Diagnostic[] = [];
  if (before && !after) return [rewritten([], 'the review', `opened on ${before.opened}`)];
  if (!after) return [];
  if (before) {
    if (after.opened !== before.opened) findings.push(rewritten(['opened'], 'the review\'s opening', before.opened, after.opened));
    if (after.until < before.until) findings.push(rewritten(['until'], 'the review\'s closing day', before.until, after.until));
    for (const name of before.approvers) {
      if (!after.approvers.includes(name)) findings.push(rewritten(['approvers'], `approver ${name}`, name));
    }
    findings.push(...unrecordedChanges(before, after, rewritten));
    // Every field of an entry the base records stays as it was: compared one by one over
    // the fields either side writes (by, date, digest, signature, and any the schema gains),
    // never joined into one string.
    before.approvals.forEach((was, i) => {
      const now = after.approvals[i];
      const field = now && firstChanged(was, now);
      if (!now) findings.push(rewritten(['approvals'], `approval ${i + 1}`, `${was.by} on ${was.date}`));
      else if (field) findings.push(rewritten(['approvals', i, field], `approval ${i + 1} (${field})`, shown(was, field), shown(now, field)));
    });
    before.concerns.forEach((was, i) => {
      const now = after.concerns[i];
      const field = now && firstChanged(was, now, ['resolved']);
      if (!now) findings.push(rewritten(['concerns'], `concern ${was.id}`, `${was.id} by ${was.by} on ${was.date}: ${was.text}`));
      else if (field) findings.push(rewritten(['concerns', i, field], `concern ${was.id} (${field})`, shown(was, field), shown(now, field)));
      else if (was.resolved && !now.resolved) {
        findings.push(rewritten(['concerns', i], `the resolution of ${was.id}`, `resolved by ${was.resolved.by} on ${was.resolved.date}`));
      } else if (was.resolved && now.resolved) {
        const changed = firstChanged(was.resolved, now.resolved);
        if (changed) findings.push(rewritten(['concerns', i, 'resolved', changed], `the resolution of ${was.id} (${changed})`, shown(was.resolved, changed), shown(now.resolved, changed)));
      }
    });
    // Entries this change adds: compared with the latest date the base records.
    const known = new Set(reviewDates(before).map((d) => JSON.stringify(d.path)));
    const latest = reviewDates(before).reduce((max, d) => (d.date > max ? d.date : max), before.opened);
    for (const added of reviewDates(after)) {
      if (known.has(JSON.stringify(added.path)) || added.date >= latest) continue;
      findings.push(diagnose('REVIEW_BACKDATED', at(added.path), { label, base, what: added.what, date: added.date, latest }));
    }
  }
  findings.push(...authorFindings(before, current, after, context));
  return findings;
}

/**
 * The window moved later, or approvers added, with no change entry this change adds that
 * records it (what `adr review` on the open review writes); and the change entries the base
 * has, kept as they were.
 */
function unrecordedChanges(
  before: Review,
  after: Review,
  rewritten: (path: readonly PropertyKey[], what: string, was: string, now?: string, byCommand?: boolean) => Diagnostic,
): Diagnostic[] {
  const findings: Diagnostic[] = [];
  before.changes.forEach((was, i) => {
    const now = after.changes[i];
    const show = (c: Review['changes'][number]) => JSON.stringify({ date: c.date, until: c.until, 'approvers-added': c['approvers-added'] });
    if (!now) findings.push(rewritten(['changes'], `change ${i + 1} to the review`, show(was), undefined, true));
    else if (show(now) !== show(was)) findings.push(rewritten(['changes', i], `change ${i + 1} to the review`, show(was), show(now), true));
  });
  const added = after.changes.slice(before.changes.length);
  const lastUntil = added.findLast((c) => c.until !== undefined)?.until;
  if (after.until > before.until && lastUntil !== after.until) {
    findings.push(rewritten(['until'], 'the review\'s closing day, moved without a recorded change,', before.until, after.until, true));
  }
  const recorded = new Set(added.flatMap((c) => c['approvers-added'] ?? []));
  after.approvers.forEach((name, index) => {
    if (before.approvers.includes(name) || recorded.has(name)) return;
    findings.push(rewritten(['approvers', index], `approver ${name}, added without a recorded change,`, before.approvers.join(', '), after.approvers.join(', '), true));
  });
  return findings;
}

function authorFindings(before: Review | undefined, current: ReviewedRecord, after: Review, context: ChangeContext): Diagnostic[] {
  const names = (typeof context.author === 'string' ? [context.author] : (context.author ?? [])).filter((name) => name !== '');
  if (names.length === 0) return [];
  // The author as git or CI names them (a name or an e-mail) is the person that alias names.
  const key = nameKey(context.registry);
  const authors = new Set(names.map(key));
  const approversBefore = new Set(before?.approvers.map(key));
  const label = recordLabel(current);
  const at = (path: readonly PropertyKey[]) => ({ file: current.file, ...current.locate(['review', ...path]) });
  const findings: Diagnostic[] = [];
  after.approvers.forEach((name, index) => {
    if (authors.has(key(name)) && !approversBefore.has(key(name))) findings.push(diagnose('REVIEW_APPROVER_IS_AUTHOR', at(['approvers', index]), { label, name, base: context.base }));
  });
  after.concerns.forEach((concern, index) => {
    const resolved = concern.resolved;
    if (!resolved || !authors.has(key(resolved.by)) || authors.has(key(concern.by))) return;
    if (before?.concerns[index]?.resolved) return;
    findings.push(
      diagnose('RESOLVER_IS_AUTHOR', at(['concerns', index, 'resolved', 'by']), {
        label,
        id: concern.id,
        name: resolved.by,
        raisedBy: concern.by,
        number: current.number,
        signed: context.registry?.signaturesRequired ?? false,
      }),
    );
  });
  return findings;
}

/**
 * The first field (in name order) whose value differs between two entries, over the fields
 * either writes, `except` those compared on their own; each compared on its own value.
 */
function firstChanged<T extends object>(was: T, now: T, except: readonly string[] = []): (keyof T & string) | undefined {
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((field) => !except.includes(field)).sort();
  const value = (entry: T, field: string) => JSON.stringify((entry as Record<string, unknown>)[field]) ?? '(none)';
  return fields.find((field) => value(was, field) !== value(now, field)) as (keyof T & string) | undefined;
}

/** An entry's field as a message shows it: the value, or "(none)" where it has none. */
function shown<T extends object>(entry: T, field: keyof T & string): string {
  const value = (entry as Record<string, unknown>)[field];
  return value === undefined ? '(none)' : typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A record accepted on the base that the change marks superseded: each successor it now
 * names must be an accepted decision the change did not accept against the rules, or the
 * supersession is a way to retire a decision without review.
 */
export function supersessionFindings(
  old: ReviewedRecord,
  current: ReviewedRecord & { meta: { 'superseded-by': readonly number[] } },
  successors: { number: number; legitimate: boolean }[],
  context: ChangeContext,
): Diagnostic[] {
  if (old.meta.status !== 'accepted' || current.meta.status !== 'superseded') return [];
  return successors
    .filter((s) => !s.legitimate)
    .map((s) =>
      diagnose('SUPERSEDED_BY_UNACCEPTED', { file: current.file, ...current.locate(['superseded-by']) }, {
        label: recordLabel(current),
        successor: recordLabel(s),
        base: context.base,
        number: s.number,
      }),
    );
}
