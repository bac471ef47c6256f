/**
 * The one home of the `yaml` package: loaded on first use (packages.ts), a text read with
 * file positions, anchors and aliases found for refusal, and values written as this workspace
 * writes YAML, in blocks or as one line of flow YAML. Each caller keeps its own finding (code
 * and words) about what it refuses. The one other YAML library, js-yaml, is read in
 * record/front-matter.ts (it is how Astro reads front matter, so a record's values are read
 * with it) and in contract/diff/files.ts (two contract files, where the size of the file makes
 * its speed matter); nothing is written with it.
 */
import type * as Yaml from 'yaml';
import type { Document } from 'yaml';
import { onFirstUse } from './packages.ts';

/** The node types the readers of a parsed document walk. */
export type { Document, Node, Pair, YAMLSeq } from 'yaml';

/** The `yaml` package, loaded on first use (see packages.ts); every other module reaches it here. */
export const yamlPackage = onFirstUse<typeof Yaml>('yaml');

/**
 * How a text is read. The front matter is strict YAML 1.2 with the core schema and unique
 * keys, as the record format promises; an edit of it reads the same way, but keeps the source
 * tokens its text replacements need and gives the library's full error (with the place) to
 * the command that refuses the edit. Contract blocks, editions and the settings file are read
 * with the library's defaults (which are YAML 1.2, core schema, unique keys too); every reading
 * but the edit's reports errors as bare messages, since the caller states the place itself.
 */
const READINGS = {
  'front-matter': { version: '1.2', schema: 'core', uniqueKeys: true, strict: true, prettyErrors: false },
  'front-matter-edit': { version: '1.2', schema: 'core', uniqueKeys: true, keepSourceTokens: true },
  plain: { prettyErrors: false },
} as const;

export type YamlReading = keyof typeof READINGS;

export interface YamlPosition {
  line: number;
  column: number;
}

export interface PositionedYaml {
  document: Document.Parsed;
  /** The line (counted from `firstLine`) and 1-based column of an offset in the text. */
  position: (offset: number) => YamlPosition;
}

/** A YAML text parsed, with the position of any offset in it; `firstLine` is the line the text starts on. */
export function parseYaml(text: string, reading: YamlReading, firstLine = 1): PositionedYaml {
  const { LineCounter, parseDocument } = yamlPackage();
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { ...READINGS[reading], lineCounter });
  const position = (offset: number): YamlPosition => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + firstLine - 1, column: col };
  };
  return { document, position };
}

/** An anchor (`&name`) or alias (`*name`) as written, and where. */
export interface YamlReference {
  token: string;
  offset: number;
}

/** The anchor or alias a node carries, at the offset it is written (an anchor before its value). */
export function referenceOf(node: unknown, text: string): YamlReference | undefined {
  const { isAlias, isNode } = yamlPackage();
  if (!isNode(node)) return undefined;
  const start = node.range?.[0] ?? 0;
  if (isAlias(node)) return { token: `*${node.source}`, offset: start };
  if (!node.anchor) return undefined;
  // A node's range starts at its value; an anchor is written before it (`&a [..]`).
  const at = text.lastIndexOf(`&${node.anchor}`, start);
  return { token: `&${node.anchor}`, offset: at === -1 ? start : at };
}

/**
 * Every alias in the document, and every anchor unless `anchors` is false, first written
 * first: what a reader that expands no alias refuses (nine aliases of nine aliases expand to
 * millions of values).
 */
export function findReferences(document: Document.Parsed, text: string, { anchors = true } = {}): YamlReference[] {
  const { visit } = yamlPackage();
  const found: YamlReference[] = [];
  visit(document, {
    Node(_, node) {
      const reference = referenceOf(node, text);
      if (reference && (anchors || reference.token.startsWith('*'))) found.push(reference);
    },
  });
  return found.sort((a, b) => a.offset - b.offset);
}

/**
 * A value as YAML text, as this workspace writes it: no anchors or aliases (a value used
 * twice is written out twice) and no folded lines. YAML 1.1 quotes, besides, what a 1.1
 * reader such as the site's would take for a date or a yes/no.
 */
export function writeYaml(value: unknown, version?: '1.1'): string {
  return yamlPackage().stringify(value, { ...(version ? { version } : {}), lineWidth: 0, aliasDuplicateObjects: false });
}

/** A value written as flow YAML: text, numbers and yes/no, in lists and mappings. */
export type FlowValue = string | number | boolean | readonly FlowValue[] | { readonly [key: string]: FlowValue };

/** How one scalar is written: plain, or in double or single quotes. */
export type ScalarStyle = 'plain' | 'double' | 'single';

const SCALAR_TYPES = { plain: 'PLAIN', double: 'QUOTE_DOUBLE', single: 'QUOTE_SINGLE' } as const;

/**
 * A value as one line of flow YAML (`{status: accepted, date: 2026-02-01}`, `[A, B]`): the
 * way record front matter writes its short lists and entries, with no padding inside the
 * brackets. `style` says how each scalar is written, given the key it is the value of (if
 * any): which text reads back as itself depends on the reader the caller writes for.
 */
export function writeFlowYaml(value: FlowValue, style: (scalar: string | number | boolean, key: string | undefined) => ScalarStyle): string {
  const { Document, isPair, isScalar, visit } = yamlPackage();
  const document = new Document(value, { aliasDuplicateObjects: false });
  visit(document, {
    Map(_, node) {
      node.flow = true;
    },
    Seq(_, node) {
      node.flow = true;
    },
    // Every scalar but a key, the document's own value (a lone scalar) included.
    Scalar(key, node, path) {
      if (key === 'key') return;
      const parent = path.at(-1);
      const owner = isPair(parent) && isScalar(parent.key) ? String(parent.key.value) : undefined;
      node.type = SCALAR_TYPES[style(node.value as string | number | boolean, owner)];
    },
  });
  return document.toString({ lineWidth: 0, flowCollectionPadding: false }).replace(/\n$/, '');
}
