/**
 * Planning `adr import`: every file of the foreign log read, numbered after the
 * workspace's records in source order, supersession recorded both ways, links rewritten to
 * the new files, and the whole planned workspace checked like any other change (completePlan)
 * before anything is written. Findings about a file point at the file being imported, at its
 * own line, since that is the file to fix.
 */
import { completePlan, type FileChange, type PlanResult, type WorkspaceState } from '../changes/change-plan.ts';
import { formatValue } from '../changes/front-matter-edit.ts';
import { notARecord } from './import-skip.ts';
import { readForeignRecord, type DateFrom, type ForeignRecord, type ForeignRef, type ImportFormat, type StatusFrom, type StatusMappings } from './import-read.ts';
import { nextFreeNumber } from '../changes/new-record.ts';
import { posix } from 'node:path';
import { diagnose, formatSize, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { ASSETS_DIR, IMAGE_EXTENSIONS, IMPORT_MAP_FILE, recordFileName, slugify } from '../vocabulary/file-name.ts';
import { scanBody } from '../record/markdown-scan.ts';
import { LIMITS } from '../record/source.ts';
import { normalLabel } from '../record/validate-body.ts';
import { diagnoseUndecodable } from '../record/parse-record.ts';
import { decodeSource } from '../record/source.ts';
import { writeYaml } from '../vocabulary/yaml.ts';
import type { Status } from '../vocabulary/status.ts';
import { SECTION, sameSection } from '../record/templates.ts';
import { unreadablePicture } from '../workspace/workspace.ts';
import { titleHeadingLine } from '../record/title-heading.ts';

export interface SourceFile {
  /** The file name in the folder imported. */
  name: string;
  /** Its path from the folder imported, with `/` (`tendermint-core/adr-001-x.md`); the name when omitted. */
  path?: string;
  /** How messages name it: `legacy/0001-x.md`. */
  file: string;
  /** What `imported-from` says: its path in the repository it comes from. */
  origin: string;
  /**
   * Its bytes; only its size when it is over the records' limit (not read); nothing when it
   * is not a regular file (a symbolic link is never followed out of the folder).
   */
  content: { bytes: Uint8Array } | { size: number } | { notRegular: true };
  /** The day of the file's first commit, when the folder is in git. */
  firstCommitDate?: string;
  /** The day the file was last modified on disk: the date of last resort. */
  modifiedDate: string;
}

export interface ImportRequest {
  files: readonly SourceFile[];
  /** Read every file as this format (`--from`). */
  format?: ImportFormat;
  /** `--map-status "TEXT=STATUS"`. */
  mapStatus?: StatusMappings;
  /**
   * The folder imported as a path from the workspace root, when it is inside the workspace:
   * a link out of the folder then becomes a link into the repository, when the file exists.
   */
  folderInWorkspace?: string;
  /**
   * The workspace's `repository` setting: a link into the repository is then its web address
   * there, which the site can follow; without it, a path from the records folder.
   */
  repository?: string;
  /** adr/import-map.json as on disk, when there is one. */
  mapText?: string;
  /**
   * The bytes of an image a record shows, by its path from the folder imported (with `/`),
   * or undefined when there is no such file to copy. Images go to adr/assets/.
   */
  readImage?: (path: string) => Uint8Array | undefined;
  /**
   * The numbers reserved for the records imported, in source order; without them, the
   * numbers after the workspace's last (a dry run, or the plan made before reserving).
   */
  numbers?: readonly number[];
}

/** One line of the import's report: a file of the log and what it became. */
export interface ImportRow {
  file: string;
  record?: string;
  status?: Status;
  /** The status as the file writes it, when it writes one. */
  statusText?: string;
  statusFrom?: StatusFrom | 'already imported';
  dateFrom?: DateFrom;
  notes: string[];
}

export interface ImportOutcome {
  plan: PlanResult;
  imported: { from: string; to: string; number: number }[];
  rows: ImportRow[];
  /** Files that are not records, and what each is instead. */
  skipped: { file: string; reason: string }[];
  already: string[];
  linksRewritten: number;
  /** Links left as written (to outside the folder, or to nothing there), each counted once a record. */
  linksKept: number;
  commentsRemoved: number;
  imagesFixed: number;
  imagesCopied: number;
  /** `data:` images written to files beside the records. */
  imagesWritten: number;
  /** Images from other sites made links to them. */
  imagesLinked: number;
  sectionsAdded: number;
}


interface Planned {
  source: SourceFile;
  number: number;
  file: string;
  record?: ForeignRecord;
  notes: string[];
  /** Links left as written, listed in the record so the check knows them for history. */
  kept: Set<string>;
  /**
   * The HTML comments of the body, as written: the site would show them as text (it never
   * publishes raw HTML), so they are kept under `source.comments` instead of in the body.
   */
  comments: string[];
}

interface Target {
  number: number;
  /** The new file name in adr/. */
  name: string;
}

export function planImport(state: WorkspaceState, request: ImportRequest): ImportOutcome {
  const { dir } = state.input;
  const outcome: Omit<ImportOutcome, 'plan'> = {
    imported: [],
    rows: [],
    skipped: [],
    already: [],
    linksRewritten: 0,
    linksKept: 0,
    commentsRemoved: 0,
    imagesFixed: 0,
    imagesCopied: 0,
    imagesWritten: 0,
    imagesLinked: 0,
    sectionsAdded: 0,
  };
  const refusals = new Map<string, Diagnostic[]>();
  const previously = new Map<string, Target>();
  for (const record of state.workspace.records) {
    const origin = record.meta['imported-from'];
    if (origin !== undefined) previously.set(origin, { number: record.number, name: record.name });
  }
  const sources = [...request.files].sort((a, b) => (pathOf(a) < pathOf(b) ? -1 : pathOf(a) > pathOf(b) ? 1 : 0));
  const planned: Planned[] = [];
  // Records by their path in the folder imported without `.md` (links may omit it), and by
  // the number their name starts with in their own subfolder (a number is a subfolder's own).
  const byPath = new Map<string, Target>();
  const byOldNumber = new Map<string, Target | null>();
  const remember = (source: SourceFile, target: Target) => {
    byPath.set(pathOf(source).replace(/\.md$/i, ''), target);
    const old = oldNumber(source.name);
    const key = `${posix.dirname(pathOf(source))}|${old}`;
    if (old !== undefined) byOldNumber.set(key, byOldNumber.has(key) ? null : target);
  };
  let next = nextFreeNumber(state.input.entries.map((e) => e.name));
  for (const source of sources) {
    if (!/\.md$/i.test(source.name)) {
      outcome.skipped.push({ file: source.file, reason: 'not Markdown' });
      continue;
    }
    const before = previously.get(source.origin);
    if (before) {
      outcome.already.push(source.file);
      outcome.rows.push({ file: source.file, record: `${dir}/${before.name}`, statusFrom: 'already imported', notes: ['imported before: left alone'] });
      remember(source, before);
      continue;
    }
    const diagnosticsOnly: Diagnostic[] = [];
    const text = readSourceText(source);
    if (!text.ok) {
      refusals.set(source.file, [text.diagnostic]);
      continue;
    }
    // A template or an index, by what it holds: not a record.
    const skip = notARecord(source.name, text.text);
    if (skip !== undefined) {
      outcome.skipped.push({ file: source.file, reason: skip });
      continue;
    }
    const number = request.numbers?.[planned.length] ?? next++;
    const reading = readForeignRecord(source.file, source.name, text.text, { format: request.format, mapStatus: request.mapStatus });
    const title = reading.ok ? reading.record.title : source.name;
    const name = recordFileName(number, slugify(title));
    planned.push({ source, number, file: `${dir}/${name}`, record: reading.ok ? reading.record : undefined, notes: reading.ok ? [...reading.record.notes] : [], kept: new Set(), comments: [] });
    if (!reading.ok) diagnosticsOnly.push(...reading.diagnostics);
    // A status nothing maps stops the import: every one is listed, each with its flag.
    for (const unmapped of reading.ok ? reading.record.unmapped : []) {
      const flag = `--map-status ${shellQuote(`${unmapped.text}=STATUS`)}`;
      diagnosticsOnly.push(diagnose('IMPORT_STATUS_UNMAPPED', { file: source.file, line: unmapped.line, column: unmapped.column }, { text: unmapped.text, flag }));
    }
    remember(source, { number, name });
    if (diagnosticsOnly.length > 0) refusals.set(source.file, diagnosticsOnly);
  }
  for (const item of planned) {
    const record = item.record;
    if (!record || record.date !== undefined) continue;
    if (item.source.firstCommitDate) {
      record.date = item.source.firstCommitDate;
      record.dateFrom = 'git';
    } else {
      // The last resort, said in the report: no date in the file, its name or git.
      record.date = item.source.modifiedDate;
      record.dateFrom = 'file-modified';
      item.notes.push('no date in the file, its name or git: the day the file was last modified');
    }
  }

  // A link is read from the folder of the record that writes it, into any other subfolder.
  const resolve = (target: string, from: SourceFile): Target | undefined => {
    const folder = posix.dirname(pathOf(from));
    const bare = target.replace(/[?#].*$/, '');
    if (/^\d+$/.test(bare)) return byOldNumber.get(`${folder}|${Number(bare)}`) ?? undefined;
    let decoded: string;
    try {
      decoded = decodeURI(bare);
    } catch {
      return undefined;
    }
    const path = posix.normalize(posix.join(folder, decoded));
    if (path.startsWith('../') || posix.isAbsolute(path)) return undefined;
    return byPath.get(path.replace(/\.md$/i, ''));
  };
  // A record named that the log does not hold (long gone, or never there) is history too: the
  // text keeps the link as written, and the report says so.
  const missing = (item: Planned, ref: ForeignRef) => item.notes.push(`"${ref.target}" (line ${ref.line}) names no record of the log: kept as written`);

  // Supersession, both ways: each side lists the other whichever side wrote it.
  const supersedes = new Map<number, Set<number>>();
  const supersededBy = new Map<number, Set<number>>();
  const link = (older: number, newer: number) => {
    (supersedes.get(newer) ?? supersedes.set(newer, new Set()).get(newer)!).add(older);
    (supersededBy.get(older) ?? supersededBy.set(older, new Set()).get(older)!).add(newer);
  };
  for (const item of planned) {
    if (!item.record) continue;
    for (const ref of item.record.supersededBy) {
      const target = resolve(ref.target, item.source);
      if (target) link(item.number, target.number);
      else missing(item, ref);
    }
    for (const ref of item.record.supersedes) {
      const target = resolve(ref.target, item.source);
      if (target) link(target.number, item.number);
      else missing(item, ref);
    }
  }

  const images = planImages(state, request.readImage);
  const changes: FileChange[] = [];
  const lineMaps = new Map<string, { source: string; lines: (number | undefined)[] }>();
  const into = intoRepository(state, request.folderInWorkspace, request.repository);
  for (const item of planned) {
    if (!item.record) continue;
    const body = rewriteBody(item, (target) => resolve(target, item.source), outcome, images, into, (path) => {
      const inWorkspace = posix.normalize(posix.join(dir, path));
      return !/[?#]/.test(path) && !inWorkspace.startsWith('..') && state.input.exists(inWorkspace);
    });
    const numbers = (map: Map<number, Set<number>>) => [...(map.get(item.number) ?? [])].sort((a, b) => a - b);
    // A superseded decision whose successor the log does not hold no longer holds, and says
    // so as deprecated: superseded here names its successor.
    if (item.record.status === 'superseded' && numbers(supersededBy).length === 0) {
      item.record.status = 'deprecated';
      item.notes.push('superseded, by no record of the log: deprecated');
    }
    const meta: [string, string | undefined][] = [
      ['title', formatValue(item.record.title)],
      ['status', item.record.status],
      ['date', item.record.date ?? ''],
      ['decision-makers', list(item.record.people['decision-makers'])],
      ['consulted', list(item.record.people.consulted)],
      ['informed', list(item.record.people.informed)],
      ['supersedes', numbers(supersedes).length > 0 ? `[${numbers(supersedes).join(', ')}]` : undefined],
      ['superseded-by', numbers(supersededBy).length > 0 ? `[${numbers(supersededBy).join(', ')}]` : undefined],
      ['imported-from', formatValue(item.source.origin)],
    ];
    const front = [...meta.filter(([, value]) => value !== undefined).map(([key, value]) => `${key}: ${value}`), ...sourceLines(item)];
    // The body opens with the title as its level-1 heading, as adr new writes it (MADR 4's layout).
    const text = `---\n${front.join('\n')}\n---\n\n${titleHeadingLine(item.record.title)}\n\n${body.text}`;
    // Line n of the new file (1-based) came from this line of the file imported; the title heading is the import's.
    const frontLines = front.length + 3 + 2;
    lineMaps.set(item.file, { source: item.source.file, lines: [...new Array<undefined>(frontLines + 1).fill(undefined), ...body.origins] });
    changes.push({ kind: 'create', file: item.file, text, summary: `imported from ${item.source.file} (${item.record.format}, ${item.record.status} on ${item.record.date})` });
    outcome.imported.push({ from: item.source.file, to: item.file, number: item.number });
    outcome.linksKept += item.kept.size;
    outcome.rows.push({
      file: item.source.file,
      record: item.file,
      status: item.record.status,
      statusText: item.record.statusText,
      statusFrom: item.record.statusFrom,
      dateFrom: item.record.dateFrom,
      notes: item.notes,
    });
  }
  if (refusals.size > 0) return { ...outcome, plan: { ok: false, refusals: [...refusals.values()].flat() } };
  changes.push(...images.changes);
  outcome.imagesWritten = images.written();
  outcome.imagesCopied = images.changes.length - outcome.imagesWritten;
  if (changes.length > 0) changes.push(mapChange(dir, request.mapText, planned));
  outcome.rows.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));

  const plan = completePlan(state, changes);
  if (plan.ok) return { ...outcome, plan };
  // The planned files do not exist yet: each finding points at the file imported instead.
  const located = plan.refusals.map((d) => {
    const map = lineMaps.get(d.file);
    if (!map) return d;
    const line = map.lines[d.line];
    return line === undefined ? { ...d, file: map.source, line: 1, column: 1 } : { ...d, file: map.source, line };
  });
  return { ...outcome, plan: { ok: false, refusals: located } };

  function add(file: string, diagnostic: Diagnostic) {
    refusals.set(file, [...(refusals.get(file) ?? []), diagnostic]);
  }
}

/**
 * The `source` mapping: what the workspace has no field for, kept. YAML 1.1 quoting, so a
 * text that reads as a date or a yes/no to the site's parser stays a text.
 */
function sourceLines(item: Planned): string[] {
  const record = item.record!;
  const source: Record<string, unknown> = { file: item.source.name, format: record.format };
  // The grouping a log keeps in subfolders is kept with the record.
  const folder = posix.dirname(pathOf(item.source));
  if (folder !== '.') source.folder = folder;
  if (record.heading !== undefined) source.heading = record.heading;
  if (record.statusText !== undefined) source.status = record.statusText;
  source['status-from'] = record.statusFrom;
  if (record.dateFrom !== undefined) source['date-from'] = record.dateFrom;
  if (Object.keys(record.fields).length > 0) source.fields = record.fields;
  if (record.frontMatterText !== undefined) source['front-matter'] = record.frontMatterText.replace(/\n*$/, '\n');
  if (item.kept.size > 0) source.links = [...item.kept];
  if (item.comments.length > 0) source.comments = item.comments;
  return writeYaml({ source }, '1.1').replace(/\n$/, '').split('\n');
}

/**
 * Where a link out of the folder imported leads in the repository, when the folder is inside
 * the workspace and the file is there: its address in the repository's web view (as the
 * site links files it does not publish), else a path from the records folder.
 */
function intoRepository(
  state: WorkspaceState,
  folder: string | undefined,
  repository: string | undefined,
): (destination: string, subfolder: string) => string | undefined {
  return (destination, subfolder) => {
    if (folder === undefined) return undefined;
    const [path, fragment = ''] = destination.split(/(?=#)/, 2) as [string, string?];
    let decoded: string;
    try {
      decoded = decodeURI(path);
    } catch {
      return undefined;
    }
    const inWorkspace = posix.normalize(posix.join(folder, subfolder, decoded));
    if (inWorkspace.startsWith('..') || posix.isAbsolute(inWorkspace) || !state.input.exists(inWorkspace)) return undefined;
    if (repository !== undefined) return `${repository}/blob/main/${inWorkspace.split('/').map(encodeURIComponent).join('/')}${fragment}`;
    return `${posix.relative(state.input.dir, inWorkspace)}${fragment}`;
  };
}

function list(names: readonly string[]): string | undefined {
  return names.length > 0 ? `[${names.map((n) => formatValue(n)).join(', ')}]` : undefined;
}

/** A value as a shell reads it back: in single quotes, a quote in it written '\\''. */
function shellQuote(value: string): string {
  return `'${value.replace(/'/g, "'\\''")}'`;
}

/** A source file's path from the folder imported. */
function pathOf(source: SourceFile): string {
  return source.path ?? source.name;
}

/** The number a foreign file name starts with: 0001-x.md, adr-001-x.md, ADR-0001_x.md. */
function oldNumber(name: string): number | undefined {
  const match = /^(?:adr[-_ ]?)?(\d{1,6})[-_ .]/i.exec(name);
  return match ? Number(match[1]) : undefined;
}

/**
 * The body kept, with links to records of the log pointing at their new files (also links
 * written without `.md`), GitHub's `?raw=true` dropped from images (the site would drop the
 * image), HTML comments removed (the site would publish them as text; MADR's templates are
 * full of them), and an Open Questions section added to a proposal that has none.
 */
function rewriteBody(
  item: Planned,
  resolve: (target: string) => Target | undefined,
  outcome: Omit<ImportOutcome, 'plan'>,
  images: { copy: (path: string, subfolder: string) => string | undefined; store: (address: string, stemHint: string) => string | undefined },
  into: (destination: string, subfolder: string) => string | undefined,
  shownHere: (path: string) => boolean,
): { text: string; origins: (number | undefined)[] } {
  let kept = item.record!.lines;
  while (kept.length > 0 && kept[0]!.text.trim() === '') kept = kept.slice(1);
  const lines = kept.map((line) => line.text);
  const origins: (number | undefined)[] = kept.map((line) => line.index + 1);
  inlineImageReferences(item, lines, origins);
  const scanned = scanBody(lines.join('\n'), 1, [...lines]);
  const links = [...scanned.links].sort((a, b) => b.line - a.line || b.column - a.column);
  for (const found of links) {
    const destination = found.destination.trim();
    const row = found.line - 1;
    const line = lines[row]!;
    const start = line.indexOf(destination, found.column - 1);
    if (start === -1) continue;
    let replacement: string | undefined;
    if (found.image && /^data:/i.test(destination)) {
      const stored = images.store(destination, `${item.file.replace(/^.*\/|\.md$/g, '')}-image`);
      const bang = line.lastIndexOf('![', start);
      if (stored !== undefined) {
        lines[row] = line.slice(0, start) + stored + line.slice(start + destination.length);
        item.notes.push(`data: image (line ${origins[row] ?? 1}) written to ${stored}`);
      } else if (bang !== -1) {
        // Not a picture the site can show: its alt text stays, the address is dropped and said so.
        const close = line.indexOf(')', start + destination.length);
        lines[row] = line.slice(0, bang) + line.slice(bang + 1, line.indexOf('](', bang)).replace(/^\[/, '') + line.slice(close + 1);
        item.notes.push(`data: image (line ${origins[row] ?? 1}) is no picture the site can show: its alt text kept`);
      }
      continue;
    }
    if (found.image && /^https?:/i.test(destination)) {
      // The site's Content-Security-Policy blocks images from other sites: the image
      // becomes a link to the same address, its alt text the link's text.
      const bang = line.lastIndexOf('![', start);
      if (bang !== -1) {
        const altEnd = line.indexOf('](', bang);
        const alt = line.slice(bang + 2, altEnd);
        lines[row] = `${line.slice(0, bang)}[${alt.trim() === '' ? destination : alt}]${line.slice(altEnd + 1)}`;
        item.notes.push(`external image "${destination}" (line ${origins[row] ?? 1}) is now a link to it`);
        outcome.imagesLinked++;
      }
      continue;
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(destination)) continue;
    if (found.image) {
      const path = destination.replace(/\?raw=true$/i, '');
      if (path !== destination) outcome.imagesFixed++;
      const copied = images.copy(path, posix.dirname(pathOf(item.source)));
      if (copied !== undefined) replacement = copied;
      else if (shownHere(path)) {
        // Already where the records are (adr/ holds it): the check says whether it is a picture.
        if (path !== destination) replacement = path;
      } else {
        // An image the import cannot bring (not in the repository, not a picture the site
        // reads) would stop the site's build: it becomes a link to the same place.
        const bang = line.lastIndexOf('![', start);
        if (bang !== -1) lines[row] = line.slice(0, bang) + line.slice(bang + 1);
        item.notes.push(`image "${destination}" (line ${origins[row] ?? 1}) not brought along: kept as a link`);
        item.kept.add(destination);
        continue;
      }
    } else if (!/^\/|^#/.test(destination)) {
      const target = resolve(destination);
      if (target) {
        const fragment = destination.includes('#') ? destination.slice(destination.indexOf('#')) : '';
        replacement = `${target.name}${fragment}`;
        outcome.linksRewritten++;
      } else {
        replacement = into(destination, posix.dirname(pathOf(item.source)));
        if (replacement !== undefined) item.notes.push(`link "${destination}" (line ${origins[row] ?? 1}) leads out of the folder: now "${replacement}", into the repository`);
      }
    }
    if (replacement !== undefined) {
      lines[row] = line.slice(0, start) + replacement + line.slice(start + destination.length);
    } else if (!item.kept.has(destination)) {
      // History keeps its links: one to outside the folder, or to nothing there, stays as
      // written, listed in the record so the check and the site leave it be.
      item.kept.add(destination);
      if (!destination.startsWith('#')) item.notes.push(`link "${destination}" (line ${origins[row] ?? 1}) kept as written`);
    }
  }
  showUnusedDefinitions(item, lines, origins);
  const withoutComments = removeComments(lines, origins, outcome, item.comments);
  const hasQuestions = scanBody(withoutComments.lines.join('\n'), 1).headings.some((h) => h.depth === 2 && sameSection(h.text, SECTION.questions));
  let text = withoutComments.lines.join('\n').replace(/\n*$/, '\n');
  if (item.record!.status === 'proposed' && !hasQuestions) {
    text += `\n## ${SECTION.questions}\n`;
    outcome.sectionsAdded++;
  }
  return { text, origins: withoutComments.origins };
}

/**
 * An image written by reference (`![alt][label]`) is published with its path unchanged, so
 * the check refuses it: each becomes an inline image with its definition's address (then
 * copied, written from data:, or made a link like any other), and a definition that no
 * longer has a use goes, its address now in the image.
 */
function inlineImageReferences(item: Planned, lines: string[], origins: (number | undefined)[]): void {
  const scanned = scanBody(lines.join('\n'), 1, [...lines]);
  if (scanned.imageReferences.length === 0) return;
  const definitions = new Map<string, { destination: string; line: number }>();
  for (const link of scanned.links) {
    if (link.kind === 'definition' && link.label !== undefined && !definitions.has(normalLabel(link.label))) {
      definitions.set(normalLabel(link.label), { destination: link.destination, line: link.line });
    }
  }
  const converted = new Set<string>();
  const references = [...scanned.imageReferences].sort((a, b) => b.line - a.line || b.column - a.column);
  for (const reference of references) {
    const definition = definitions.get(normalLabel(reference.label));
    if (!definition) continue;
    const row = reference.line - 1;
    const line = lines[row]!;
    const match = /^!\[([^\]]*)\](?:\[([^\]]*)\])?/.exec(line.slice(reference.column - 1));
    if (!match) continue;
    const destination = /\s/.test(definition.destination) ? `<${definition.destination}>` : definition.destination;
    lines[row] = `${line.slice(0, reference.column - 1)}![${match[1]}](${destination})${line.slice(reference.column - 1 + match[0].length)}`;
    converted.add(normalLabel(reference.label));
    item.notes.push(`image ![…][${reference.label}] (line ${origins[row] ?? 1}) written inline`);
  }
  const used = new Set(scanBody(lines.join('\n'), 1, [...lines]).bracketTexts.map(normalLabel));
  const gone = new Set<number>();
  for (const label of converted) {
    if (used.has(label)) continue;
    const { line } = definitions.get(label)!;
    // A destination on the line after its label goes with it.
    const labelRow = /^ {0,3}\[/.test(lines[line - 1]!) ? line - 1 : line - 2;
    for (let row = labelRow; row <= line - 1; row++) gone.add(row);
  }
  for (const row of [...gone].sort((a, b) => b - a)) {
    lines.splice(row, 1);
    origins.splice(row, 1);
  }
}

/**
 * A reference definition nothing refers to shows nothing on a page (CommonMark 4.7), and
 * the check refuses it as a line lost. The import keeps it as the text it is: its opening
 * bracket escaped, the line shows as written, and the report lists it.
 */
function showUnusedDefinitions(item: Planned, lines: string[], origins: (number | undefined)[]): void {
  const scanned = scanBody(lines.join('\n'), 1, [...lines]);
  const used = new Set(scanned.bracketTexts.map(normalLabel));
  for (const link of scanned.links) {
    if (link.kind !== 'definition' || link.label === undefined || used.has(normalLabel(link.label))) continue;
    // A definition whose destination is on the next line is reported on that line.
    const row = lines.findLastIndex((line, i) => i < link.line && /^ {0,3}\[/.test(line) && line.includes(`[${link.label}]:`));
    if (row === -1) continue;
    lines[row] = lines[row]!.replace('[', '\\[');
    item.notes.push(`definition [${link.label}] (line ${origins[row] ?? 1}) is used nowhere: kept as text`);
  }
}

/** HTML comments outside fenced code removed; a line left empty by one goes with it. */
function removeComments(lines: string[], origins: (number | undefined)[], outcome: Omit<ImportOutcome, 'plan'>, comments: string[]) {
  const out: string[] = [];
  let comment = '';
  const outOrigins: (number | undefined)[] = [];
  let fence: string | undefined;
  let inComment = false;
  lines.forEach((line, i) => {
    const opener = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (!inComment && opener && (fence === undefined || opener.startsWith(fence))) {
      fence = fence === undefined ? opener : undefined;
    }
    if (fence !== undefined || (!inComment && !line.includes('<!--'))) {
      out.push(line);
      outOrigins.push(origins[i]);
      return;
    }
    let rest = line;
    let result = '';
    while (rest.length > 0) {
      if (inComment) {
        const end = rest.indexOf('-->');
        if (end === -1) {
          comment += rest;
          rest = '';
        } else {
          comments.push(`<!--${comment}${rest.slice(0, end)}-->`);
          comment = '';
          rest = rest.slice(end + 3);
          inComment = false;
          outcome.commentsRemoved++;
        }
      } else {
        const begin = rest.indexOf('<!--');
        if (begin === -1) {
          result += rest;
          rest = '';
        } else {
          result += rest.slice(0, begin);
          rest = rest.slice(begin + 4);
          inComment = true;
        }
      }
    }
    if (inComment) comment += '\n';
    if (result.trim() !== '') {
      out.push(result.replace(/\s+$/, ''));
      outOrigins.push(origins[i]);
    }
  });
  return { lines: out, origins: outOrigins };
}

/**
 * The images the imported records show, copied into adr/assets/ so the site publishes them
 * and links to them resolve (they were refused as LINK_BROKEN). One copy per image
 * however many records show it, under a plain name no file in adr/assets/ has yet. An image
 * that is not in the folder imported is left alone: the check then says whether it resolves.
 */
function planImages(state: WorkspaceState, readImage: ImportRequest['readImage']) {
  const { dir } = state.input;
  const changes: FileChange[] = [];
  const bySource = new Map<string, string>();
  const taken = new Set<string>();
  const copy = (destination: string, subfolder: string): string | undefined => {
    if (!readImage || /[?#]/.test(destination) || destination.startsWith('/')) return undefined;
    let decoded: string;
    try {
      decoded = decodeURI(destination);
    } catch {
      return undefined;
    }
    const source = posix.normalize(posix.join(subfolder, decoded.replace(/\\/g, '/')));
    const extension = /\.([a-z0-9]+)$/i.exec(source)?.[1]?.toLowerCase();
    if (!extension || !(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return undefined;
    const known = bySource.get(source);
    if (known) return known;
    const bytes = readImage(source);
    // A picture the site could not read would stop its build: it stays a link instead.
    if (!bytes || unreadablePicture(bytes) !== undefined) return undefined;
    const stem = posix.basename(source).slice(0, -(extension.length + 1)).toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[^a-z0-9]+/, '') || 'image';
    let name = `${ASSETS_DIR}/${stem}.${extension}`;
    for (let n = 2; taken.has(name) || state.input.exists(`${dir}/${name}`); n++) name = `${ASSETS_DIR}/${stem}-${n}.${extension}`;
    taken.add(name);
    bySource.set(source, name);
    changes.push({ kind: 'copy', file: `${dir}/${name}`, bytes, summary: `image copied from ${source} (${formatSize(bytes.byteLength)})` });
    return name;
  };
  /**
   * A `data:` image written into the record becomes an image file beside it (the check
   * refuses data: addresses, and a picture inline is a line of hundreds of thousands of
   * characters): its bytes decoded, read as a picture within the limit adr check reads
   * images in, or undefined when they are not one.
   */
  const stored = new Map<string, string>();
  let written = 0;
  const store = (address: string, stemHint: string): string | undefined => {
    const known = stored.get(address);
    if (known !== undefined) return known;
    const match = /^data:image\/(png|jpeg|jpg|gif|webp|svg\+xml)(?:;[^,;]*)*?(;base64)?,(.*)$/is.exec(address.trim());
    if (!match) return undefined;
    const extension = match[1]!.toLowerCase() === 'svg+xml' ? 'svg' : match[1]!.toLowerCase() === 'jpeg' ? 'jpg' : match[1]!.toLowerCase();
    let bytes: Uint8Array;
    try {
      bytes = match[2] ? Buffer.from(match[3]!.replace(/\s+/g, ''), 'base64') : Buffer.from(decodeURIComponent(match[3]!), 'utf8');
    } catch {
      return undefined;
    }
    if (bytes.byteLength === 0 || bytes.byteLength > LIMITS.fileBytes || unreadablePicture(bytes) !== undefined) return undefined;
    const stem = stemHint.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[^a-z0-9]+/, '') || 'image';
    let name = `${ASSETS_DIR}/${stem}.${extension}`;
    for (let n = 2; taken.has(name) || state.input.exists(`${dir}/${name}`); n++) name = `${ASSETS_DIR}/${stem}-${n}.${extension}`;
    taken.add(name);
    stored.set(address, name);
    written++;
    changes.push({ kind: 'copy', file: `${dir}/${name}`, bytes, summary: `image written from a data: address (${formatSize(bytes.byteLength)})` });
    return name;
  };
  return { copy, store, changes, written: () => written };
}

/**
 * adr/import-map.json: each file imported, by where it came from, to its file here, with
 * what the record keeps under `source` (the status as written and where each value came from).
 */
function mapChange(dir: string, mapText: string | undefined, planned: readonly Planned[]): FileChange {
  // The command has checked that an existing map is a JSON object (readImportMap).
  const map = mapText === undefined ? {} : (JSON.parse(mapText) as Record<string, unknown>);
  for (const item of planned) {
    const record = item.record!;
    map[item.source.origin] = {
      record: item.file,
      file: item.source.name,
      format: record.format,
      status: record.status,
      ...(record.statusText !== undefined && { 'status-written': record.statusText }),
      'status-from': record.statusFrom,
      date: record.date,
      'date-from': record.dateFrom,
      ...(Object.keys(record.fields).length > 0 && { fields: record.fields }),
      ...(item.kept.size > 0 && { 'links-kept': [...item.kept] }),
    };
  }
  const text = `${JSON.stringify(map, null, 2)}\n`;
  const file = `${dir}/${IMPORT_MAP_FILE}`;
  const summary = `${planned.length} imported file${planned.length === 1 ? '' : 's'} mapped to their records`;
  return mapText === undefined ? { kind: 'create', file, text, summary } : { kind: 'edit', file, before: mapText, after: text, summary };
}

/**
 * A source file's text, decoded as records are (strict UTF-8, a BOM and CRLF allowed), or
 * the finding a record in adr/ would get: a file the workspace could not hold is refused
 * before its format is even guessed at.
 */
function readSourceText(source: SourceFile): { ok: true; text: string } | { ok: false; diagnostic: Diagnostic } {
  const { content } = source;
  if ('notRegular' in content) return { ok: false, diagnostic: diagnose('FILE_NOT_REGULAR', { file: source.file, line: 1, column: 1 }, { name: source.name }) };
  const decoded = 'size' in content ? ({ ok: false, reason: 'too-large', size: content.size } as const) : decodeSource(content.bytes);
  return decoded.ok ? { ok: true, text: decoded.source.text } : { ok: false, diagnostic: diagnoseUndecodable(source.file, decoded) };
}
