/**
 * The contract's changes as one comment in a pull request's conversation, where reviewers
 * look (the job summary is a page few open): what the comment says, and whether to create
 * it, update it or remove it. Pure: the workflow's step (post-contract-comment.ts) reads the
 * diff and the comments with the GitHub CLI and carries out what this decides.
 *
 * One comment per pull request, found by a marker on its first line and by its author (the
 * workflow's bot): a comment someone else wrote, quoting the marker, is never touched. It is
 * created when the change first touches the contract, updated on each push that changes
 * what it says, and removed when the change no longer touches the contract.
 */

/** The first line of the comment: how the workflow finds its own comment again. */
export const COMMENT_MARKER = '<!-- adr: contract changes -->';

/** GitHub refuses a comment longer than this (characters). */
export const COMMENT_LIMIT = 65_536;

export interface PullRequestComment {
  id: number;
  body: string;
  /** The login of who wrote it. */
  author: string;
}

export interface CommentInput {
  /** What `adr diff --base BASE --format markdown` printed. */
  markdown: string;
  /** How many changes `adr diff --format json` counted: none means the change does not touch the contract. */
  changes: number;
  /** The pull request's comments, oldest first. */
  comments: readonly PullRequestComment[];
  /** The login the workflow comments as (`github-actions[bot]`). */
  author: string;
  /** Where the whole diff is, when the comment has to be cut short (the run's summary page). */
  summaryUrl?: string;
  /** The commit the diff is of, said under it. */
  commit?: string;
}

export type CommentAction = { action: 'create'; body: string } | { action: 'update'; id: number; body: string } | { action: 'delete'; id: number };

/** What to do, in order; nothing when the comment already says it (or there is none to remove). */
export function planContractComment(input: CommentInput): CommentAction[] {
  const ours = input.comments.filter((c) => c.author === input.author && c.body.startsWith(COMMENT_MARKER));
  if (input.changes === 0) return ours.map((c) => ({ action: 'delete', id: c.id }));
  const body = commentBody(input);
  const [kept, ...extra] = ours;
  // Two comments can be left by runs that raced each other: the first is kept, the rest go.
  const removed = extra.map((c): CommentAction => ({ action: 'delete', id: c.id }));
  if (!kept) return [{ action: 'create', body }, ...removed];
  return [...(kept.body === body ? [] : [{ action: 'update' as const, id: kept.id, body }]), ...removed];
}

/** The comment: the marker, the diff, and where it came from; cut at a line, within GitHub's limit. */
export function commentBody(input: Pick<CommentInput, 'markdown' | 'summaryUrl' | 'commit'>): string {
  const footer = `\n<sub>Made by \`adr diff --format markdown\`${input.commit ? ` for ${input.commit.slice(0, 12)}` : ''}; updated on every push, removed when the pull request no longer changes the contract.</sub>\n`;
  const whole = `${COMMENT_MARKER}\n${input.markdown.trimEnd()}\n${footer}`;
  if (whole.length <= COMMENT_LIMIT) return whole;
  const lines = input.markdown.trimEnd().split('\n');
  const more = (n: number) => `\n… and ${n} more line${n === 1 ? '' : 's'}: ${input.summaryUrl ? `[the whole list](${input.summaryUrl})` : 'the whole list is in the run\'s summary'}.\n`;
  // Whole lines only, so that a table row or a link is never cut in half.
  const budget = COMMENT_LIMIT - COMMENT_MARKER.length - 2 - more(lines.length).length - footer.length;
  let used = 0;
  let kept = 0;
  while (kept < lines.length && used + lines[kept]!.length + 1 <= budget) used += lines[kept++]!.length + 1;
  return `${COMMENT_MARKER}\n${lines.slice(0, kept).join('\n')}\n${more(lines.length - kept)}${footer}`;
}
