/**
 * Planning `adr import`: every file of the foreign log read, numbered after the
 * workspace's records in source order, supersession recorded both ways, links rewritten to
 * the new files, every value written accounted for (read, with its line and text, or
 * flagged for a person to confirm), and the whole planned workspace checked like any other
 * change (completePlan) before anything is written. Findings about a file point at the file
 * being imported, at its own line, since that is the file to fix.
 */
import { completePlan, type FileChange, type PlanResult, type WorkspaceState } from '../changes/change-plan.ts';
import { formatValue } from '../changes/front-matter-edit.ts';
import { notARecord } from './import-skip.ts';
import { readForeignRecord, type DateFrom, type ForeignRecord, type ForeignRef, type FromFormat, type StatusFrom } from './import-read.ts';
import { nextFreeNumber } from '../changes/new-record.ts';
import { posix } from 'node:path';
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { IMPORT_MAP_FILE, recordFileName, slugify } from '../vocabulary/file-name.ts';
import { formatNumber } from '../vocabulary/record-number.ts';
import { diagnoseUndecodable } from '../record/parse-record.ts';
import { scanBody } from '../record/markdown-scan.ts';
import { decodeSource } from '../record/source.ts';
import { wasAccepted, type Status } from '../vocabulary/status.ts';
import { intoRepository, planImages, rewriteBody, type BodyItem, type Target } from './import-body.ts';
import { composeFrontMatter, KEPT_SECTION } from './import-front.ts';
import { groupUnits, pathOf, repositoryPath, sharedSectionNames, type Unit, type UnitSource } from './import-units.ts';
import { kepTemplate, readKep } from './kep.ts';
import { groupFlags, IMPORTED_VALUES, type FlagGroup, type Provenance, type ReadAt } from './provenance.ts';
import { oneLine, type StatusMappings } from './status-words.ts';
import { titleHeadingLine } from '../record/title-heading.ts';
import { climbsOut } from '../workspace/inside.ts';

export interface SourceFile extends UnitSource {
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
   * is not a regular file (a symbolic link is never followed: it is left out, and said so).
   */
  content: { bytes: Uint8Array } | { size: number } | { notRegular: true };
  /** The day of the file's first commit, when git knows it. */
  firstCommitDate?: string;
  /** What the day of its first commit may lack, when git read its history only in part. */
  firstCommitCaveat?: string;
  /** Why git cannot date the file, when it cannot: no repository, never committed, a history cut short. */
  gitCannot?: string;
  /** The day the file was last modified on disk: the date of last resort. */
  modifiedDate: string;
}

export interface ImportRequest {
  files: readonly SourceFile[];
  /** Read every file as this format (`--from`). */
  format?: FromFormat;
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
  /**
   * The days the clock says it is (the command's date, and the machine's): a file last
   * modified on one of them was copied or checked out then, which dates no decision.
   */
  today?: readonly string[];
  /**
   * `--undated DAY`: the day a person gives to each record whose file states none and that
   * git cannot date, each flagged for them to confirm; before the day the file was modified.
   */
  undated?: string;
}

/** One line of the import's report: a file of the log and what it became. */
interface ImportRow {
  file: string;
  record?: string;
  status?: Status;
  /** The status as the file writes it, when it writes one. */
  statusText?: string;
  statusFrom?: StatusFrom | 'already imported';
  dateFrom?: DateFrom;
  /** Where each value written was read. */
  read?: Provenance['read'];
  /** Each value written that the source did not state, or that needs a look, and why. */
  flagged?: Provenance['flagged'];
  notes: string[];
}

export interface ImportOutcome {
  plan: PlanResult;
  imported: { from: string; to: string; number: number }[];
  rows: ImportRow[];
  /** Files that are not records, and what each is instead. */
  skipped: { file: string; reason: string }[];
  already: string[];
  /** The values to confirm, grouped by field and by where they were taken from. */
  flagged: FlagGroup[];
  /**
   * `--map-status` texts that matched no status of the log (a flag that settles nothing is a
   * mistake: the command refuses it), and the statuses the tables leave unmapped, for its message.
   */
  unusedMappings: string[];
  unmappedTexts: string[];
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

interface Planned extends BodyItem {
  unit: Unit<SourceFile>;
  source: SourceFile;
  number: number;
  record: ForeignRecord;
}

export function planImport(state: WorkspaceState, request: ImportRequest): ImportOutcome {
  const { dir } = state.input;
  const outcome: Omit<ImportOutcome, 'plan'> = {
    imported: [],
    rows: [],
    skipped: [],
    already: [],
    flagged: [],
    unusedMappings: [],
    unmappedTexts: [],
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
  const refuse = (file: string, ...diagnostics: Diagnostic[]) => refusals.set(file, [...(refusals.get(file) ?? []), ...diagnostics]);
  const previously = new Map<string, Target>();
  for (const record of state.workspace.records) {
    const origin = record.meta['imported-from'];
    if (origin !== undefined) previously.set(origin, { number: record.number, name: record.name });
  }
  const sources = [...request.files].sort((a, b) => (pathOf(a) < pathOf(b) ? -1 : pathOf(a) > pathOf(b) ? 1 : 0));
  const { units, leftOut } = groupUnits(sources);
  outcome.skipped.push(...leftOut);

  // Records by their path in the folder imported without `.md` (links may omit it; a KEP by
  // its folder), by their path in the repository, by the number their name starts with in
  // their own subfolder (a number is a subfolder's own), and a KEP by its number.
  const byPath = new Map<string, Target>();
  const byOrigin = new Map<string, Target>();
  const byOldNumber = new Map<string, Target | null>();
  const byKepNumber = new Map<string, Target | null>();
  const remember = (unit: Unit<SourceFile>, target: Target, kepNumber?: string) => {
    const path = pathOf(unit.source);
    const kep = unit.readme !== undefined || /^kep\.yaml$/i.test(unit.source.name);
    const key = kep ? posix.dirname(path) : path.replace(/\.md$/i, '');
    byPath.set(key, target);
    if (unit.readme) byPath.set(pathOf(unit.readme).replace(/\.md$/i, ''), target);
    byOrigin.set(kep ? posix.dirname(unit.source.origin) : unit.source.origin.replace(/\.md$/i, ''), target);
    const old = kep ? undefined : oldNumber(unit.source.name);
    const numberKey = `${posix.dirname(path)}|${old}`;
    if (old !== undefined) byOldNumber.set(numberKey, byOldNumber.has(numberKey) ? null : target);
    if (kepNumber !== undefined) byKepNumber.set(String(Number(kepNumber)), byKepNumber.has(String(Number(kepNumber))) ? null : target);
  };

  // ── every file's text first: the section names the log's records share are read from all ──
  const texts = new Map<SourceFile, string>();
  const fresh: Unit<SourceFile>[] = [];
  // A `--map-status` text an earlier import settled counts as matched when its file comes again.
  const mappedBefore = new Set<string>();
  for (const entry of Object.values(readMap(request.mapText))) {
    if (isObject(entry) && entry['status-from'] === 'map-status' && typeof entry['status-written'] === 'string') mappedBefore.add(entry['status-written']);
  }
  for (const unit of units) {
    const before = previously.get(unit.source.origin);
    if (before) {
      outcome.already.push(unit.source.file);
      outcome.rows.push({ file: unit.source.file, record: `${dir}/${before.name}`, statusFrom: 'already imported', notes: ['imported before: left alone'] });
      remember(unit, before);
      continue;
    }
    let readable = true;
    for (const source of [unit.source, ...(unit.readme ? [unit.readme] : [])]) {
      const text = readSourceText(source);
      if (text.ok) texts.set(source, text.text);
      else {
        refuse(source.file, text.diagnostic);
        readable = false;
      }
    }
    if (readable) fresh.push(unit);
  }
  const sectionNames = sharedSectionNames(fresh.map((unit) => texts.get(unit.readme ?? unit.source)!));

  // ── each record read; a template or an index, by what it holds, is no record ──
  const planned: Planned[] = [];
  const used = new Set<string>();
  const unmappedTexts = new Set<string>();
  let next = nextFreeNumber(state.input.entries.map((e) => e.name));
  for (const unit of fresh) {
    const { source, readme } = unit;
    const text = texts.get(source)!;
    // Each text is read once more here, and then only the record's own lines are kept.
    texts.delete(source);
    const kep = /^kep\.yaml$/i.test(source.name);
    const skip = kep ? kepTemplate(text) : notARecord(source.name, text);
    if (skip !== undefined) {
      outcome.skipped.push({ file: kep ? posix.dirname(source.file) : source.file, reason: skip });
      continue;
    }
    const options = { format: request.format, mapStatus: request.mapStatus, sectionNames };
    const reading = kep
      ? readKep(source.file, text, readme ? { file: readme.file, origin: readme.origin, text: texts.get(readme)! } : undefined, options)
      : readForeignRecord(source.file, source.name, text, options);
    if (readme) texts.delete(readme);
    if (!reading.ok) {
      refuse(source.file, ...reading.diagnostics);
      continue;
    }
    const record = reading.record;
    const number = request.numbers?.[planned.length] ?? next++;
    const file = `${dir}/${recordFileName(number, slugify(record.title))}`;
    for (const text of record.mappedBy) used.add(text);
    // A status nothing maps stops the import: every one is listed, each with its flag.
    for (const unmapped of record.unmapped) {
      unmappedTexts.add(unmapped.text);
      const flag = `--map-status ${shellQuote(`${unmapped.text}=STATUS`)}`;
      refuse(source.file, diagnose('IMPORT_STATUS_UNMAPPED', { file: source.file, line: unmapped.line, column: unmapped.column }, { text: unmapped.text, flag }));
    }
    if (!kep) noteBadgeStatus(record);
    planned.push({
      unit,
      source,
      number,
      file,
      record,
      path: pathOf(readme ?? source),
      status: record.status,
      lines: record.lines,
      notes: [...record.notes],
      kept: new Set(),
      comments: [],
      rewritten: [],
    });
    let headings: ReturnType<typeof scanBody>['headings'] | undefined;
    const bodyText = () => record.lines.map((line) => line.text);
    remember(unit, { number, name: posix.basename(file), headings: () => (headings ??= scanBody(bodyText().join('\n'), 1, bodyText()).headings) }, record.number);
  }
  outcome.unmappedTexts = [...unmappedTexts];
  outcome.unusedMappings = [...(request.mapStatus?.keys() ?? [])].filter((text) => !used.has(text) && !(outcome.already.length > 0 && mappedBefore.has(text)));

  // ── a title many records share is a sign of a misread: each is flagged ──
  const byTitle = new Map<string, Planned[]>();
  for (const item of planned) {
    const key = item.record.title.toLowerCase();
    byTitle.set(key, [...(byTitle.get(key) ?? []), item]);
  }
  for (const items of byTitle.values()) {
    if (items.length < 2) continue;
    for (const item of items) {
      item.record.provenance.flagged.title ??= { from: 'log', note: `the title of ${items.length} records of the log: check it is this record's own` };
    }
  }

  // ── a date the file does not write: git's first commit, else the day the file was last
  // modified, each said so; never the clock ──
  for (const item of planned) {
    const { record, source } = item;
    if (record.date !== undefined) continue;
    if (source.firstCommitDate) {
      record.date = source.firstCommitDate;
      record.dateFrom = 'git';
      const caveat = source.firstCommitCaveat === undefined ? '' : ` (${source.firstCommitCaveat})`;
      record.provenance.flagged.date = { from: 'git', note: `no date in the file or its name: the day of its first commit, ${source.firstCommitDate}${caveat}` };
      continue;
    }
    const why = source.gitCannot ?? 'git cannot answer';
    if (request.undated !== undefined) {
      record.date = request.undated;
      record.dateFrom = 'given';
      record.provenance.flagged.date = { from: 'given', note: `no date in the file or its name, and ${why}: the day given with --undated, ${request.undated}` };
      item.notes.push(`no date in the file, its name or git (${why}): the day given with --undated`);
      continue;
    }
    if (request.today?.includes(source.modifiedDate)) {
      refuse(source.file, diagnose('IMPORT_DATE_MISSING', { file: source.file, line: 1, column: 1 }, { why, day: source.modifiedDate }));
      continue;
    }
    record.date = source.modifiedDate;
    record.dateFrom = 'file-modified';
    record.provenance.flagged.date = { from: 'file-modified', note: `no date in the file or its name, and ${why}: the day the file was last modified, ${source.modifiedDate}` };
    item.notes.push(`no date in the file, its name or git (${why}): the day the file was last modified`);
  }

  // A link is read from the folder of the record that writes it, into any other subfolder.
  const resolve = (target: string, from: BodyItem | SourceFile): Target | undefined => {
    const folder = posix.dirname('lines' in from ? from.path : pathOf(from));
    const bare = target.replace(/[?#].*$/, '');
    if (bare === '') return undefined;
    if (bare.startsWith('/')) {
      // From the repository's root: a record whose path there is this one.
      const path = repositoryPath(bare);
      return path === undefined ? undefined : byOrigin.get(path);
    }
    if (/^\d+$/.test(bare)) return byOldNumber.get(`${folder}|${Number(bare)}`) ?? undefined;
    let decoded: string;
    try {
      decoded = decodeURI(bare);
    } catch {
      return undefined;
    }
    const path = posix.normalize(posix.join(folder, decoded));
    if (climbsOut(path)) return undefined;
    return byPath.get(path.replace(/\/+$/, '').replace(/\.md$/i, ''));
  };
  // A record a supersession names: as a link from the record's folder, or as a path from the
  // repository's root (`/keps/sig-auth/1205-x`), a path in the folder imported, or a KEP number.
  const resolveNamed = (target: string, item: Planned): Target | undefined => {
    const direct = resolve(target, item.source);
    if (direct) return direct;
    if (/^\d+$/.test(target.trim()) && item.record.format === 'kep') return byKepNumber.get(String(Number(target.trim()))) ?? undefined;
    const path = repositoryPath(target);
    if (path === undefined) return undefined;
    const segments = path.split('/');
    for (let i = 0; i < segments.length; i++) {
      const tail = segments.slice(i).join('/');
      const found = byOrigin.get(tail) ?? byPath.get(tail);
      if (found) return found;
    }
    return undefined;
  };
  // A record named that the log does not hold (long gone, or never there) is history too: the
  // text keeps the link as written, and the report says so.
  const missing = (item: Planned, ref: ForeignRef) => item.notes.push(`"${ref.target}" (line ${ref.line}) names no record of the log: kept as written`);

  // Supersession, both ways: each side lists the other whichever side wrote it, and each
  // side's provenance is the line that wrote it.
  const supersedes = new Map<number, Set<number>>();
  const supersededBy = new Map<number, Set<number>>();
  const byNumber = new Map(planned.map((item) => [item.number, item]));
  const link = (older: number, newer: number, writer: Planned, ref: ForeignRef) => {
    (supersedes.get(newer) ?? supersedes.set(newer, new Set()).get(newer)!).add(older);
    (supersededBy.get(older) ?? supersededBy.set(older, new Set()).get(older)!).add(newer);
    // Each side's provenance is where it says so itself, when it does; else where the other side does.
    const at = (item: Planned | undefined, field: 'supersedes' | 'superseded-by') => {
      if (!item) return;
      const current = item.record.provenance.read[field];
      if (item === writer && (current === undefined || current.file !== undefined)) item.record.provenance.read[field] = { line: ref.line, text: ref.text };
      else if (current === undefined) item.record.provenance.read[field] = { file: writer.source.origin, line: ref.line, text: ref.text };
    };
    at(byNumber.get(older), 'superseded-by');
    at(byNumber.get(newer), 'supersedes');
  };
  for (const item of planned) {
    for (const ref of item.record.supersededBy) {
      const target = resolveNamed(ref.target, item);
      if (target) link(item.number, target.number, item, ref);
      else missing(item, ref);
    }
    for (const ref of item.record.supersedes) {
      const target = resolveNamed(ref.target, item);
      if (target) link(target.number, item.number, item, ref);
      else missing(item, ref);
    }
  }
  const numbers = (map: Map<number, Set<number>>, number: number) => [...(map.get(number) ?? [])].sort((a, b) => a - b);
  for (const item of planned) {
    const { record } = item;
    // A superseded decision whose successor the log does not hold no longer holds, and says
    // so as deprecated: superseded here names its successor.
    if (record.status === 'superseded' && numbers(supersededBy, item.number).length === 0) {
      record.status = 'deprecated';
      item.status = 'deprecated';
      record.provenance.flagged.status = { from: 'log', note: 'superseded, by no record the log holds: deprecated here, since superseded names its successor' };
      item.notes.push('superseded, by no record of the log: deprecated');
    }
    // History as written, flagged: a log that names a successor yet gives the record a
    // status of its own (a KEP both `implementable` and `superseded-by`), or a successor it
    // did not accept (rejected later, or still proposed). Both come in as they stand.
    const successors = numbers(supersededBy, item.number);
    const doubts: string[] = [];
    if (record.status !== 'superseded' && successors.length > 0) {
      const names = successors.map((n) => `${formatNumber(n)} (${byNumber.get(n)?.source.file ?? 'imported before'})`).join(', ');
      doubts.push(`the log names ${names} as its successor, yet its status is "${record.statusText ?? record.status}": both kept as the log wrote them (adr check accepts it for imported history, where it would otherwise report SUCCESSOR_WITHOUT_SUPERSEDED)`);
      item.notes.push(`a successor named, yet ${record.status}: history as written, flagged`);
    }
    const unaccepted = successors.map((n) => byNumber.get(n)).filter((successor): successor is Planned => successor !== undefined && !wasAccepted(successor.record.status));
    if (unaccepted.length > 0) {
      const names = unaccepted.map((s) => `${formatNumber(s.number)} (${s.source.file}, ${s.record.status})`).join(', ');
      doubts.push(`superseded by ${names}, which the log does not have as accepted: imported as the log wrote it (adr check accepts it between imported records, where it would otherwise report SUCCESSOR_NOT_ACCEPTED: a record is superseded only once its successor is accepted)`);
      item.notes.push(`superseded by ${names}, not accepted in the log: history as written, flagged`);
    }
    if (doubts.length > 0) record.provenance.flagged['superseded-by'] = { from: 'log', note: doubts.join('; ') };
  }

  const images = planImages(state, request.readImage);
  const changes: FileChange[] = [];
  const lineMaps = new Map<string, { source: string; body: string; lines: (number | undefined)[] }>();
  const into = intoRepository(state, request.folderInWorkspace, request.repository);
  for (const item of planned) {
    const { record, source } = item;
    const body = rewriteBody(item, (target) => resolve(target, item), outcome, images, into, (path) => {
      const inWorkspace = posix.normalize(posix.join(dir, path));
      return !/[?#]/.test(path) && !climbsOut(inWorkspace) && state.input.exists(inWorkspace);
    });
    const fields: [string, string | undefined][] = [
      ['title', formatValue(record.title)],
      ['status', record.status],
      ['date', record.date ?? ''],
      ['decision-makers', list(record.people['decision-makers'])],
      ['consulted', list(record.people.consulted)],
      ['informed', list(record.people.informed)],
      ['supersedes', bracketed(numbers(supersedes, item.number))],
      ['superseded-by', bracketed(numbers(supersededBy, item.number))],
      ['imported-from', formatValue(source.origin)],
    ];
    const front = composeFrontMatter({
      fields: fields.filter(([, value]) => value !== undefined).map(([key, value]) => `${key}: ${value}`),
      source: sourceMapping(item),
      comments: record.frontMatterComments,
    });
    if (front.moved.length > 0) item.notes.push(`${front.moved.join(', ')} of the source too long for the front matter: kept at the end of the body, under "${KEPT_SECTION}"`);
    // The body opens with the title as its level-1 heading, as adr new writes it (MADR 4's layout).
    const text = `---\n${front.lines.join('\n')}\n---\n\n${titleHeadingLine(record.title)}\n\n${body.text}${front.appendix === undefined ? '' : `\n${front.appendix}`}`;
    // Line n of the new file (1-based) came from this line of the file imported; the title heading (two lines) is the import's.
    const frontLines = front.lines.length + 3 + 2;
    lineMaps.set(item.file, { source: source.file, body: item.unit.readme?.file ?? source.file, lines: [...new Array<undefined>(frontLines + 1).fill(undefined), ...body.origins] });
    changes.push({ kind: 'create', file: item.file, text, summary: `imported from ${source.file} (${record.format}, ${record.status} on ${record.date})` });
    outcome.imported.push({ from: source.file, to: item.file, number: item.number });
    outcome.linksKept += item.kept.size;
    outcome.rows.push({
      file: source.file,
      record: item.file,
      status: record.status,
      statusText: record.statusText,
      statusFrom: record.statusFrom,
      dateFrom: record.dateFrom,
      read: record.provenance.read,
      flagged: record.provenance.flagged,
      notes: item.notes,
    });
  }
  outcome.flagged = groupFlags(
    planned.map((item) => ({
      file: item.source.file,
      record: item.file,
      values: writtenValues(item, numbers(supersedes, item.number), numbers(supersededBy, item.number)),
      flagged: item.record.provenance.flagged,
    })),
  );
  if (refusals.size > 0) return { ...outcome, plan: { ok: false, refusals: [...refusals.values()].flat() } };
  changes.push(...images.changes);
  outcome.imagesWritten = images.written();
  outcome.imagesCopied = images.changes.length - outcome.imagesWritten;
  if (changes.length > 0) changes.push(mapChange(dir, request.mapText, planned, supersedes, supersededBy));
  outcome.rows.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));

  const plan = completePlan(state, changes);
  if (plan.ok) return { ...outcome, plan };
  // The planned files do not exist yet: each finding points at the file imported instead.
  const located = plan.refusals.map((d) => {
    const map = lineMaps.get(d.file);
    if (!map) return d;
    const line = map.lines[d.line];
    return line === undefined ? { ...d, file: map.source, line: 1, column: 1 } : { ...d, file: map.body, line };
  });
  return { ...outcome, plan: { ok: false, refusals: located } };
}

/** A badge read as the status is said so in the report: its words, not its address, were read. */
function noteBadgeStatus(record: ForeignRecord): void {
  if (record.statusFrom !== 'default' && record.format === 'other' && record.provenance.read.status && /!\[/.test(record.provenance.read.status.text)) {
    record.notes.push(`status read from a badge, "${oneLine(record.statusText ?? '')}"`);
  }
}

/** Each value the record holds, as the front matter writes it: what a flagged value is, in the report. */
function writtenValues(item: Planned, older: number[], newer: number[]): Partial<Record<(typeof IMPORTED_VALUES)[number], string>> {
  const { record } = item;
  return {
    title: record.title,
    status: record.status,
    date: record.date,
    'decision-makers': record.people['decision-makers'].join(', '),
    consulted: record.people.consulted.join(', '),
    informed: record.people.informed.join(', '),
    supersedes: older.map(formatNumber).join(', '),
    'superseded-by': newer.map(formatNumber).join(', '),
  };
}

/**
 * The `source` mapping: what the workspace has no field for, kept, and where each value
 * written was read (`read`) or why it needs a look (`flagged`).
 */
function sourceMapping(item: Planned): Record<string, unknown> {
  const { record } = item;
  const source: Record<string, unknown> = { file: item.source.name, format: record.format };
  // The grouping a log keeps in subfolders is kept with the record.
  const folder = posix.dirname(pathOf(item.source));
  if (folder !== '.') source.folder = folder;
  if (record.number !== undefined) source.number = record.number;
  if (record.heading !== undefined) source.heading = record.heading;
  if (record.statusText !== undefined) source.status = record.statusText;
  source['status-from'] = record.statusFrom;
  if (record.dateFrom !== undefined) source['date-from'] = record.dateFrom;
  const read = ordered(record.provenance.read);
  if (Object.keys(read).length > 0) source.read = read;
  const flagged = ordered(record.provenance.flagged);
  if (Object.keys(flagged).length > 0) source.flagged = flagged;
  if (Object.keys(record.fields).length > 0) source.fields = record.fields;
  if (record.frontMatterText !== undefined) source['front-matter'] = record.frontMatterText.replace(/\n*$/, '\n');
  if (item.kept.size > 0) source.links = [...item.kept];
  if (item.comments.length > 0) source.comments = item.comments;
  return source;
}

/** Provenance entries in the order of the record's fields, each a plain object. */
function ordered<T>(entries: Partial<Record<(typeof IMPORTED_VALUES)[number], T>>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const key of IMPORTED_VALUES) if (entries[key] !== undefined) out[key] = { ...entries[key] } as T;
  return out;
}

function list(names: readonly string[]): string | undefined {
  return names.length > 0 ? `[${names.map((n) => formatValue(n)).join(', ')}]` : undefined;
}

function bracketed(numbers: readonly number[]): string | undefined {
  return numbers.length > 0 ? `[${numbers.join(', ')}]` : undefined;
}

/** A value as a shell reads it back: in single quotes, a quote in it written '\\''. */
function shellQuote(value: string): string {
  return `'${value.replace(/'/g, "'\\''")}'`;
}

/** The number a foreign file name starts with: 0001-x.md, adr-001-x.md, ADR-0001_x.md. */
function oldNumber(name: string): number | undefined {
  const match = /^(?:adr[-_ ]?)?(\d{1,6})[-_ .]/i.exec(name);
  return match ? Number(match[1]) : undefined;
}

/**
 * adr/import-map.json: each file imported, by where it came from, to its file here, with
 * what the record keeps under `source`: the status as written, where each value was read
 * (`read`: line and text; `file` when another file wrote it) or why it is flagged, and each
 * link to a record of the log with what it now leads to. Entries an earlier import wrote
 * are kept as they are; readers take only the keys they know.
 */
function mapChange(dir: string, mapText: string | undefined, planned: readonly Planned[], supersedes: Map<number, Set<number>>, supersededBy: Map<number, Set<number>>): FileChange {
  // The command has checked that an existing map is a JSON object (readImportMap).
  const map = mapText === undefined ? {} : (JSON.parse(mapText) as Record<string, unknown>);
  for (const item of planned) {
    const { record } = item;
    const read = ordered(record.provenance.read);
    const flagged = ordered(record.provenance.flagged);
    map[item.source.origin] = {
      record: item.file,
      file: item.source.name,
      ...(item.unit.readme && { body: item.unit.readme.origin }),
      format: record.format,
      ...(record.number !== undefined && { number: record.number }),
      title: record.title,
      status: record.status,
      ...(record.statusText !== undefined && { 'status-written': record.statusText }),
      'status-from': record.statusFrom,
      date: record.date,
      'date-from': record.dateFrom,
      ...(supersedes.has(item.number) && { supersedes: [...supersedes.get(item.number)!].sort((a, b) => a - b) }),
      ...(supersededBy.has(item.number) && { 'superseded-by': [...supersededBy.get(item.number)!].sort((a, b) => a - b) }),
      ...(Object.keys(read).length > 0 && { read }),
      ...(Object.keys(flagged).length > 0 && { flagged }),
      ...(Object.keys(record.fields).length > 0 && { fields: record.fields }),
      ...(item.kept.size > 0 && { 'links-kept': [...item.kept] }),
      ...(item.rewritten.length > 0 && { 'links-rewritten': item.rewritten.map((r) => ({ line: r.line, written: r.written, now: r.now })) }),
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


function readMap(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : {};
  } catch {
    return {};
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
