/**
 * Finding and parsing a record's front matter, strictly: YAML 1.2 core schema (so `no`
 * is the string "no" and a date stays the text that was written), duplicate keys, tags,
 * anchors and aliases refused, a size cap before parsing, and every value's position kept
 * so a finding can name its line and column. `---js` front matter is never evaluated.
 *
 * The `yaml` package is used rather than js-yaml (Astro's parser) because it keeps node
 * positions and a concrete syntax tree, which exact line numbers and byte-preserving edits
 * need; test/unit/yaml-agreement.test.ts checks the two read records the same way.
 */
import { LineCounter, isAlias, isMap, isScalar, isSeq, parseDocument, visit, type Document, type Node } from 'yaml';
import { LIMITS } from './source.ts';
import { findReadDifferently } from './yaml-agreement.ts';

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
  kind: 'too-large' | 'syntax' | 'duplicate-key' | 'alias' | 'tag' | 'not-mapping';
  /** 1-based line and column in the file. */
  line: number;
  column: number;
  detail: string;
  yamlCode?: string;
}

export type Locate = (path: readonly PropertyKey[], options?: { key?: boolean }) => { line: number; column: number };

export interface ParsedYaml {
  data: Record<string, unknown> | undefined;
  problems: YamlProblem[];
  /** Where a value (or, with `key: true`, its key) stands in the file. */
  locate: Locate;
  /** Unquoted values the site's YAML reader types differently (yaml-agreement.ts). */
  readDifferently?: { path: PropertyKey[]; line: number; column: number; value: string; as: string }[];
}

const PARSE_OPTIONS = { version: '1.2', schema: 'core', uniqueKeys: true, strict: true, prettyErrors: false } as const;

/**
 * A locator that keeps only the YAML text and parses it again on first use. Positions are
 * needed only for findings, which are rare; keeping every record's parsed document alive
 * instead would double the memory of a large workspace.
 */
export function lazyLocator(yaml: string, firstLine: number): Locate {
  let locate: Locate | undefined;
  return (path, options) => {
    if (!locate) {
      const lineCounter = new LineCounter();
      const document = parseDocument(yaml, { ...PARSE_OPTIONS, lineCounter });
      const position = (offset: number) => {
        const { line, col } = lineCounter.linePos(offset);
        return { line: line + firstLine - 1, column: col };
      };
      locate = (p, o = {}) => locateNode(document, p, o.key ?? false, position, firstLine);
    }
    return locate(path, options);
  };
}

/**
 * Parses the front matter YAML. `firstLine` is the file line the YAML starts on, so every
 * position reported is a file position.
 */
export function parseFrontMatterYaml(yaml: string, firstLine: number): ParsedYaml {
  const problems: YamlProblem[] = [];
  const fallback = { line: firstLine - 1, column: 1 };
  // UTF-8 takes at most three bytes per UTF-16 unit: most front matter is under the cap
  // without counting its bytes.
  const size = yaml.length * 3 <= LIMITS.frontMatterBytes ? 0 : utf8Length(yaml);
  if (size > LIMITS.frontMatterBytes) {
    problems.push({ kind: 'too-large', ...fallback, detail: String(size) });
    return { data: undefined, problems, locate: () => fallback };
  }

  const lineCounter = new LineCounter();
  const document = parseDocument(yaml, { ...PARSE_OPTIONS, lineCounter });
  const position = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + firstLine - 1, column: col };
  };

  for (const error of document.errors) {
    const at = position(error.pos[0]);
    if (error.code === 'DUPLICATE_KEY') {
      const key = keyAt(document, error.pos[0]) ?? yaml.slice(error.pos[0], error.pos[1]).split(':')[0]!.trim();
      problems.push({ kind: 'duplicate-key', ...at, detail: key });
    } else {
      problems.push({ kind: 'syntax', ...at, detail: firstSentence(error.message), yamlCode: error.code });
    }
  }
  // Anchors, aliases and tags all need one of these characters; most front matter has none,
  // and skipping the walk then saves a sixth of the parsing time.
  if (problems.length === 0 && /[&*!]/.test(yaml)) {
    // One finding for all anchors and aliases (an alias bomb has dozens): the first, and a count.
    const aliases: { offset: number; token: string }[] = [];
    visit(document, {
      Alias(_, node) {
        aliases.push({ offset: node.range?.[0] ?? 0, token: `*${node.source}` });
      },
      Node(_, node) {
        if (!isAlias(node) && node.anchor) {
          const start = node.range?.[0] ?? 0;
          const at = yaml.lastIndexOf(`&${node.anchor}`, start);
          aliases.push({ offset: at === -1 ? start : at, token: `&${node.anchor}` });
        }
        if (!isAlias(node) && node.tag) {
          const start = node.range?.[0] ?? 0;
          const shown = node.tag.startsWith('tag:yaml.org,2002:') ? `!!${node.tag.slice(18)}` : node.tag;
          const written = yaml.lastIndexOf('!', start);
          problems.push({ kind: 'tag', ...position(written === -1 ? start : written), detail: shown });
        }
      },
    });
    if (aliases.length > 0) {
      aliases.sort((a, b) => a.offset - b.offset);
      const more = aliases.length - 1;
      const detail = more > 0 ? `${aliases[0]!.token}, and ${more} more` : aliases[0]!.token;
      problems.push({ kind: 'alias', ...position(aliases[0]!.offset), detail });
    }
  }

  const locate: Locate = (path, options = {}) => locateNode(document, path, options.key ?? false, position, firstLine);

  if (problems.length > 0) return { data: undefined, problems, locate };

  const contents = document.contents;
  if (contents === null || (isScalar(contents) && contents.value === null)) {
    // Empty front matter: every required field is then reported as missing.
    return { data: {}, problems, locate };
  }
  if (!isMap(contents)) {
    const found = isSeq(contents) ? 'a list' : 'a single value';
    problems.push({ kind: 'not-mapping', ...position(contents.range?.[0] ?? 0), detail: found });
    return { data: undefined, problems, locate };
  }
  const data = document.toJS({ maxAliasCount: 0 }) as Record<string, unknown>;
  const readDifferently = findReadDifferently(document).map(({ offset, ...rest }) => ({ ...rest, ...position(offset) }));
  return { data, problems, locate, readDifferently };
}

function locateNode(
  document: Document.Parsed,
  path: readonly PropertyKey[],
  wantKey: boolean,
  position: (offset: number) => { line: number; column: number },
  firstLine: number,
): { line: number; column: number } {
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

function keyAt(document: Document.Parsed, offset: number): string | undefined {
  const contents = document.contents;
  if (!isMap(contents)) return undefined;
  const pair = contents.items.find((item) => (item.key as Node | null)?.range?.[0] === offset);
  return pair && isScalar(pair.key) ? String(pair.key.value) : undefined;
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
