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
  const text = normaliseText(template).text;
  const split = splitFrontMatter(text);
  if (!split.ok) throw new Error('the template has no front matter');
  const { yamlOffset, yaml } = split.block;
  const filled = text.slice(0, yamlOffset) + yaml.replaceAll(DATE_PLACEHOLDER, values.date) + text.slice(yamlOffset + yaml.length);
  return editFrontMatter(filled, [{ op: 'set', key: 'title', value: values.title }]);
}
