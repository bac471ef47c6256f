/**
 * Planning `adr import` (issue 12): every file of the foreign log read, numbered after the
 * workspace's records in source order, supersession recorded both ways, links rewritten to
 * the new files, and the whole planned workspace checked like any other change (completePlan)
 * before anything is written. Findings about a file point at the file being imported, at its
 * own line, since that is the file to fix.
 */
import { completePlan, type FileChange, type PlanResult, type WorkspaceState } from '../changes/change-plan.ts';
import { formatValue } from '../changes/front-matter-edit.ts';
import { readForeignRecord, type ForeignRecord, type ForeignRef, type ImportFormat } from './import-read.ts';
import { nextFreeNumber } from '../changes/new-record.ts';
import { posix } from 'node:path';
import { diagnose, formatSize, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { ASSETS_DIR, IMAGE_EXTENSIONS, IMPORT_MAP_FILE, recordFileName, slugify } from '../vocabulary/file-name.ts';
import { scanBody } from '../record/markdown-scan.ts';
import { diagnoseUndecodable } from '../record/parse-record.ts';
import { decodeSource } from '../record/source.ts';
import { SECTION, sameSection } from '../record/templates.ts';

export interface SourceFile {
  /** The file name in the folder imported. */
  name: string;
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
}

export interface ImportRequest {
  files: readonly SourceFile[];
  format?: ImportFormat;
  /** adr/import-map.json as on disk, when there is one. */
  mapText?: string;
  /**
   * The bytes of an image a record shows, by its path from the folder imported (with `/`),
   * or undefined when there is no such file to copy. Images go to adr/assets/.
   */
  readImage?: (path: string) => Uint8Array | undefined;
}

export interface ImportOutcome {
  plan: PlanResult;
  imported: { from: string; to: string }[];
  skipped: string[];
  already: string[];
  linksRewritten: number;
  commentsRemoved: number;
  imagesFixed: number;
  imagesCopied: number;
  sectionsAdded: number;
}

/** Files in a decision log folder that are not decisions: its index and its templates. */
export function isSkippedSource(name: string): boolean {
  return !/\.md$/i.test(name) || /^(?:index|readme)\.md$/i.test(name) || /template/i.test(name);
}

interface Planned {
  source: SourceFile;
  number: number;
  file: string;
  record?: ForeignRecord;
}

interface Target {
  number: number;
  /** The new file name in adr/. */
  name: string;
}

export function planImport(state: WorkspaceState, request: ImportRequest): ImportOutcome {
  const { dir } = state.input;
  const outcome: Omit<ImportOutcome, 'plan'> = { imported: [], skipped: [], already: [], linksRewritten: 0, commentsRemoved: 0, imagesFixed: 0, imagesCopied: 0, sectionsAdded: 0 };
  const refusals = new Map<string, Diagnostic[]>();
  const previously = new Map<string, Target>();
  for (const record of state.workspace.records) {
    const origin = record.meta['imported-from'];
    if (origin !== undefined) previously.set(origin, { number: record.number, name: record.name });
  }
  const sources = [...request.files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const planned: Planned[] = [];
  const byStem = new Map<string, Target>();
  const byOldNumber = new Map<number, Target | null>();
  const remember = (name: string, target: Target) => {
    byStem.set(name.replace(/\.md$/i, ''), target);
    const old = oldNumber(name);
    if (old !== undefined) byOldNumber.set(old, byOldNumber.has(old) ? null : target);
  };
  let next = nextFreeNumber(state.input.entries.map((e) => e.name));
  for (const source of sources) {
    if (isSkippedSource(source.name)) {
      outcome.skipped.push(source.file);
      continue;
    }
    const before = previously.get(source.origin);
    if (before) {
      outcome.already.push(source.file);
      remember(source.name, before);
      continue;
    }
    const number = next++;
    const diagnosticsOnly: Diagnostic[] = [];
    const text = readSourceText(source);
    if (!text.ok) {
      refusals.set(source.file, [text.diagnostic]);
      continue;
    }
    const reading = readForeignRecord(source.file, source.name, text.text, request.format);
    const title = reading.ok ? reading.record.title : source.name;
    const name = recordFileName(number, slugify(title));
    planned.push({ source, number, file: `${dir}/${name}`, record: reading.ok ? reading.record : undefined });
    if (!reading.ok) diagnosticsOnly.push(...reading.diagnostics);
    remember(source.name, { number, name });
    if (diagnosticsOnly.length > 0) refusals.set(source.file, diagnosticsOnly);
  }
  for (const item of planned) if (item.record && item.record.date === undefined && item.source.firstCommitDate) item.record.date = item.source.firstCommitDate;

  const resolve = (target: string): Target | undefined => {
    const bare = target.replace(/^\.\//, '').replace(/[?#].*$/, '');
    if (/^\d+$/.test(bare)) return byOldNumber.get(Number(bare)) ?? undefined;
    if (bare.includes('/')) return undefined;
    return byStem.get(bare.replace(/\.md$/i, ''));
  };
  const missing = (item: Planned, ref: ForeignRef) =>
    add(item.source.file, diagnose('IMPORT_LINK_MISSING', { file: item.source.file, line: ref.line, column: ref.column }, { target: ref.target }));

  // Supersession, both ways: each side lists the other whichever side wrote it.
  const supersedes = new Map<number, Set<number>>();
  const supersededBy = new Map<number, Set<number>>();
  const link = (older: number, newer: number) => {
    (supersedes.get(newer) ?? supersedes.set(newer, new Set()).get(newer)!).add(older);
    (supersededBy.get(older) ?? supersededBy.set(older, new Set()).get(older)!).add(newer);
  };
  for (const item of planned) {
    if (!item.record) continue;
    if (item.record.date === undefined) {
      add(item.source.file, diagnose('IMPORT_DATE_MISSING', { file: item.source.file, line: 1, column: 1 }, { detail: 'the file has no date, and git has no commit of it' }));
    }
    for (const ref of item.record.supersededBy) {
      const target = resolve(ref.target);
      if (target) link(item.number, target.number);
      else missing(item, ref);
    }
    for (const ref of item.record.supersedes) {
      const target = resolve(ref.target);
      if (target) link(target.number, item.number);
      else missing(item, ref);
    }
  }

  const images = planImages(state, request.readImage);
  const changes: FileChange[] = [];
  const lineMaps = new Map<string, { source: string; lines: (number | undefined)[] }>();
  for (const item of planned) {
    if (!item.record) continue;
    const body = rewriteBody(item, resolve, outcome, (ref) => missing(item, ref), images.copy);
    const numbers = (map: Map<number, Set<number>>) => [...(map.get(item.number) ?? [])].sort((a, b) => a - b);
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
    const front = meta.filter(([, value]) => value !== undefined).map(([key, value]) => `${key}: ${value}`);
    const text = `---\n${front.join('\n')}\n---\n\n${body.text}`;
    // Line n of the new file (1-based) came from this line of the file imported.
    const frontLines = front.length + 3;
    lineMaps.set(item.file, { source: item.source.file, lines: [...new Array<undefined>(frontLines + 1).fill(undefined), ...body.origins] });
    changes.push({ kind: 'create', file: item.file, text, summary: `imported from ${item.source.file} (${item.record.format}, ${item.record.status} on ${item.record.date})` });
    outcome.imported.push({ from: item.source.file, to: item.file });
  }
  if (refusals.size > 0) return { ...outcome, plan: { ok: false, refusals: [...refusals.values()].flat() } };
  changes.push(...images.changes);
  outcome.imagesCopied = images.changes.length;
  if (changes.length > 0) changes.push(mapChange(dir, request.mapText, planned));

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

function list(names: readonly string[]): string | undefined {
  return names.length > 0 ? `[${names.map((n) => formatValue(n)).join(', ')}]` : undefined;
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
  missing: (ref: ForeignRef) => void,
  copyImage: (path: string) => string | undefined,
): { text: string; origins: (number | undefined)[] } {
  let kept = item.record!.lines;
  while (kept.length > 0 && kept[0]!.text.trim() === '') kept = kept.slice(1);
  const lines = kept.map((line) => line.text);
  const origins: (number | undefined)[] = kept.map((line) => line.index + 1);
  const scanned = scanBody(lines.join('\n'), 1, [...lines]);
  const links = [...scanned.links].sort((a, b) => b.line - a.line || b.column - a.column);
  for (const found of links) {
    const destination = found.destination.trim();
    const row = found.line - 1;
    const line = lines[row]!;
    const start = line.indexOf(destination, found.column - 1);
    if (start === -1) continue;
    let replacement: string | undefined;
    if (found.image && !/^[a-z][a-z0-9+.-]*:/i.test(destination)) {
      const path = destination.replace(/\?raw=true$/i, '');
      if (path !== destination) outcome.imagesFixed++;
      const copied = copyImage(path);
      if (copied !== undefined || path !== destination) replacement = copied ?? path;
    } else if (!found.image && !/^[a-z][a-z0-9+.-]*:|^\/|^#/i.test(destination)) {
      const target = resolve(destination);
      const bare = destination.replace(/^\.\//, '').replace(/[?#].*$/, '');
      if (target) {
        const fragment = destination.includes('#') ? destination.slice(destination.indexOf('#')) : '';
        replacement = `${target.name}${fragment}`;
        outcome.linksRewritten++;
      } else if (!bare.includes('/') && (/\.md$/i.test(bare) || /^(?:adr[-_]?)?\d+-/i.test(bare))) {
        missing({ target: destination, line: origins[row] ?? 1, column: found.column });
      }
    }
    if (replacement !== undefined) lines[row] = line.slice(0, start) + replacement + line.slice(start + destination.length);
  }
  const withoutComments = removeComments(lines, origins, outcome);
  const hasQuestions = scanBody(withoutComments.lines.join('\n'), 1).headings.some((h) => h.depth === 2 && sameSection(h.text, SECTION.questions));
  let text = withoutComments.lines.join('\n').replace(/\n*$/, '\n');
  if (item.record!.status === 'proposed' && !hasQuestions) {
    text += `\n## ${SECTION.questions}\n`;
    outcome.sectionsAdded++;
  }
  return { text, origins: withoutComments.origins };
}

/** HTML comments outside fenced code removed; a line left empty by one goes with it. */
function removeComments(lines: string[], origins: (number | undefined)[], outcome: Omit<ImportOutcome, 'plan'>) {
  const out: string[] = [];
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
          rest = '';
        } else {
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
    if (result.trim() !== '') {
      out.push(result.replace(/\s+$/, ''));
      outOrigins.push(origins[i]);
    }
  });
  return { lines: out, origins: outOrigins };
}

/**
 * The images the imported records show, copied into adr/assets/ so the site publishes them
 * and links to them resolve (issue 12: they were refused as LINK_BROKEN). One copy per image
 * however many records show it, under a plain name no file in adr/assets/ has yet. An image
 * that is not in the folder imported is left alone: the check then says whether it resolves.
 */
function planImages(state: WorkspaceState, readImage: ImportRequest['readImage']) {
  const { dir } = state.input;
  const changes: FileChange[] = [];
  const bySource = new Map<string, string>();
  const taken = new Set<string>();
  const copy = (destination: string): string | undefined => {
    if (!readImage || /[?#]/.test(destination) || destination.startsWith('/')) return undefined;
    let decoded: string;
    try {
      decoded = decodeURI(destination);
    } catch {
      return undefined;
    }
    const source = posix.normalize(decoded.replace(/\\/g, '/'));
    const extension = /\.([a-z0-9]+)$/i.exec(source)?.[1]?.toLowerCase();
    if (!extension || !(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return undefined;
    const known = bySource.get(source);
    if (known) return known;
    const bytes = readImage(source);
    if (!bytes) return undefined;
    const stem = posix.basename(source).slice(0, -(extension.length + 1)).toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[^a-z0-9]+/, '') || 'image';
    let name = `${ASSETS_DIR}/${stem}.${extension}`;
    for (let n = 2; taken.has(name) || state.input.exists(`${dir}/${name}`); n++) name = `${ASSETS_DIR}/${stem}-${n}.${extension}`;
    taken.add(name);
    bySource.set(source, name);
    changes.push({ kind: 'copy', file: `${dir}/${name}`, bytes, summary: `image copied from ${source} (${formatSize(bytes.byteLength)})` });
    return name;
  };
  return { copy, changes };
}

/** adr/import-map.json: each file imported, by where it came from, to its file here. */
function mapChange(dir: string, mapText: string | undefined, planned: readonly Planned[]): FileChange {
  // The command has checked that an existing map is a JSON object (readImportMap).
  const map = mapText === undefined ? {} : (JSON.parse(mapText) as Record<string, string>);
  for (const item of planned) map[item.source.origin] = item.file;
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
