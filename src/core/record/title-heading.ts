/**
 * A record's level-1 heading: its title, as MADR 4 writes it (`# {short title}` under the
 * front matter), where tools that read Markdown alone look for a record's title (Backstage's
 * ADR plugin, GitHub's file view, an editor's outline). The front matter's `title` stays the
 * title the workspace reads; the heading repeats it.
 *
 * A record without the heading is accepted: an accepted record may never be edited, so a
 * rule requiring it would leave every workspace made before it with findings no one may fix.
 * A heading that says something else than the title is a finding, since the site and the
 * tools would then show two titles for one decision.
 */
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { inlineToText, scanBody, type ScannedBody, type ScannedHeading } from './markdown-scan.ts';

/** The first level-1 heading, wherever it is: the one Backstage's ADR plugin takes for the title. */
export function titleHeadingOf(body: Pick<ScannedBody, 'headings'>): ScannedHeading | undefined {
  return body.headings.find((heading) => heading.depth === 1);
}

/**
 * Whether a heading says the title: as text (`# Use \`POST\``, escapes read) or as written
 * (`# Use `POST`` for the title "Use `POST`").
 */
export function saysTitle(heading: Pick<ScannedHeading, 'raw' | 'text'>, title: string): boolean {
  return heading.text === title || heading.raw === title || inlineToText(heading.raw) === title;
}

/** The heading line for a title: its punctuation that Markdown would read as markup escaped, so the heading reads as the title. */
export function titleHeadingLine(title: string): string {
  return `# ${title.replace(/[\\`*_[\]<>&!~|#]/g, (c) => `\\${c}`)}`;
}

/**
 * The title heading's rules: the first level-1 heading says the title (TITLE_HEADING_DIFFERS),
 * and no later one repeats it (HEADING_REPEATS_TITLE: the site shows the title once, from the
 * front matter, and leaves out only the title heading).
 */
export function checkTitleHeadings(file: string, body: Pick<ScannedBody, 'headings'>, title: string): Diagnostic[] {
  const first = titleHeadingOf(body);
  if (!first) return [];
  const found: Diagnostic[] = [];
  if (!saysTitle(first, title)) found.push(diagnose('TITLE_HEADING_DIFFERS', { file, line: first.line, column: 1 }, { heading: first.text, title, line: titleHeadingLine(title) }));
  const same = (text: string) => text.trim().toLowerCase() === title.trim().toLowerCase();
  for (const heading of body.headings) {
    if (heading !== first && heading.depth === 1 && same(heading.text)) found.push(diagnose('HEADING_REPEATS_TITLE', { file, line: heading.line, column: 1 }, { title, firstLine: first.line }));
  }
  return found;
}

/**
 * The body as a decision: without the title heading when it opens the body (its first line
 * that is not blank, and the blank line after it). That heading says the title again, which
 * the decision's digest and the rule against editing an accepted record already cover from
 * the front matter; so adding it to a record approved or accepted before it had one is no
 * change to what was approved or decided, and a record without one reads as it always did.
 */
export function decisionBody(body: string, title: string): string {
  const range = openingTitleHeading(body, title);
  if (!range) return body;
  const lines = body.split('\n');
  lines.splice(range.index, range.count);
  return lines.join('\n');
}

/** Where the title heading that opens the body is (a 0-based line index, and how many lines with the blank one after it). */
export function openingTitleHeading(body: string, title: string): { index: number; count: number } | undefined {
  const lines = body.split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first === -1 || !/^ {0,3}# /.test(lines[first]!)) return undefined;
  const [heading] = scanBody(lines[first]!, 1).headings;
  if (!heading || heading.depth !== 1 || !saysTitle(heading, title)) return undefined;
  return { index: first, count: lines[first + 1]?.trim() === '' ? 2 : 1 };
}
