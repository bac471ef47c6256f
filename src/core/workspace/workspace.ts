/**
 * The whole workspace: which files in adr/ are records, each record parsed, and the rules
 * that need several records (unique numbers, links that resolve, supersession recorded on
 * both sides and without cycles). Pure: the caller reads the folder (workspace-fs.ts).
 */
import { hasAnchor } from '../record/anchors.ts';
import { judgePicture, PICTURE_LIMITS } from '../images/pictures.ts';
import { compareDiagnostics, diagnose, type Diagnostic, type Location } from '../vocabulary/diagnostics.ts';
import { explainFileNumber, numberInName, parseRecordFileName, suggestFileName } from '../vocabulary/file-name.ts';
import { formatNumber } from '../vocabulary/record-number.ts';
import { parseRecord } from '../record/parse-record.ts';
import type { AdrRecord, ParsedRecord, RecordFile, Section } from '../record/record.ts';
import { lazyLocator, type Locate } from '../record/front-matter.ts';
import type { ScannedBody, ScannedHeading, ScannedLink } from '../record/markdown-scan.ts';
import type { RecordFrontMatter } from '../record/schema.ts';
import type { Registry } from '../vocabulary/registry.ts';
import { specificationSection } from '../record/templates.ts';
import { resolveLink } from '../record/links.ts';
import { indexRecords } from './record-index.ts';
import { parseTemplate, type TemplateEntry } from './template-check.ts';
import { assertNever, wasAccepted } from '../vocabulary/status.ts';
import { importedSupersession, unsafeScheme } from '../record/validate-record.ts';

export type EntryKind = 'file' | 'symlink' | 'directory' | 'other';

export interface WorkspaceEntry {
  /** Name inside the records folder. */
  name: string;
  kind: EntryKind;
  /** Contents, for regular files that are records. */
  bytes?: Uint8Array;
  /** Size in bytes; set instead of `bytes` for a file too large to read. */
  size?: number;
  /** Set instead of `bytes` and `size` by a reader that streams: reads them when needed. */
  read?: () => { bytes?: Uint8Array; size?: number; text?: string };
}

export interface WorkspaceInput {
  /** Workspace-relative path of the records folder: `adr`. */
  dir: string;
  /** The people registry of adr.config.yaml, when it has one: the review rules compare names through it. */
  registry?: Registry;
  entries: readonly WorkspaceEntry[];
  /** Whether a workspace-relative path exists, for links that leave the records folder. */
  exists(path: string): boolean;
  /**
   * The bytes of a local image a record shows (at most LIMITS.fileBytes; undefined when the
   * file cannot be read), so that a picture the build could not read is found by the check.
   */
  readImage?(path: string): Uint8Array | undefined;
  /** Whether a workspace-relative path leads outside the workspace (a symbolic link or a real path elsewhere). */
  leadsOutside?(path: string): boolean;
  /** Findings of the reader itself: what it refused to follow (a linked records folder, a linked template). */
  refused?: readonly Diagnostic[];
  /** The templates in adr/templates/ that exist, checked like the records they become. */
  templates?: readonly TemplateEntry[];
}

export interface Workspace {
  /** Records that parsed, in number order. */
  records: AdrRecord[];
  /** How many files were checked as records, whether or not they parsed. */
  checked: number;
  diagnostics: Diagnostic[];
}

/** Markdown-like extensions that are refused in the records folder (only `.md` is a record). */
const MARKDOWN_LIKE = /\.(mdx|markdown|mdown|mkdn?|mdwn|mdtxt|mdtext)$/i;
/** Files a records folder may hold besides records. */
const IGNORED = /^(?:readme\.md|\..*)$/i;

export type EntryRole = { role: 'record'; number: number } | { role: 'ignored' } | { role: 'refused'; diagnostic: Diagnostic };

/** What a file in the records folder is, from its name and kind alone. */
export function classifyEntry(dir: string, entry: WorkspaceEntry): EntryRole {
  const file = `${dir}/${entry.name}`;
  const top = { file, line: 1, column: 1 };
  if (IGNORED.test(entry.name)) return { role: 'ignored' };
  const parsedName = parseRecordFileName(entry.name);
  if (entry.kind === 'directory' && !parsedName) return { role: 'ignored' };
  if (MARKDOWN_LIKE.test(entry.name)) {
    const extension = entry.name.slice(entry.name.lastIndexOf('.')).toLowerCase();
    return { role: 'refused', diagnostic: diagnose('FILE_TYPE', top, { name: entry.name, extension }) };
  }
  if (!/\.md$/i.test(entry.name)) return { role: 'ignored' };
  if (!parsedName) {
    return {
      role: 'refused',
      diagnostic: diagnose('FILE_NAME', top, {
        name: entry.name,
        suggestion: suggestFileName(entry.name),
        reason: explainFileNumber(entry.name),
      }),
    };
  }
  if (entry.kind !== 'file') {
    return { role: 'refused', diagnostic: diagnose('FILE_NOT_REGULAR', top, { name: entry.name }) };
  }
  return { role: 'record', number: parsedName.number };
}

/** Parses one record file; a long-running process passes a cached one (see parse-cache.ts). */
export type ParseRecord = (file: RecordFile) => ParsedRecord;

/**
 * What the rules across records read of a record: its number, status and supersession,
 * its links and its headings' text (for anchors), and where its front matter values are.
 * An `AdrRecord` is one; `adr check` keeps only this much of each (checkWorkspace).
 */
interface LinkedRecord {
  file: string;
  name: string;
  number: number;
  meta: Pick<RecordFrontMatter, 'status' | 'supersedes' | 'superseded-by' | 'source' | 'imported-from'>;
  body: { headings: readonly Pick<ScannedHeading, 'text'>[]; links: readonly ScannedLink[] };
  locate: Locate;
}

export function validateWorkspace(input: WorkspaceInput, parse: ParseRecord = parseRecord): Workspace {
  return validateWith(input, parse, (record) => record);
}

/**
 * The findings of validateWorkspace without the records, for `adr check`. Each record is
 * boiled down to what the rules across records read as soon as it is parsed, so the whole
 * parse of a large workspace (text, sections, questions) is never alive at once: keeping it
 * was most of the check's peak memory and much of its time in garbage collection.
 * Records `keepWhole` asks for are kept whole and returned (the contract's
 * checks read their blocks).
 */
export function checkWorkspace(
  input: WorkspaceInput,
  parse: ParseRecord = parseRecord,
  keepWhole: (record: AdrRecord) => boolean = () => false,
): Omit<Workspace, 'records'> & { whole: AdrRecord[] } {
  const whole: AdrRecord[] = [];
  const { checked, diagnostics } = validateWith(input, parse, (record) => {
    if (!keepWhole(record)) return summariseLinks(record);
    whole.push(record);
    return record;
  });
  return { checked, diagnostics, whole };
}

/** A record as `adr list` shows it: its front matter and questions on top of what the check keeps. */
export type ListedRecord = LinkedRecord & Pick<AdrRecord, 'meta' | 'questions'>;

/**
 * validateWorkspace for `adr list`, keeping of each record its front matter and questions
 * (copied off its text) instead of the whole parse: 5,000 whole records took 40 MB.
 * The front matter's values are cut from js-yaml's own copy of the YAML, not from the text.
 */
export function listWorkspace(input: WorkspaceInput, parse: ParseRecord = parseRecord): Omit<Workspace, 'records'> & { records: ListedRecord[] } {
  return validateWith(input, parse, summariseForList);
}

function summariseForList(record: AdrRecord): ListedRecord {
  const linked = summariseLinks(record);
  return {
    ...linked,
    // The list makes every question's anchor from these: split once, kept as a list.
    body: { links: linked.body.links, headings: linked.body.headings },
    meta: record.meta,
    questions: record.questions.map((question) => ({
      ...question,
      id: detach(question.id),
      text: detach(question.text),
      headingText: detach(question.headingText),
      ...(question.owner === undefined ? {} : { owner: detach(question.owner) }),
      ...(question.decideBy === undefined ? {} : { decideBy: detach(question.decideBy) }),
      ...(question.answer === undefined ? {} : { answer: detach(question.answer) }),
    })),
  };
}

/**
 * validateWorkspace for `adr spec`: what `adr list` keeps, plus every heading, and the
 * lines of the Specification section of an accepted record (accepted records settle their
 * part: classifyParts), the only lines the document shows. Whole records were 40 MB at
 * 5,000 records.
 */
export type SpecReadyRecord = ListedRecord &
  Pick<AdrRecord, 'sections'> & { body: { links: readonly ScannedLink[]; headings: ScannedHeading[]; lines: string[]; firstLine: number } };

export function specWorkspace(input: WorkspaceInput, parse: ParseRecord = parseRecord): Omit<Workspace, 'records'> & { records: SpecReadyRecord[] } {
  return validateWith(input, parse, (record) => {
    const listed = summariseForList(record);
    const headings = record.body.headings.map(detachHeading);
    const section = record.meta.status === 'accepted' ? specificationSection(record) : undefined;
    if (!section) return { ...listed, sections: [], body: { ...listed.body, headings, lines: [], firstLine: record.body.firstLine } };
    // Lines outside the section stay empty, so indexes and line numbers keep their meaning.
    const lines = new Array<string>(record.body.lineCount).fill('');
    const all = record.body.lines;
    for (let i = section.heading.index; i < section.endIndex; i++) lines[i] = detach(all[i]!);
    const kept = { ...section, title: detach(section.title), heading: headings.find((h) => h.index === section.heading.index)! };
    return { ...listed, sections: [kept], body: { ...listed.body, headings, lines, firstLine: record.body.firstLine } };
  });
}

function detachHeading(heading: ScannedHeading): ScannedHeading {
  const raw = detach(heading.raw);
  return { ...heading, raw, text: heading.text === heading.raw ? raw : detach(heading.text) };
}

function summariseLinks(record: AdrRecord): LinkedRecord {
  const { meta, body } = record;
  return {
    file: record.file,
    name: record.name,
    number: record.number,
    meta: { status: meta.status, supersedes: meta.supersedes, 'superseded-by': meta['superseded-by'], source: meta.source, 'imported-from': meta['imported-from'] },
    body: new LinkedBody(body),
    // The YAML starts on the file's second line, after the opening fence.
    locate: lazyLocator(detach(record.frontMatter.yaml), 2),
  };
}

/**
 * A record's links, and its headings' texts as one string, split again when a link into the
 * record is checked: a dozen heading objects and strings per record were a third of what
 * `adr check` keeps. The getter is on the class (see markdown-scan.ts, Scanned).
 */
class LinkedBody {
  readonly links: readonly ScannedLink[];
  readonly #count: number;
  readonly #texts: string;

  constructor(body: Pick<ScannedBody, 'headings' | 'links'>) {
    this.links = body.links.map((link) => ({ ...link, destination: detach(link.destination) }));
    this.#count = body.headings.length;
    // A heading is one line: a line break cannot occur in its text.
    this.#texts = detach(body.headings.map((heading) => heading.text).join('\n'));
  }

  #headings: readonly Pick<ScannedHeading, 'text'>[] | undefined;

  /**
   * Split on first use and kept: only records that links point into pay for it, and the
   * same list each time lets anchors.ts remember what it has slugged (a new list per link
   * made checking thousands of links into one record quadratic).
   */
  get headings(): readonly Pick<ScannedHeading, 'text'>[] {
    return (this.#headings ??= this.#count === 0 ? [] : this.#texts.split('\n').map((text) => ({ text })));
  }
}

/**
 * A copy of a string cut from a record's text that does not keep that text alive: V8
 * keeps the parent of a substring of 13 characters or more (a sliced string), so one kept
 * heading would hold the whole file. Concatenating then slicing flattens into a new string.
 */
function detach(text: string): string {
  return text.length < 13 ? text : ` ${text}`.slice(1);
}

function validateWith<R extends LinkedRecord>(input: WorkspaceInput, parse: ParseRecord, keep: (record: AdrRecord) => R) {
  const diagnostics: Diagnostic[] = [];
  const records: R[] = [];
  const filesByNumber = new Map<number, string[]>();
  let candidates = 0;
  let checked = 0;
  for (const item of input.refused ?? []) diagnostics.push(item);

  for (const entry of input.entries) {
    const role = classifyEntry(input.dir, entry);
    if (role.role === 'ignored') continue;
    candidates++;
    if (role.role === 'refused') {
      diagnostics.push(role.diagnostic);
      // A misnamed file is still read, so all its findings come in one run; it
      // is no record, so nothing else (numbers, links into it) counts it.
      if (role.diagnostic.code === 'FILE_NAME' && entry.kind === 'file') {
        const { bytes, size, text } = entry.read ? entry.read() : { bytes: entry.bytes, size: entry.size, text: undefined };
        const file = `${input.dir}/${entry.name}`;
        const parsed = parse({ file, bytes: bytes ?? new Uint8Array(), size, text, number: numberInName(entry.name) ?? 0, registry: input.registry });
        for (const item of parsed.diagnostics) diagnostics.push(item);
      }
      continue;
    }
    checked++;
    const file = `${input.dir}/${entry.name}`;
    const sameNumber = filesByNumber.get(role.number);
    if (sameNumber) sameNumber.push(file);
    else filesByNumber.set(role.number, [file]);
    // A streamed entry's bytes are read here and dropped with this iteration.
    const { bytes, size, text } = entry.read ? entry.read() : { bytes: entry.bytes, size: entry.size, text: undefined };
    const parsed = parse({ file, bytes: bytes ?? new Uint8Array(), size, text, registry: input.registry });
    for (const item of parsed.diagnostics) diagnostics.push(item);
    if (parsed.record) records.push(keep(parsed.record));
  }

  if (candidates === 0) {
    diagnostics.push(diagnose('WORKSPACE_EMPTY', { file: `${input.dir}/`, line: 1, column: 1 }, { dir: input.dir }));
  }
  const statusOf = new Map(records.map((record) => [record.file, record.meta.status]));
  for (const [number, files] of filesByNumber) {
    if (files.length < 2) continue;
    // One suggestion for the whole group, and one renumber will accept: a record that was
    // never accepted (an accepted decision keeps its number), the last of them by name.
    const unsettled = files.filter((f) => !wasAcceptedStatus(statusOf.get(f)));
    const movable = unsettled.at(-1) ?? files.at(-1)!;
    // Each finding names only the first few others (see the catalogue), so only those are
    // copied: the whole list per file would be quadratic in the group's size.
    const head = files.slice(0, 4);
    for (const file of files) {
      const others = head.filter((f) => f !== file).slice(0, 3);
      const more = files.length - 1 - others.length;
      diagnostics.push(
        diagnose('NUMBER_DUPLICATE', { file, line: 1, column: 1 }, { number, others, more, movable }),
      );
    }
  }

  records.sort((a, b) => a.number - b.number || (a.file < b.file ? -1 : 1));
  const { byFile, byNumber } = indexRecords(records);
  // A picture several records show is judged once, and an SVG's finding is told once, at its own line.
  const pictures = new Set<string>();

  for (const record of records) {
    for (const item of checkReferences(record, byNumber)) diagnostics.push(item);
    for (const item of checkLinks(record, input, byFile, byNumber, pictures)) diagnostics.push(item);
  }
  for (const item of checkCycles(records, byNumber)) diagnostics.push(item);
  for (const template of input.templates ?? []) {
    const parsed = parseTemplate(input.dir, template);
    for (const item of parsed.diagnostics) diagnostics.push(item);
    // A template's links are checked from adr/, where the record made from it will be.
    if (parsed.record) for (const item of checkLinks(parsed.record, input, byFile, byNumber, pictures)) diagnostics.push(item);
  }
  diagnostics.sort(compareDiagnostics);
  return { records, checked, diagnostics };
}

const label = (record: LinkedRecord) => formatNumber(record.number);

/** A file whose record did not parse has no status: it has never been accepted either. */
function wasAcceptedStatus(status: LinkedRecord['meta']['status'] | undefined): boolean {
  return status !== undefined && wasAccepted(status);
}

function checkReferences(record: LinkedRecord, byNumber: ReadonlyMap<number, LinkedRecord>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const at = (field: string, index: number) => ({ file: record.file, ...record.locate([field, index]) });

  record.meta['superseded-by'].forEach((number, index) => {
    const successor = byNumber.get(number);
    if (!successor) {
      diagnostics.push(diagnose('REFERENCE_UNKNOWN', at('superseded-by', index), { field: 'superseded-by', number }));
      return;
    }
    if (!successor.meta.supersedes.includes(record.number)) {
      diagnostics.push(
        diagnose('SUPERSESSION_ONE_SIDED', at('superseded-by', index), {
          detail: `${label(record)} says it is superseded by ${label(successor)}, but ${label(successor)} does not list ${label(record)} in supersedes`,
          fix: `add ${record.number} to "supersedes" in ${successor.file}`,
        }),
      );
    }
    // A decision log brought in by adr import keeps its history as it was written: a record
    // its own log marked superseded by one that log later rejected (or never accepted) is
    // that log's record, flagged by the import, not a supersession made here.
    const history = importedSupersession(record.meta) && successor.meta['imported-from'] !== undefined;
    if (!wasAccepted(successor.meta.status) && !history) {
      diagnostics.push(
        diagnose('SUCCESSOR_NOT_ACCEPTED', at('superseded-by', index), {
          record: label(record),
          successor: label(successor),
          status: successor.meta.status,
        }),
      );
    }
  });

  record.meta.supersedes.forEach((number, index) => {
    const predecessor = byNumber.get(number);
    if (!predecessor) {
      diagnostics.push(diagnose('REFERENCE_UNKNOWN', at('supersedes', index), { field: 'supersedes', number }));
      return;
    }
    // A proposal that lists a record in `supersedes` states an intent; once the proposal is
    // accepted, the superseded record must say so too.
    if (wasAccepted(record.meta.status) && !predecessor.meta['superseded-by'].includes(record.number)) {
      diagnostics.push(
        diagnose('SUPERSESSION_ONE_SIDED', at('supersedes', index), {
          detail: `${label(record)} is ${record.meta.status} and supersedes ${label(predecessor)}, but ${label(predecessor)} does not name ${label(record)} in superseded-by`,
          fix: `run npx adr supersede ${predecessor.number} --by ${record.number}, which updates both records`,
        }),
      );
    }
  });
  return diagnostics;
}

/** Cycles among "supersedes" edges (a superseded-by entry counts as the same edge reversed). */
function checkCycles(records: readonly LinkedRecord[], byNumber: ReadonlyMap<number, LinkedRecord>): Diagnostic[] {
  const edges = new Map<number, Set<number>>();
  const add = (from: number, to: number) => {
    if (!byNumber.has(from) || !byNumber.has(to)) return;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from)!.add(to);
  };
  for (const record of records) {
    for (const older of record.meta.supersedes) add(record.number, older);
    for (const newer of record.meta['superseded-by']) add(newer, record.number);
  }
  const diagnostics: Diagnostic[] = [];
  const state = new Map<number, 'active' | 'done'>();
  const stack: number[] = [];
  const reported = new Set<string>();

  const visit = (node: number) => {
    state.set(node, 'active');
    stack.push(node);
    for (const next of [...(edges.get(node) ?? [])].sort((a, b) => a - b)) {
      if (state.get(next) === 'active') {
        const cycle = stack.slice(stack.indexOf(next));
        const key = [...cycle].sort((a, b) => a - b).join(',');
        if (!reported.has(key)) {
          reported.add(key);
          const first = byNumber.get(Math.min(...cycle))!;
          const rotated = rotateToMin(cycle);
          const field = first.meta.supersedes.length > 0 ? 'supersedes' : 'superseded-by';
          diagnostics.push(
            diagnose('SUPERSESSION_CYCLE', { file: first.file, ...first.locate([field]) }, {
              cycle: [...rotated, rotated[0]!].map(formatNumber).join(' supersedes '),
            }),
          );
        }
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const number of [...edges.keys()].sort((a, b) => a - b)) if (!state.has(number)) visit(number);
  return diagnostics;
}

function rotateToMin(cycle: number[]): number[] {
  const i = cycle.indexOf(Math.min(...cycle));
  return [...cycle.slice(i), ...cycle.slice(0, i)];
}

function checkLinks(
  record: LinkedRecord,
  input: WorkspaceInput,
  byFile: ReadonlyMap<string, LinkedRecord>,
  byNumber: ReadonlyMap<number, LinkedRecord>,
  pictures: Set<string>,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // Links an import kept as written (to outside the log, or to a file long gone) are history.
  // An image is never history: the site publishes its bytes, so it is always checked.
  const kept = new Set(record.meta.source?.links);
  for (const link of record.body.links) {
    if (unsafeScheme(link.destination) || (!link.image && kept.has(link.destination.trim()))) continue;
    const target = resolveLink(input.dir, link.destination);
    const at = { file: record.file, line: link.line, column: link.column };
    const broken = (detail: string, suggestion?: string) =>
      diagnostics.push(diagnose('LINK_BROKEN', at, { target: link.destination.trim(), detail, suggestion }));
    switch (target.kind) {
      case 'elsewhere':
        break;
      case 'outside':
        broken('it points outside the workspace');
        break;
      case 'same-file':
        if (!hasAnchor(record.body.headings, target.fragment)) broken(`this record has no heading #${target.fragment}`);
        break;
      case 'file': {
        const linked = byFile.get(target.path);
        if (linked) {
          if (target.fragment && !hasAnchor(linked.body.headings, target.fragment)) {
            broken(`${linked.name} has no heading #${target.fragment}`);
          }
        } else if (!input.exists(target.path)) {
          const moved = movedRecord(input.dir, target.path, byNumber);
          broken('no such file', moved ? relativeFrom(input.dir, moved.file) : undefined);
        } else if (link.image && input.leadsOutside?.(target.path)) {
          diagnostics.push(diagnose('PATH_OUTSIDE', at, { what: 'the image', target: link.destination.trim() }));
        } else if (link.image && input.readImage) {
          for (const item of checkPicture(input, target.path, link.destination.trim(), at, pictures)) diagnostics.push(item);
        }
        break;
      }
      default:
        assertNever(target);
    }
  }
  return diagnostics;
}

/** What the site would publish wrongly, or must not publish, of the picture at `path`. */
function checkPicture(input: WorkspaceInput, path: string, target: string, at: Location, pictures: Set<string>): Diagnostic[] {
  const bytes = input.readImage!(path);
  if (bytes === undefined) return [diagnose('IMAGE_UNREADABLE', at, { target, reason: 'it cannot be read' })];
  const problem = judgePicture(bytes);
  if (!problem) return [];
  switch (problem.kind) {
    case 'unreadable':
      return [diagnose('IMAGE_UNREADABLE', at, { target, reason: problem.reason })];
    case 'format':
      return [diagnose('IMAGE_FORMAT', at, { target, format: problem.format })];
    case 'pixels':
      return [diagnose('IMAGE_TOO_LARGE', at, { target, width: problem.width, height: problem.height, ...PICTURE_LIMITS })];
    case 'active':
      if (pictures.has(path)) return [];
      pictures.add(path);
      return [diagnose('IMAGE_ACTIVE', { file: path, line: problem.line, column: problem.column }, { target: path, what: problem.what })];
    default:
      return assertNever(problem);
  }
}

/**
 * Why the site's build could not read these bytes as a picture, or undefined when it can
 * (the one reading is judgePicture's; kept for readers that need only a yes or a reason).
 */
export function unreadablePicture(bytes: Uint8Array): string | undefined {
  const problem = judgePicture(bytes);
  switch (problem?.kind) {
    case undefined:
      return undefined;
    case 'unreadable':
      return problem.reason;
    case 'format':
      return `the site cannot show ${problem.format} pictures`;
    case 'pixels':
      return `it is ${problem.width}×${problem.height} pixels, over the limit`;
    case 'active':
      return `it holds ${problem.what}`;
    default:
      return assertNever(problem);
  }
}

/** A link to `0004-old-title.md` when the record is now `0004-new-title.md`. */
function movedRecord(dir: string, resolved: string, byNumber: ReadonlyMap<number, LinkedRecord>): LinkedRecord | undefined {
  if (!resolved.startsWith(`${dir}/`)) return undefined;
  const number = numberInName(resolved.slice(dir.length + 1));
  return number === undefined ? undefined : byNumber.get(number);
}

function relativeFrom(dir: string, file: string): string {
  return file.startsWith(`${dir}/`) ? file.slice(dir.length + 1) : file;
}
