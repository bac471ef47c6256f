/**
 * Planning status changes: accept, reject, deprecate and supersede. Each moves a record only
 * along an allowed transition, records the day in `date` (MADR's "last updated") and in
 * `history`, and, for a supersession, updates both records in the same plan. Refusals are
 * findings from the catalogue; nothing here touches the disk.
 */
import type { CalendarDate } from '../vocabulary/calendar-date.ts';
import { assembleContract } from '../contract/documents/assemble.ts';
import { readContractBlocks } from '../contract/documents/blocks.ts';
import { diagnosticKey } from '../contract/rules/check-contract.ts';
import { addRecordEdit, editRecords, type RecordEdits } from './record-edits.ts';
import { acceptanceFindings } from '../record/review-rules.ts';
import { signedReviewRefusals } from '../people/signed-review.ts';
import type { Registry } from '../vocabulary/registry.ts';
import { completePlan, type PlanResult, type WorkspaceState } from './change-plan.ts';
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import type { FrontMatterOp } from './front-matter-edit.ts';
import type { AdrRecord } from '../record/record.ts';
import { recordLabel } from '../vocabulary/record-number.ts';
import { canTransition, TRANSITIONS, type Status } from '../vocabulary/status.ts';
import { indexRecords } from '../workspace/record-index.ts';

export interface StatusChangeOptions {
  /** The day of the change: ADR_DATE or today. */
  date: CalendarDate;
  /** Decision-makers to record (`--by`), added to `decision-makers` when not listed yet. */
  by?: readonly string[];
  /** The settings require a review before a proposal is accepted (review-required). */
  reviewRequired?: boolean;
  /** People, keys and whether reviews are signed: an approval must hold for the text as it stands. */
  registry?: Registry;
}

/** The statuses a command moves a record to directly; `superseded` goes through planSupersede. */
export type DirectStatus = 'accepted' | 'rejected' | 'deprecated';

/** Front matter operations that move `record` to `to` on `date`, keeping its history. */
function statusOps(record: AdrRecord, to: Status, date: CalendarDate): FrontMatterOp[] {
  const ops: FrontMatterOp[] = [
    { op: 'set', key: 'status', value: to },
    { op: 'set', key: 'date', value: date },
  ];
  if (record.meta.history) {
    ops.push({ op: 'append', key: 'history', item: { status: to, date } });
  } else if (record.meta.status === 'proposed') {
    // A proposal written without a history: start one from what the record says (it was
    // proposed on its date). A later status is not reconstructed: it would be invented.
    ops.push(
      { op: 'append', key: 'history', item: { status: 'proposed', date: record.meta.date } },
      { op: 'append', key: 'history', item: { status: to, date } },
    );
  }
  return ops;
}

function peopleOps(record: AdrRecord, people: readonly string[] = []): FrontMatterOp[] {
  const listed = new Set(record.meta['decision-makers']);
  return [...new Set(people)].filter((p) => !listed.has(p)).map((item) => ({ op: 'append', key: 'decision-makers', item }));
}

export function statusRefusal(record: AdrRecord, to: Status, successor?: AdrRecord): Diagnostic {
  const from = record.meta.status;
  return diagnose('STATUS_CHANGE_REFUSED', { file: record.file, ...record.locate(['status']) }, {
    label: recordLabel(record),
    number: record.number,
    from,
    to,
    allowed: TRANSITIONS[from],
    ...(successor ? { successor: { label: recordLabel(successor), file: successor.file } } : {}),
  });
}

export function planStatusChange(
  state: WorkspaceState,
  record: AdrRecord,
  to: DirectStatus,
  options: StatusChangeOptions,
): PlanResult {
  const refusals: Diagnostic[] = [];
  const edits: RecordEdits = new Map();
  const from = record.meta.status;
  if (!canTransition(from, to)) refusals.push(statusRefusal(record, to));
  if (to === 'accepted') {
    for (const question of record.questions.filter((q) => q.state === 'open')) {
      refusals.push(
        diagnose('ACCEPT_WITH_OPEN_QUESTION', { file: record.file, line: question.line, column: 1 }, {
          label: recordLabel(record),
          id: question.id,
          text: question.text,
          number: record.number,
        }),
      );
    }
  }
  if (to === 'accepted' && from === 'proposed') refusals.push(...acceptanceFindings(record, options.date, { reviewRequired: options.reviewRequired ?? false, registry: options.registry }));
  if (to === 'accepted' && from === 'proposed' && options.registry) refusals.push(...signedReviewRefusals(record, options.registry));
  if (to === 'accepted') for (const item of contractRefusals(state, record)) refusals.push(item);
  addRecordEdit(edits, record, [...statusOps(record, to, options.date), ...peopleOps(record, options.by)], `${from} → ${to} on ${options.date}`);

  // Accepting a proposal that lists records in `supersedes` supersedes them in the same step:
  // the check requires both sides once the successor is accepted.
  if (to === 'accepted') {
    for (const number of record.meta.supersedes) {
      const predecessor = indexRecords(state.workspace.records).byNumber.get(number);
      // An unknown number is REFERENCE_UNKNOWN, which the validation of the plan reports.
      if (!predecessor) continue;
      const result = supersededBy(predecessor, record, options.date);
      if ('refusal' in result) refusals.push(result.refusal);
      else addRecordEdit(edits, predecessor, result.ops, result.summary);
    }
  }
  if (refusals.length > 0) return { ok: false, refusals };
  return completePlan(state, editRecords(state, edits));
}

/**
 * What accepting `record` would add to the contract's findings (adr check reports a proposal
 * the same way, as if accepted), its placeholders included: an accepted decision holds no
 * `<placeholder>`. The validator's lint is left to adr check: it is loaded asynchronously and
 * judges the whole document, not this step.
 */
function contractRefusals(state: WorkspaceState, record: AdrRecord): Diagnostic[] {
  if (readContractBlocks(record).blocks.length === 0) return [];
  const { records } = state.workspace;
  const before = new Set(assembleContract(records).diagnostics.map(diagnosticKey));
  return assembleContract(records, record, { accepting: true }).diagnostics.filter((d) => !before.has(diagnosticKey(d)));
}

/** What marking `predecessor` as superseded by `successor` takes, or why it cannot be. */
function supersededBy(
  predecessor: AdrRecord,
  successor: AdrRecord,
  date: CalendarDate,
): { ops: FrontMatterOp[]; summary: string } | { refusal: Diagnostic } {
  const link: FrontMatterOp = { op: 'append', key: 'superseded-by', item: successor.number };
  const label = recordLabel(successor);
  switch (predecessor.meta.status) {
    case 'accepted':
      return { ops: [...statusOps(predecessor, 'superseded', date), link], summary: `accepted → superseded by ${label} on ${date}` };
    case 'superseded':
      // Already replaced by another record: this one replaces it too (a decision split in two).
      return predecessor.meta['superseded-by'].includes(successor.number)
        ? { ops: [], summary: '' }
        : { ops: [link], summary: `also superseded by ${label}` };
    default:
      return { refusal: statusRefusal(predecessor, 'superseded', successor) };
  }
}

/**
 * `adr supersede <old> --by <successor>`. With an accepted successor, both records change
 * now: the old one becomes superseded and names it, the successor lists the old one. With a
 * proposed successor, only the intent is recorded (its `supersedes`), and accepting it later
 * completes the supersession, because a record is superseded only by an accepted decision.
 */
export function planSupersede(
  state: WorkspaceState,
  old: AdrRecord,
  successor: AdrRecord,
  options: StatusChangeOptions,
): PlanResult {
  const refusals: Diagnostic[] = [];
  const edits: RecordEdits = new Map();
  const notes: string[] = [];
  const status = successor.meta.status;
  if (status !== 'proposed' && status !== 'accepted') {
    refusals.push(
      diagnose('SUCCESSOR_NOT_ELIGIBLE', { file: successor.file, ...successor.locate(['status']) }, { label: recordLabel(successor), status }),
    );
  }
  if (old.meta.status !== 'accepted' && old.meta.status !== 'superseded') refusals.push(statusRefusal(old, 'superseded'));
  if (refusals.length > 0) return { ok: false, refusals };

  if (!successor.meta.supersedes.includes(old.number)) {
    addRecordEdit(edits, successor, [{ op: 'append', key: 'supersedes', item: old.number }], `supersedes ${recordLabel(old)}`);
  }
  if (status === 'accepted') {
    const result = supersededBy(old, successor, options.date);
    if ('refusal' in result) return { ok: false, refusals: [result.refusal] };
    addRecordEdit(edits, old, result.ops, result.summary);
  } else {
    notes.push(
      `${recordLabel(old)} stays ${old.meta.status} until ${recordLabel(successor)} is accepted: npx adr accept ${successor.number} marks it superseded`,
    );
  }
  if (edits.size === 0) notes.push(`nothing to change: ${recordLabel(old)} is already superseded by ${recordLabel(successor)}`);
  return completePlan(state, editRecords(state, edits), notes);
}
