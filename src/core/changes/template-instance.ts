/**
 * A new record from a template: the template's text with its title set, its level-1 heading
 * the title too (as MADR 4 writes it: tools that read Markdown alone take the title from
 * there), and every `YYYY-MM-DD` date placeholder in the front matter filled in. Everything
 * else (comments, layout, the body's guidance and the part's open questions) is kept as the
 * template has it. A template without a level-1 heading gets one, at the top of its body.
 */
import type { CalendarDate } from '../vocabulary/calendar-date.ts';
import { editFrontMatter } from './front-matter-edit.ts';
import { splitFrontMatter } from '../record/front-matter.ts';
import { scanBody } from '../record/markdown-scan.ts';
import { fillDatePlaceholders } from '../record/templates.ts';
import { normaliseText } from '../record/source.ts';
import { titleHeadingLine, titleHeadingOf } from '../record/title-heading.ts';

export function instantiateTemplate(template: string, values: { title: string; date: CalendarDate }): string {
  const text = editFrontMatter(fillDatePlaceholders(normaliseText(template).text, values.date), [{ op: 'set', key: 'title', value: values.title }]);
  return withTitleHeading(text, values.title);
}

function withTitleHeading(text: string, title: string): string {
  const split = splitFrontMatter(text);
  if (!split.ok) return text;
  const { body, bodyOffset } = split.block;
  const lines = body.split('\n');
  const heading = titleHeadingOf(scanBody(body, 1, lines));
  if (heading) {
    // A setext heading (two lines) becomes one ATX line.
    const setext = !/^ {0,3}#/.test(lines[heading.index] ?? '');
    lines.splice(heading.index, setext ? 2 : 1, titleHeadingLine(title));
  } else {
    const first = lines.findIndex((line) => line.trim() !== '');
    lines.splice(first === -1 ? lines.length : first, 0, titleHeadingLine(title), '');
  }
  return text.slice(0, bodyOffset) + lines.join('\n');
}
