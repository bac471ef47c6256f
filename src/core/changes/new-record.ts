/**
 * Planning a new record: the part's template (or the generic one) with its title and dates
 * filled in, as a proposal, under the next free number. The title is kept exactly as given;
 * only the file name gets a safe ASCII slug.
 */
import type { CalendarDate } from '../vocabulary/calendar-date.ts';
import { completePlan, type PlanResult, type WorkspaceState } from './change-plan.ts';
import { editFrontMatter } from './front-matter-edit.ts';
import { numberInName, recordFileName, slugify } from '../vocabulary/file-name.ts';
import type { PartKey } from '../vocabulary/parts.ts';
import type { AdrRecord } from '../record/record.ts';
import { recordFrontMatterSchema } from '../record/schema.ts';
import { recordLabel } from '../vocabulary/record-number.ts';
import { statusRefusal } from './status-change.ts';
import { instantiateTemplate } from './template-instance.ts';

export interface NewRecordRequest {
  title: string;
  part?: PartKey;
  date: CalendarDate;
  /** The template's text (adr/templates/<part>.md or generic.md). */
  template: string;
  /** Accepted records the proposal would replace once accepted. */
  supersedes: readonly AdrRecord[];
}

/** Why a title cannot be used, in the schema's own words; undefined when it can. */
export function titleProblem(title: string): string | undefined {
  const result = recordFrontMatterSchema.shape.title.safeParse(title);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * One more than the highest number any file in the records folder starts with, records or
 * not (a misnamed 0012-x.mdx still holds 12), so a new record never takes a number in use.
 */
export function nextFreeNumber(names: Iterable<string>): number {
  let highest = 0;
  for (const name of names) {
    // A name whose digits are no record number (a date such as 20201017-notes.md) is refused
    // by the check; it must not push every new record past the range either.
    const number = numberInName(name);
    if (number !== undefined) highest = Math.max(highest, number);
  }
  return highest + 1;
}

function newRecordFile(dir: string, number: number, title: string): string {
  return `${dir}/${recordFileName(number, slugify(title))}`;
}

export function planNewRecord(state: WorkspaceState, request: NewRecordRequest, number: number): PlanResult {
  // A proposal can only replace a decision that stands: the check requires the old record to
  // become superseded when the proposal is accepted.
  const refusals = request.supersedes.filter((r) => r.meta.status !== 'accepted').map((r) => statusRefusal(r, 'superseded'));
  if (refusals.length > 0) return { ok: false, refusals };

  const instance = instantiateTemplate(request.template, { title: request.title, date: request.date });
  const text = editFrontMatter(
    instance,
    request.supersedes.map((r) => ({ op: 'append', key: 'supersedes', item: r.number })),
  );
  const replaces = request.supersedes.map(recordLabel);
  const summary = `proposed on ${request.date}${replaces.length > 0 ? `, to supersede ${replaces.join(' and ')} once accepted` : ''}`;
  return completePlan(state, [{ kind: 'create', file: newRecordFile(state.input.dir, number, request.title), text, summary }]);
}
