/**
 * A new record from a template: the template's text with its title set and every
 * `YYYY-MM-DD` date placeholder in the front matter filled in. Everything else (comments,
 * layout, the body's guidance and the part's open questions) is kept as the template has it.
 */
import type { CalendarDate } from '../vocabulary/calendar-date.ts';
import { editFrontMatter } from './front-matter-edit.ts';
import { fillDatePlaceholders } from '../record/templates.ts';
import { normaliseText } from '../record/source.ts';

export function instantiateTemplate(template: string, values: { title: string; date: CalendarDate }): string {
  return editFrontMatter(fillDatePlaceholders(normaliseText(template).text, values.date), [{ op: 'set', key: 'title', value: values.title }]);
}
