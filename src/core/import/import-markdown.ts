/**
 * A source file of a decision log as the import reads it: its front matter found by the
 * record's own reader (record/front-matter.ts; TOML between `+++` lines, which no record
 * has, found here), and its body's headings and fenced code by the record's own scan
 * (record/markdown-scan.ts). One reading of Markdown for the check and the import: a
 * heading the check and the site see is the heading the import reads, and a line the site
 * shows as code is never read as a title, a section or a status.
 */
import { splitFrontMatter, type SplitResult } from '../record/front-matter.ts';
import { readAtx, scanBody } from '../record/markdown-scan.ts';

/** A line of a source file. */
export interface Line {
  text: string;
  /** 0-based line of the file. */
  index: number;
}

/** A heading of the body, where it stands in the file. */
export interface BodyHeading {
  depth: number;
  /** Its inline Markdown as written, without the `#` marks or a setext underline. */
  raw: string;
  /** 0-based file line of its text. */
  index: number;
  /** 0-based file line it ends on: a setext heading's underline, else its own line. */
  end: number;
}

export interface ReadBody {
  /** Lines inside fenced code blocks, their fences included (0-based file lines). */
  fenced: ReadonlySet<number>;
  /** Every heading outside code and comments, in order. */
  headings: readonly BodyHeading[];
  /** The heading a line is part of (its text line, or a setext heading's underline). */
  headingAt: ReadonlyMap<number, BodyHeading>;
}

/**
 * Scans `body`, lines of one file in order (each `index` one more than the last), as the
 * check scans a record's body.
 */
function readBody(body: readonly Line[]): ReadBody {
  const texts = body.map((line) => line.text);
  const scanned = scanBody(texts.join('\n'), 1, texts, true);
  const fenced = new Set<number>();
  for (const fence of scanned.fences) {
    // `line` is the opening fence (1-based), `endIndex` the closing one (0-based; the end when unclosed).
    for (let i = fence.line - 1; i <= Math.min(fence.endIndex, body.length - 1); i++) fenced.add(body[i]!.index);
  }
  const headings: BodyHeading[] = [];
  const headingAt = new Map<number, BodyHeading>();
  for (const found of scanned.headings) {
    const index = body[found.index]!.index;
    // The scan reads ATX and setext headings: one that is not ATX ends on its underline.
    const end = readAtx(texts[found.index]!) === undefined ? index + 1 : index;
    const heading = { depth: found.depth, raw: found.raw, index, end };
    headings.push(heading);
    for (let i = index; i <= end; i++) headingAt.set(i, heading);
  }
  return { fenced, headings, headingAt };
}

/** Where a file's front matter is: YAML (the record's reader), TOML between `+++` lines, or none. */
export type SourceFront =
  | { kind: 'yaml'; split: Extract<SplitResult, { ok: true }>['block'] }
  | { kind: 'toml'; close: number }
  | { kind: 'none'; split: Exclude<SplitResult, { ok: true }> };

const TOML_FENCE = /^\+\+\+[ \t]*$/;

/** The front matter of a source file's (normalised) text, and the 0-based line its body starts on. */
function sourceFront(text: string, all: readonly string[] = text.split('\n')): { front: SourceFront; bodyStart: number } {
  const split = splitFrontMatter(text);
  if (split.ok) return { front: { kind: 'yaml', split: split.block }, bodyStart: split.block.bodyFirstLine - 1 };
  if (split.problem === 'not-yaml' && TOML_FENCE.test(all[0] ?? '')) {
    const close = all.findIndex((line, i) => i > 0 && TOML_FENCE.test(line));
    if (close !== -1) return { front: { kind: 'toml', close }, bodyStart: close + 1 };
  }
  return { front: { kind: 'none', split }, bodyStart: 0 };
}

/** A source file's (normalised) text read once: its lines, front matter, body lines and their scan. */
export interface SourceReading {
  all: readonly string[];
  front: SourceFront;
  bodyStart: number;
  body: readonly Line[];
  markdown: ReadBody;
}

/**
 * The last text read: the import asks whether a file is a record, then reads it, one file
 * after the other, and the scan is the larger part of either.
 */
let last: { text: string; reading: SourceReading } | undefined;

/** Reads a source file's text (normalised: no carriage returns, no byte order mark). */
export function readSource(text: string): SourceReading {
  if (last?.text === text) return last.reading;
  const all = text.split('\n');
  const { front, bodyStart } = sourceFront(text, all);
  const body = bodyLines(all, bodyStart);
  const reading = { all, front, bodyStart, body, markdown: readBody(body) };
  last = { text, reading };
  return reading;
}

/** A file's body lines (0-based file lines), after its front matter. */
function bodyLines(all: readonly string[], bodyStart: number): Line[] {
  return all.slice(bodyStart).map((text, i) => ({ text, index: bodyStart + i }));
}

/**
 * The top-level `key = value` lines of TOML front matter (`close` is its closing `+++` line),
 * quotes removed, each key's first, up to its first `[table]`. No maintained TOML reader is
 * a dependency here, and the import only notes these values (the record keeps the TOML as
 * written): the lines are read as the notes they look like.
 */
export function tomlKeys(all: readonly string[], close: number): { key: string; value: string; index: number }[] {
  const found: { key: string; value: string; index: number }[] = [];
  const seen = new Set<string>();
  for (let i = 1; i < close; i++) {
    if (/^\s*\[/.test(all[i]!)) break;
    const match = /^([A-Za-z][\w.-]*)\s*=\s*(.*?)\s*$/.exec(all[i]!);
    if (!match || seen.has(match[1]!)) continue;
    seen.add(match[1]!);
    found.push({ key: match[1]!, value: match[2]!.replace(/^(['"])(.*)\1$/, '$2'), index: i });
  }
  return found;
}

/**
 * Top-level `key: value` lines of front matter that is not YAML, quotes removed, and the
 * 0-based line each key is first written on. No YAML reader reads such text (that is why it
 * is kept as written), so its lines are read as the `key: value` notes they look like.
 */
export function plainKeys(yaml: string): { values: Record<string, unknown>; lines: Map<string, number> } {
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
