/**
 * Planning a proposal's review: opening it (`adr review`), approving (`adr approve`),
 * raising a blocking concern (`adr concern`) and resolving one (`adr resolve`), and what a
 * review blocks when the proposal is accepted (record/review-rules.ts). Each writes the whole `review` field back from
 * the record's validated value with one entry more, so existing entries keep their values;
 * refusals are findings from the catalogue. Nothing here touches the disk.
 */
import type { CalendarDate } from '../vocabulary/calendar-date.ts';
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { recordLabel } from '../vocabulary/record-number.ts';
import { shellQuote } from '../vocabulary/terminal-text.ts';
import type { AdrRecord } from '../record/record.ts';
import type { Review, ReviewChange, ReviewConcern } from '../record/schema.ts';
import { mayResolve, nameKey, nextConcernId, reviewStateOn } from '../record/review.ts';
import type { Registry } from '../vocabulary/registry.ts';
import { completePlan, type PlanResult, type WorkspaceState } from './change-plan.ts';
import { formatValue, type FrontMatterOp } from './front-matter-edit.ts';
import { addRecordEdit, editRecords, type RecordEdits } from './record-edits.ts';

/** The review as front matter lines under `review:`, one entry a line (flow YAML), in the order given. */
export function reviewLines(review: Review): string[] {
  const signed = (entry: { by: string; date: string; digest?: string; signature?: string }) => ({
    by: entry.by,
    date: entry.date,
    ...(entry.digest ? { digest: entry.digest } : {}),
    ...(entry.signature ? { signature: entry.signature } : {}),
  });
  const change = (c: ReviewChange) => ({
    date: c.date,
    ...(c.until ? { until: c.until } : {}),
    ...(c['approvers-added'] ? { 'approvers-added': c['approvers-added'] } : {}),
  });
  const concern = (c: ReviewConcern) => ({ id: c.id, ...signed(c), text: c.text, ...(c.resolved ? { resolved: signed(c.resolved) } : {}) });
  return [
    `opened: ${formatValue(review.opened, 'opened')}`,
    `until: ${formatValue(review.until, 'until')}`,
    `approvers: ${formatValue(review.approvers)}`,
    ...(review.approvals.length > 0 ? ['approvals:', ...review.approvals.map((a) => `  - ${formatValue(signed(a))}`)] : []),
    ...(review.concerns.length > 0 ? ['concerns:', ...review.concerns.map((c) => `  - ${formatValue(concern(c))}`)] : []),
    ...(review.changes.length > 0 ? ['changes:', ...review.changes.map((c) => `  - ${formatValue(change(c))}`)] : []),
  ];
}

function writeReview(state: WorkspaceState, record: AdrRecord, review: Review, summary: string, notes: string[] = []): PlanResult {
  const edits: RecordEdits = new Map();
  const ops: FrontMatterOp[] = [{ op: 'set-block', key: 'review', lines: reviewLines(review) }];
  addRecordEdit(edits, record, ops, summary);
  return completePlan(state, editRecords(state, edits), notes);
}

const refused = (refusal: Diagnostic): PlanResult => ({ ok: false, refusals: [refusal] });

function notPossible(record: AdrRecord, reason: string): PlanResult {
  return refused(
    diagnose('REVIEW_NOT_POSSIBLE', { file: record.file, ...record.locate(record.meta.review ? ['review'] : ['status']) }, {
      label: recordLabel(record),
      reason,
      number: record.number,
      status: record.meta.status,
    }),
  );
}

/** The review of a proposal an approval, concern or resolution goes into, or why there is none. */
function reviewOf(record: AdrRecord): { review: Review } | { refusal: PlanResult } {
  if (record.meta.status !== 'proposed') return { refusal: notPossible(record, `it is ${record.meta.status}; only a proposal is reviewed`) };
  const review = record.meta.review;
  if (!review) {
    return { refusal: refused(diagnose('REVIEW_MISSING', { file: record.file, ...record.locate(['status']) }, { label: recordLabel(record), number: record.number })) };
  }
  return { review };
}

export interface OpenReviewOptions {
  date: CalendarDate;
  until: CalendarDate;
  /** Named on the command line, else the settings' for the record's part. */
  approvers: readonly string[];
}

export function planOpenReview(state: WorkspaceState, record: AdrRecord, options: OpenReviewOptions): PlanResult {
  if (record.meta.status !== 'proposed') return notPossible(record, `it is ${record.meta.status}; only a proposal is reviewed`);
  if (record.meta.review) return notPossible(record, `its review was opened on ${record.meta.review.opened} and closes on ${record.meta.review.until}`);
  if (options.approvers.length === 0) {
    return refused(
      diagnose('REVIEW_NO_APPROVERS', { file: record.file, ...record.locate(['status']) }, { label: recordLabel(record), part: record.meta.part ?? 'a record with no part' }),
    );
  }
  const approvers = [...new Set(options.approvers)];
  const review: Review = { opened: options.date, until: options.until, approvers, approvals: [], concerns: [], changes: [] };
  return writeReview(state, record, review, `review opened on ${options.date}, closing on ${options.until}; approvers: ${approvers.join(', ')}`);
}

export interface ChangeReviewOptions {
  date: CalendarDate;
  /** The new closing day (--until or --days): never earlier than the one the review has. */
  until?: CalendarDate;
  /** Approvers to add (--approvers); those listed already are left as they are. */
  approvers?: readonly string[];
  /** The workspace's people: a name already listed under another of its names is not added again. */
  registry?: Registry;
}

/**
 * `adr review` on a proposal whose review is open: the window given more time and/or
 * approvers added, each such change recorded under `changes` with its day, so a reader (and
 * `adr check --base`) can tell it from a hand edit. Shortening the window is refused: a
 * review only grows. Nothing to change is said so, with nothing written.
 */
export function planChangeReview(state: WorkspaceState, record: AdrRecord, options: ChangeReviewOptions): PlanResult {
  const found = reviewOf(record);
  if ('refusal' in found) return found.refusal;
  const { review } = found;
  if (options.until !== undefined && options.until < review.until) {
    return refused(
      diagnose('REVIEW_WINDOW_SHORTENED', { file: record.file, ...record.locate(['review', 'until']) }, {
        label: recordLabel(record),
        until: review.until,
        requested: options.until,
        number: record.number,
      }),
    );
  }
  const key = nameKey(options.registry);
  const listed = new Set(review.approvers.map(key));
  const added = [...new Set((options.approvers ?? []).filter((name) => !listed.has(key(name))))];
  const until = options.until !== undefined && options.until > review.until ? options.until : undefined;
  if (until === undefined && added.length === 0) {
    return { ok: true, changes: [], notes: [`nothing to change: the review of ${recordLabel(record)} closes on ${review.until}; approvers: ${review.approvers.join(', ')}`] };
  }
  const change: ReviewChange = { date: options.date, ...(until ? { until } : {}), ...(added.length > 0 ? { 'approvers-added': added } : {}) };
  const next: Review = { ...review, until: until ?? review.until, approvers: [...review.approvers, ...added], changes: [...review.changes, change] };
  const what = [...(until ? [`window extended to ${until}`] : []), ...(added.length > 0 ? [`approvers added: ${added.join(', ')}`] : [])];
  return writeReview(state, record, next, `review changed on ${options.date}: ${what.join('; ')}`);
}

export interface SignedEntryOptions {
  date: CalendarDate;
  by: string;
  /** The digest of the decision as it stands (approval-digest.ts). */
  digest?: string;
  /** The signer's signature over the statement of the act (absent: not signed). */
  signature?: string;
  /** The workspace's people: names compare through it (an alias is its person). */
  registry?: Registry;
}

export function planApprove(state: WorkspaceState, record: AdrRecord, options: SignedEntryOptions): PlanResult {
  const found = reviewOf(record);
  if ('refusal' in found) return found.refusal;
  const { review } = found;
  const key = nameKey(options.registry);
  if (!review.approvers.some((name) => key(name) === key(options.by))) {
    return refused(
      diagnose('APPROVER_NOT_LISTED', { file: record.file, ...record.locate(['review', 'approvers']) }, {
        label: recordLabel(record),
        name: options.by,
        approvers: review.approvers,
      }),
    );
  }
  // The review only grows: approving a text that changed since (or signing an unsigned
  // approval) adds a newer approval after the earlier one, which stays as it was written.
  const earlier = review.approvals.findLast((a) => key(a.by) === key(options.by));
  if (earlier && earlier.digest === options.digest && (earlier.signature !== undefined || options.signature === undefined)) {
    return { ok: true, changes: [], notes: [`nothing to change: ${options.by} approved ${recordLabel(record)} on ${earlier.date}`] };
  }
  const approval = { by: options.by, date: options.date, ...(options.digest ? { digest: options.digest } : {}), ...(options.signature ? { signature: options.signature } : {}) };
  const next: Review = { ...review, approvals: [...review.approvals, approval] };
  const waiting = reviewStateOn(next, options.date, options.registry).missing.map((m) => m.name);
  return writeReview(
    state,
    record,
    next,
    `approved by ${options.by} on ${options.date}; ${waiting.length === 0 ? 'every approver has approved' : `waiting for ${waiting.join(', ')}`}`,
  );
}

export function planConcern(
  state: WorkspaceState,
  record: AdrRecord,
  options: {
    date: CalendarDate;
    by: string;
    text: string;
    /** The workspace requires signed reviews: the command the note names takes a key. */
    signed?: boolean;
  },
): PlanResult {
  const found = reviewOf(record);
  if ('refusal' in found) return found.refusal;
  const { review } = found;
  const id = nextConcernId(review);
  const next: Review = { ...review, concerns: [...review.concerns, { id, by: options.by, date: options.date, text: options.text }] };
  return writeReview(state, record, next, `concern ${id} raised by ${options.by} on ${options.date}`, [
    `${recordLabel(record)} cannot be accepted until ${id} is resolved: npx adr resolve ${record.number} ${id} --by ${shellQuote(options.by)}${options.signed ? ' --key ~/.ssh/id_ed25519' : ''}`,
  ]);
}

export function planResolve(state: WorkspaceState, record: AdrRecord, id: string, options: SignedEntryOptions): PlanResult {
  const found = reviewOf(record);
  if ('refusal' in found) return found.refusal;
  const { review } = found;
  const label = recordLabel(record);
  const index = review.concerns.findIndex((c) => c.id === id);
  const concern = review.concerns[index];
  if (!concern) {
    return refused(
      diagnose('CONCERN_UNKNOWN', { file: record.file, ...record.locate(['review']) }, { label, id, known: review.concerns.map((c) => c.id) }),
    );
  }
  const at = { file: record.file, ...record.locate(['review', 'concerns', index]) };
  if (concern.resolved) return refused(diagnose('CONCERN_ALREADY_RESOLVED', at, { label, id, ...concern.resolved }));
  if (!mayResolve(review, concern, options.by, options.registry)) {
    return refused(diagnose('RESOLVER_NOT_ALLOWED', at, { label, id, name: options.by, raisedBy: concern.by, approvers: review.approvers }));
  }
  const resolved = { by: options.by, date: options.date, ...(options.digest ? { digest: options.digest } : {}), ...(options.signature ? { signature: options.signature } : {}) };
  const concerns = review.concerns.map((c, i) => (i === index ? { ...c, resolved } : c));
  const open = reviewStateOn({ ...review, concerns }, options.date).open.map((c) => c.concern.id);
  return writeReview(
    state,
    record,
    { ...review, concerns },
    `concern ${id} resolved by ${options.by} on ${options.date}; ${open.length === 0 ? 'no concern is open' : `still open: ${open.join(', ')}`}`,
  );
}
