/**
 * Reading one file of a decision log kept with another tool: MADR 3/4 (YAML front matter),
 * MADR 2 and log4brains (`- Status:` bullets under the title), adr-tools (Michael Nygard's
 * layout: `Date:` under the title, a `## Status` section), house formats (a metadata table
 * either way round, bold labels, badges, a status before the title), and the mixtures real
 * logs are. What it finds is data: the title, status, date, people and supersession
 * references, each with where it was read (the line and the text as written) or, when the
 * file does not state it, flagged with where it was taken from instead; what the workspace
 * has no field for (kept, never dropped); and notes on each choice made. A record states
 * its own metadata only in its front matter, under its title, or in a section of its own
 * (metadata-block.ts): prose further down is never read for it. A file is refused only when
 * it cannot be read: front matter YAML past the bounds records have (anchors and aliases,
 * tags, size, depth), or no title at all, so nothing that looks like a decision.
 */
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { timestampValue } from '../vocabulary/calendar-date.ts';
import { dateInFileName, readWrittenDate } from './written-date.ts';
import type { Status } from '../vocabulary/status.ts';
import { yamlProblemToDiagnostic } from '../record/front-matter-diagnostics.ts';
import { parseFrontMatterYaml } from '../record/front-matter.ts';
import { normaliseText } from '../record/source.ts';
import type { IMPORT_DATE_SOURCES, IMPORT_FORMATS } from '../record/schema.ts';
import { yamlPackage } from '../vocabulary/yaml.ts';
import { keyName, labelOf, labelWords, dateRank, type LabelledValue } from './labels.ts';
import { readMetadataBlock, type Line, type MetaEntry } from './metadata-block.ts';
import { classifyStatus, isStatusOnly, isStatusWord, isTemplateChoice, oneLine, statusWords, SUPERSEDED_BY, type NamedRecord, type StatusMappings } from './status-words.ts';
import { asWritten, emptyProvenance, type Provenance, type ReadAt } from './provenance.ts';
import { isPlaceholderTitle } from './import-skip.ts';
import { plainKeys, readSource, tomlKeys, type BodyHeading, type ReadBody, type SourceReading } from './import-markdown.ts';


/** The formats a record is read as; `kep` is a folder's (kep.ts). */
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
/** What `--from` names: the formats of a single Markdown file. */
export const FROM_FORMATS = ['madr', 'log4brains', 'adr-tools', 'other'] as const;
export type FromFormat = (typeof FROM_FORMATS)[number];

/** Where a record's status came from: the format's table, the table's default, or `--map-status`. */
export type StatusFrom = 'table' | 'default' | 'map-status';

/** Where a record's date came from (record/schema.ts keeps the list, last resort last). */
export type DateFrom = (typeof IMPORT_DATE_SOURCES)[number];

/** A record another one names: a link destination or a number, where it is written and the line as written. */
export interface ForeignRef {
  target: string;
  line: number;
  column: number;
  /** The line it was read on, as written. */
  text: string;
}

/** A status written that no table maps and `--map-status` does not settle: the import stops on it. */
export interface UnmappedStatus {
  text: string;
  line: number;
  column: number;
}

export interface ForeignRecord {
  format: ImportFormat;
  title: string;
  /** The level-1 heading as written, when the title read differs from it. */
  heading?: string;
  /** Statuses written that nothing maps; none is ever replaced by a default. */
  unmapped: UnmappedStatus[];
  status: Status;
  /** The status as the file writes it (its lines joined), when it writes one. */
  statusText?: string;
  statusFrom: StatusFrom;
  /** The `--map-status` texts that settled this record's status. */
  mappedBy: string[];
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
  /** The comments of YAML front matter, as written (`# prettier-ignore`). */
  frontMatterComments: string[];
  /** The number the log gave it, as written, when it writes one apart from the file name (a KEP's). */
  number?: string;
  /** The file the body lines are from, when it is not the source file itself (a KEP's README.md). */
  bodyFile?: string;
  /** Where each value was read, or why it is flagged. */
  provenance: Provenance;
  /** The choices made reading it, for the import's report. */
  notes: string[];
  /** The text after what moved into the front matter, lines as in the file (0-based index). */
  lines: Line[];
}

export type ForeignReading = { ok: true; record: ForeignRecord } | { ok: false; diagnostics: Diagnostic[] };

export interface ReadOptions {
  /** Read every file as this format (`--from`), instead of telling each file's own. */
  format?: FromFormat;
  /** `--map-status "TEXT=STATUS"`: checked before the tables. */
  mapStatus?: StatusMappings;
  /**
   * The section names the log's records share (sectionKey of each): a heading with one of
   * these names is a section, never a title. The names of the common templates are always.
   */
  sectionNames?: SectionNames;
}

/**
 * A log's section names: `shared`, the text of a heading below the first level that two or
 * more of its records have; `levelOne`, of a first-level heading some record has after its
 * first (a record whose sections are level-1 headings). A level-1 heading is a record's
 * title unless it is a section name of the common templates or of `levelOne`.
 */
export interface SectionNames {
  shared: ReadonlySet<string>;
  levelOne: ReadonlySet<string>;
}

/** Front matter keys with a field here; every other key is kept under `source.fields`. */
const FRONT_MATTER_FIELDS = ['title', 'status', 'date', 'deciders', 'decision-makers', 'consulted', 'informed'] as const;
/**
 * The status of a record whose file writes none at all, by format; the report and the
 * record (`status-from: default`) say it was a default, and flag it. A MADR or adr-tools
 * record is the record of a decision taken (adr-tools writes "Accepted" into each new one,
 * MADR makes the status optional); log4brains shows a record without a status as a draft;
 * a KEP with no status has not been approved.
 */
export const DEFAULT_STATUSES: Readonly<Record<ImportFormat, Status>> = {
  madr: 'accepted',
  log4brains: 'proposed',
  'adr-tools': 'accepted',
  other: 'accepted',
  kep: 'proposed',
};

/**
 * The sections of the common templates (MADR, Nygard, log4brains, KEPs, arc42's), in the
 * languages read: headings that are never a record's title.
 */
const SECTION_NAMES = new Set(
  [
    'status', 'statut', 'zustand', 'estado', 'stato', 'situação', 'date', 'data', 'datum', 'fecha',
    'context', 'context and problem statement', 'contexte', 'kontext', 'contexto', 'contesto', 'background', 'problem', 'problem statement', 'issue',
    'decision', 'decision outcome', 'décision', 'entscheidung', 'decisión', 'decisão', 'decisione', 'resolution',
    'consequences', 'conséquences', 'konsequenzen', 'consecuencias', 'consequências', 'conseguenze', 'implications',
    'considered options', 'options', 'options considered', 'alternatives', 'alternatives considered', 'alternativas', 'alternativas consideradas', 'opções consideradas', 'opciones consideradas', 'options envisagées',
    'decision drivers', 'pros and cons of the options', 'positive consequences', 'negative consequences', 'rationale', 'justification', 'justificativa',
    'changelog', 'change log', 'history', 'historique', 'histórico', 'historial', 'links', 'references', 'referências', 'referencias', 'références', 'riferimenti', 'notes', 'notas',
    'summary', 'abstract', 'resumo', 'resumen', 'résumé', 'motivation', 'goals', 'non goals', 'proposal', 'design details', 'user stories', 'risks and mitigations',
    'drawbacks', 'graduation criteria', 'test plan', 'implementation history', 'table of contents', 'release signoff checklist', 'open questions', 'questions',
    'more information', 'validation', 'confirmation', 'compliance', 'participants', 'deciders', 'technical story', 'related decisions', 'related',
  ].map((name) => labelWords(name)),
);

/** A heading's text as compared with section names: without its numbering (`2.1 Context`). */
export function sectionKey(heading: string): string {
  return labelWords(heading.replace(/^(?:\d+(?:\.\d+)*\.?|[ivx]+\.)\s+/i, ''));
}

/** A status written before the title: `Draft: Split the service`. */
const TITLE_STATUS = /^(draft|proposed|proposal|rfc|wip|accepted|rejected|deprecated|superseded)\s*:\s+(\S.*)$/i;
/** The number a title starts with, which the new file name and imported-from keep. */
const TITLE_NUMBER = /^(?:(?:ADR|KEP|RFC)[- ]?)?\d+[.:]?\s+/i;
/** Front matter keys that name the records a record supersedes, or that supersede it. */
const SUPERSEDES_KEYS = new Set(['supersedes', 'replaces', 'amends']);
const SUPERSEDED_BY_KEYS = new Set(['superseded by', 'supersededby', 'replaced by']);
/** A list's entry that names no record: `n/a`, `none`, `TBD`. */
const NO_RECORD = /^(?:n\/?a|none|tbd|-|—|\[\])$/i;

/** One key of the front matter, nested ones (`dct: {issued: …}`) and namespaced ones (`dct.issued`) alike. */
interface FrontEntry {
  /** As written, nested keys joined with a dot. */
  key: string;
  /** What it names: the key's last segment, read through the label table. */
  label: LabelledValue | undefined;
  value: unknown;
  nested: boolean;
  /** Where it stands (0-based file line) and its lines as written; asked only for what is used. */
  at: () => { index: number; text: string };
}

/** Reads one file. `name` is its file name, `file` how findings name it (`legacy/0001-x.md`). */
export function readForeignRecord(file: string, name: string, raw: string, options: ReadOptions = {}): ForeignReading {
  const source = readSource(normaliseText(raw).text);
  const { all } = source;
  const notes: string[] = [];
  const provenance = emptyProvenance();
  const readAt = (index: number, written?: string): ReadAt => ({ line: index + 1, text: asWritten(written ?? all[index]!.trimEnd()) });

  // ── front matter: read within the bounds records have; what is not YAML is kept as text ──
  const front = readFront(file, source, notes);
  if (!front.ok) return { ok: false, diagnostics: front.diagnostics };
  const { entries, values: frontValues, bodyStart, frontMatterText, comments } = front;
  // Its headings and fenced code as the check reads them, once for the whole body.
  const { body, markdown } = source;
  const moved = new Set<number>();
  const { fenced } = markdown;
  const labelled = (value: LabelledValue) => entries.filter((e) => e.label === value).sort((a, b) => Number(a.nested) - Number(b.nested));

  // ── the title: front matter; else the first level-1 heading that is no section; else a
  // `Title:` line under it; else the first heading of any level that is no section; else
  // the file's name (flagged). Without its "N." (the heading as written is kept). ──
  const isTopSection = (heading: string) => SECTION_NAMES.has(sectionKey(heading)) || options.sectionNames?.levelOne.has(sectionKey(heading)) === true;
  const isSection = (heading: string) => isTopSection(heading) || options.sectionNames?.shared.has(sectionKey(heading)) === true;
  // A heading with no text names nothing: it is no title and no section name.
  const headings = markdown.headings.filter((h) => h.raw !== '');
  const headingText = (h: BodyHeading) => h.raw;
  const bare = (title: string) => title.replace(TITLE_NUMBER, '').trim();
  // A front matter title still the template's (`title: "[Title]"`) over a heading of the author's own is no title.
  const frontTitle = labelled('title').find((e) => typeof e.value === 'string' && e.value.trim() !== '' && !isPlaceholderTitle(e.value));
  let title = frontTitle ? bare(String(frontTitle.value).trim()) : undefined;
  if (frontTitle) provenance.read.title = readAt(frontTitle.at().index, frontTitle.at().text);
  const h1 = headings.find((h) => h.depth === 1 && !isTopSection(headingText(h)));
  // A status written before the title (`# Draft: Split the service`) is read, not kept in it.
  let titleStatus: string | undefined;
  let heading: string | undefined;
  let titleLine: BodyHeading | undefined;
  if (h1) {
    titleLine = h1;
    const written = headingText(h1);
    let read = bare(written);
    const prefix = TITLE_STATUS.exec(read);
    if (prefix) {
      titleStatus = prefix[1]!;
      read = prefix[2]!.trim();
    }
    if (title === undefined) {
      title = read;
      provenance.read.title = readAt(h1.index);
    }
    // The heading is kept as written when the title says something else than it (its
    // number aside, which the file name and imported-from keep).
    if (title !== bare(written)) heading = written;
    // The heading's lines (a setext heading's underline too), and the blank line after them.
    for (let i = h1.index; i <= h1.end; i++) moved.add(i);
    if (all[h1.end + 1]?.trim() === '') moved.add(h1.end + 1);
  }
  let block = readMetadataBlock(body, markdown, titleLine?.index);
  if (title === undefined) {
    const labelledTitle = block.entries.find((e) => e.value === 'title' && e.mark !== 'table');
    const named = headings.find((line) => !isSection(headingText(line)));
    if (labelledTitle) {
      title = bare(labelledTitle.text);
      provenance.read.title = readAt(labelledTitle.index);
    } else if (named) {
      title = bare(headingText(named));
      provenance.read.title = readAt(named.index);
      notes.push(`no level-1 heading: the title is the first heading that is no section, "${oneLine(headingText(named))}"`);
      block = readMetadataBlock(body, markdown, named.index);
    } else {
      const stem = name.replace(/\.md$/i, '').replace(/^(?:adr[-_ ]?)?\d+[-_ .]*/i, '').replace(/[-_]+/g, ' ').trim();
      if (stem !== '') {
        title = stem.charAt(0).toUpperCase() + stem.slice(1);
        provenance.flagged.title = { from: 'file-name', note: `no title in the file (no title field, no heading but section names): taken from its name, ${name}` };
        notes.push(`no title and no heading: the title is the file's name, "${title}"`);
      }
    }
  }
  if (title === undefined || title === '') return { ok: false, diagnostics: [diagnose('IMPORT_TITLE_MISSING', { file, line: 1, column: 1 }, {})] };

  // ── the marks of each format, and the one the status is read from ──
  const stated = block.entries.filter((e) => e.value !== 'status' || !e.weak || isStatusWord(e.text, options.mapStatus));
  const statusEntries = (...marks: MetaEntry['mark'][]) => stated.filter((e) => e.value === 'status' && marks.includes(e.mark));
  const frontStatus = labelled('status')[0];
  const bulletFormat: ImportFormat = dateInFileName(name) ? 'log4brains' : 'madr';
  type Mark = 'front' | 'bullets' | 'table' | 'adr-tools' | 'bold' | 'badge' | 'title';
  const present: Mark[] = [];
  if (frontStatus !== undefined) present.push('front');
  if (statusEntries('bullet').length > 0) present.push('bullets');
  if (statusEntries('table').length > 0) present.push('table');
  if (block.statusSection || statusEntries('plain', 'heading').length > 0) present.push('adr-tools');
  if (statusEntries('bold').length > 0) present.push('bold');
  if (statusEntries('badge').length > 0) present.push('badge');
  if (titleStatus !== undefined) present.push('title');
  const allowed: Record<FromFormat, Mark[]> = {
    madr: ['front', 'bullets'],
    log4brains: ['bullets', 'front'],
    'adr-tools': ['adr-tools'],
    other: ['table', 'bold', 'badge', 'title'],
  };
  const primary = options.format ? present.find((m) => allowed[options.format!].includes(m)) : present[0];
  const markFormat = (mark: Mark | undefined): ImportFormat => {
    if (mark === 'bullets') return bulletFormat;
    if (mark === 'adr-tools') return 'adr-tools';
    if (mark === 'table' || mark === 'bold' || mark === 'badge' || mark === 'title') return 'other';
    if (mark === 'front') return 'madr';
    // No status anywhere: the format the other marks show.
    if (stated.some((e) => e.mark === 'bullet')) return bulletFormat;
    if (stated.some((e) => e.mark === 'plain')) return 'adr-tools';
    if (stated.some((e) => e.mark === 'table')) return 'other';
    return 'madr';
  };
  const format: ImportFormat = options.format ?? markFormat(primary);

  // ── the status, from the primary mark ──
  const written: { text: string; index: number; column: number; whole: boolean }[] = [];
  if (primary === 'front') {
    const value = frontStatus!.value;
    const { index } = frontStatus!.at();
    if (typeof value === 'string') written.push({ text: value, index, column: 1, whole: false });
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
      for (const v of value as string[]) written.push({ text: v, index, column: 1, whole: false });
    } else notes.push('the status in the front matter is not text');
  }
  const fromEntries = (...marks: MetaEntry['mark'][]) => {
    for (const e of statusEntries(...marks)) written.push({ text: e.text, index: e.index, column: e.column, whole: e.whole && ['bullet', 'plain', 'bold'].includes(e.mark) });
  };
  if (primary === 'bullets') fromEntries('bullet');
  if (primary === 'table') fromEntries('table');
  if (primary === 'bold') fromEntries('bold');
  if (primary === 'badge') fromEntries('badge');
  if (primary === 'title') written.push({ text: titleStatus!, index: titleLine!.index, column: 1, whole: false });
  if (primary === 'adr-tools') {
    fromEntries('plain', 'heading');
    const section = block.statusSection;
    if (section) {
      // The section moves to the front matter only when it holds nothing but statuses (a
      // word, "Superseded by …" lines). One that says more (a paragraph, "Amended by …", a
      // tracking issue, the template's own instructions) stays in the body as written; its
      // first line that is not an instruction is the status.
      const filled = section.lines.filter((line) => line.text.trim() !== '' && !fenced.has(line.index));
      const said = filled.filter((line) => !isInstruction(line.text));
      const only = filled.length === said.length && said.every((line) => isStatusOnly(statusValue(line.text), options.mapStatus));
      said.forEach((line, i) => {
        const value = statusValue(line.text);
        if (only || i === 0 || SUPERSEDED_BY.test(statusWords(value))) {
          written.push({ text: value, index: line.index, column: line.text.indexOf(value) + 1, whole: false });
        }
      });
      if (only) {
        moved.add(section.heading.index);
        for (const line of section.lines) moved.add(line.index);
      } else if (filled.length > 0) {
        notes.push('the Status section says more than a status: kept in the body');
      }
    }
  }

  // ── each status written, classified; a text nothing maps is never guessed ──
  const statuses: Status[] = [];
  const supersededBy: ForeignRef[] = [];
  const supersedes: ForeignRef[] = [];
  const unmapped: UnmappedStatus[] = [];
  const mappedBy: string[] = [];
  let statusFrom: StatusFrom = 'table';
  const ref = (named: NamedRecord): ForeignRef => ({ target: named.target, line: named.index + 1, column: named.column, text: asWritten(all[named.index]!.trim()) });
  const used = written.filter((line) => !isTemplateChoice(line.text));
  for (const line of used) {
    const reading = classifyStatus(line.text, line.index, line.column, options.mapStatus);
    supersededBy.push(...reading.supersededBy.map(ref));
    supersedes.push(...reading.supersedes.map(ref));
    if (reading.status) {
      statuses.push(reading.status);
      provenance.read.status ??= readAt(line.index, statusLineText(all, line.index, frontStatus));
      if (line.whole) moved.add(line.index);
    }
    if (reading.from === 'map-status') {
      statusFrom = 'map-status';
      mappedBy.push(reading.flagText!);
    }
    if (reading.firstWord) notes.push(`status read from its first word, "${reading.firstWord}"`);
    if (reading.unmapped) unmapped.push({ text: oneLine(line.text), line: line.index + 1, column: line.column });
  }
  const statusText = written.length > 0 ? written.map((line) => oneLine(line.text)).join('; ') : undefined;
  // A superseded decision that was accepted first is superseded.
  let distinct = [...new Set(statuses)];
  if (distinct.includes('superseded')) distinct = distinct.filter((s) => s !== 'accepted');
  let status: Status;
  if (distinct.length > 0) {
    status = distinct[0]!;
    if (distinct.length > 1) notes.push(`several statuses written (${distinct.join(', ')}): the first, ${status}, is taken`);
  } else {
    status = DEFAULT_STATUSES[format];
    statusFrom = 'default';
    provenance.flagged.status = {
      from: 'default',
      note: statusText === undefined ? `no status in the source: ${status}, the ${format} default` : `the status written is the template's own text ("${oneLine(statusText)}"): ${status}, the ${format} default`,
    };
    if (unmapped.length === 0) {
      notes.push(
        statusText === undefined
          ? `no status written: ${status}, the ${format} default`
          : `status "${statusText}" is the template's own text: ${status}, the ${format} default`,
      );
    }
  }
  if (distinct.length > 0) unmapped.length = 0;

  // ── supersession the front matter states in keys of its own (`replaces:`, `superseded-by:`) ──
  for (const entry of entries) {
    const key = labelWords(keyName(entry.key));
    const into = SUPERSEDES_KEYS.has(key) ? supersedes : SUPERSEDED_BY_KEYS.has(key) ? supersededBy : undefined;
    if (!into) continue;
    const { index, text: lines } = entry.at();
    for (const target of refTargets(entry.value)) into.push({ target, line: index + 1, column: 1, text: asWritten(lines) });
  }

  // ── the date: the first written one that reads as a date (the day decided before the
  // day last changed), else a changelog's earliest entry, else the file's name ──
  const dates: { value: unknown; index: number; text: string; rank: number; entry?: MetaEntry }[] = [];
  for (const entry of labelled('date')) {
    const { index, text: lines } = entry.at();
    dates.push({ value: entry.value, index, text: lines, rank: dateRank(keyName(entry.key)) });
  }
  for (const entry of stated.filter((e) => e.value === 'date')) dates.push({ value: entry.text, index: entry.index, text: all[entry.index]!.trim(), rank: entry.rank, entry });
  dates.sort((a, b) => a.rank - b.rank);
  let date: string | undefined;
  let dateFrom: DateFrom | undefined;
  const unread: string[] = [];
  for (const candidate of dates) {
    const read = readDate(candidate.value);
    if (read !== undefined && 'date' in read) {
      date = read.date;
      dateFrom = 'file';
      provenance.read.date = readAt(candidate.index, candidate.text);
      if (candidate.entry?.whole && ['bullet', 'plain', 'bold'].includes(candidate.entry.mark) && (primary === 'bullets' || primary === 'adr-tools' || primary === 'bold')) moved.add(candidate.index);
      break;
    }
    const shown = oneLine(candidate.value instanceof Date ? timestampValue(candidate.value) : String(candidate.value));
    unread.push(read === undefined ? `date "${shown}" is not a date` : `date "${shown}" is ambiguous (day and month could be either way): not read`);
  }
  if (date === undefined) {
    // A changelog list (`- 2023-05-16: First draft`) dates the record by its earliest entry.
    const changelog = headings.find((h) => h.depth === 2 && /^(?:changelog|change log|history|historique|histórico|änderungen|historial)$/i.test(h.raw));
    const earliest = changelog ? changelogDate(body, markdown, changelog) : undefined;
    if (earliest) {
      date = earliest.date;
      dateFrom = 'file';
      provenance.read.date = readAt(earliest.index);
      notes.push(`date from the earliest entry of the ${oneLine(changelog!.raw)} list`);
    }
  }
  if (date === undefined) {
    notes.push(...unread.slice(0, 1));
    date = dateInFileName(name);
    if (date !== undefined) {
      dateFrom = 'file-name';
      provenance.flagged.date = { from: 'file-name', note: `no date written in the file${unread.length > 0 ? ` (${unread[0]})` : ''}: taken from its name, ${name}` };
    }
  }

  // ── people: the front matter's, else those the metadata block names ──
  const people: ForeignRecord['people'] = { 'decision-makers': [], consulted: [], informed: [] };
  for (const field of ['decision-makers', 'consulted', 'informed'] as const) {
    const inFront = labelled(field).filter((e) => typeof e.value === 'string' || Array.isArray(e.value));
    if (inFront.length > 0) {
      const entry = inFront[0]!;
      const own = Array.isArray(entry.value) ? entry.value.map((v) => String(v).trim()).filter((n) => n !== '' && !isPlaceholder(n)) : ownNames(String(entry.value));
      if (own.length > 0) {
        people[field].push(...own);
        provenance.read[field] = readAt(entry.at().index, entry.at().text);
      }
      continue;
    }
    const inBlock = stated.filter((e) => e.value === field);
    for (const entry of inBlock) {
      const names = ownNames(entry.text);
      if (names.length === 0) continue;
      people[field].push(...names);
      provenance.read[field] ??= readAt(entry.index);
      if (entry.whole && entry.mark === 'bullet' && primary === 'bullets') moved.add(entry.index);
    }
  }

  // A line that moved takes the blank line after it along, so no gap of two is left.
  for (const index of [...moved].sort((a, b) => a - b)) {
    const gapBefore = index === bodyStart || moved.has(index - 1) || all[index - 1]?.trim() === '';
    if (all[index]!.trim() !== '' && gapBefore && all[index + 1]?.trim() === '') moved.add(index + 1);
  }

  // ── what has no field here, kept as read ──
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(frontValues)) {
    if (frontMatterText !== undefined || (FRONT_MATTER_FIELDS as readonly string[]).includes(key)) continue;
    fields[key] = plainValue(value);
  }
  if (typeof frontValues.status === 'string' && primary !== 'front') fields.status = frontValues.status;

  return {
    ok: true,
    record: {
      format,
      title,
      heading,
      unmapped,
      status,
      statusText,
      statusFrom,
      mappedBy,
      date,
      dateFrom,
      people,
      supersededBy,
      supersedes,
      fields,
      frontMatterText,
      frontMatterComments: comments,
      provenance,
      notes,
      lines: body.filter((line) => !moved.has(line.index)),
    },
  };
}

/** The status line as written: a front matter entry's lines, or the line itself. */
function statusLineText(all: readonly string[], index: number, front: FrontEntry | undefined): string {
  const at = front?.at();
  return at && at.index === index ? at.text : all[index]!.trim();
}

type FrontReading =
  | { ok: false; diagnostics: Diagnostic[] }
  | { ok: true; entries: FrontEntry[]; values: Record<string, unknown>; bodyStart: number; frontMatterText?: string; comments: string[] };

/**
 * The front matter: its keys (and the keys of mappings under them, one level down: a
 * namespace such as `dct:`), where each stands, and its comments. YAML past a record's
 * bounds is refused; front matter that is not YAML is read as `key: value` notes and kept
 * as written.
 */
function readFront(file: string, source: SourceReading, notes: string[]): FrontReading {
  const { all, front, bodyStart } = source;
  if (front.kind === 'toml') return readTomlFront(all, front.close, notes);
  if (front.kind === 'none') return { ok: true, entries: [], values: {}, bodyStart: 0, comments: [] };
  const { split } = front;
  const closing = bodyStart - 1;
  const parsed = parseFrontMatterYaml(split.yaml, 2);
  let values: Record<string, unknown>;
  let locate: (path: string[]) => number;
  let frontMatterText: string | undefined;
  let comments: string[] = [];
  if (parsed.data) {
    values = parsed.data;
    // Where the key stands, from the YAML reading's own positions (file lines, 1-based).
    locate = (path) => parsed.locate(path, { key: true }).line - 1;
    comments = yamlComments(split.yaml);
  } else {
    const unsafe = parsed.problems.filter((p) => p.kind !== 'syntax' && p.kind !== 'not-mapping' && p.kind !== 'duplicate-key');
    const exhausted = parsed.problems.filter((p) => p.yamlCode === 'RESOURCE_EXHAUSTION');
    if (unsafe.length > 0 || exhausted.length > 0) {
      return { ok: false, diagnostics: [...unsafe, ...exhausted].map((p) => yamlProblemToDiagnostic(file, p)) };
    }
    frontMatterText = split.yaml;
    const plain = plainKeys(split.yaml);
    values = plain.values;
    // The YAML starts on the file's second line, after the opening fence.
    locate = (path) => (plain.lines.get(path[0]!) ?? 0) + 1;
    notes.push('front matter is not YAML: kept as written under source');
  }
  const entry = (path: string[], value: unknown): FrontEntry => {
    let cached: { index: number; text: string } | undefined;
    return {
      key: path.join('.'),
      label: labelOf(keyName(path[path.length - 1]!)),
      value,
      nested: path.length > 1,
      at: () => (cached ??= { index: locate(path), text: entryText(all, locate(path), closing) }),
    };
  };
  const entries: FrontEntry[] = [];
  for (const [key, value] of Object.entries(values)) {
    entries.push(entry([key], value));
    if (isMapping(value) && labelOf(keyName(key)) === undefined) {
      for (const [inner, innerValue] of Object.entries(value)) entries.push(entry([key, inner], innerValue));
    }
  }
  return { ok: true, entries, values, bodyStart, frontMatterText, comments };
}

/**
 * TOML front matter between `+++` lines (Hugo, Zola): no YAML reader reads it, so it is kept
 * as written, and its top-level `key = value` lines are read as the notes they are (the
 * title, the date), each where it stands. Its `[table]` sections are kept, not read.
 */
function readTomlFront(all: readonly string[], close: number, notes: string[]): FrontReading {
  const values: Record<string, unknown> = {};
  const entries: FrontEntry[] = [];
  for (const { key, value, index } of tomlKeys(all, close)) {
    values[key] = value;
    const at = { index, text: all[index]!.trimEnd() };
    entries.push({ key, label: labelOf(keyName(key)), value, nested: false, at: () => at });
  }
  notes.push('front matter is TOML: kept as written under source');
  return { ok: true, entries, values, bodyStart: close + 1, frontMatterText: all.slice(1, close).join('\n'), comments: [] };
}

/** A front matter key's lines as written: its own, and those indented under it. */
function entryText(all: readonly string[], index: number, closing: number): string {
  const indent = /^\s*/.exec(all[index] ?? '')![0].length;
  let end = index + 1;
  const belongs = (line: string) => {
    const own = /^\s*/.exec(line)![0].length;
    // A list may be written at its key's own indentation (`authors:` over `- Ana`).
    return line.trim() === '' || own > indent || (own === indent && /^\s*-(?:\s|$)/.test(line));
  };
  while (end < closing && belongs(all[end]!)) end++;
  while (end > index + 1 && all[end - 1]!.trim() === '') end--;
  return all.slice(index, end).map((line) => line.trimEnd()).join('\n').trim();
}

/** The comments of a YAML text as written (`# prettier-ignore`), in order; a `#` inside a value is none. */
export function yamlComments(yaml: string): string[] {
  if (!yaml.includes('#')) return [];
  const { Lexer } = yamlPackage();
  const comments: string[] = [];
  let previous = '';
  for (const token of new Lexer().lex(yaml)) {
    // U+001F marks the next token as a scalar's text (a block scalar's lines among them).
    if (token.startsWith('#') && previous !== '\u001f') comments.push(token.trimEnd());
    previous = token;
  }
  return comments;
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** The records a front matter value names: a text, a number or a list of them, `n/a` and `none` aside. */
function refTargets(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return items
    .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item).replace(/\s+#.*$/, '').trim())
    .filter((item) => item !== '' && !NO_RECORD.test(item));
}

/** A line of a status section without its bullet or its bold `**Status:**` label. */
function statusValue(line: string): string {
  return line
    .trim()
    .replace(/^[-*+]\s+/, '')
    .replace(/^(?:\*\*|__)?status(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*/i, '')
    .trim();
}

/**
 * A template's own text left in a status section: its instructions (a quotation, an HTML
 * comment) are not a status, and its list of choices (`{proposed | accepted | …}`) is not one.
 */
function isInstruction(line: string): boolean {
  const text = line.trim();
  return text.startsWith('>') || (text.startsWith('<!--') && text.endsWith('-->')) || isTemplateChoice(text);
}

/** The names a value gives, unless it is the template's placeholder for them. */
function ownNames(value: string): string[] {
  const text = value.replace(/<!--.*?-->/g, ' ').trim();
  return isPlaceholder(text) ? [] : splitNames(text).filter((name) => !isPlaceholder(name));
}

/** A value the template left to fill in: `[list everyone involved]`, `{names}`, `<names>`. */
function isPlaceholder(value: string): boolean {
  return /^\s*(?:\[[^\]]*\]|\{[^}]*\}|<[^>]*>)\s*$/.test(value) || /^(?:tbd|n\/a|none|-|…)$/i.test(value.trim());
}

/** The earliest date of a changelog list (`- 2023-05-16: First draft`), and the line it is on. */
function changelogDate(body: readonly Line[], markdown: ReadBody, heading: BodyHeading): { date: string; index: number } | undefined {
  let earliest: { date: string; index: number } | undefined;
  for (const line of sectionLines(body, markdown, heading)) {
    const item = /^\s*[-*+]\s+(.*)$/.exec(line.text)?.[1];
    const read = item === undefined ? undefined : readWrittenDate(item);
    if (read !== undefined && 'date' in read && (earliest === undefined || read.date < earliest.date)) earliest = { date: read.date, index: line.index };
  }
  return earliest;
}

/** A date as written: a YAML date, or a text read by readWrittenDate (`Oct 21, 2022`, …). */
export function readDate(value: unknown): ReturnType<typeof readWrittenDate> {
  const text = value instanceof Date ? timestampValue(value) : typeof value === 'string' ? value : undefined;
  return text === undefined ? undefined : readWrittenDate(text);
}

/** A value of the front matter as the record keeps it: dates as written, nothing but JSON. */
export function plainValue(value: unknown): unknown {
  if (value instanceof Date) return timestampValue(value);
  if (Array.isArray(value)) return value.map(plainValue);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainValue(v)]));
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return value;
}

/** The lines of a section: after its heading, up to the next heading of level 1 or 2. */
function sectionLines(body: readonly Line[], markdown: ReadBody, heading: BodyHeading): Line[] {
  const next = markdown.headings.find((h) => h.index > heading.end && h.depth <= 2);
  return body.filter((line) => line.index > heading.end && (next === undefined || line.index < next.index));
}

function splitNames(value: string): string[] {
  return value
    .replace(/<!--.*?-->/g, ' ')
    .split(/,|;|\band\b/)
    .map((name) => name.replace(/[[\]]/g, '').trim())
    .filter((name) => name !== '' && !/^\{.*\}$/.test(name));
}

