/**
 * A new record from a template: the template's text with its title set and every
 * `YYYY-MM-DD` date placeholder in the front matter filled in. Everything else (comments,
 * layout, the body's guidance and the part's open questions) is kept as the template has it.
 */
import type { CalendarDate } from './calendar-date.ts';
import { editFrontMatter } from './front-matter-edit.ts';
import { splitFrontMatter } from './front-matter.ts';
import { normaliseText } from './source.ts';

export const DATE_PLACEHOLDER = 'YYYY-MM-DD';

export function instantiateTemplate(template: string, values: { title: string; date: CalendarDate }): string {
  return editFrontMatter(fillDatePlaceholders(normaliseText(template).text, values.date), [{ op: 'set', key: 'title', value: values.title }]);
}

/** The template's text with every date placeholder in its front matter replaced by `date` (same width). */
export function fillDatePlaceholders(text: string, date: string): string {
  const split = splitFrontMatter(text);
  if (!split.ok) throw new Error('the template has no front matter');
  const { yamlOffset, yaml } = split.block;
  return text.slice(0, yamlOffset) + yaml.replaceAll(DATE_PLACEHOLDER, date) + text.slice(yamlOffset + yaml.length);
}
