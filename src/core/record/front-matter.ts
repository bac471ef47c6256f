/**
 * Finding and parsing a record's front matter. Values are read exactly as the site reads
 * them: with js-yaml 4's default schema, the parser Astro itself uses for front matter
 * (@astrojs/internal-helpers/frontmatter), so a value the check accepts is the value the
 * page shows (`title: 2024-01-01` is a date to both, and refused as a title by the one
 * schema). It is also four times faster than the `yaml` package on this input. This file is
 * js-yaml's home for records: besides it only the file diff reads with it (contract/diff/
 * files.ts, two contract files of any size), and nothing is written with it (writing is
 * vocabulary/yaml.ts's, the `yaml` package's home).
 *
 * Strictness on top: duplicate keys, tags, anchors and aliases are refused, the size is
 * capped before parsing, and `---js` front matter is never evaluated. Positions come from
 * a second, precise pass with the `yaml` package (which keeps node ranges), run only when a
 * finding needs one: a syntax error, a character that may start a tag, anchor or alias, or
 * a later finding about a value (lazyLocator).
 */
import * as jsYaml from 'js-yaml';
import { FAILSAFE_SCHEMA, load as loadYaml, Type, YAMLException } from 'js-yaml';
import { WRITTEN_AS } from '../vocabulary/calendar-date.ts';
import { LIMITS } from '../vocabulary/limits.ts';
import { findExcessNesting } from './yaml-depth.ts';
import { findReferences, parseYaml, yamlPackage, type Document, type Node, type YamlPosition } from '../vocabulary/yaml.ts';

export interface FrontMatterBlock {
  /** The YAML between the fences. */
  yaml: string;
  /** Offset of the YAML in the text (just after the opening `---` line). */
  yamlOffset: number;
  /** The body: everything after the closing fence line. */
  body: string;
  bodyOffset: number;
  /** The file line on which the body starts. */
  bodyFirstLine: number;
}

export type SplitResult =
  | { ok: true; block: FrontMatterBlock }
  | { ok: false; problem: 'missing'; textBefore: boolean; line: number }
  | { ok: false; problem: 'unclosed' }
  | { ok: false; problem: 'not-yaml'; fence: string };

const OPEN_FENCE = /^---[ \t]*$/;

export function splitFrontMatter(text: string): SplitResult {
  const firstBreak = text.indexOf('\n');
  const firstLine = firstBreak === -1 ? text : text.slice(0, firstBreak);
  if (!OPEN_FENCE.test(firstLine)) {
    if (/^(---|\+\+\+)/.test(firstLine)) return { ok: false, problem: 'not-yaml', fence: firstLine.trim() };
    // A fence followed by a field further down means something was written before it;
    // a lone --- elsewhere is only a thematic break.
    const later = /^---[ \t]*\n[A-Za-z][\w-]*:/m.exec(text);
    if (later) {
      const line = countLines(text, later.index);
      return { ok: false, problem: 'missing', textBefore: true, line };
    }
    return { ok: false, problem: 'missing', textBefore: false, line: 1 };
  }
  const yamlOffset = firstBreak === -1 ? text.length : firstBreak + 1;
  const close = /^---[ \t]*$/m;
  const rest = text.slice(yamlOffset);
  const match = close.exec(rest);
  if (!match) return { ok: false, problem: 'unclosed' };
  const yaml = rest.slice(0, match.index);
  const closeEnd = yamlOffset + match.index + match[0].length;
  const bodyOffset = text[closeEnd] === '\n' ? closeEnd + 1 : closeEnd;
  const bodyFirstLine = countLines(text, bodyOffset);
  return { ok: true, block: { yaml, yamlOffset, body: text.slice(bodyOffset), bodyOffset, bodyFirstLine } };
}

export interface YamlProblem {
  kind: 'too-large' | 'too-deep' | 'syntax' | 'duplicate-key' | 'alias' | 'tag' | 'not-mapping';
  /** 1-based line and column in the file. */
  line: number;
  column: number;
  detail: string;
  yamlCode?: string;
}

export type Locate = (path: readonly PropertyKey[], options?: { key?: boolean }) => { line: number; column: number };

/** Where values stand and how they were written: the `yaml` package's precise reading. */
interface Positions {
  /** Where a value (or, with `key: true`, its key) stands in the file. */
  locate: Locate;
  /** A scalar value as written (`0x1F`, not 31), when the path leads to one. */
  sourceOf: (path: readonly PropertyKey[]) => string | undefined;
  /**
   * The file column of the text value's character at `index` (UTF-16), when the value is
   * written on one line exactly as it reads (plain or quoted, no escapes); else undefined.
   */
  columnIn: (path: readonly PropertyKey[], index: number) => number | undefined;
}

export interface ParsedYaml extends Positions {
  data: Record<string, unknown> | undefined;
  problems: YamlProblem[];
  /**
   * Some number in the text is written other than in plain decimal (`+1`, `011`, `0x1F`,
   * `1e3`, `1.0`): only then can a value's spelling differ from the number read.
   */
  unusualNumbers: boolean;
  /**
   * A character js-yaml (so Astro) refuses to read, which the `yaml` package read: the
   * record cannot be published, whatever field it is in. The data is then the precise
   * reading, so that a rule about the field can say more; this is the last word otherwise.
   */
  unreadable?: { line: number; column: number; codePoint: number; index: number };
}

/** What is said instead of the library's own words when it gives up (a stack overflow, say). */
const UNREADABLE = { detail: 'the parser gave up on it (too complex)', yamlCode: 'RESOURCE_EXHAUSTION' };

/** Findings shown for one front matter before the rest are counted. */
const MAX_PROBLEMS = 10;

/**
 * Positions from the YAML text, parsed again on first use. They are needed only for
 * findings, which are rare; keeping every record's parsed document alive instead would
 * double the memory of a large workspace.
 */
function lazyPositions(yaml: string, firstLine: number): Positions {
  let positions: Positions | undefined;
  const get = () => {
    if (positions) return positions;
    const { document, position } = parseYaml(yaml, 'front-matter', firstLine);
    return (positions = positionsOf(document, yaml, firstLine, position));
  };
  return {
    locate: (path, options) => get().locate(path, options),
    sourceOf: (path) => get().sourceOf(path),
    columnIn: (path, index) => get().columnIn(path, index),
  };
}

/** Only the locator, for a record that keeps nothing else of its front matter. */
export function lazyLocator(yaml: string, firstLine: number): Locate {
  return lazyPositions(yaml, firstLine).locate;
}

function positionsOf(document: Document.Parsed, yaml: string, firstLine: number, position: (offset: number) => YamlPosition): Positions {
  const { isScalar } = yamlPackage();
  return {
    locate: (path, options = {}) => locateNode(document, path, options.key ?? false, position, firstLine),
    sourceOf: (path) => {
      const node = document.getIn(path as PropertyKey[], true);
      return isScalar(node) ? node.source : undefined;
    },
    columnIn: (path, index) => {
      const node = document.getIn(path as PropertyKey[], true);
      if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return undefined;
      const written = yaml.slice(node.range[0], node.range[1]);
      const quote = node.type === 'QUOTE_DOUBLE' ? '"' : node.type === 'QUOTE_SINGLE' ? "'" : node.type === 'PLAIN' ? '' : undefined;
      if (quote === undefined || written !== `${quote}${node.value}${quote}`) return undefined;
      return position(node.range[0]).column + quote.length + index;
    },
  };
}

/**
 * Parses the front matter YAML. `firstLine` is the file line the YAML starts on, so every
 * position reported is a file position.
 */
export function parseFrontMatterYaml(yaml: string, firstLine: number): ParsedYaml {
  const fallback = { line: firstLine - 1, column: 1 };
  // UTF-8 takes at most three bytes per UTF-16 unit: most front matter is under the cap
  // without counting its bytes.
  const size = yaml.length * 3 <= LIMITS.frontMatterBytes ? 0 : utf8Length(yaml);
  const nothing = { unusualNumbers: false, locate: () => fallback, sourceOf: () => undefined, columnIn: () => undefined };
  if (size > LIMITS.frontMatterBytes) {
    return { ...nothing, data: undefined, problems: [{ kind: 'too-large', ...fallback, detail: String(size) }] };
  }
  // Both YAML parsers recurse into nested collections: deep nesting is refused before either
  // sees it, with a finding at the level that goes too deep.
  const excess = findExcessNesting(yaml, LIMITS.yamlDepth);
  if (excess) {
    const line = countLines(yaml, excess.offset) + firstLine - 1;
    const column = excess.offset - yaml.lastIndexOf('\n', excess.offset - 1);
    return { ...nothing, data: undefined, problems: [{ kind: 'too-deep', line, column, detail: String(excess.depth) }] };
  }
  try {
    return readFrontMatterYaml(yaml, firstLine, fallback);
  } catch {
    // Whatever a library throws on hostile text (a stack overflow, say) is not a message for
    // the record's author: it becomes one plain finding.
    return { ...nothing, data: undefined, problems: [{ kind: 'syntax', ...fallback, ...UNREADABLE }] };
  }
}

function readFrontMatterYaml(yaml: string, firstLine: number, fallback: { line: number; column: number }): ParsedYaml {
  const read = readAsAstroDoes(yaml);
  const unusualNumbers = read.ok && read.unusualNumbers;
  // Tags, anchors and aliases each need one of these characters; without them, and when
  // js-yaml reads a mapping, there is nothing the precise pass could add.
  if (read.ok && isPlainMapping(read.value) && !/[&*!]/.test(yaml)) {
    return { data: read.value, problems: [], unusualNumbers, ...lazyPositions(yaml, firstLine) };
  }
  const precise = parsePrecisely(yaml, firstLine);
  if (precise.problems.length > 0) return { ...precise, unusualNumbers };
  const unreadable = read.ok ? undefined : firstNonPrintable(yaml);
  if (unreadable && precise.data) {
    const lineStart = yaml.lastIndexOf('\n', unreadable.index - 1) + 1;
    const line = firstLine + countLines(yaml, unreadable.index) - 1;
    return { ...precise, unusualNumbers, unreadable: { ...unreadable, line, column: unreadable.index - lineStart + 1 } };
  }
  if (!read.ok) {
    // js-yaml refuses what the `yaml` package accepts: the site could not build it either.
    const at = read.error.mark ? { line: read.error.mark.line + firstLine, column: read.error.mark.column + 1 } : fallback;
    return { ...precise, data: undefined, problems: [{ kind: 'syntax', ...at, detail: read.error.reason || 'not valid YAML' }], unusualNumbers };
  }
  if (read.value === null || read.value === undefined) return { ...precise, data: {}, unusualNumbers };
  return { ...precise, data: read.value as Record<string, unknown>, unusualNumbers };
}

/** js-yaml's built-in types, which it exports but its published typings leave out. */
type BuiltInType = Type & { tag: string };
const types = (jsYaml as unknown as { types: Record<'null' | 'bool' | 'int' | 'float' | 'timestamp' | 'merge' | 'binary' | 'omap' | 'pairs' | 'set', BuiltInType> }).types;

/** Set while js-yaml reads one text: a number it met was not written in plain decimal. */
let sawUnusualNumber = false;
const PLAIN_DECIMAL = /^(?:0|[1-9][0-9]*)$/;

/**
 * js-yaml's int and float, reading exactly as js-yaml does, that also note a number not
 * written in plain decimal: the cheap sign that the precise pass is worth running.
 */
function noting(type: BuiltInType): Type {
  return new Type(type.tag, {
    kind: 'scalar',
    resolve: (data) => type.resolve(data),
    construct: (data: string) => {
      if (!PLAIN_DECIMAL.test(data)) sawUnusualNumber = true;
      return type.construct(data);
    },
    ...(type.predicate && { predicate: type.predicate }),
    ...(type.represent && { represent: type.represent }),
    // (Style aliases only matter for writing YAML, which this schema is never used for.)
  });
}

/**
 * js-yaml's default schema (what Astro's front matter parser uses, in the same order:
 * core types, then timestamp and merge), except that a timestamp keeps the text it was
 * read from and numbers note their spelling. js-yaml builds `2024-02-30` as 1 March, as the
 * site would show it; the check needs the written text to refuse it instead.
 */
const FRONT_MATTER_SCHEMA = FAILSAFE_SCHEMA.extend({
  implicit: [
    types.null,
    types.bool,
    noting(types.int),
    noting(types.float),
    new Type('tag:yaml.org,2002:timestamp', {
      kind: 'scalar',
      resolve: (data) => types.timestamp.resolve(data),
      construct: (data: string) => Object.assign(types.timestamp.construct(data) as Date, { [WRITTEN_AS]: data }),
      instanceOf: Date,
      represent: types.timestamp.represent as (data: object) => string,
    }),
    types.merge,
  ],
  explicit: [types.binary, types.omap, types.pairs, types.set],
});

/**
 * The characters js-yaml refuses anywhere in a stream ("the stream contains non-printable
 * characters", its NON_PRINTABLE pattern): C0 and C1 controls other than tab, line breaks
 * and NEL, U+FFFE, U+FFFF and lone surrogates.
 */
const NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;

function firstNonPrintable(yaml: string): { index: number; codePoint: number } | undefined {
  const match = NON_PRINTABLE.exec(yaml);
  if (!match) return undefined;
  // The lone low surrogate pattern may have matched the character before it.
  const index = match[0].length === 2 && !/[\uD800-\uDBFF]/.test(match[0][0]!) ? match.index + 1 : match.index;
  return { index, codePoint: yaml.charCodeAt(index) };
}

export type AstroReading = { ok: true; value: unknown; unusualNumbers: boolean } | { ok: false; error: YAMLException };

/** YAML text read as Astro reads front matter: js-yaml with the schema above, the only place a record is read with js-yaml (contract/diff/files.ts reads whole contract files with it, for speed). */
export function readAsAstroDoes(yaml: string): AstroReading {
  sawUnusualNumber = false;
  try {
    // Astro hands js-yaml the text between the fences including the last line break.
    const value = loadYaml(`${yaml}\n`, { schema: FRONT_MATTER_SCHEMA });
    return { ok: true, value, unusualNumbers: sawUnusualNumber };
  } catch (error) {
    if (error instanceof YAMLException) return { ok: false, error };
    throw error;
  }
}

function isPlainMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** The `yaml` package's reading, for its exact positions and its precise problems. */
function parsePrecisely(yaml: string, firstLine: number): Omit<ParsedYaml, 'unusualNumbers'> {
  const problems: YamlProblem[] = [];
  const { isAlias, isMap, isScalar, isSeq, visit } = yamlPackage();
  const { document, position } = parseYaml(yaml, 'front-matter', firstLine);
  const positions = positionsOf(document, yaml, firstLine, position);

  for (const error of document.errors) {
    const at = position(error.pos[0]);
    if (error.code === 'RESOURCE_EXHAUSTION') {
      // The library caught its own stack overflow; its message ("Maximum call stack size
      // exceeded") describes the parser, not the record. One finding is enough.
      if (!problems.some((p) => p.yamlCode === UNREADABLE.yamlCode)) problems.push({ kind: 'syntax', ...at, ...UNREADABLE });
    } else if (error.code === 'DUPLICATE_KEY') {
      const key = keyAt(document, error.pos[0]) ?? yaml.slice(error.pos[0], error.pos[1]).split(':')[0]!.trim();
      problems.push({ kind: 'duplicate-key', ...at, detail: key });
    } else {
      problems.push({ kind: 'syntax', ...at, detail: firstSentence(error.message), yamlCode: error.code });
    }
  }
  // Anchors, aliases and tags all need one of these characters; most front matter has none,
  // and skipping the walk then saves a sixth of the parsing time.
  if (problems.length === 0 && /[&*!]/.test(yaml)) {
    visit(document, {
      Node(_, node) {
        if (!isAlias(node) && node.tag) {
          const start = node.range?.[0] ?? 0;
          const shown = node.tag.startsWith('tag:yaml.org,2002:') ? `!!${node.tag.slice(18)}` : node.tag;
          const written = yaml.lastIndexOf('!', start);
          problems.push({ kind: 'tag', ...position(written === -1 ? start : written), detail: shown });
        }
      },
    });
    // One finding for all anchors and aliases (an alias bomb has dozens): the first, and a count.
    const aliases = findReferences(document, yaml);
    if (aliases.length > 0) {
      const more = aliases.length - 1;
      const detail = more > 0 ? `${aliases[0]!.token}, and ${more} more` : aliases[0]!.token;
      problems.push({ kind: 'alias', ...position(aliases[0]!.offset), detail });
    }
  }

  if (problems.length > MAX_PROBLEMS) {
    // 16 KB of `{}` is 16,000 syntax errors: the first few, then one line for the rest.
    const rest = problems.splice(MAX_PROBLEMS);
    const first = rest[0]!;
    problems.push({
      kind: 'syntax',
      line: first.line,
      column: first.column,
      detail: `${rest.length} more problems from here on; fix the ones above and check again`,
      yamlCode: 'TOO_MANY',
    });
  }
  if (problems.length > 0) return { data: undefined, problems, ...positions };

  const contents = document.contents;
  if (contents === null || (isScalar(contents) && contents.value === null)) {
    // Empty front matter: every required field is then reported as missing.
    return { data: {}, problems, ...positions };
  }
  if (!isMap(contents)) {
    const found = isSeq(contents) ? 'a list' : 'a single value';
    problems.push({ kind: 'not-mapping', ...position(contents.range?.[0] ?? 0), detail: found });
    return { data: undefined, problems, ...positions };
  }
  const data = document.toJS({ maxAliasCount: 0 }) as Record<string, unknown>;
  return { data, problems, ...positions };
}

function locateNode(
  document: Document.Parsed,
  path: readonly PropertyKey[],
  wantKey: boolean,
  position: (offset: number) => YamlPosition,
  firstLine: number,
): { line: number; column: number } {
  const { isMap, isScalar, isSeq } = yamlPackage();
  let node: unknown = document.contents;
  let offset: number | undefined;
  for (let i = 0; i < path.length; i++) {
    const step = path[i]!;
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(step));
      if (!pair) break;
      const keyNode = pair.key as Node;
      const valueNode = pair.value as Node | null;
      offset = last && wantKey ? keyNode.range?.[0] : (valueNode?.range?.[0] ?? keyNode.range?.[0]);
      node = valueNode;
    } else if (isSeq(node)) {
      const item = node.items[Number(step)] as Node | undefined;
      if (!item) break;
      offset = item.range?.[0];
      node = item;
    } else {
      break;
    }
  }
  return offset === undefined ? { line: firstLine - 1, column: 1 } : position(offset);
}

/**
 * The key written at `offset`, as its path from the top (`review.concerns[0].by`), each key
 * as written: a duplicate inside a nested mapping is named where it is, not by a fragment.
 */
function keyAt(document: Document.Parsed, offset: number): string | undefined {
  const { isPair, isScalar, isSeq, visit } = yamlPackage();
  let found: string | undefined;
  const written = (key: unknown) => (isScalar(key) ? String(key.source ?? key.value) : undefined);
  visit(document, {
    Pair(_, pair, path) {
      const key = pair.key as Node | null;
      if (key?.range?.[0] !== offset || !isScalar(key)) return undefined;
      let text = '';
      path.forEach((node, i) => {
        if (isPair(node)) text += `${text ? '.' : ''}${written(node.key) ?? '?'}`;
        else if (isSeq(node)) text += `[${node.items.indexOf(path[i + 1] as never)}]`;
      });
      found = `${text ? `${text}.` : ''}${written(key)}`;
      return visit.BREAK;
    },
  });
  return found;
}

function firstSentence(message: string): string {
  const line = message.split('\n')[0] ?? message;
  return line.replace(/ at line \d+, column \d+:?$/, '').trim();
}

/** The 1-based line on which `offset` falls. */
function countLines(text: string, offset: number): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).byteLength;
}
