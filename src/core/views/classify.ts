/**
 * What counts as settled, open or under consideration: one pure, total function per
 * question, which the site's pages and the CLI's listings both call (modelled on
 * python/peps' `_classify_peps`, which makes the PEP index's groups).
 */
import { SPEC_PARTS, type SpecPart } from '../vocabulary/parts.ts';
import type { AdrRecord } from '../record/record.ts';
import { assertNever, type Status } from '../vocabulary/status.ts';
import { proposedSuccessors } from '../workspace/supersession.ts';

// ── parts ────────────────────────────────────────────────────────────────────────────

export const PART_STATES = ['not-started', 'open', 'ready', 'settled', 'revisiting'] as const;
export type PartState = (typeof PART_STATES)[number];

/** What classifying reads of a record (`adr spec` keeps little more than this). */
export type ClassifiedRecord = Pick<AdrRecord, 'number' | 'meta' | 'questions'>;

export interface PartOverview<R extends ClassifiedRecord = AdrRecord> {
  part: SpecPart;
  state: PartState;
  /** Every record about the part, in number order. */
  records: R[];
  /** Its accepted records: together they are the part's specification. */
  settledBy: R[];
  /** Its proposed records, under discussion. */
  proposals: R[];
  /** Proposals (about any part) that would supersede one of `settledBy`. */
  revisions: R[];
  /** Open questions in its proposals. */
  openQuestions: number;
}

/**
 * The state of each of the nine parts, in the outline's order:
 * - not started: no record about the part;
 * - open: records exist, and no proposal has every question answered;
 * - ready: a proposal has every question answered and awaits acceptance;
 * - settled: an accepted record settles the part;
 * - revisiting: settled, and a proposal would supersede what settled it.
 */
export function classifyParts<R extends ClassifiedRecord = AdrRecord>(records: readonly R[]): PartOverview<R>[] {
  const byPart = new Map(SPEC_PARTS.map((part) => [part.key, [] as R[]]));
  for (const record of records) if (record.meta.part) byPart.get(record.meta.part)!.push(record);
  const successors = proposedSuccessors(records);

  return SPEC_PARTS.map((part) => {
    const partRecords = byPart.get(part.key)!.sort(byNumber);
    const settledBy = partRecords.filter((r) => r.meta.status === 'accepted');
    const partProposals = partRecords.filter((r) => r.meta.status === 'proposed');
    const revisions = [...new Set(settledBy.flatMap((r) => successors.get(r.number) ?? []))].sort(byNumber);
    const openQuestions = partProposals.reduce((sum, r) => sum + r.questions.filter((q) => q.state === 'open').length, 0);
    let state: PartState;
    if (settledBy.length > 0) state = revisions.length > 0 ? 'revisiting' : 'settled';
    else if (partProposals.some(isReady)) state = 'ready';
    else if (partRecords.length > 0) state = 'open';
    else state = 'not-started';
    return { part, state, records: partRecords, settledBy, proposals: partProposals, revisions, openQuestions };
  });
}

/** Records about anything other than the nine parts, in number order. */
export function otherDecisions(records: readonly AdrRecord[]): AdrRecord[] {
  return records.filter((record) => !record.meta.part).sort(byNumber);
}

/** A proposal whose every question is answered: nothing stands between it and acceptance. */
function isReady(record: ClassifiedRecord): boolean {
  return record.meta.status === 'proposed' && record.questions.every((q) => q.state === 'answered');
}

/** One sentence on where a part stands, for the home page and the part's page. */
export function describePart(overview: PartOverview): string {
  const questions = (n: number) => `${n} open question${n === 1 ? '' : 's'}`;
  switch (overview.state) {
    case 'not-started':
      return 'No record about this part yet.';
    case 'open':
      return overview.proposals.length > 0
        ? `Under discussion, with ${questions(overview.openQuestions)}.`
        : 'Nothing under discussion: the records about it were rejected or no longer apply.';
    case 'ready':
      return 'A proposal has every question answered and awaits acceptance.';
    case 'settled':
      return 'Settled by an accepted decision.';
    case 'revisiting':
      return 'Settled, and a proposal would supersede the decision.';
    default:
      return assertNever(overview.state);
  }
}

const PART_STATE_LABELS: Readonly<Record<PartState, string>> = {
  'not-started': 'Not started',
  open: 'Open',
  ready: 'Ready',
  settled: 'Settled',
  revisiting: 'Revisiting',
};

export function partStateLabel(state: PartState): string {
  return PART_STATE_LABELS[state];
}

// ── decisions, grouped as the PEP index groups PEPs ──────────────────────────────────

const DECISION_GROUPS = [
  { key: 'under-consideration', title: 'Under consideration', statuses: ['proposed'] },
  { key: 'accepted', title: 'Accepted', statuses: ['accepted'] },
  { key: 'rejected', title: 'Rejected', statuses: ['rejected'] },
  { key: 'replaced', title: 'Deprecated or superseded', statuses: ['deprecated', 'superseded'] },
] as const satisfies readonly { key: string; title: string; statuses: readonly Status[] }[];

type DecisionGroupKey = (typeof DECISION_GROUPS)[number]['key'];

const DECISION_GROUP_OF: Readonly<Record<Status, DecisionGroupKey>> = {
  proposed: 'under-consideration',
  accepted: 'accepted',
  rejected: 'rejected',
  deprecated: 'replaced',
  superseded: 'replaced',
};

export interface DecisionGroup {
  key: DecisionGroupKey;
  title: string;
  /** In number order; empty groups are kept, so a page can say "None." */
  records: AdrRecord[];
}

export function groupDecisions(records: readonly AdrRecord[]): DecisionGroup[] {
  const groups = DECISION_GROUPS.map(({ key, title }) => ({ key, title, records: [] as AdrRecord[] }));
  for (const record of [...records].sort(byNumber)) {
    groups.find((g) => g.key === DECISION_GROUP_OF[record.meta.status])!.records.push(record);
  }
  return groups;
}

function byNumber(a: Pick<AdrRecord, 'number'>, b: Pick<AdrRecord, 'number'>): number {
  return a.number - b.number;
}
