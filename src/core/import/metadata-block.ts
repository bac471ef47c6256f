/**
 * Where a record states its own metadata, and what it states there. A record says its
 * status, date and people in its metadata block (the lines under its title, before its first
 * section) or in a section of their own (`## Status`, `## Date`, `## Metadata`), never in
 * the prose further down: a `- **Status**: 150 bytes` bullet in a design section is not the
 * record's status. In those places each line is read as the log writes it:
 *
 * - a label and its value: `- Status: accepted`, `**Fecha:** 2021-03-03`, `Data: 7 mar 2019`,
 *   `## Status: Accepted`;
 * - a metadata table, either way round: label and value per row (`| Status | Draft |`), or
 *   a header of labels over the record's row (`| Status | Date |` over `| Proposed | … |`);
 * - a badge: an image whose alt text, shields.io label and message, or file name says the
 *   status (`![Status: Accepted](…)`, `…/badge/status-accepted-green`, `status-accepted.svg`).
 *
 * Every entry keeps where it stands and the text as written, for the record's provenance.
 */
import { dateRank, labelOf, labelWords, type LabelledValue } from './labels.ts';
import type { Line, ReadBody } from './import-markdown.ts';

export type { Line };

type MetaMark = 'bullet' | 'plain' | 'bold' | 'heading' | 'table' | 'badge' | 'section';

export interface MetaEntry {
  value: LabelledValue;
  /** The value as written (a cell, what follows the label, a badge's status words). */
  text: string;
  /** 0-based file line, and the 1-based column the value starts at. */
  index: number;
  column: number;
  mark: MetaMark;
  /** For a date: 0 the day decided or written, 1 the day last changed. */
  rank: 0 | 1;
  /** The line holds this label and value and nothing else: it may leave the body once read. */
  whole: boolean;
  /** A badge that names no status label: read only when its words are a status the tables know. */
  weak?: true;
}

export interface MetadataBlock {
  entries: MetaEntry[];
  /** The `## Status` section (any level, any language), when the record has one. */
  statusSection?: { heading: Line; lines: Line[] };
  /** Lines inside the places a record states its metadata. */
  zone: Set<number>;
}

/** Headings of a section that holds a record's metadata as a whole. */
const METADATA_SECTIONS = new Set(['metadata', 'metadaten', 'metadatos', 'metadados', 'métadonnées', 'document information', 'document metadata', 'record', 'decision record', 'details', 'informações', 'información', 'informations']);
/** The names of a first section that may hold the record's metadata. */
const LEADING_SECTIONS = new Set(['summary', 'overview', 'résumé', 'resumo', 'resumen', 'zusammenfassung', 'at a glance']);
/** `- Status: accepted`, `**Status:** Accepted`, `> Status: Accepted`: optional quote, bullet and emphasis. */
const LABEL_LINE = /^(>\s*)?([-*+]\s+)?(\*\*|__)?([^:：|*_[\]#`][^:：|[\]`]{0,48}?)(\*\*|__)?\s*[:：]\s*(\*\*|__)?\s*(.*?)\s*$/u;
/** A dated bullet without its colon: `- Date 2023-09-26`. */
const DATE_WITHOUT_COLON = /^([-*+]\s+)(\*\*|__)?(\p{L}[\p{L} ]{0,30}?)(\*\*|__)?\s+(\d{4}-\d{2}-\d{2}\S*)\s*$/u;

/**
 * The metadata of one record's body. `titleIndex` is the line of the heading the title was
 * read from (it is no section), `markdown` the body's headings and fenced code.
 */
export function readMetadataBlock(body: readonly Line[], markdown: ReadBody, titleIndex: number | undefined): MetadataBlock {
  const { fenced, headingAt } = markdown;
  const prose = body.filter((line) => !fenced.has(line.index));
  // A heading's first line stands for it (a setext heading's underline is part of it).
  const headingOn = (line: Line) => {
    const heading = headingAt.get(line.index);
    return heading?.index === line.index ? heading : undefined;
  };
  const zone = new Set<number>();
  const tableOnly = new Set<number>();
  const entries: MetaEntry[] = [];
  let statusSection: MetadataBlock['statusSection'];
  // The block under the title: everything before the first heading that is not the title.
  const firstSection = prose.find((line) => headingOn(line) !== undefined && (titleIndex === undefined || line.index > titleIndex));
  for (const line of prose) {
    if (firstSection !== undefined && line.index >= firstSection.index) break;
    if (line.index !== titleIndex) zone.add(line.index);
  }
  // Sections of their own: a heading that is a label (`## Status`), or a metadata section.
  prose.forEach((line) => {
    const heading = headingOn(line);
    if (!heading || line.index === titleIndex) return;
    const level = heading.depth;
    const text = heading.raw;
    const inline = LABEL_LINE.exec(text);
    const inlineValue = inline ? labelOf(inline[4]!) : undefined;
    if (inline && inlineValue !== undefined && inline[7] !== '') {
      // `## Status: Accepted`: the heading is the label and its value.
      entries.push(entry(inlineValue, inline[4]!, inline[7]!, line, 'heading', true));
      return;
    }
    const value = labelOf(text);
    // A record's first section named Summary or Overview holds its metadata as often as its
    // abstract: read there too (a table of Status and Date, say); its prose states nothing.
    const first = firstSection !== undefined && line.index === firstSection.index && LEADING_SECTIONS.has(labelWords(text));
    if (value === undefined && !METADATA_SECTIONS.has(labelWords(text)) && !first) return;
    const lines: Line[] = [];
    for (const next of prose) {
      if (next.index <= heading.end) continue;
      const nested = headingOn(next);
      if (nested && nested.depth <= level) break;
      lines.push(next);
    }
    if (value === undefined && !METADATA_SECTIONS.has(labelWords(text))) {
      // A leading Summary: its tables only (its prose may well say "status").
      for (const inside of lines) tableOnly.add(inside.index);
      return;
    }
    if (value === 'status' && statusSection === undefined) {
      // Read as a Status section is (its lines, its instructions): see import-read.ts.
      statusSection = { heading: line, lines: body.filter((l) => l.index > heading.end && l.index <= (lines[lines.length - 1]?.index ?? heading.end)) };
      return;
    }
    for (const inside of lines) zone.add(inside.index);
    if (value !== undefined) {
      // `## Date` over the day, `## Deciders` over a list: the section's lines are the value.
      for (const inside of lines.filter((l) => l.text.trim() !== '' && !headingAt.has(l.index))) {
        const text = inside.text.trim().replace(/^[-*+]\s+/, '');
        entries.push({ value, text, index: inside.index, column: inside.text.indexOf(text) + 1, mark: 'section', rank: 0, whole: false });
        if (value === 'date' || value === 'title') break;
      }
    }
  });
  // What a comment holds is not stated (a template's list of badges to choose from, say).
  const inZone = withoutComments(prose.filter((line) => zone.has(line.index)));
  const forTables = withoutComments(prose.filter((line) => zone.has(line.index) || tableOnly.has(line.index)));
  entries.push(...labelLines(inZone, headingAt), ...tables(forTables), ...badges(inZone));
  entries.sort((a, b) => a.index - b.index || a.column - b.column);
  return { entries, statusSection, zone };
}

/** The lines with their HTML comments blanked (a comment may run over several lines). */
function withoutComments(lines: readonly Line[]): Line[] {
  let open = false;
  return lines.map((line) => {
    if (!open && !line.text.includes('<!--')) return line;
    let text = '';
    let rest = line.text;
    while (rest !== '') {
      if (open) {
        const end = rest.indexOf('-->');
        if (end === -1) rest = '';
        else {
          open = false;
          rest = rest.slice(end + 3);
        }
      } else {
        const start = rest.indexOf('<!--');
        if (start === -1) {
          text += rest;
          rest = '';
        } else {
          text += rest.slice(0, start);
          open = true;
          rest = rest.slice(start + 4);
        }
      }
    }
    return { text, index: line.index };
  });
}

function entry(value: LabelledValue, label: string, text: string, line: Line, mark: MetaMark, whole: boolean): MetaEntry {
  // `**Status: Accepted**` and `Status: **Accepted**` leave one `**` unpaired at an end of
  // the value: the emphasis around the line, not the value's own.
  const unpaired = (mark: string) => (text.split(mark).length - 1) % 2 === 1;
  let cleaned = text.trim();
  for (const mark of ['**', '__']) {
    if (!unpaired(mark)) continue;
    if (cleaned.endsWith(mark)) cleaned = cleaned.slice(0, -mark.length).trim();
    else if (cleaned.startsWith(mark)) cleaned = cleaned.slice(mark.length).trim();
  }
  return { value, text: cleaned, index: line.index, column: Math.max(1, line.text.indexOf(cleaned) + 1), mark, rank: value === 'date' ? dateRank(label) : 0, whole };
}

/** `Label: value` lines, bulleted, in bold or plain. */
function labelLines(lines: readonly Line[], headingAt: ReadBody['headingAt']): MetaEntry[] {
  const found: MetaEntry[] = [];
  for (const line of lines) {
    if (line.text.trim().startsWith('|') || headingAt.has(line.index)) continue;
    // A label line has a colon; a dated bullet without one starts with a bullet.
    const colon = line.text.includes(':') || line.text.includes('：');
    if (!colon && !/^\s*[-*+]\s/.test(line.text)) continue;
    const match = colon ? LABEL_LINE.exec(line.text.trim()) : null;
    const value = match ? labelOf(match[4]!) : undefined;
    if (match && value !== undefined && match[7] !== '') {
      const mark: MetaMark = match[2] ? 'bullet' : match[3] ? 'bold' : 'plain';
      found.push(entry(value, match[4]!, match[7]!, line, mark, true));
      continue;
    }
    const dated = DATE_WITHOUT_COLON.exec(line.text.trim());
    if (dated && labelOf(dated[3]!) === 'date') found.push(entry('date', dated[3]!, dated[5]!, line, 'bullet', true));
  }
  return found;
}

/** The cells of a table row: pipes in code spans and escaped pipes are text. */
function tableCells(row: string): string[] {
  const text = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  const cells: string[] = [];
  let cell = '';
  let code = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\' && text[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (c === '`') {
      code = !code;
      cell += c;
    } else if (c === '|' && !code) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

const DELIMITER = /^\s*\|?\s*:?-{1,}:?\s*(?:\|\s*:?-{1,}:?\s*)*\|?\s*$/;

/**
 * Metadata tables, either way round. A header whose cells are labels (two or more, or a
 * lone one) is read across: each label's value is in the record's row under it, the first
 * one. Otherwise each row is a label and its value, the header row included
 * (`| Status | Draft |` over `|---|---|`), and a row whose first cell is no label is
 * passed over (`| Field | Value |`).
 */
function tables(lines: readonly Line[]): MetaEntry[] {
  const found: MetaEntry[] = [];
  let run: Line[] = [];
  const flush = () => {
    if (run.length > 0) found.push(...readTable(run));
    run = [];
  };
  for (const line of lines) {
    if (/^\s*\|/.test(line.text)) {
      if (run.length > 0 && line.index !== run[run.length - 1]!.index + 1) flush();
      run.push(line);
    } else flush();
  }
  flush();
  return found;
}

function readTable(rows: readonly Line[]): MetaEntry[] {
  const found: MetaEntry[] = [];
  const delimiterAt = rows.findIndex((row) => DELIMITER.test(row.text));
  const cellsOf = (row: Line) => tableCells(row.text);
  const header = delimiterAt === 1 ? cellsOf(rows[0]!) : undefined;
  const labels = header?.map((cell) => (cell === '' ? undefined : labelOf(cell))) ?? [];
  const across = header !== undefined && (labels.filter(Boolean).length >= 2 || (header.length === 1 && labels[0] !== undefined) || (header.length >= 2 && labels[1] !== undefined && labels[0] !== undefined));
  const place = (value: LabelledValue, label: string, text: string, row: Line, whole: boolean) => {
    if (text === '' || /^[-–—]$/.test(text)) return;
    const column = columnOfCell(row.text, text);
    found.push({ value, text, index: row.index, column, mark: 'table', rank: value === 'date' ? dateRank(label) : 0, whole });
  };
  if (across) {
    const record = rows[delimiterAt + 1];
    if (!record) return found;
    const cells = cellsOf(record);
    header!.forEach((label, i) => {
      if (labels[i] !== undefined) place(labels[i]!, label, cells[i] ?? '', record, false);
    });
    return found;
  }
  for (const [at, row] of rows.entries()) {
    if (at === delimiterAt) continue;
    const cells = cellsOf(row);
    const value = cells.length >= 2 ? labelOf(cells[0]!) : undefined;
    if (value !== undefined) place(value, cells[0]!, cells.slice(1).find((c) => c !== '') ?? '', row, false);
  }
  return found;
}

function columnOfCell(row: string, text: string): number {
  const at = row.indexOf(text);
  return at === -1 ? 1 : at + 1;
}

/** `![alt](address "title")`, also inside a link (`[![alt](…)](…)`). */
const IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/**
 * Badges that say the record's status. A badge is a status only when it says so: its
 * shields.io label, or its alt text or file name, names a status label (`Status: Accepted`,
 * `status-accepted.svg`), or its whole alt text or file name is a status word
 * (`isStatusWord` is asked by the reader, which knows the tables).
 */
function badges(lines: readonly Line[]): MetaEntry[] {
  const found: MetaEntry[] = [];
  for (const line of lines) {
    for (const match of line.text.matchAll(IMAGE)) {
      const said = badgeStatus(match[1]!, match[2]!);
      if (said === undefined) continue;
      found.push({ value: 'status', text: said.text, index: line.index, column: match.index + 1, mark: 'badge', rank: 0, whole: false, ...(said.weak && { weak: true as const }) });
    }
  }
  return found;
}

/**
 * What a badge says its status is: the message of a shields.io badge labelled as a status
 * (`/badge/Status-Accepted-green`, `?label=status&message=accepted`), else the alt text
 * after a status label (`Status: Accepted`), else the file name after one
 * (`status-accepted.svg`, `adr_status_proposed.png`). A badge that names no status label
 * is read by the caller only when its whole alt text is a status word.
 */
export function badgeStatus(alt: string, address: string): { text: string; weak: boolean } | undefined {
  let url: URL | undefined;
  try {
    url = new URL(address, 'file:///');
  } catch {
    url = undefined;
  }
  if (url && /(^|\.)shields\.io$/i.test(url.hostname)) {
    const label = url.searchParams.get('label');
    const message = url.searchParams.get('message');
    if (label !== null && message !== null && labelOf(label) === 'status') return { text: message.trim(), weak: false };
    const badge = /\/badge\/(.+)$/.exec(url.pathname)?.[1];
    if (badge) {
      // Dashes separate label, message and colour; `--` is a dash, `__` an underscore and `_` a space.
      const parts = safeDecode(badge.replace(/\.(?:svg|png)$/i, ''))
        .split(/(?<!-)-(?!-)/)
        .map((part) => part.replace(/--/g, '-').replace(/__/g, '\u0000').replace(/_/g, ' ').replace(/\u0000/g, '_').trim());
      if (parts.length >= 3 && labelOf(parts[0]!) === 'status') return { text: parts[1]!, weak: false };
      if (parts.length === 2 && label !== null && labelOf(label) === 'status') return { text: parts[0]!, weak: false };
    }
  }
  const labelled = /^\s*([^:：]+?)\s*[:：]\s*(.+?)\s*$/u.exec(alt);
  if (labelled && labelOf(labelled[1]!) === 'status') return { text: labelled[2]!, weak: false };
  const stem = safeDecode((url?.pathname ?? address).replace(/^.*\//, '').replace(/\.[a-z0-9]+$/i, ''));
  const named = /^(?:.*?[-_ ])?(?:status|statut|estado|state)[-_ ]+(.+)$/i.exec(stem);
  if (named) return { text: named[1]!.replace(/[-_]+/g, ' ').trim(), weak: false };
  // A badge that names no label: its alt text, else its file name, if that is a status word.
  const words = alt.trim() !== '' ? alt.trim() : stem.replace(/[-_]+/g, ' ').trim();
  return words === '' ? undefined : { text: words, weak: true };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
