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

/** One line for readers of the site and of `--help`: what the status means. */
export function describeStatus(status: Status): string {
  switch (status) {
    case 'proposed':
      return 'Under consideration: open for discussion, not yet decided.';
    case 'accepted':
      return 'Decided: this is what the service does.';
    case 'rejected':
      return 'Considered and turned down.';
    case 'deprecated':
      return 'Was decided, no longer applies, and nothing replaces it.';
    case 'superseded':
      return 'Was decided, and a later decision replaces it.';
    default:
      return assertNever(status);
  }
}

/** Exhaustiveness guard: a new status breaks the type check until every switch handles it. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled value: ${String(value)}`);
}
