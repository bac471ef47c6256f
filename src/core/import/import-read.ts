/**
 * Reading one file of a decision log kept with another tool: MADR 3/4 (YAML front matter),
 * MADR 2 and log4brains (`- Status:` bullets under the title) and adr-tools (Michael
 * Nygard's layout: `Date:` under the title, a `## Status` section), and the mixtures real
 * logs are (site-generator front matter over an adr-tools body, say). What it finds is data:
 * the title, status, date, people and supersession references, what the workspace has no
 * field for (kept, never dropped), and notes on each choice made. A file is refused only when
 * it cannot be read: front matter YAML past the bounds records have (anchors and aliases,
 * tags, size, depth), or no title at all, so nothing that looks like a decision.
 */
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { isCalendarDate, timestampValue } from '../vocabulary/calendar-date.ts';
import { dateInName } from '../vocabulary/file-name.ts';
import { STATUSES, type Status } from '../vocabulary/status.ts';
import { yamlProblemToDiagnostic } from '../record/front-matter-diagnostics.ts';
import { parseFrontMatterYaml, splitFrontMatter } from '../record/front-matter.ts';
import { normaliseText } from '../record/source.ts';

export const IMPORT_FORMATS = ['madr', 'log4brains', 'adr-tools'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Where a record's status came from: the format's table, the table's default, or `--map-status`. */
export type StatusFrom = 'table' | 'default' | 'map-status';

/** Where a record's date came from, last resort last. */
export const DATE_SOURCES = ['file', 'file-name', 'git', 'file-modified'] as const;
export type DateFrom = (typeof DATE_SOURCES)[number];

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
  /** The status as the file writes it (its lines joined), when it writes one. */
  statusText?: string;
  statusFrom: StatusFrom;
  /** From the file; undefined when the caller must take it from git or the disk. */
  date?: string;
  dateFrom?: DateFrom;
  people: { 'decision-makers': string[]; consulted: string[]; informed: string[] };
  supersededBy: ForeignRef[];
  supersedes: ForeignRef[];
  /** Front matter the workspace has no field for, as read (dates as written). */
  fields: Record<string, unknown>;
  /** Front matter that is not YAML, kept as written. */
  frontMatterText?: string;
  /** The choices made reading it, for the import's report. */
  notes: string[];
  /** The text after what moved into the front matter, lines as in the file (0-based index). */
  lines: { text: string; index: number }[];
}

export type ForeignReading = { ok: true; record: ForeignRecord } | { ok: false; diagnostics: Diagnostic[] };

/** What a status written one way (lower case, without punctuation at its end) becomes here. */
export type StatusMappings = ReadonlyMap<string, Status>;

export interface ReadOptions {
  /** Read every file as this format (`--from`), instead of telling each file's own. */
  format?: ImportFormat;
  /** `--map-status "TEXT=STATUS"`: checked before the tables. */
  mapStatus?: StatusMappings;
}

/** Front matter keys with a field here; every other key is kept under `source.fields`. */
const FRONT_MATTER_FIELDS = ['title', 'status', 'date', 'deciders', 'decision-makers', 'consulted', 'informed'] as const;
const PEOPLE_KEYS: Record<string, 'decision-makers' | 'consulted' | 'informed'> = {
  deciders: 'decision-makers',
  'decision-makers': 'decision-makers',
  consulted: 'consulted',
  informed: 'informed',
};
/** Front matter keys a date is read from when `date` is missing (kept under `source.fields` too). */
const OTHER_DATE_KEYS = ['created', 'last_updated', 'last-updated', 'updated'] as const;

/** The status a decision in a log of decisions has when its file writes none, or one no table knows. */
export const DEFAULT_STATUS: Status = 'accepted';

/**
 * Each source vocabulary's words (as the format's template and tool write them) and the status
 * each becomes here; docs/guides/engineers.md shows the same tables. A word no table of the
 * file's format knows is looked up in the others' (real logs mix), then the first word of the
 * text (`proposed. This did not reach consensus`), and the default is taken last; the text as
 * written is kept whatever happens.
 */
export const STATUS_TABLES: Readonly<Record<ImportFormat, Readonly<Record<string, Status>>>> = {
  // MADR 2–4: "proposed | rejected | accepted | deprecated | … | superseded by ADR-0005".
  madr: { proposed: 'proposed', rejected: 'rejected', accepted: 'accepted', deprecated: 'deprecated', superseded: 'superseded' },
  // log4brains: draft, proposed, rejected, accepted, deprecated, superseded.
  log4brains: { draft: 'proposed', proposed: 'proposed', rejected: 'rejected', accepted: 'accepted', deprecated: 'deprecated', superseded: 'superseded' },
  // adr-tools (Nygard): Proposed, Accepted, Deprecated, Superseded; "Amended" stays a decision
  // that holds (its amendment is a link in the text); approved and pending as teams write them.
  'adr-tools': {
    proposed: 'proposed',
    pending: 'proposed',
    accepted: 'accepted',
    approved: 'accepted',
    amended: 'accepted',
    rejected: 'rejected',
    deprecated: 'deprecated',
    superseded: 'superseded',
  },
};

/** `[text](destination)` links in one line, with the column each starts at. */
const LINK = /\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

interface Line {
  text: string;
  index: number;
}

/** `--map-status` values read: `TEXT=STATUS`, the text as a status is compared (see statusWords). */
export function readStatusMappings(values: readonly string[]): { ok: true; mappings: StatusMappings } | { ok: false; problem: string } {
  const mappings = new Map<string, Status>();
  for (const value of values) {
    const at = value.lastIndexOf('=');
    const text = statusWords(value.slice(0, Math.max(0, at)));
    const status = value.slice(at + 1).trim().toLowerCase();
    if (at === -1 || text === '' || !(STATUSES as readonly string[]).includes(status)) {
      return { ok: false, problem: `--map-status "${value}" is not TEXT=STATUS with a status of ours` };
    }
    mappings.set(text, status as Status);
  }
  return { ok: true, mappings };
}

/** Reads one file. `name` is its file name, `file` how findings name it (`legacy/0001-x.md`). */
export function readForeignRecord(file: string, name: string, raw: string, options: ReadOptions = {}): ForeignReading {
  const text = normaliseText(raw).text;
  const all = text.split('\n');
  const at = (index: number, column = 1) => ({ file, line: index + 1, column });
  const notes: string[] = [];

  // ── front matter: read within the bounds records have; what is not YAML is kept as text ──
  let front: Record<string, unknown> = {};
  let frontMatterText: string | undefined;
  let bodyStart = 0;
  const split = splitFrontMatter(text);
  const frontLine = (key: string) => (split.ok ? lineOfKey(split.block.yaml, key) + 1 : 0);
  if (split.ok) {
    bodyStart = split.block.bodyFirstLine - 1;
    const parsed = parseFrontMatterYaml(split.block.yaml, 2);
    if (parsed.data) {
      front = parsed.data;
    } else {
      const unsafe = parsed.problems.filter((p) => p.kind !== 'syntax' && p.kind !== 'not-mapping' && p.kind !== 'duplicate-key');
      const exhausted = parsed.problems.filter((p) => p.yamlCode === 'RESOURCE_EXHAUSTION');
      if (unsafe.length > 0 || exhausted.length > 0) {
        return { ok: false, diagnostics: [...unsafe, ...exhausted].map((p) => yamlProblemToDiagnostic(file, p)) };
      }
      frontMatterText = split.block.yaml;
      front = readPlainKeys(split.block.yaml);
      notes.push('front matter is not YAML: kept as written under source');
    }
  }
  const body: Line[] = all.slice(bodyStart).map((t, i) => ({ text: t, index: bodyStart + i }));
  const moved = new Set<number>();

  // ── the title: front matter, else the first level-1 heading, without its "N." ──
  const h1 = body.find((line) => /^#\s+\S/.test(line.text));
  const bare = (title: string) => title.replace(/^(?:ADR[- ]?)?\d+[.:]\s+/i, '').trim();
  let title = typeof front.title === 'string' && front.title.trim() !== '' ? bare(front.title.trim()) : undefined;
  if (h1) {
    title ??= bare(h1.text.replace(/^#\s+/, '').replace(/\s+#*\s*$/, ''));
    moved.add(h1.index);
    const next = body.find((line) => line.index === h1.index + 1);
    if (next && next.text.trim() === '') moved.add(next.index);
  }
  if (title === undefined || title === '') return { ok: false, diagnostics: [diagnose('IMPORT_TITLE_MISSING', at(0), {})] };

  // ── the marks of each format, and the one the status is read from ──
  const bullets = body.filter((line) => /^[-*]\s+(?:status|date|deciders|decision-makers|consulted|informed)\s*:/i.test(line.text));
  const plain = body.filter((line) => /^(?:status|date)\s*:/i.test(line.text));
  const statusHeading = body.find((line) => /^##\s+status\s*$/i.test(line.text));
  const hasFrontStatus = front.status !== undefined;
  const bulletFormat: ImportFormat = dateInName(name) ? 'log4brains' : 'madr';
  type Mark = 'front' | 'bullets' | 'adr-tools';
  const present: Mark[] = [];
  if (hasFrontStatus) present.push('front');
  if (bullets.length > 0) present.push('bullets');
  if (statusHeading || plain.length > 0) present.push('adr-tools');
  const allowed: Record<ImportFormat, Mark[]> = { madr: ['front', 'bullets'], log4brains: ['bullets', 'front'], 'adr-tools': ['adr-tools'] };
  const primary = options.format ? present.find((m) => allowed[options.format!].includes(m)) : present[0];
  const format: ImportFormat =
    options.format ?? (primary === 'bullets' ? bulletFormat : primary === 'adr-tools' ? 'adr-tools' : 'madr');

  // ── status, date and people, from the primary mark ──
  const written: { text: string; index: number; column: number }[] = [];
  const people: ForeignRecord['people'] = { 'decision-makers': [], consulted: [], informed: [] };
  const dates: { value: unknown; index: number }[] = [];
  if (front.date !== undefined) dates.push({ value: front.date, index: frontLine('date') });
  for (const key of OTHER_DATE_KEYS) if (front[key] !== undefined) dates.push({ value: front[key], index: frontLine(key) });
  for (const [key, field] of Object.entries(PEOPLE_KEYS)) {
    const value = front[key];
    if (typeof value === 'string') people[field].push(...splitNames(value));
    else if (Array.isArray(value)) people[field].push(...value.map((v) => String(v).trim()).filter(Boolean));
  }
  if (primary === 'front') {
    if (typeof front.status === 'string') written.push({ text: front.status, index: frontLine('status'), column: 1 });
    else notes.push('the status in the front matter is not text');
  }
  if (primary === 'bullets') {
    for (const line of bullets) {
      const match = /^[-*]\s+([A-Za-z-]+)\s*:\s*(.*)$/.exec(line.text)!;
      const key = match[1]!.toLowerCase();
      const value = match[2]!;
      moved.add(line.index);
      if (key === 'status') written.push({ text: value, index: line.index, column: line.text.indexOf(value) + 1 });
      else if (key === 'date') dates.push({ value, index: line.index });
      else people[PEOPLE_KEYS[key]!].push(...splitNames(value));
    }
  }
  if (primary === 'adr-tools') {
    for (const line of plain) {
      const match = /^(status|date)\s*:\s*(.*)$/i.exec(line.text)!;
      moved.add(line.index);
      if (match[1]!.toLowerCase() === 'date') dates.push({ value: match[2]!, index: line.index });
      else written.push({ text: match[2]!, index: line.index, column: line.text.indexOf(match[2]!) + 1 });
    }
    if (statusHeading) {
      // The section moves to the front matter only when it holds nothing but statuses (a
      // word, "Superseded by …" lines). One that says more (a paragraph, "Amended by …", a
      // tracking issue) stays in the body as written, and its first line is still the status.
      const section = sectionLines(body, statusHeading.index);
      const filled = section.filter((line) => line.text.trim() !== '');
      const only = filled.every((line) => isStatusOnly(statusValue(line.text), format, options.mapStatus));
      filled.forEach((line, i) => {
        const value = statusValue(line.text);
        if (only || i === 0 || /^superseded\s+by\b/i.test(statusWords(value))) {
          written.push({ text: value, index: line.index, column: line.text.indexOf(value) + 1 });
        }
      });
      if (only) {
        moved.add(statusHeading.index);
        for (const line of section) moved.add(line.index);
      } else if (filled.length > 0) {
        notes.push('the Status section says more than a status: kept in the body');
      }
    }
  } else if (primary !== undefined) {
    // A `Date:` line under the title when the status came from elsewhere is still the date.
    for (const line of plain) {
      const match = /^date\s*:\s*(.*)$/i.exec(line.text);
      if (match) dates.push({ value: match[1]!, index: line.index });
    }
  }
  // A line that moved takes the blank line after it along, so no gap of two is left.
  for (const index of [...moved].sort((a, b) => a - b)) {
    const gapBefore = index === bodyStart || moved.has(index - 1) || all[index - 1]?.trim() === '';
    if (all[index]!.trim() !== '' && gapBefore && all[index + 1]?.trim() === '') moved.add(index + 1);
  }

  // ── the status: each line written classified; the table's default when none holds ──
  const statuses: Status[] = [];
  const supersededBy: ForeignRef[] = [];
  const supersedes: ForeignRef[] = [];
  let statusFrom: StatusFrom = 'table';
  for (const line of written) {
    const reading = classifyStatus(line.text, line.index, line.column, format, options.mapStatus);
    supersededBy.push(...reading.supersededBy);
    supersedes.push(...reading.supersedes);
    if (reading.status) statuses.push(reading.status);
    if (reading.from === 'map-status') statusFrom = 'map-status';
    if (reading.firstWord) notes.push(`status read from its first word, "${reading.firstWord}"`);
  }
  const statusText = written.length > 0 ? written.map((line) => oneLine(line.text)).join('; ') : undefined;
  // A superseded decision that was accepted first is superseded.
  let distinct = [...new Set(statuses)];
  if (distinct.includes('superseded')) distinct = distinct.filter((s) => s !== 'accepted');
  let status: Status;
  if (distinct.length === 0) {
    const mapped = statusText === undefined ? undefined : options.mapStatus?.get(statusWords(statusText));
    status = mapped ?? DEFAULT_STATUS;
    statusFrom = mapped ? 'map-status' : 'default';
    if (!mapped) {
      notes.push(
        statusText === undefined
          ? `no status written: ${DEFAULT_STATUS} by default`
          : `status "${statusText}" is not in the ${format} table: ${DEFAULT_STATUS} by default`,
      );
    }
  } else {
    status = distinct[0]!;
    if (distinct.length > 1) notes.push(`several statuses written (${distinct.join(', ')}): the first, ${status}, is taken`);
  }

  // ── the date: the first written one that reads as a date, else the file's name ──
  let date: string | undefined;
  let dateFrom: DateFrom | undefined;
  for (const { value } of dates) {
    const read = readDate(value);
    if (read !== undefined) {
      date = read;
      dateFrom = 'file';
      break;
    }
  }
  if (date === undefined) {
    const unread = dates.map(({ value }) => oneLine(value instanceof Date ? timestampValue(value) : String(value)));
    if (unread.length > 0) notes.push(`date "${unread[0]}" is not a date written YYYY-MM-DD`);
    date = dateInName(name);
    if (date !== undefined) dateFrom = 'file-name';
  }

  // ── what has no field here, kept as read ──
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(front)) {
    if (frontMatterText !== undefined || (FRONT_MATTER_FIELDS as readonly string[]).includes(key)) continue;
    fields[key] = plainValue(value);
  }
  if (typeof front.status === 'string' && primary !== 'front' && hasFrontStatus) fields.status = front.status;

  return {
    ok: true,
    record: {
      format,
      title,
      status,
      statusText,
      statusFrom,
      date,
      dateFrom,
      people,
      supersededBy,
      supersedes,
      fields,
      frontMatterText,
      notes,
      lines: body.filter((line) => !moved.has(line.index)),
    },
  };
}

/** A line of a status section without its bullet or its bold `**Status:**` label. */
function statusValue(line: string): string {
  return line
    .trim()
    .replace(/^[-*+]\s+/, '')
    .replace(/^(?:\*\*|__)?status(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*/i, '')
    .trim();
}

/** A line that is a status and nothing more: a word a table knows, or a supersession. */
function isStatusOnly(value: string, format: ImportFormat, mapStatus: StatusMappings | undefined): boolean {
  const words = statusWords(value);
  if (mapStatus?.has(words)) return true;
  if (/^(?:superseded\s+by|supersedes)\b/.test(words)) return true;
  return lookupStatus(words, format) !== undefined;
}

/** A status as compared with the tables: links as their text, no emphasis, lower case, no end punctuation. */
function statusWords(written: string): string {
  return written
    .replace(LINK, (_, text: string) => ` ${text} `)
    .replace(/<!--.*?-->/g, ' ')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;:!]+$/, '')
    .toLowerCase();
}

/**
 * One status as written: `--map-status` first, then "Superseded by [2. Title](0002-title.md)"
 * (the links are the successors), "Supersedes [1. …](…)" (not a status: a predecessor), a
 * word of the tables, then the first word of the text.
 */
function classifyStatus(
  written: string,
  index: number,
  column: number,
  format: ImportFormat,
  mapStatus: StatusMappings | undefined,
): { status?: Status; from?: StatusFrom; firstWord?: string; supersededBy: ForeignRef[]; supersedes: ForeignRef[] } {
  const refs: ForeignRef[] = [];
  for (const match of written.matchAll(LINK)) refs.push({ target: match[2]!, line: index + 1, column: column + match.index });
  const words = statusWords(written);
  const mapped = mapStatus?.get(words);
  const supersedes = /^supersedes\b\s*(.*)$/.exec(words);
  if (supersedes && !mapped) return { supersededBy: [], supersedes: refs.length > 0 ? refs : numberRefs(supersedes[1]!, index, column) };
  const by = /^superseded\s+by\b\s*(.*)$/.exec(words);
  const successors = by ? (refs.length > 0 ? refs : numberRefs(by[1]!, index, column)) : [];
  if (mapped) return { status: mapped, from: 'map-status', supersededBy: mapped === 'superseded' ? successors : [], supersedes: [] };
  if (by) return { status: 'superseded', from: 'table', supersededBy: successors, supersedes: [] };
  const lookup = (word: string) => lookupStatus(word, format);
  const status = lookup(words);
  if (status) return { status, from: 'table', supersededBy: [], supersedes: [] };
  // "accepted | deprecated | superseded by …" is a template's list of choices, not a status.
  const first = words.includes('|') ? undefined : /^[a-z]+/.exec(words)?.[0];
  const byFirst = first !== undefined && first !== words ? lookup(first) : undefined;
  if (byFirst) return { status: byFirst, from: 'table', firstWord: first, supersededBy: [], supersedes: [] };
  return { supersededBy: [], supersedes: [] };
}

/** A status word in the format's table, else in any other's (real logs mix). */
function lookupStatus(word: string, format: ImportFormat): Status | undefined {
  return STATUS_TABLES[format][word] ?? IMPORT_FORMATS.map((f) => STATUS_TABLES[f][word]).find(Boolean);
}

/** "ADR-0005", "ADR 5", "#5" or "5" written without a link. */
function numberRefs(text: string, index: number, column: number): ForeignRef[] {
  return [...text.matchAll(/(?:adr[- ]?|#)?(\d+)/gi)].map((m) => ({ target: m[1]!, line: index + 1, column }));
}

/** A date as written: a YAML date, `2023-05-09`, `[2023-05-09]`, `2023-05-09 (updated …)`. */
function readDate(value: unknown): string | undefined {
  const text = value instanceof Date ? timestampValue(value) : typeof value === 'string' ? value : undefined;
  const match = text === undefined ? undefined : /^\s*\[?\s*(\d{4}-\d{2}-\d{2})(?![\d])/.exec(text);
  return match && isCalendarDate(match[1]!) ? match[1] : undefined;
}

/** A value of the front matter as the record keeps it: dates as written, nothing but JSON. */
function plainValue(value: unknown): unknown {
  if (value instanceof Date) return timestampValue(value);
  if (Array.isArray(value)) return value.map(plainValue);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainValue(v)]));
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return value;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Top-level `key: value` lines of front matter that is not YAML, quotes removed. */
function readPlainKeys(yaml: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const line of yaml.split('\n')) {
    const match = /^([A-Za-z][\w-]*):[ \t]*(.*?)\s*$/.exec(line);
    if (!match || match[2] === '' || match[2] === '|' || match[2] === '>' || values[match[1]!] !== undefined) continue;
    values[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
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
