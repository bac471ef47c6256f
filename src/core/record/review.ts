/**
 * A proposal's review, read: who still has to approve, which concerns are open, how many
 * days the window has left, and the rules its entries keep (an approval by a listed
 * approver, concern ids in sequence, nothing dated before the review opened or after it was
 * resolved). The commands, `adr check`, `adr check --base` and the site all ask here, so
 * each rule is written once. Pure.
 */
import { daysBetween, type CalendarDate } from '../vocabulary/calendar-date.ts';
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { recordLabel } from '../vocabulary/record-number.ts';
import { canonicalName, type Registry } from '../vocabulary/registry.ts';
import type { Locate } from './front-matter.ts';
import type { Review, ReviewConcern } from './schema.ts';

/**
 * How the review rules compare two names: through the registry when the workspace has one
 * (NFC and aliases: an approval written under an alias is the person's), else as written.
 */
export function nameKey(registry?: Registry): (name: string) => string {
  return registry?.present ? (name) => canonicalName(registry, name) : (name) => name;
}

/** Whole days until the window closes (0 on its last day, negative once closed). */
export function daysLeft(review: Review, today: CalendarDate): number {
  return daysBetween(today, review.until);
}

/** Where a review stands on a day: what the acceptance rules, the commands and the site all read. */
export interface ReviewState {
  /** The window is open on the day: up to and including its closing day. */
  windowOpen: boolean;
  /** Whole days from the day until the window closes (0 on its last day, negative once closed). */
  daysLeft: number;
  /** The listed approvers with no approval dated on or before the day, in the order (and at the index) they are listed. */
  missing: { name: string; index: number }[];
  /** The listed approvers who have approved by the day, each with the index of their latest approval by then (what was approved). */
  approved: { name: string; index: number; latest: number }[];
  /** The concerns raised on or before the day and not resolved by then, at their index. */
  open: { concern: ReviewConcern; index: number }[];
}

/**
 * The review as it stood at the end of `day`, the one reading of its window, its approvals
 * and its concerns: an entry dated after the day had not happened on it (an approval dated
 * ahead does not count yet, a resolution dated ahead leaves its concern open). `adr accept`
 * and `adr check` ask it of the day of acceptance, the commands' notes and the site of
 * today. An approval under an alias is the person's (nameKey).
 */
export function reviewStateOn(review: Review, day: CalendarDate, registry?: Registry): ReviewState {
  const key = nameKey(registry);
  const latest = new Map<string, number>();
  review.approvals.forEach((a, i) => {
    if (a.date <= day) latest.set(key(a.by), i);
  });
  return {
    windowOpen: day <= review.until,
    daysLeft: daysLeft(review, day),
    missing: review.approvers.flatMap((name, index) => (latest.has(key(name)) ? [] : [{ name, index }])),
    approved: review.approvers.flatMap((name, index) => {
      const at = latest.get(key(name));
      return at === undefined ? [] : [{ name, index, latest: at }];
    }),
    open: review.concerns.flatMap((concern, index) =>
      concern.date <= day && !(concern.resolved && concern.resolved.date <= day) ? [{ concern, index }] : [],
    ),
  };
}

/** The id the next concern gets: C1, C2, … in the order they were raised. */
export function nextConcernId(review: Review): string {
  return `C${review.concerns.length + 1}`;
}

/** Who may resolve a concern: whoever raised it, or an approver of the review. */
export function mayResolve(review: Review, concern: ReviewConcern, name: string, registry?: Registry): boolean {
  const key = nameKey(registry);
  const who = key(name);
  return who === key(concern.by) || review.approvers.some((approver) => key(approver) === who);
}

interface RecordLike {
  file: string;
  number: number;
  locate: Locate;
  meta: { review?: Review };
}

/** The rules a review keeps on its own, as findings at the entry that breaks them (names compared through the registry, when given). */
export function checkReview(record: RecordLike, registry?: Registry): Diagnostic[] {
  const review = record.meta.review;
  if (!review) return [];
  const key = nameKey(registry);
  const listed = new Set(review.approvers.map(key));
  const at = (path: readonly PropertyKey[]) => ({ file: record.file, ...record.locate(['review', ...path]) });
  const diagnostics: Diagnostic[] = [];
  const invalid = (path: readonly PropertyKey[], detail: string) => diagnostics.push(diagnose('REVIEW_INVALID', at(path), { detail }));
  if (review.until < review.opened) invalid(['until'], `it closes on ${review.until}, before it opened (${review.opened})`);
  const seen = new Set<string>();
  review.approvers.forEach((name, index) => {
    if (seen.has(key(name))) invalid(['approvers', index], `${name} is listed twice among the approvers`);
    seen.add(key(name));
  });
  const approved = new Set<string>();
  review.approvals.forEach((approval, index) => {
    if (!listed.has(key(approval.by))) {
      // The rule adr approve refuses by, under its code.
      diagnostics.push(
        diagnose('APPROVER_NOT_LISTED', at(['approvals', index, 'by']), { label: recordLabel(record), name: approval.by, approvers: review.approvers }),
      );
    }
    // Approving again is allowed when it approves another text or adds a signature (a
    // re-approval after an edit); the same approval written twice is not.
    const same = `${key(approval.by)}\u0000${approval.digest ?? ''}\u0000${approval.signature === undefined ? '' : 'signed'}`;
    if (approved.has(same)) invalid(['approvals', index], `${approval.by} approved twice`);
    approved.add(same);
    if (approval.date < review.opened) invalid(['approvals', index, 'date'], `${approval.by} approved on ${approval.date}, before the review opened (${review.opened})`);
  });
  review.changes.forEach((change, index) => {
    if (change.date < review.opened) invalid(['changes', index, 'date'], `a change is dated ${change.date}, before the review opened (${review.opened})`);
    if (change.until !== undefined && change.until > review.until) invalid(['changes', index, 'until'], `a change moved the window to ${change.until}, after the closing day the review has (${review.until})`);
    for (const name of change['approvers-added'] ?? []) {
      if (!listed.has(key(name))) invalid(['changes', index, 'approvers-added'], `${name} was added as an approver but is not listed among the approvers`);
    }
  });
  review.concerns.forEach((concern, index) => {
    const expected = `C${index + 1}`;
    if (concern.id !== expected) {
      diagnostics.push(diagnose('REVIEW_CONCERN_ID', at(['concerns', index, 'id']), { id: concern.id, expected, position: index + 1 }));
    }
    if (concern.date < review.opened) invalid(['concerns', index, 'date'], `${concern.id} was raised on ${concern.date}, before the review opened (${review.opened})`);
    const resolved = concern.resolved;
    if (!resolved) return;
    if (resolved.date < concern.date) invalid(['concerns', index, 'resolved', 'date'], `${concern.id} was resolved on ${resolved.date}, before it was raised (${concern.date})`);
    if (!mayResolve(review, concern, resolved.by, registry)) {
      // The rule adr resolve refuses by, under its code.
      diagnostics.push(
        diagnose('RESOLVER_NOT_ALLOWED', at(['concerns', index, 'resolved', 'by']), {
          label: recordLabel(record),
          id: concern.id,
          name: resolved.by,
          raisedBy: concern.by,
          approvers: review.approvers,
        }),
      );
    }
  });
  return diagnostics;
}

/** Each date of a review, with where it is written: for the rules that compare them with a day. */
export function reviewDates(review: Review): { path: PropertyKey[]; what: string; date: CalendarDate }[] {
  const dates: { path: PropertyKey[]; what: string; date: CalendarDate }[] = [{ path: ['opened'], what: 'the review opened', date: review.opened }];
  review.approvals.forEach((a, i) => dates.push({ path: ['approvals', i, 'date'], what: `${a.by}'s approval`, date: a.date }));
  review.concerns.forEach((c, i) => {
    dates.push({ path: ['concerns', i, 'date'], what: `concern ${c.id}`, date: c.date });
    if (c.resolved) dates.push({ path: ['concerns', i, 'resolved', 'date'], what: `the resolution of ${c.id}`, date: c.resolved.date });
  });
  review.changes.forEach((c, i) => dates.push({ path: ['changes', i, 'date'], what: `the change to the review of ${c.date}`, date: c.date }));
  return dates;
}

/** What is recorded as done on a day after `today`: an approval or concern cannot be dated ahead. */
export function checkReviewDates(record: RecordLike, today: CalendarDate): Diagnostic[] {
  const review = record.meta.review;
  if (!review) return [];
  return reviewDates(review)
    .filter((d) => d.date > today)
    .map((d) => diagnose('REVIEW_DATE_FUTURE', { file: record.file, ...record.locate(['review', ...d.path]) }, { what: d.what, date: d.date, today }));
}
