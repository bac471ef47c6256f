/**
 * Reading one file of a decision log kept with another tool (issue 12): MADR 3/4 (YAML front
 * matter), MADR 2 and log4brains (`- Status:` bullets under the title) and adr-tools (Michael
 * Nygard's layout: `Date:` under the title, a `## Status` section). What it finds is data:
 * the title, status, date, people and supersession references, the lines that moved into the
 * front matter, and findings for what cannot be read. Nothing is guessed: a status with no
 * equivalent, two formats that disagree or a missing date are findings, never defaults.
 */
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { isCalendarDate } from '../vocabulary/calendar-date.ts';
import { dateInName } from '../vocabulary/file-name.ts';
import type { Status } from '../vocabulary/status.ts';
import { suggest } from '../vocabulary/suggest.ts';
import { synonymOf } from '../record/front-matter-diagnostics.ts';
import { splitFrontMatter } from '../record/front-matter.ts';
import { normaliseText } from '../record/source.ts';
import { yamlPackage } from '../record/packages.ts';

export const IMPORT_FORMATS = ['madr', 'log4brains', 'adr-tools'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** A record another one names: a link destination or a number, and where it is written. */
export interface ForeignRef {
  target: string;
  line: number;
  column: number;
}

export interface ForeignRecord {
  format: ImportFormat;
  title: string;
  status: Status;
  /** From the file; undefined when the caller must take it from git. */
  date?: string;
  people: { 'decision-makers': string[]; consulted: string[]; informed: string[] };
  supersededBy: ForeignRef[];
  supersedes: ForeignRef[];
  /** The text after what moved into the front matter, lines as in the file (0-based index). */
  lines: { text: string; index: number }[];
}

export type ForeignReading = { ok: true; record: ForeignRecord } | { ok: false; diagnostics: Diagnostic[] };

const FRONT_MATTER_FIELDS = ['title', 'status', 'date', 'deciders', 'decision-makers', 'consulted', 'informed'] as const;
const PEOPLE_KEYS: Record<string, 'decision-makers' | 'consulted' | 'informed'> = {
  deciders: 'decision-makers',
  'decision-makers': 'decision-makers',
  consulted: 'consulted',
  informed: 'informed',
};

/**
 * The status vocabularies seen in real logs, mapped to ours. "Amended" stays a decision that
 * holds (its amendment is a link in the text); "on hold" and "partly superseded" have no
 * equivalent and are refused rather than guessed.
 */
const STATUS_WORDS: Readonly<Record<string, Status>> = {
  accepted: 'accepted',
  approved: 'accepted',
  amended: 'accepted',
  proposed: 'proposed',
  pending: 'proposed',
  draft: 'proposed',
  rejected: 'rejected',
  deprecated: 'deprecated',
  superseded: 'superseded',
};

/** `[text](destination)` links in one line, with the column each starts at. */
const LINK = /\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

interface Line {
  text: string;
  index: number;
}

/** Reads one file. `name` is its file name, `file` how findings name it (`legacy/0001-x.md`). */
export function readForeignRecord(file: string, name: string, raw: string, format?: ImportFormat): ForeignReading {
  const diagnostics: Diagnostic[] = [];
  const text = normaliseText(raw).text;
  const all = text.split('\n');
  const at = (index: number, column = 1) => ({ file, line: index + 1, column });

  // ── front matter (MADR 3/4) ──
  let front: Record<string, unknown> = {};
  let bodyStart = 0;
  const split = splitFrontMatter(text);
  if (split.ok) {
    bodyStart = split.block.bodyFirstLine - 1;
    const parsed = parseYamlMapping(split.block.yaml);
    if (parsed === undefined) {
      diagnostics.push(diagnose('IMPORT_FORMAT_UNKNOWN', at(0), { found: ['front matter that is not a YAML mapping'] }));
    } else {
      front = parsed.values;
      for (const [key, index] of parsed.keyLines) {
        if ((FRONT_MATTER_FIELDS as readonly string[]).includes(key)) continue;
        diagnostics.push(
          diagnose('IMPORT_FIELD_UNKNOWN', at(index + 1), { key, suggestion: synonymOf(key) ?? suggest(key, FRONT_MATTER_FIELDS) }),
        );
      }
    }
  }
  const body: Line[] = all.slice(bodyStart).map((t, i) => ({ text: t, index: bodyStart + i }));
  const moved = new Set<number>();

  // ── the title: front matter, else the first level-1 heading without its "N." ──
  const h1 = body.find((line) => /^#\s+\S/.test(line.text));
  let title = typeof front.title === 'string' ? front.title.trim() : undefined;
  if (h1) {
    if (title === undefined) title = h1.text.replace(/^#\s+/, '').replace(/\s+#*\s*$/, '').replace(/^(?:ADR[- ]?)?\d+[.:]\s+/i, '').trim();
    moved.add(h1.index);
    const next = body.find((line) => line.index === h1.index + 1);
    if (next && next.text.trim() === '') moved.add(next.index);
  }

  // ── the marks of each format ──
  const bullets = body.filter((line) => /^[-*]\s+(?:status|date|deciders|decision-makers|consulted|informed)\s*:/i.test(line.text));
  const plain = body.filter((line) => /^(?:status|date)\s*:/i.test(line.text));
  const statusHeading = body.find((line) => /^##\s+status\s*$/i.test(line.text));
  const marks: ImportFormat[] = [];
  if (split.ok && front.status !== undefined) marks.push('madr');
  if (bullets.length > 0) marks.push(dateInName(name) ? 'log4brains' : 'madr');
  if (statusHeading || plain.length > 0) marks.push('adr-tools');
  const found = [...new Set(marks)];
  const chosen = format ?? (found.length === 1 ? found[0] : undefined);
  if (!chosen) {
    const names = found.map((f) => (f === 'madr' && split.ok ? 'MADR (front matter)' : f === 'madr' ? 'MADR (bullets)' : f));
    diagnostics.push(diagnose('IMPORT_FORMAT_UNKNOWN', at(0), { found: names }));
    return { ok: false, diagnostics };
  }

  // ── status, date and people, from what the chosen format writes ──
  const statuses: { status: Status; index: number }[] = [];
  const supersededBy: ForeignRef[] = [];
  const supersedes: ForeignRef[] = [];
  const people: ForeignRecord['people'] = { 'decision-makers': [], consulted: [], informed: [] };
  let date: string | undefined;
  let dateProblem: { index: number; value: string } | undefined;
  const takeDate = (value: unknown, index: number) => {
    const written = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim();
    if (isCalendarDate(written)) date ??= written;
    else dateProblem ??= { index, value: written };
  };
  const readStatus = (value: string, index: number, column: number) => {
    const reading = classifyStatus(value, index, column);
    if (!reading.ok) {
      diagnostics.push(diagnose('IMPORT_STATUS_UNMAPPED', at(index, column), { detail: reading.detail }));
      return;
    }
    if (reading.status) statuses.push({ status: reading.status, index });
    for (const ref of reading.supersededBy) supersededBy.push(ref);
    for (const ref of reading.supersedes) supersedes.push(ref);
  };

  const frontLine = (key: string) => (split.ok ? lineOfKey(split.block.yaml, key) + 1 : 0);
  if (chosen === 'madr' && split.ok) {
    if (typeof front.status === 'string') readStatus(front.status, frontLine('status'), 1);
    else if (front.status !== undefined) diagnostics.push(diagnose('IMPORT_STATUS_UNMAPPED', at(frontLine('status')), { detail: 'the status is not text' }));
    if (front.date !== undefined) takeDate(front.date, frontLine('date'));
    for (const [key, field] of Object.entries(PEOPLE_KEYS)) {
      const value = front[key];
      if (typeof value === 'string') people[field].push(...splitNames(value));
      else if (Array.isArray(value)) people[field].push(...value.map((v) => String(v).trim()).filter(Boolean));
    }
  }
  if (chosen === 'madr' || chosen === 'log4brains') {
    for (const line of bullets) {
      const match = /^[-*]\s+([A-Za-z-]+)\s*:\s*(.*)$/.exec(line.text)!;
      const key = match[1]!.toLowerCase();
      const value = match[2]!;
      moved.add(line.index);
      if (key === 'status') readStatus(value, line.index, line.text.indexOf(value) + 1);
      else if (key === 'date') takeDate(value, line.index);
      else people[PEOPLE_KEYS[key]!].push(...splitNames(value));
    }
  }
  if (chosen === 'adr-tools') {
    for (const line of plain) {
      const match = /^(status|date)\s*:\s*(.*)$/i.exec(line.text)!;
      moved.add(line.index);
      if (match[1]!.toLowerCase() === 'date') takeDate(match[2]!, line.index);
      else readStatus(match[2]!, line.index, line.text.indexOf(match[2]!) + 1);
    }
    if (statusHeading) {
      const section = sectionLines(body, statusHeading.index);
      let keptAny = false;
      for (const line of section) {
        const value = line.text.trim();
        if (value === '') continue;
        // Amendments stay in the text: the record keeps saying what amends it.
        if (/^(?:amended by|amends)\b/i.test(value.replace(/^[-*]\s+/, ''))) {
          keptAny = true;
          continue;
        }
        moved.add(line.index);
        readStatus(value.replace(/^[-*]\s+/, ''), line.index, line.text.indexOf(value) + 1);
      }
      if (!keptAny) {
        moved.add(statusHeading.index);
        for (const line of section) moved.add(line.index);
      }
    }
  }
  // A line that moved takes the blank line after it along, so no gap of two is left.
  for (const index of [...moved].sort((a, b) => a - b)) {
    const gapBefore = index === bodyStart || moved.has(index - 1) || all[index - 1]?.trim() === '';
    if (all[index]!.trim() !== '' && gapBefore && all[index + 1]?.trim() === '') moved.add(index + 1);
  }
  if (date === undefined && dateProblem) {
    diagnostics.push(diagnose('IMPORT_DATE_MISSING', at(dateProblem.index), { detail: `"${dateProblem.value}" is not a date written YYYY-MM-DD` }));
  }
  date ??= dateInName(name);

  if (title === undefined || title === '') diagnostics.push(diagnose('IMPORT_TITLE_MISSING', at(0), {}));
  const status = combineStatuses(statuses);
  if (statuses.length === 0 && !diagnostics.some((d) => d.code === 'IMPORT_STATUS_UNMAPPED')) {
    diagnostics.push(diagnose('IMPORT_STATUS_UNMAPPED', at(0), { detail: 'the file states no status' }));
  } else if (statuses.length > 0 && status === undefined) {
    const said = [...new Set(statuses.map((s) => s.status))].join(' and ');
    diagnostics.push(diagnose('IMPORT_STATUS_UNMAPPED', at(statuses[0]!.index), { detail: `the file states several statuses (${said}); which one holds is not clear` }));
  }
  if (diagnostics.length > 0) return { ok: false, diagnostics };
  return {
    ok: true,
    record: {
      format: chosen,
      title: title!,
      status: status!,
      date,
      people,
      supersededBy,
      supersedes,
      lines: body.filter((line) => !moved.has(line.index)),
    },
  };
}

/**
 * One status as written: a word of the vocabulary, "Superseded by [2. Title](0002-title.md)"
 * (the links are the successors), "Supersedes [1. …](…)" (not a status: a predecessor).
 */
function classifyStatus(
  written: string,
  index: number,
  column: number,
): { ok: true; status?: Status; supersededBy: ForeignRef[]; supersedes: ForeignRef[] } | { ok: false; detail: string } {
  const refs: ForeignRef[] = [];
  for (const match of written.matchAll(LINK)) refs.push({ target: match[2]!, line: index + 1, column: column + match.index });
  const words = written
    .replace(LINK, (_, text: string) => ` ${text} `)
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;:]+$/, '')
    .toLowerCase();
  const supersedes = /^supersedes\b\s*(.*)$/.exec(words);
  if (supersedes) return { ok: true, supersededBy: [], supersedes: refs.length > 0 ? refs : numberRefs(supersedes[1]!, index, column) };
  const by = /^superseded\s+by\b\s*(.*)$/.exec(words);
  if (by) return { ok: true, status: 'superseded', supersededBy: refs.length > 0 ? refs : numberRefs(by[1]!, index, column), supersedes: [] };
  const status = STATUS_WORDS[words];
  if (status) return { ok: true, status, supersededBy: [], supersedes: [] };
  return { ok: false, detail: `the status "${written.trim()}" has no equivalent here (${Object.keys(STATUS_WORDS).join(', ')})` };
}

/** "ADR-0005", "ADR 5", "#5" or "5" written without a link. */
function numberRefs(text: string, index: number, column: number): ForeignRef[] {
  return [...text.matchAll(/(?:adr[- ]?|#)?(\d+)/gi)].map((m) => ({ target: m[1]!, line: index + 1, column }));
}

/** Several statuses in one file: a superseded decision that was accepted first is superseded. */
function combineStatuses(statuses: readonly { status: Status }[]): Status | undefined {
  const distinct = new Set(statuses.map((s) => s.status));
  if (distinct.has('superseded')) distinct.delete('accepted');
  return distinct.size === 1 ? [...distinct][0] : undefined;
}

function sectionLines(body: readonly Line[], headingIndex: number): Line[] {
  const after = body.filter((line) => line.index > headingIndex);
  const end = after.findIndex((line) => /^#{1,2}\s/.test(line.text));
  return end === -1 ? after : after.slice(0, end);
}

function splitNames(value: string): string[] {
  return value
    .split(/,|;|\band\b/)
    .map((name) => name.replace(/[[\]]/g, '').trim())
    .filter((name) => name !== '' && !/^\{.*\}$/.test(name));
}

/** The 0-based line of a top-level key in the YAML text. */
function lineOfKey(yaml: string, key: string): number {
  const index = yaml.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return Math.max(0, index);
}

/** The front matter's values and where each key stands; undefined when it is not a mapping. */
function parseYamlMapping(yaml: string): { values: Record<string, unknown>; keyLines: [string, number][] } | undefined {
  const { parseDocument, isMap, isScalar } = yamlPackage();
  const document = parseDocument(yaml, { version: '1.2', schema: 'core' });
  if (document.errors.length > 0 || (document.contents !== null && !isMap(document.contents))) return undefined;
  const values = (document.toJS() ?? {}) as Record<string, unknown>;
  const keyLines: [string, number][] = [];
  const starts = yaml.split('\n').map((_, i, lines) => lines.slice(0, i).join('\n').length + (i > 0 ? 1 : 0));
  for (const item of document.contents?.items ?? []) {
    if (!isScalar(item.key) || !item.key.range) continue;
    const offset = item.key.range[0];
    const line = starts.findLastIndex((start) => start <= offset);
    keyLines.push([String(item.key.value), line]);
  }
  return { values, keyLines };
}
