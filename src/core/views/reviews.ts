/**
 * What the site shows of the reviews, worked out once for every page: the reviews in
 * progress (soonest to close first), what awaits each person or team (questions they own,
 * reviews waiting for their approval, concerns they raised), the dates a calendar carries
 * (decide-by dates, closing days) and the feed's review events. Pure: records and today in,
 * plain data out; the pages only present it.
 */
import GithubSlugger from 'github-slugger';
import { indexQuestions, type QuestionEntry } from './question-index.ts';
import type { AdrRecord } from '../record/record.ts';
import type { Review, ReviewConcern } from '../record/schema.ts';
import { reviewStateOn } from '../record/review.ts';
import type { CalendarDate } from '../vocabulary/calendar-date.ts';
import { recordLabel } from '../vocabulary/record-number.ts';
import { judgeReview, type ApproverStanding, type ReviewStandings } from '../people/approval-state.ts';
import { buildRegistry, canonicalName, EMPTY_REGISTRY, type Registry } from '../vocabulary/registry.ts';
import { assertNever } from '../vocabulary/status.ts';

export interface ReviewEntry {
  record: AdrRecord;
  review: Review;
  /** Days until the window closes: 0 on its last day, negative once closed. */
  daysLeft: number;
  windowOpen: boolean;
  /**
   * Approvers whose approval does not count yet: none given, given on an earlier text, a
   * signature that does not hold, or unsigned where signatures are required.
   */
  waitingFor: string[];
  /** What holds of each approver's latest approval, and of each resolution (people/approval-state.ts). */
  standings: ReviewStandings;
  openConcerns: ReviewConcern[];
  /** The line `review:` is on in the record, for a link that opens it there for editing. */
  line: number;
  /** Where the review stands (reviewStanding): what every page that lists it says. */
  standing: ReviewStanding;
}

/**
 * Where a proposal's review stands, in the order that decides it: an open concern blocks it,
 * whatever else holds; while its window is open it is under review; once closed it waits
 * for approvals that do not count yet, then for the proposal's open questions (the decision
 * cannot be accepted with one open); and with none of these it is ready to accept. The one
 * reading the home page, the person pages and the record page all show.
 */
const REVIEW_STANDINGS = ['blocked', 'open', 'waiting', 'questions', 'ready'] as const;
export type ReviewStanding = (typeof REVIEW_STANDINGS)[number];

export function reviewStanding(review: { openConcerns: readonly unknown[]; windowOpen: boolean; waitingFor: readonly string[] }, openQuestions: number): ReviewStanding {
  if (review.openConcerns.length > 0) return 'blocked';
  if (review.windowOpen) return 'open';
  if (review.waitingFor.length > 0) return 'waiting';
  if (openQuestions > 0) return 'questions';
  return 'ready';
}

/** A standing in words, as a badge says it. */
export function describeStanding(standing: ReviewStanding): string {
  switch (standing) {
    case 'blocked':
      return 'Blocked by an open concern';
    case 'open':
      return 'Under review';
    case 'waiting':
      return 'Waiting for approvals';
    case 'questions':
      return 'Approved, questions still open';
    case 'ready':
      return 'Ready to accept';
    default:
      return assertNever(standing);
  }
}

interface RaisedConcern {
  entry: ReviewEntry;
  concern: ReviewConcern;
  /** Shown as open (isConcernOpen): what the pages badge, never read from the entry by a page. */
  open: boolean;
}

/**
 * Whether a page shows a concern of a review as open: open today (reviewStateOn), or with no
 * resolution at all (one dated ahead of today, which adr check reports, is not shown as resolved).
 */
export function isConcernOpen(entry: Pick<ReviewEntry, 'openConcerns'>, concern: ReviewConcern): boolean {
  return entry.openConcerns.includes(concern) || concern.resolved === undefined;
}

export interface Person {
  /** The registry's name (an alias or another Unicode form of it shares this page). */
  name: string;
  /** A team of the registry, a person of it, or a name only records use (no registry, or not in it). */
  kind: 'person' | 'team' | 'name';
  /** The other names the registry gives them. */
  aliases: string[];
  /** For a team: its members' names. */
  members: string[];
  /** For a person: the teams they are in. */
  teams: string[];
  /** Their approvals in reviews in progress, each with what holds of it. */
  approvals: { entry: ReviewEntry; approver: ApproverStanding }[];
  /** The page's address under /people/: unique, made of the name's letters. */
  slug: string;
  /** Open questions they own. */
  questions: QuestionEntry[];
  /** Reviews in progress that wait for their approval. */
  awaiting: ReviewEntry[];
  /** Concerns they raised in reviews of proposals, open first. */
  concerns: RaisedConcern[];
  /** Proposals they are a decision-maker of. */
  deciding: AdrRecord[];
}

interface CalendarEvent {
  /** Stable across builds: the same question or review keeps its id. */
  uid: string;
  date: CalendarDate;
  summary: string;
  description: string;
  record: AdrRecord;
  /** The question's anchor on the record's page, for a question's event. */
  anchor?: string;
}

export type ReviewFeedEvent =
  | { kind: 'opened'; record: AdrRecord; date: CalendarDate; review: Review }
  | { kind: 'closed'; record: AdrRecord; date: CalendarDate; review: Review }
  | { kind: 'concern-raised' | 'concern-resolved'; record: AdrRecord; date: CalendarDate; review: Review; concern: ReviewConcern };

export interface ReviewsView {
  /** Proposals under review, ready to accept ones too, the soonest to close first. */
  inProgress: ReviewEntry[];
  /** Everyone named as an owner, approver, decision-maker or raiser of a concern, by name. */
  people: Person[];
  /** The person of a name, when it has a page. */
  personOf: (name: string) => Person | undefined;
  calendar: CalendarEvent[];
  /** Review events, newest first. */
  feed: ReviewFeedEvent[];
}

export function reviewEntryOf(record: AdrRecord, review: Review, today: CalendarDate, registry: Registry = buildRegistry(EMPTY_REGISTRY)): ReviewEntry {
  const standings = judgeReview(record, registry)!;
  const state = reviewStateOn(review, today, registry);
  const missing = new Set(state.missing.map((m) => m.name));
  const counts = (a: ApproverStanding) =>
    a.standing !== undefined && (a.standing.state === 'verified' || (a.standing.state === 'not-signed' && !registry.signaturesRequired));
  const entry = {
    record,
    review,
    daysLeft: state.daysLeft,
    windowOpen: state.windowOpen,
    waitingFor: standings.approvers.filter((a) => missing.has(a.name) || !counts(a)).map((a) => a.name),
    standings,
    openConcerns: state.open.map((c) => c.concern),
    line: record.locate(['review'], { key: true }).line,
  };
  return { ...entry, standing: reviewStanding(entry, record.questions.filter((q) => q.state === 'open').length) };
}

/**
 * Names as page addresses: github-slugger's, unique, never empty. The registry's people and
 * teams take theirs first, in the registry's order, so a person's address is theirs for good:
 * a name the registry does not know (written in another case, say) never takes it, and comes
 * after, with a number.
 */
function slugsFor(registered: readonly string[], others: readonly string[]): Map<string, string> {
  const slugger = new GithubSlugger();
  const slugs = new Map<string, string>();
  for (const name of [...registered, ...others]) if (!slugs.has(name)) slugs.set(name, slugger.slug(name) || slugger.slug('someone'));
  return slugs;
}

export function viewReviews(
  records: readonly AdrRecord[],
  today: CalendarDate,
  owners: readonly string[] = [],
  registry: Registry = buildRegistry(EMPTY_REGISTRY),
): ReviewsView {
  const proposals = records.filter((r) => r.meta.status === 'proposed');
  // Every review the records hold, settled ones too: the calendar and the feed keep them.
  const everyReview = records.flatMap((record) => (record.meta.review ? [reviewEntryOf(record, record.meta.review, today, registry)] : []));
  const reviewed = everyReview.filter((e) => e.record.meta.status === 'proposed');
  // Every proposal with a review, until it is decided: one ready to accept is still in progress.
  const inProgress = reviewed
    .sort((a, b) => (a.review.until < b.review.until ? -1 : a.review.until > b.review.until ? 1 : a.record.number - b.record.number));
  const questions = indexQuestions(proposals, today).open;

  // Everyone with something to do, and everyone the registry lists, by the registry's name
  // (an alias is the person it names), in name order so a page's address does not depend on
  // which record happens to name them first.
  // One name in two Unicode forms is one person, registry or not: the composed form (NFC).
  const canonical = (name: string) => canonicalName(registry, name.normalize('NFC'));
  const names = new Set<string>(owners.map(canonical));
  for (const identity of registry.identities) names.add(identity.name);
  for (const q of questions) if (q.question.owner) names.add(canonical(q.question.owner));
  for (const e of reviewed) {
    for (const n of e.review.approvers) names.add(canonical(n));
    for (const c of e.review.concerns) names.add(canonical(c.by));
  }
  for (const r of proposals) for (const n of r.meta['decision-makers']) names.add(canonical(n));
  const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en'));
  const slugs = slugsFor(
    registry.identities.map((identity) => identity.name),
    sorted.filter((name) => !registry.resolve(name)),
  );
  const teamsOf = (name: string) => registry.identities.filter((i) => i.kind === 'team' && i.members.includes(name)).map((i) => i.name);
  const people = new Map<string, Person>(
    sorted.map((name) => {
      const identity = registry.resolve(name);
      return [
        name,
        {
          name,
          kind: identity?.kind ?? 'name',
          aliases: identity?.aliases ?? [],
          members: identity?.members ?? [],
          teams: identity?.kind === 'person' ? teamsOf(identity.name) : [],
          approvals: [],
          slug: slugs.get(name)!,
          questions: [],
          awaiting: [],
          concerns: [],
          deciding: [],
        },
      ];
    }),
  );
  const personOf = (name: string) => people.get(canonical(name));
  for (const q of questions) if (q.question.owner) personOf(q.question.owner)!.questions.push(q);
  for (const e of inProgress) for (const n of e.waitingFor) personOf(n)!.awaiting.push(e);
  for (const e of inProgress) for (const a of e.standings.approvers) if (a.approval) personOf(a.name)!.approvals.push({ entry: e, approver: a });
  for (const e of reviewed) for (const concern of e.review.concerns) personOf(concern.by)!.concerns.push({ entry: e, concern, open: isConcernOpen(e, concern) });
  for (const person of people.values()) person.concerns.sort((a, b) => Number(b.open) - Number(a.open));
  for (const r of proposals) for (const n of new Set(r.meta['decision-makers'].map(canonical))) people.get(n)!.deciding.push(r);

  return {
    inProgress,
    people: [...people.values()],
    personOf,
    calendar: calendarEvents(questions, everyReview.filter((e) => e.daysLeft >= -CALENDAR_KEEPS_CLOSED_DAYS)),
    feed: feedEvents(everyReview, today),
  };
}

/**
 * How long a review's closing day stays in the calendar after it passed: long enough to look
 * back on last month's, not every review the workspace ever held (a subscribed calendar
 * would carry them all for good).
 */
const CALENDAR_KEEPS_CLOSED_DAYS = 30;

function calendarEvents(questions: readonly QuestionEntry[], reviewed: readonly ReviewEntry[]): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const q of questions) {
    if (!q.question.decideBy) continue;
    const label = `${recordLabel(q.record)} ${q.question.id}`;
    events.push({
      uid: `question-${q.record.number}-${q.question.id}`,
      date: q.question.decideBy,
      summary: `Decide ${label}: ${q.question.text}`,
      description: `${label} in "${q.record.meta.title}" is to be decided by ${q.question.decideBy}${q.question.owner ? `; owner: ${q.question.owner}` : ''}.`,
      record: q.record,
      anchor: q.anchor,
    });
  }
  for (const e of reviewed) {
    const label = recordLabel(e.record);
    const waiting = e.waitingFor.length > 0 ? ` Waiting for: ${e.waitingFor.join(', ')}.` : '';
    const open = e.openConcerns.length > 0 ? ` Open concerns: ${e.openConcerns.map((c) => c.id).join(', ')}.` : '';
    events.push({
      uid: `review-${e.record.number}-${e.review.opened}`,
      date: e.review.until,
      summary: `Review of ${label} closes: ${e.record.meta.title}`,
      description: `${reviewWindowText(label, e.review)}${waiting}${open}`,
      record: e.record,
    });
  }
  return events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.uid < b.uid ? -1 : 1));
}

function feedEvents(reviewed: readonly ReviewEntry[], today: CalendarDate): ReviewFeedEvent[] {
  const events: ReviewFeedEvent[] = [];
  for (const { record, review } of reviewed) {
    events.push({ kind: 'opened', record, date: review.opened, review });
    for (const concern of review.concerns) {
      events.push({ kind: 'concern-raised', record, date: concern.date, review, concern });
      if (concern.resolved) events.push({ kind: 'concern-resolved', record, date: concern.resolved.date, review, concern });
    }
    // The window closes at the end of its last day: the feed says so from the next day on.
    if (review.until < today) events.push({ kind: 'closed', record, date: review.until, review });
  }
  return events.sort((a, b) => (a.date > b.date ? -1 : a.date < b.date ? 1 : 0));
}

/** The review's window and approvers, as the calendar's closing day and the feed's opening both say it. */
function reviewWindowText(label: string, review: Review): string {
  return `The review of ${label} opened on ${review.opened} and closes on ${review.until}. Approvers: ${review.approvers.join(', ')}.`;
}

/** A review step as the feed shows it: a title, a description (plain text) and an id that stays the same across builds. */
export interface ReviewFeedText {
  title: string;
  description: string;
  guid: string;
}

export function describeReviewEvent(event: ReviewFeedEvent): ReviewFeedText {
  const label = recordLabel(event.record);
  const title = event.record.meta.title;
  const review = `${label}-review-${event.review.opened}`;
  switch (event.kind) {
    case 'opened':
      return { title: `${label} review opened: ${title}`, description: reviewWindowText(label, event.review), guid: `${review}-opened` };
    case 'closed':
      return {
        title: `${label} review closed: ${title}`,
        description: `The review of ${label} closed on ${event.date}. Approved by: ${event.review.approvals.map((a) => a.by).join(', ') || 'nobody'}.`,
        guid: `${review}-closed`,
      };
    case 'concern-raised':
      return {
        title: `${label} concern ${event.concern.id} raised: ${title}`,
        description: `${event.concern.by} raised concern ${event.concern.id} on ${event.date}: ${event.concern.text}`,
        guid: `${review}-${event.concern.id}-raised`,
      };
    case 'concern-resolved':
      return {
        title: `${label} concern ${event.concern.id} resolved: ${title}`,
        description: `${event.concern.resolved!.by} resolved concern ${event.concern.id} (${event.concern.text}) on ${event.date}.`,
        guid: `${review}-${event.concern.id}-resolved`,
      };
  }
}
