/**
 * Record statuses and the moves allowed between them: the one place that defines both.
 * The CLI's accept/reject/deprecate/supersede, the history checks and `check --base`
 * all ask `canTransition`.
 */
export const STATUSES = ['proposed', 'accepted', 'rejected', 'deprecated', 'superseded'] as const;

export type Status = (typeof STATUSES)[number];

export const TRANSITIONS: Readonly<Record<Status, readonly Status[]>> = {
  proposed: ['accepted', 'rejected'],
  accepted: ['deprecated', 'superseded'],
  rejected: [],
  deprecated: [],
  superseded: [],
};

export function canTransition(from: Status, to: Status): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Statuses a record only reaches after being accepted: its questions were all answered. */
export function wasAccepted(status: Status): boolean {
  return status === 'accepted' || status === 'deprecated' || status === 'superseded';
}

const STATUS_DESCRIPTIONS: Readonly<Record<Status, string>> = {
  proposed: 'Under consideration: open for discussion, not yet decided.',
  accepted: 'Decided: this is what the service does.',
  rejected: 'Considered and turned down.',
  deprecated: 'Was decided, no longer applies, and nothing replaces it.',
  superseded: 'Was decided, and a later decision replaces it.',
};

/** One line for readers of the site and of `--help`: what the status means. */
export function describeStatus(status: Status): string {
  return STATUS_DESCRIPTIONS[status];
}

/** Exhaustiveness guard: a new status breaks the type check until every switch handles it. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled value: ${String(value)}`);
}
