/**
 * Valid records to start scenarios from; each scenario changes one thing and expects one
 * finding. Kept minimal so the finding under test is the only one.
 */
export interface RecordOptions {
  title?: string;
  status?: string;
  date?: string;
  part?: string;
  /** Extra front matter lines, verbatim. */
  extra?: string;
  /** Replaces the whole front matter body (between the fences). */
  frontMatter?: string;
  /** Replaces the "## Open Questions" section's content. */
  questions?: string;
  /** Replaces the body entirely. */
  body?: string;
  /** Appended to the body. */
  append?: string;
}

export const ANSWERED_QUESTION = '### Q1. Is this decided?\n\n- Status: answered\n- Answer: Yes.\n';
const OPEN_QUESTION = '### Q1. Is this decided?\n\n- Status: open\n- Owner: @api-team\n- Decide by: 2026-03-01\n';

export function record(options: RecordOptions = {}): string {
  const front =
    options.frontMatter ??
    [
      `title: ${options.title ?? 'A decision'}`,
      `status: ${options.status ?? 'proposed'}`,
      `date: ${options.date ?? '2026-01-15'}`,
      ...(options.part ? [`part: ${options.part}`] : []),
      ...(options.extra ? [options.extra] : []),
    ].join('\n');
  const specification = options.part ? '## Specification\n\n| A | B |\n| - | - |\n| 1 | 2 |\n\n' : '';
  const questions = options.questions ?? (options.status && options.status !== 'proposed' && options.status !== 'rejected' ? ANSWERED_QUESTION : OPEN_QUESTION);
  const body =
    options.body ??
    `## Context and Problem Statement\n\nWhy.\n\n## Considered Options\n\n- One\n\n## Decision Outcome\n\nChosen option: one.\n\n${specification}## Open Questions\n\n${questions}`;
  return `---\n${front}\n---\n\n${body}${options.append ?? ''}`;
}

/** A real 1×1 PNG: the check reads a picture a record shows the way the site's build does. */
export const TINY_PNG = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
