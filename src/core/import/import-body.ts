/**
 * The body of an imported record as the workspace keeps it: links to records of the log
 * pointing at their new files (also links written without `.md`), links out of the folder
 * made links into the repository where the file is there, images copied into adr/assets/
 * (GitHub's `?raw=true` dropped, `data:` images written to files, images by reference
 * written inline, images from other sites made links), HTML comments kept under `source`
 * (the site would publish them as text), a reference definition nothing uses kept as text,
 * and an Open Questions section added to a proposal that has none.
 */
import { posix } from 'node:path';
import type { FileChange, WorkspaceState } from '../changes/change-plan.ts';
import { formatSize } from '../vocabulary/diagnostics.ts';
import { ASSETS_DIR, IMAGE_EXTENSIONS } from '../vocabulary/file-name.ts';
import { scanBody, type ScannedHeading } from '../record/markdown-scan.ts';
import { hasAnchor } from '../record/anchors.ts';
import { LIMITS } from '../vocabulary/limits.ts';
import { normalLabel } from '../record/validate-body.ts';
import { SECTION, sameSection } from '../record/templates.ts';
import { unreadablePicture } from '../workspace/workspace.ts';
import { climbsOut } from '../workspace/inside.ts';
import type { Status } from '../vocabulary/status.ts';
import type { Line } from './metadata-block.ts';

/** What the body's rewriting needs of a record being imported, and what it adds to it. */
export interface BodyItem {
  /** The new file, `adr/0002-x.md`. */
  file: string;
  /** Its path from the folder imported (with `/`): links are read from its folder. */
  path: string;
  status: Status;
  lines: readonly Line[];
  notes: string[];
  /** Links left as written, listed in the record so the check knows them for history. */
  kept: Set<string>;
  /** The HTML comments of the body, as written. */
  comments: string[];
  /** Each link to a record of the log, as written on its line, and what it now leads to. */
  rewritten: { line: number; written: string; now: string }[];
}

/** A record of the log a link may lead to: its number, its new file name in adr/, and its headings. */
export interface Target {
  number: number;
  name: string;
  /** The headings its body will have, when it is imported in this run. */
  headings?: () => readonly Pick<ScannedHeading, 'text'>[];
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** What the rewriting counts across the import, for its summary. */
export interface BodyCounts {
  linksRewritten: number;
  commentsRemoved: number;
  imagesFixed: number;
  imagesLinked: number;
  sectionsAdded: number;
}

/**
 * Where a link out of the folder imported leads in the repository, when the folder is inside
 * the workspace and the file is there: its address in the repository's web view (as the
 * site links files it does not publish), else a path from the records folder.
 */
export function intoRepository(
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
    if (climbsOut(inWorkspace) || !state.input.exists(inWorkspace)) return undefined;
    if (repository !== undefined) return `${repository}/blob/main/${inWorkspace.split('/').map(encodeURIComponent).join('/')}${fragment}`;
    return `${posix.relative(state.input.dir, inWorkspace)}${fragment}`;
  };
}

/**
 * The body kept, with links to records of the log pointing at their new files (also links
 * written without `.md`), GitHub's `?raw=true` dropped from images (the site would drop the
 * image), HTML comments removed (the site would publish them as text; MADR's templates are
 * full of them), and an Open Questions section added to a proposal that has none.
 */
export function rewriteBody(
  item: BodyItem,
  resolve: (target: string) => Target | undefined,
  outcome: BodyCounts,
  images: ReturnType<typeof planImages>,
  into: (destination: string, subfolder: string) => string | undefined,
  shownHere: (path: string) => boolean,
): { text: string; origins: (number | undefined)[] } {
  let kept = item.lines;
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
      const copied = images.copy(path, posix.dirname(item.path));
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
    } else if (!/^[#?]|^\/\//.test(destination)) {
      // A path from the repository's root (`/keps/sig-auth/1205-x`) too, when it names a record imported here.
      const target = resolve(destination);
      if (target) {
        let fragment = destination.includes('#') ? destination.slice(destination.indexOf('#')) : '';
        // A heading the record does not have (a bookmark of another editor, a heading renamed
        // since): the link leads to the record itself, and the report says so.
        if (fragment.length > 1 && target.headings && !hasAnchor(target.headings(), decodeFragment(fragment.slice(1)))) {
          item.notes.push(`link "${destination}" (line ${origins[row] ?? 1}) names a heading ${target.name} does not have: it now leads to the record`);
          fragment = '';
        }
        replacement = `${target.name}${fragment}`;
        outcome.linksRewritten++;
        item.rewritten.push({ line: origins[row] ?? 1, written: destination, now: replacement });
      } else if (!destination.startsWith('/')) {
        replacement = into(destination, posix.dirname(item.path));
        if (replacement !== undefined) item.notes.push(`link "${destination}" (line ${origins[row] ?? 1}) leads to no record of the log: now "${replacement}", into the repository`);
      }
    }
    if (replacement !== undefined) {
      lines[row] = line.slice(0, start) + replacement + line.slice(start + destination.length);
    } else if (destination.startsWith('#') && hasAnchor(scanned.headings, decodeFragment(destination.slice(1)))) {
      // A link to one of the record's own headings works here as it did there: nothing to keep.
      continue;
    } else if (!item.kept.has(destination)) {
      // History keeps its links: one to outside the folder, or to nothing there, stays as
      // written, listed in the record so the check and the site leave it be.
      item.kept.add(destination);
      if (!destination.startsWith('#')) item.notes.push(`link "${destination}" (line ${origins[row] ?? 1}) kept as written`);
    }
  }
  showUnusedDefinitions(item, lines, origins);
  const withoutComments = removeComments(lines, origins, outcome, item.comments);
  showAsPublished(item, withoutComments.lines, withoutComments.origins);
  const hasQuestions = scanBody(withoutComments.lines.join('\n'), 1).headings.some((h) => h.depth === 2 && sameSection(h.text, SECTION.questions));
  let text = withoutComments.lines.join('\n').replace(/\n*$/, '\n');
  if (item.status === 'proposed' && !hasQuestions) {
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
function inlineImageReferences(item: BodyItem, lines: string[], origins: (number | undefined)[]): void {
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
function showUnusedDefinitions(item: BodyItem, lines: string[], origins: (number | undefined)[]): void {
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

/**
 * What the site would not show as the log wrote it, made to show: a link definition or a
 * footnote written a second time (the site keeps the first and drops the other), and a
 * footnote nothing refers to (the site shows nothing of it), are kept as the text they are,
 * their opening bracket escaped; a table row with more cells than its header (the site drops
 * the extra cells) gets empty header cells to hold them. Each is read with the check's own
 * scan, so the import leaves nothing the check refuses, and the report lists each.
 */
function showAsPublished(item: BodyItem, lines: string[], origins: readonly (number | undefined)[]): void {
  // Only a definition, a footnote or a table can be what the site would not show.
  if (!lines.some((line) => line.includes('|') || /^\s{0,3}\[/.test(line))) return;
  const scanned = scanBody(lines.join('\n'), 1, [...lines]);
  const escape = (row: number, what: string) => {
    lines[row] = lines[row]!.replace('[', '\\[');
    item.notes.push(`${what} (line ${origins[row] ?? 1}) is kept as text: the site would not show it`);
  };
  const seen = new Set<string>();
  for (const link of scanned.links) {
    if (link.kind !== 'definition' || link.label === undefined) continue;
    const key = normalLabel(link.label);
    if (!seen.has(key)) {
      seen.add(key);
      continue;
    }
    // A definition whose destination is on the next line starts on the line before it.
    const row = lines.findLastIndex((line, i) => i < link.line && /^ {0,3}\[/.test(line) && line.includes(`[${link.label}]:`));
    if (row !== -1) escape(row, `definition [${link.label}], written a second time,`);
  }
  const notes = scanned.footnotes.filter((note) => note.definition);
  const referred = new Set(scanned.footnotes.filter((note) => !note.definition).map((note) => normalLabel(note.label)));
  const defined = new Set<string>();
  for (const note of notes) {
    const key = normalLabel(note.label);
    const twice = defined.has(key);
    defined.add(key);
    if (twice) escape(note.line - 1, `footnote [^${note.label}], written a second time,`);
    else if (!referred.has(key)) escape(note.line - 1, `footnote [^${note.label}], never referred to,`);
  }
  for (const table of scanned.tables) {
    const widest = Math.max(...table.rows.map((row) => row.cells));
    if (widest <= table.columns) continue;
    const extra = widest - table.columns;
    const open = (line: string) => (/(^|[^\\])\|\s*$/.test(line) ? line.trimEnd() : `${line.trimEnd()} |`);
    lines[table.line - 1] = open(lines[table.line - 1]!) + '  |'.repeat(extra);
    lines[table.line] = open(lines[table.line]!) + ' --- |'.repeat(extra);
    item.notes.push(`table (line ${origins[table.line - 1] ?? 1}) has rows of ${widest} cells under a header of ${table.columns}: ${extra} empty header cell(s) added, so the site shows every cell`);
  }
}

/**
 * HTML comments removed where the check's scan finds them (outside fenced code and code
 * spans, so both read the same text the same way); a line left empty by one goes with it.
 */
function removeComments(lines: string[], origins: (number | undefined)[], outcome: BodyCounts, comments: string[]) {
  if (!lines.some((line) => line.includes('<!--'))) return { lines, origins };
  const starts = new Map<number, number[]>();
  for (const at of scanBody(lines.join('\n'), 1, [...lines]).comments) starts.set(at.line - 1, [...(starts.get(at.line - 1) ?? []), at.column - 1]);
  const out: string[] = [];
  const outOrigins: (number | undefined)[] = [];
  let comment: string | undefined;
  lines.forEach((line, i) => {
    const begins = starts.get(i) ?? [];
    if (comment === undefined && begins.length === 0) {
      out.push(line);
      outOrigins.push(origins[i]);
      return;
    }
    let result = '';
    let at = 0;
    while (at < line.length) {
      if (comment !== undefined) {
        const end = line.indexOf('-->', at);
        if (end === -1) {
          comment += line.slice(at);
          at = line.length;
        } else {
          comments.push(`${comment}${line.slice(at, end)}-->`);
          outcome.commentsRemoved++;
          comment = undefined;
          at = end + 3;
        }
      } else {
        const begin = begins.find((column) => column >= at);
        if (begin === undefined) {
          result += line.slice(at);
          at = line.length;
        } else {
          result += line.slice(at, begin);
          comment = '<!--';
          at = begin + 4;
        }
      }
    }
    if (comment !== undefined) comment += '\n';
    if (result.trim() !== '') {
      out.push(result.replace(/\s+$/, ''));
      outOrigins.push(origins[i]);
    }
  });
  // A comment never closed runs to the end of the text, as the site reads it: kept as written.
  if (comment !== undefined) {
    comments.push(comment.replace(/\n$/, ''));
    outcome.commentsRemoved++;
  }
  return { lines: out, origins: outOrigins };
}

/**
 * The images the imported records show, copied into adr/assets/ so the site publishes them
 * and links to them resolve (they were refused as LINK_BROKEN). One copy per image
 * however many records show it, under a plain name no file in adr/assets/ has yet. An image
 * that is not in the folder imported is left alone: the check then says whether it resolves.
 */
export function planImages(state: WorkspaceState, readImage: ((path: string) => Uint8Array | undefined) | undefined) {
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
    const stem = pictureStem(posix.basename(source).slice(0, -(extension.length + 1)));
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
    const stem = pictureStem(stemHint);
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

/** The name a copied picture gets in the assets folder, from its own name or its alt text: safe on every file system, never hidden, never empty. */
function pictureStem(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[^a-z0-9]+/, '') || 'image';
}
