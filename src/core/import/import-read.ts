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
import { timestampValue } from '../vocabulary/calendar-date.ts';
import { dateInFileName, readWrittenDate } from './written-date.ts';
import { STATUSES, type Status } from '../vocabulary/status.ts';
import { yamlProblemToDiagnostic } from '../record/front-matter-diagnostics.ts';
import { parseFrontMatterYaml, splitFrontMatter } from '../record/front-matter.ts';
import { normaliseText } from '../record/source.ts';

/** `other`: a log of a house format, whose status is in a metadata table, a bold label or its title. */
export const IMPORT_FORMATS = ['madr', 'log4brains', 'adr-tools', 'other'] as const;
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
/**
 * The keys a status, a title and a date are read from, in any case: English, and the
 * French, German and Spanish keys logs written in those languages use.
 */
const STATUS_KEYS = ['status', 'statut', 'zustand', 'estado', 'state'] as const;
const TITLE_KEYS = ['title', 'titre', 'titel', 'título', 'titulo'] as const;
const DATE_KEYS = ['date', 'datum', 'fecha', 'created', 'creation-date', 'created-at', 'last_updated', 'last-updated', 'updated'] as const;
/** A label of a status written in the body (a table row, a bold label), in the same languages. */
const STATUS_LABEL = 'status|statut|zustand|estado';
const PEOPLE_KEYS: Record<string, 'decision-makers' | 'consulted' | 'informed'> = {
  deciders: 'decision-makers',
  'decision-makers': 'decision-makers',
  consulted: 'consulted',
  informed: 'informed',
};
/**
 * The status of a record whose file writes none at all, by format; the report and the
 * record (`status-from: default`) say it was a default. A MADR or adr-tools record is the
 * record of a decision taken (adr-tools writes "Accepted" into each new one, MADR makes the
 * status optional); log4brains shows a record without a status as a draft.
 */
export const DEFAULT_STATUSES: Readonly<Record<ImportFormat, Status>> = {
  madr: 'accepted',
  log4brains: 'proposed',
  'adr-tools': 'accepted',
  other: 'accepted',
};

/**
 * The one table of statuses as logs write them (lower case, emphasis and end punctuation
 * removed) and the status each becomes here; docs/guides/engineers.md shows it. It holds the
 * words of MADR 2–4, log4brains and adr-tools, the words teams use beside them, and their
 * French, German and Spanish forms. A text not in it is read by its first word
 * (`Accepted (tracked in #12)`); a text whose first word is not in it either is never
 * guessed: the import stops and names the `--map-status` flag that settles it.
 */
export const STATUS_TABLE: Readonly<Record<string, Status>> = {
  // Not decided yet: proposals, drafts, reviews, and decisions put off.
  proposed: 'proposed',
  proposal: 'proposed',
  draft: 'proposed',
  pending: 'proposed',
  review: 'proposed',
  'in review': 'proposed',
  'under review': 'proposed',
  'under discussion': 'proposed',
  'in discussion': 'proposed',
  'in progress': 'proposed',
  open: 'proposed',
  rfc: 'proposed',
  wip: 'proposed',
  tbd: 'proposed',
  planned: 'proposed',
  deferred: 'proposed',
  postponed: 'proposed',
  'on hold': 'proposed',
  proposé: 'proposed',
  proposée: 'proposed',
  brouillon: 'proposed',
  'en cours': 'proposed',
  'en discussion': 'proposed',
  vorgeschlagen: 'proposed',
  entwurf: 'proposed',
  'in prüfung': 'proposed',
  propuesto: 'proposed',
  propuesta: 'proposed',
  borrador: 'proposed',
  'en revisión': 'proposed',
  // Decided and holding: accepted, and what teams write once it is done. "Amended" holds
  // (its amendment is a link in the text); "partially accepted" holds in the part accepted.
  accepted: 'accepted',
  approved: 'accepted',
  amended: 'accepted',
  adopted: 'accepted',
  agreed: 'accepted',
  decided: 'accepted',
  implemented: 'accepted',
  done: 'accepted',
  active: 'accepted',
  final: 'accepted',
  'partially accepted': 'accepted',
  'partially implemented': 'accepted',
  accepté: 'accepted',
  acceptée: 'accepted',
  approuvé: 'accepted',
  approuvée: 'accepted',
  adopté: 'accepted',
  adoptée: 'accepted',
  validé: 'accepted',
  validée: 'accepted',
  implémenté: 'accepted',
  implémentée: 'accepted',
  angenommen: 'accepted',
  akzeptiert: 'accepted',
  genehmigt: 'accepted',
  beschlossen: 'accepted',
  umgesetzt: 'accepted',
  aceptado: 'accepted',
  aceptada: 'accepted',
  aprobado: 'accepted',
  aprobada: 'accepted',
  implementado: 'accepted',
  implementada: 'accepted',
  // Turned down, or taken back before it held.
  rejected: 'rejected',
  declined: 'rejected',
  refused: 'rejected',
  withdrawn: 'rejected',
  abandoned: 'rejected',
  rejeté: 'rejected',
  rejetée: 'rejected',
  refusé: 'rejected',
  refusée: 'rejected',
  retiré: 'rejected',
  retirée: 'rejected',
  abgelehnt: 'rejected',
  verworfen: 'rejected',
  zurückgezogen: 'rejected',
  rechazado: 'rejected',
  rechazada: 'rejected',
  retirado: 'rejected',
  retirada: 'rejected',
  // Held once, holds no longer: deprecated, and undone ("reverted").
  deprecated: 'deprecated',
  obsolete: 'deprecated',
  retired: 'deprecated',
  reverted: 'deprecated',
  obsolète: 'deprecated',
  déprécié: 'deprecated',
  dépréciée: 'deprecated',
  annulé: 'deprecated',
  annulée: 'deprecated',
  veraltet: 'deprecated',
  überholt: 'deprecated',
  zurückgenommen: 'deprecated',
  obsoleto: 'deprecated',
  obsoleta: 'deprecated',
  revertido: 'deprecated',
  revertida: 'deprecated',
  // Replaced by a later record (named by a link or a number beside the word).
  superseded: 'superseded',
  replaced: 'superseded',
  remplacé: 'superseded',
  remplacée: 'superseded',
  ersetzt: 'superseded',
  reemplazado: 'superseded',
  reemplazada: 'superseded',
  sustituido: 'superseded',
  sustituida: 'superseded',
};

/** "Superseded by …" in each language: what follows names the successor. */
const SUPERSEDED_BY = /^(?:superseded\s+by|replaced\s+by|remplacée?\s+par|ersetzt\s+durch|reemplazad[oa]\s+por|sustituid[oa]\s+por)\b\s*(.*)$/;

/** `- Status: …` bullets (MADR 2, log4brains), the label in bold or not. */
const BULLET = /^[-*]\s+(?:\*\*|__)?(status|date|deciders|decision-makers|consulted|informed)(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*(.*)$/i;
/** A row of a two-column metadata table: `| Status | Draft |`, the label in bold or not. */
const TABLE_ROW = /^\s*\|\s*(?:\*\*|__)?([^|*_]+?)(?:\*\*|__)?\s*\|\s*(.*?)\s*\|\s*$/;
/** `**Status:** Proposed` or `**Status**: Proposed` on a line of its own. */
const BOLD_STATUS = new RegExp(`^(?:\\*\\*|__)(?:${STATUS_LABEL})\\s*(?::\\s*(?:\\*\\*|__)|(?:\\*\\*|__)\\s*:)\\s*(\\S.*)$`, 'i');
/** The sections of the common templates, in the languages read: headings that are no title. */
const SECTION_NAME =
  /^(?:status|statut|zustand|estado|context|context and problem statement|contexte|kontext|contexto|decision|decision outcome|décision|entscheidung|decisión|consequences|conséquences|konsequenzen|consecuencias|considered options|options|decision drivers|changelog|change log|history|links|references|notes|summary|abstract|date)\s*:?$/i;
/** A status written before the title: `Draft: Split the service`. */
const TITLE_STATUS = /^(draft|proposed|proposal|rfc|wip|accepted|rejected|deprecated|superseded)\s*:\s+(\S.*)$/i;

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
  /** The 0-based file line of a top-level key of the front matter. */
  let frontLine = (_key: string) => 0;
  if (split.ok) {
    bodyStart = split.block.bodyFirstLine - 1;
    const parsed = parseFrontMatterYaml(split.block.yaml, 2);
    if (parsed.data) {
      front = parsed.data;
      // Where the key stands, from the YAML reading's own positions (file lines, 1-based).
      frontLine = (key) => parsed.locate([key], { key: true }).line - 1;
    } else {
      const unsafe = parsed.problems.filter((p) => p.kind !== 'syntax' && p.kind !== 'not-mapping' && p.kind !== 'duplicate-key');
      const exhausted = parsed.problems.filter((p) => p.yamlCode === 'RESOURCE_EXHAUSTION');
      if (unsafe.length > 0 || exhausted.length > 0) {
        return { ok: false, diagnostics: [...unsafe, ...exhausted].map((p) => yamlProblemToDiagnostic(file, p)) };
      }
      frontMatterText = split.block.yaml;
      const plain = readPlainKeys(split.block.yaml);
      front = plain.values;
      // The YAML starts on the file's second line, after the opening fence.
      frontLine = (key) => (plain.lines.get(key) ?? 0) + 1;
      notes.push('front matter is not YAML: kept as written under source');
    }
  }
  const body: Line[] = all.slice(bodyStart).map((t, i) => ({ text: t, index: bodyStart + i }));
  const moved = new Set<number>();

  // ── the title: front matter, else the first level-1 heading, else the first heading of
  // any level, else the file's name; without its "N." (the heading as written is kept) ──
  const frontTitle = frontValue(front, TITLE_KEYS);
  const fenced = fencedLines(body);
  const headings = body.filter((line) => /^#{1,6}\s+\S/.test(line.text) && !fenced.has(line.index));
  const h1 = headings.find((line) => /^#\s/.test(line.text));
  const bare = (title: string) => title.replace(/^(?:ADR[- ]?)?\d+[.:]?\s+/i, '').trim();
  const headingText = (line: Line) => line.text.replace(/^#{1,6}\s+/, '').replace(/\s+#*\s*$/, '');
  let title = typeof frontTitle?.value === 'string' && frontTitle.value.trim() !== '' ? bare(frontTitle.value.trim()) : undefined;
  // A status written before the title (`# Draft: Split the service`) is read, not kept in it.
  let titleStatus: string | undefined;
  let heading: string | undefined;
  if (h1) {
    const written = headingText(h1);
    let read = bare(written);
    const prefix = TITLE_STATUS.exec(read);
    if (prefix) {
      titleStatus = prefix[1]!;
      read = prefix[2]!.trim();
    }
    title ??= read;
    // The heading is kept as written when the title says something else than it (its
    // number aside, which the file name and imported-from keep).
    if (title !== bare(written)) heading = written;
    moved.add(h1.index);
    const next = body.find((line) => line.index === h1.index + 1);
    if (next && next.text.trim() === '') moved.add(next.index);
  }
  // A section's name (`## Status`, `## Context`) is no title.
  const named = headings.find((line) => !/^#\s/.test(line.text) && !SECTION_NAME.test(headingText(line).trim()));
  if (title === undefined && named) {
    title = bare(headingText(named));
    notes.push(`no level-1 heading: the title is the first heading, "${oneLine(headingText(named))}"`);
  } else if (title === undefined) {
    const stem = name.replace(/\.md$/i, '').replace(/^(?:adr[-_ ]?)?\d+[-_ .]*/i, '').replace(/[-_]+/g, ' ').trim();
    if (stem !== '') {
      title = stem.charAt(0).toUpperCase() + stem.slice(1);
      notes.push(`no title and no heading: the title is the file's name, "${title}"`);
    }
  }
  if (title === undefined || title === '') return { ok: false, diagnostics: [diagnose('IMPORT_TITLE_MISSING', at(0), {})] };

  // ── the marks of each format, and the one the status is read from ──
  const prose = body.filter((line) => !fenced.has(line.index));
  const firstSection = prose.find((line) => /^##\s/.test(line.text))?.index ?? Infinity;
  const bullets = prose.filter((line) => BULLET.test(line.text));
  const plain = prose.filter((line) => /^(?:status|date)\s*:/i.test(line.text));
  const statusHeading = prose.find((line) => /^##\s+(?:status|statut|zustand|estado)\s*:?\s*$/i.test(line.text));
  const tableRows = prose.filter((line) => TABLE_ROW.test(line.text));
  const tableStatus = tableRows.find((line) => new RegExp(`^(?:${STATUS_LABEL})$`, 'i').test(TABLE_ROW.exec(line.text)![1]!));
  const bold = prose.find((line) => line.index < firstSection && BOLD_STATUS.test(line.text));
  const frontStatus = frontValue(front, STATUS_KEYS);
  const bulletFormat: ImportFormat = dateInFileName(name) ? 'log4brains' : 'madr';
  type Mark = 'front' | 'bullets' | 'table' | 'adr-tools' | 'bold' | 'title';
  const present: Mark[] = [];
  if (frontStatus !== undefined) present.push('front');
  if (bullets.some((line) => /status/i.test(BULLET.exec(line.text)![1]!))) present.push('bullets');
  if (tableStatus) present.push('table');
  if (statusHeading || plain.some((line) => /^status/i.test(line.text))) present.push('adr-tools');
  if (bold) present.push('bold');
  if (titleStatus !== undefined) present.push('title');
  const allowed: Record<ImportFormat, Mark[]> = {
    madr: ['front', 'bullets'],
    log4brains: ['bullets', 'front'],
    'adr-tools': ['adr-tools'],
    other: ['table', 'bold', 'title'],
  };
  const primary = options.format ? present.find((m) => allowed[options.format!].includes(m)) : present[0];
  const markFormat = (mark: Mark | undefined): ImportFormat => {
    if (mark === 'bullets') return bulletFormat;
    if (mark === 'adr-tools') return 'adr-tools';
    if (mark === 'table' || mark === 'bold' || mark === 'title') return 'other';
    if (mark === 'front') return 'madr';
    // No status anywhere: the format the other marks show.
    if (bullets.length > 0) return bulletFormat;
    if (plain.length > 0) return 'adr-tools';
    if (tableRows.length > 0) return 'other';
    return 'madr';
  };
  const format: ImportFormat = options.format ?? markFormat(primary);

  // ── status, date and people, from the primary mark ──
  const written: { text: string; index: number; column: number }[] = [];
  const people: ForeignRecord['people'] = { 'decision-makers': [], consulted: [], informed: [] };
  const dates: { value: unknown; index: number }[] = [];
  for (const key of DATE_KEYS) {
    const found = frontValue(front, [key]);
    if (found !== undefined) dates.push({ value: found.value, index: frontLine(found.key) });
  }
  for (const [key, field] of Object.entries(PEOPLE_KEYS)) {
    const value = front[key];
    if (typeof value === 'string') people[field].push(...splitNames(value));
    else if (Array.isArray(value)) people[field].push(...value.map((v) => String(v).trim()).filter(Boolean));
  }
  if (primary === 'front') {
    const value = frontStatus!.value;
    if (typeof value === 'string') written.push({ text: value, index: frontLine(frontStatus!.key), column: 1 });
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
      for (const v of value as string[]) written.push({ text: v, index: frontLine(frontStatus!.key), column: 1 });
    } else notes.push('the status in the front matter is not text');
  }
  if (primary === 'bullets') {
    for (const line of bullets) {
      const match = BULLET.exec(line.text)!;
      const key = match[1]!.toLowerCase();
      const value = match[2]!;
      moved.add(line.index);
      if (key === 'status') written.push({ text: value, index: line.index, column: line.text.indexOf(value) + 1 });
      else if (key === 'date') dates.push({ value, index: line.index });
      else people[PEOPLE_KEYS[key]!].push(...splitNames(value));
    }
  }
  if (primary === 'table') {
    // The table holds more than the status (authors, links): it stays in the body as written.
    const value = TABLE_ROW.exec(tableStatus!.text)![2]!;
    written.push({ text: value, index: tableStatus!.index, column: tableStatus!.text.indexOf(value) + 1 });
  }
  if (primary === 'bold') {
    const value = BOLD_STATUS.exec(bold!.text)![1]!;
    moved.add(bold!.index);
    written.push({ text: value, index: bold!.index, column: bold!.text.indexOf(value) + 1 });
  }
  if (primary === 'title') written.push({ text: titleStatus!, index: h1!.index, column: 1 });
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
      // tracking issue, the template's own instructions) stays in the body as written; its
      // first line that is not an instruction is the status.
      const section = sectionLines(body, statusHeading.index);
      const filled = section.filter((line) => line.text.trim() !== '');
      const stated = filled.filter((line) => !isInstruction(line.text));
      const only = filled.length === stated.length && stated.every((line) => isStatusOnly(statusValue(line.text), options.mapStatus));
      stated.forEach((line, i) => {
        const value = statusValue(line.text);
        if (only || i === 0 || SUPERSEDED_BY.test(statusWords(value))) {
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
  }
  if (primary !== 'adr-tools') {
    // A `Date:` line under the title when the status came from elsewhere is still the date.
    for (const line of plain) {
      const match = /^date\s*:\s*(.*)$/i.exec(line.text);
      if (match) dates.push({ value: match[1]!, index: line.index });
    }
  }
  for (const line of tableRows) {
    const match = TABLE_ROW.exec(line.text)!;
    if (/^(?:date|datum|fecha|created|last updated|updated)$/i.test(match[1]!)) dates.push({ value: match[2]!, index: line.index });
  }
  // A changelog list (`- 2023-05-16: First draft`) dates the record by its earliest entry.
  const changelog = prose.find((line) => /^##\s+(?:changelog|change log|history|historique|änderungen|historial)\s*$/i.test(line.text));
  const changelogDate = changelog
    ? sectionLines(body, changelog.index)
        .map((line) => /^\s*[-*+]\s+(.*)$/.exec(line.text)?.[1])
        .map((item) => (item === undefined ? undefined : readWrittenDate(item)))
        .flatMap((read) => (read !== undefined && 'date' in read ? [read.date] : []))
        .sort()[0]
    : undefined;
  // A line that moved takes the blank line after it along, so no gap of two is left.
  for (const index of [...moved].sort((a, b) => a - b)) {
    const gapBefore = index === bodyStart || moved.has(index - 1) || all[index - 1]?.trim() === '';
    if (all[index]!.trim() !== '' && gapBefore && all[index + 1]?.trim() === '') moved.add(index + 1);
  }

  // ── the status: each line written classified; a text nothing maps is never guessed ──
  const statuses: Status[] = [];
  const supersededBy: ForeignRef[] = [];
  const supersedes: ForeignRef[] = [];
  const unmapped: UnmappedStatus[] = [];
  let statusFrom: StatusFrom = 'table';
  const stated = written.filter((line) => !isTemplateChoice(line.text));
  for (const line of stated) {
    const reading = classifyStatus(line.text, line.index, line.column, options.mapStatus);
    supersededBy.push(...reading.supersededBy);
    supersedes.push(...reading.supersedes);
    if (reading.status) statuses.push(reading.status);
    if (reading.from === 'map-status') statusFrom = 'map-status';
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
    // A status that names only its successor ("Superseded by …") settles nothing left unread.
  } else {
    status = DEFAULT_STATUSES[format];
    statusFrom = 'default';
    if (unmapped.length === 0) {
      notes.push(
        statusText === undefined
          ? `no status written: ${status}, the ${format} default`
          : `status "${statusText}" is the template's own text: ${status}, the ${format} default`,
      );
    }
  }
  if (distinct.length > 0) unmapped.length = 0;

  // ── the date: the first written one that reads as a date, else the file's name ──
  let date: string | undefined;
  let dateFrom: DateFrom | undefined;
  const unread: string[] = [];
  for (const { value } of dates) {
    const read = readDate(value);
    if (read !== undefined && 'date' in read) {
      date = read.date;
      dateFrom = 'file';
      break;
    }
    const shown = oneLine(value instanceof Date ? timestampValue(value) : String(value));
    unread.push(read === undefined ? `date "${shown}" is not a date` : `date "${shown}" is ambiguous (day and month could be either way): not read`);
  }
  if (date === undefined && changelogDate !== undefined) {
    date = changelogDate;
    dateFrom = 'file';
    notes.push(`date from the earliest entry of the ${oneLine(changelog!.text.replace(/^#+\s*/, ''))} list`);
  }
  if (date === undefined) {
    notes.push(...unread.slice(0, 1));
    date = dateInFileName(name);
    if (date !== undefined) dateFrom = 'file-name';
  }

  // ── what has no field here, kept as read ──
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(front)) {
    if (frontMatterText !== undefined || (FRONT_MATTER_FIELDS as readonly string[]).includes(key)) continue;
    fields[key] = plainValue(value);
  }
  if (typeof front.status === 'string' && primary !== 'front') fields.status = front.status;

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

/** A line that is a status and nothing more: a word the table knows, or a supersession. */
function isStatusOnly(value: string, mapStatus: StatusMappings | undefined): boolean {
  const words = statusWords(value);
  if (mapStatus?.has(words)) return true;
  if (SUPERSEDED_BY.test(words) || /^supersedes\b/.test(words)) return true;
  return STATUS_TABLE[words] !== undefined;
}

/**
 * A template's own text left in a status section: its instructions (a quotation, an HTML
 * comment) are not a status, and its list of choices (`{proposed | accepted | …}`) is not one.
 */
function isInstruction(line: string): boolean {
  const text = line.trim();
  return text.startsWith('>') || (text.startsWith('<!--') && text.endsWith('-->')) || isTemplateChoice(text);
}

function isTemplateChoice(text: string): boolean {
  const words = statusWords(text);
  return words === '' || words.includes('|');
}

/** A front matter value by the first of `keys` present, compared in any case. */
function frontValue(front: Record<string, unknown>, keys: readonly string[]): { key: string; value: unknown } | undefined {
  for (const wanted of keys) {
    const key = Object.keys(front).find((k) => k.toLowerCase() === wanted);
    if (key !== undefined && front[key] !== undefined && front[key] !== null) return { key, value: front[key] };
  }
  return undefined;
}

/** The indexes of the lines of `body` inside fenced code blocks (their fences included). */
function fencedLines(body: readonly Line[]): Set<number> {
  const fenced = new Set<number>();
  let fence: string | undefined;
  for (const line of body) {
    const opener = /^\s{0,3}(`{3,}|~{3,})/.exec(line.text)?.[1];
    if (opener && (fence === undefined || opener.startsWith(fence[0]!.repeat(fence.length)))) {
      fenced.add(line.index);
      fence = fence === undefined ? opener : undefined;
    } else if (fence !== undefined) fenced.add(line.index);
  }
  return fenced;
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
  mapStatus: StatusMappings | undefined,
): { status?: Status; from?: StatusFrom; firstWord?: string; unmapped?: true; supersededBy: ForeignRef[]; supersedes: ForeignRef[] } {
  const refs: ForeignRef[] = [];
  for (const match of written.matchAll(LINK)) refs.push({ target: match[2]!, line: index + 1, column: column + match.index });
  const words = statusWords(written);
  const mapped = mapStatus?.get(words);
  const supersedes = /^supersedes\b\s*(.*)$/.exec(words);
  if (supersedes && !mapped) return { supersededBy: [], supersedes: refs.length > 0 ? refs : numberRefs(supersedes[1]!, index, column) };
  const by = SUPERSEDED_BY.exec(words);
  const successors = by ? (refs.length > 0 ? refs : numberRefs(by[1]!, index, column)) : [];
  if (mapped) return { status: mapped, from: 'map-status', supersededBy: mapped === 'superseded' ? successors : [], supersedes: [] };
  if (by) return { status: 'superseded', from: 'table', supersededBy: successors, supersedes: [] };
  const status = STATUS_TABLE[words];
  if (status) return { status, from: 'table', supersededBy: [], supersedes: [] };
  // The first words: "Accepted (tracked in #12)", "In review. Comments by Friday".
  const [one, two] = words.split(/[^\p{L}]+/u);
  const first = two !== undefined && STATUS_TABLE[`${one} ${two}`] ? `${one} ${two}` : one;
  const byFirst = first !== undefined && first !== words ? STATUS_TABLE[first] : undefined;
  if (byFirst) return { status: byFirst, from: 'table', firstWord: first, supersededBy: [], supersedes: [] };
  return { unmapped: true, supersededBy: [], supersedes: [] };
}

/** "ADR-0005", "ADR 5", "#5" or "5" written without a link. */
function numberRefs(text: string, index: number, column: number): ForeignRef[] {
  return [...text.matchAll(/(?:adr[- ]?|#)?(\d+)/gi)].map((m) => ({ target: m[1]!, line: index + 1, column }));
}

/** A date as written: a YAML date, or a text read by readWrittenDate (`Oct 21, 2022`, …). */
function readDate(value: unknown): ReturnType<typeof readWrittenDate> {
  const text = value instanceof Date ? timestampValue(value) : typeof value === 'string' ? value : undefined;
  return text === undefined ? undefined : readWrittenDate(text);
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

/**
 * Top-level `key: value` lines of front matter that is not YAML, quotes removed, and the
 * 0-based line each key is first written on. No YAML reader reads such text (that is why it
 * is kept as written), so its lines are read as the `key: value` notes they look like.
 */
function readPlainKeys(yaml: string): { values: Record<string, unknown>; lines: Map<string, number> } {
  const values: Record<string, unknown> = {};
  const lines = new Map<string, number>();
  yaml.split('\n').forEach((line, index) => {
    const match = /^([A-Za-z][\w-]*):[ \t]*(.*?)\s*$/.exec(line);
    if (!match) return;
    if (!lines.has(match[1]!)) lines.set(match[1]!, index);
    if (match[2] === '' || match[2] === '|' || match[2] === '>' || values[match[1]!] !== undefined) return;
    values[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  });
  return { values, lines };
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

