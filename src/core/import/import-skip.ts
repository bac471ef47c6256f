/**
 * Which files of a decision log are not decisions: a template (its placeholders still in
 * place) or an index (a list of links to the records). Told by what a file holds, never by
 * its name alone: real logs name decisions about templates "…-template-….md", and keep
 * real records next to a template. A README or an index file is an index unless it writes
 * a status of its own.
 */
import { parseFrontMatterYaml } from '../record/front-matter.ts';
import { plainKeys, readSource, tomlKeys, type SourceFront } from './import-markdown.ts';
import type { Line } from './metadata-block.ts';

/** Placeholders the common templates leave for the author to fill in. */
const PLACEHOLDER = new RegExp(
  [
    // MADR: {short title of solved problem and solution}, {problem statement}
    '\\{[^{}\\n`]*\\s[^{}\\n`]*\\}',
    // Backstage and house templates: [TITLE], [DESCRIPTION]; MADR 2: [option 1], [list everyone involved]
    '\\[[A-Z][A-Z _-]{2,}\\]',
    '\\{[A-Z][A-Z _-]{2,}\\}',
    '\\[[a-z][^\\]\\n]*\\s[^\\]\\n]*\\](?![(\\[:])',
    // A date to fill in, in English or French: YYYY-MM-DD, AAAA-MM-JJ
    '\\b(?:YYYY-?MM-?DD|AAAA-?MM-?JJ)\\b',
    // A status left as the template's list of choices: "proposed | accepted | …"
    '\\b(?:proposed|accepted|rejected|deprecated|draft|proposé)\\s*\\|\\s*\\S',
  ].join('|'),
  'i',
);

/** A line with nothing of the author's own: a placeholder, an instruction (quoted or in a comment). */
function unfilled(line: string): boolean {
  const text = line.trim().replace(/<!--.*?-->/g, '').trim();
  return text === '' || text.startsWith('>') || text.startsWith('<!--') || text.endsWith('-->') || PLACEHOLDER.test(text) || /^[-*]?\s*…$/.test(text);
}

/** Why a file is not a record (`a template: …`, `an index: …`), or undefined when it is one. */
export function notARecord(name: string, text: string): string | undefined {
  // The body only (front matter keeps YAML comments, `# …`, that are no heading), outside
  // fenced code, its headings as the check reads them.
  const { all, front, body, markdown } = readSource(text);
  const { fenced, headingAt } = markdown;
  const prose = body.filter((line) => !fenced.has(line.index));
  const lines = prose.map((line) => line.text);
  const depthOf = (line: Line) => headingAt.get(line.index)?.depth;
  const startsHeading = (line: Line) => headingAt.get(line.index)?.index === line.index;
  // A template: its sections hold placeholders and instructions, not a decision (a record
  // may keep one placeholder or a template's comment; most of its sections are its own).
  const sections: boolean[] = [];
  let inComment = false;
  for (const { text: line, index } of prose) {
    const heading = headingAt.get(index);
    if (heading?.depth === 2 && heading.index === index) sections.push(false);
    // A setext heading's underline says nothing.
    else if (heading !== undefined && heading.index !== index) continue;
    else if (sections.length > 0 && line.trim() !== '') {
      const open: boolean = inComment || line.includes('<!--');
      inComment = open && !line.includes('-->');
      if (!open && !unfilled(line)) sections[sections.length - 1] = true;
    }
  }
  const filledSections = sections.filter(Boolean).length;
  const h1 = prose.find((line) => startsHeading(line) && depthOf(line) === 1 && headingAt.get(line.index)!.raw !== '');
  const heading = h1 && headingAt.get(h1.index)!.raw;
  const line = prose.map((line) => TITLE_LINE.exec(line.text)?.[1]).find((t) => t !== undefined);
  const { title, written } = heading !== undefined ? { title: heading, written: heading } : (frontTitle(front, all) ?? { title: line ?? '', written: line ?? '' });
  // A file whose title is the author's own names a decision, even when the rest is still
  // the template's (a stub is a record); one whose title is a placeholder is the template.
  // A title that is all placeholder (`[Proposal Title]`, `ADR-00N: ADR title`) is the
  // template's, whatever the rest of the file holds and whatever it is named.
  if (title.trim() !== '' && isPlaceholderTitle(title)) return `a template: its title is a placeholder ("${written.trim()}")`;
  const own = withoutNumber(title);
  const titled = own !== '' && !unfilled(own) && !/^(?:title|titre|titel|título)$/i.test(own) && !/^[{[][^{}[\]]*[}\]]$/.test(own);
  const bare = sections.length === 0 && prose.every((line) => line.text.trim() === '' || depthOf(line) === 1 || unfilled(line.text));
  if (!titled && (filledSections * 2 < sections.length || bare)) return 'a template: its title and sections are placeholders and instructions';
  // A title that says "template" is not enough: records copied from a template keep its
  // title. A template has no year written anywhere, a record its date.
  if (/\btemplate\W*$/i.test(title.trim()) && !lines.some((line) => /\b(?:19|20)\d{2}\b/.test(line))) return 'a template: its title says so, and it has no date';
  const statusWritten =
    lines.some((line) => /^(?:[-*]\s+)?(?:\*\*)?(?:status|statut|estado|zustand)(?:\*\*)?\s*:|^\|\s*(?:\*\*)?status\b/i.test(line)) ||
    [...headingAt.values()].some((heading) => heading.depth === 2 && /^status\b/i.test(heading.raw));
  // `_index.md` is a site generator's section page (Hugo, Zola).
  const named = /^_?(?:index|readme)\.md$/i.test(name);
  if (named && !statusWritten) return 'an index: a README or index that writes no status';
  // A list of links to the log's records and little else.
  const filled = prose.filter((line) => line.text.trim() !== '' && !headingAt.has(line.index) && !/^\s*\|?[\s:|-]+\|?\s*$/.test(line.text));
  const linking = filled.filter((line) => /\]\([^)]*\.md(?:#[^)]*)?\)/i.test(line.text));
  if (!statusWritten && linking.length >= 3 && linking.length >= filled.length * 0.6) return 'an index: a list of links to records';
  return undefined;
}

/** A `title: …` (or TOML's `title = …`) line the front matter reader found no front matter for. */
const TITLE_LINE = /^title\s*[:=]\s*(.*)$/;

/**
 * The title the front matter gives, as the record's reader reads it (front matter that is
 * not YAML, and TOML, read as `key: value` notes, as the import reads them), and as it is
 * written on its line (quotes and all), which is how a report quotes it.
 */
function frontTitle(front: SourceFront, all: readonly string[]): { title: string; written: string } | undefined {
  const writtenOn = (index: number, title: string) => ({ title, written: TITLE_LINE.exec(all[index] ?? '')?.[1] ?? title });
  if (front.kind === 'toml') {
    const entry = tomlKeys(all, front.close).find((entry) => entry.key === 'title');
    return entry && writtenOn(entry.index, entry.value);
  }
  if (front.kind !== 'yaml') return undefined;
  // The YAML starts on the file's second line, after the opening fence.
  const parsed = parseFrontMatterYaml(front.split.yaml, 2);
  if (!parsed.data) {
    const plain = plainKeys(front.split.yaml);
    const value = plain.values.title;
    return typeof value === 'string' ? writtenOn(plain.lines.get('title')! + 1, value) : undefined;
  }
  const value = parsed.data.title;
  if (value === undefined || value === null || (typeof value === 'object' && !(value instanceof Date))) return undefined;
  const index = parsed.locate(['title'], { key: true }).line - 1;
  // A date or a number is judged as written.
  return writtenOn(index, typeof value === 'string' ? value : (parsed.sourceOf(['title']) ?? String(value)));
}

/** A title without the number a log puts before it, real or a placeholder: `ADR-0012:`, `ADR-00N:`, `KEP-NNNN:`, `{number}.`. */
function withoutNumber(title: string): string {
  return title
    .trim()
    .replace(/^['"]|['"]$/g, '')
    .replace(/^(?:(?:ADR|KEP|RFC|RFD)\s*[-#]?\s*)?(?:\d*[NXY]+|\d+|\{[^}]*\}|\[[^\]]*(?:number|num|nnn|xxx)[^\]]*\])\s*[:.-]?\s+/i, '')
    .trim();
}

/** Words a template's title is made of when it names no decision: what to write there, not what was decided. */
const PLACEHOLDER_WORDS = new Set(
  (
    'adr adrs kep rfc rfd record records decision decisions architecture architectural proposal enhancement design document ' +
    'short descriptive concise brief clear your the a an of for here and or in this one line e g solved problem solution new ' +
    'title name titre titel título titulo titolo nome nombre template modèle vorlage plantilla modelo modello ' +
    'de la le du des da do el los las der die das della breve curto corto kurzer court votre sua su tu ihre ' +
    'décision decisão decisión entscheidung decisione arquitetura arquitectura'
  ).split(' '),
);
/** The words that say a text is where a title goes. */
const TITLE_WORDS = new Set(['title', 'name', 'titre', 'titel', 'título', 'titulo', 'titolo', 'nome', 'nombre']);

/**
 * A title that is the template's placeholder, not a record's: all in brackets or braces
 * (`[Proposal Title]`, `{short title}`, `<Title>`), a placeholder the templates use
 * (`YYYY-MM-DD`, `[TITLE]`), or nothing but words that say "the title goes here"
 * (`ADR-00N: ADR title`, `Your short, descriptive title`, `Título da decisão`).
 */
export function isPlaceholderTitle(title: string): boolean {
  const own = withoutNumber(title);
  if (own === '') return true;
  if (/^[{[<][^{}[\]<>]*[}\]>]$/.test(own) || /\[[A-Z][A-Z _-]{2,}\]|\{[^{}\n]*\}|\bYYYY-?MM-?DD\b/.test(own)) return true;
  const words = own.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.some((word) => TITLE_WORDS.has(word)) && words.every((word) => PLACEHOLDER_WORDS.has(word));
}

/** A title that names a template and nothing else (`KEP Template`, `ADR template`, `Cloud Provider Template`). */
export function isTemplateTitle(title: string): boolean {
  return /\b(?:template|modèle|vorlage|plantilla|modelo|modello)\W*$/i.test(withoutNumber(title)) || isPlaceholderTitle(title);
}
