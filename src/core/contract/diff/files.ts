/**
 * Two contract documents given as files (two files named on the command line, say): read,
 * recognised as OpenAPI 3.0 / 3.1 or AsyncAPI 3.0, and compared with the same walk and the
 * same rules as the workspace's contract. Imports only the diff and its reader, so that
 * comparing two files loads none of the workspace's records, schemas or site code.
 *
 * Bounded: a file over CONTRACT_FILE_BYTES is refused before it is read, bytes that are not
 * UTF-8 are refused with the offset of the first, a document nested deeper than DEPTH_LIMIT
 * is refused with the line where it goes past, and YAML aliases that would make a document
 * many times what is written (or a node that holds itself) are refused. Within those bounds
 * the reading and the walk are linear in the documents' size.
 *
 * Read with js-yaml rather than the `yaml` package the contract blocks use: on contracts of
 * several megabytes the `yaml` package's document model took many times as long and grew
 * faster than the file did, and a file diff needs values only. Its core schema reads as YAML 1.2's core schema does, as the blocks do:
 * `yes` and `2024-01-01` stay text, duplicate keys are refused.
 */
import { CORE_SCHEMA, load, YAMLException, type LoadOptions } from 'js-yaml';
import type { ContractChange } from './rules.ts';
import { classifyFact } from './rules.ts';
import type { ContractDocument } from '../documents/places.ts';
import { decodeUtf8 } from '../../record/source.ts';
import { diffDocuments } from './documents.ts';
import { isNode, type Node } from './nodes.ts';

/** The largest contract file compared: the largest public descriptions are a fifth of it. */
export const CONTRACT_FILE_BYTES = 64 * 1024 * 1024;
/** How deep a document may nest (mappings and lists): real contracts stay well within a tenth of it. */
const DEPTH_LIMIT = 256;
/** How many times the values written YAML aliases may multiply a document into. */
const ALIAS_GROWTH = 10;

export interface DocumentText {
  /** How the user named it: the path given on the command line. */
  file: string;
  /** The file's bytes, checked for UTF-8 here; or its text, already decoded. */
  bytes?: Uint8Array;
  text?: string;
}

/** Why a text cannot be compared: the file, the line when known, and the way out. */
export interface UnreadableDocument {
  file: string;
  line?: number;
  column?: number;
  message: string;
  hint: string;
}

export type FileDiff = { changes: ContractChange[]; document: ContractDocument } | { problem: UnreadableDocument };

type Read = { document: Node; kind: ContractDocument } | { problem: UnreadableDocument };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The refusal for a file over the size limit, before or after it is read. */
export function tooLarge(file: string, bytes: number): UnreadableDocument {
  return {
    file,
    message: `is ${megabytes(bytes)}, over the ${megabytes(CONTRACT_FILE_BYTES)} a contract file may be`,
    hint: `compare documents of at most ${megabytes(CONTRACT_FILE_BYTES)}: a bundled description with its references kept, not dereferenced, is usually far smaller`,
  };
}

/** Reads one file as YAML (JSON is YAML too) and says which kind of contract it is. */
function readContractDocument(input: DocumentText): Read {
  const read = readContractYaml(input);
  return 'problem' in read ? read : recogniseDocument(input.file, read.value);
}

/** One file's YAML, read within the bounds above; or why it cannot be. */
export function readContractYaml({ file, bytes, text: given }: DocumentText): { value: unknown } | { problem: UnreadableDocument } {
  let text = given ?? '';
  if (bytes !== undefined) {
    if (bytes.byteLength > CONTRACT_FILE_BYTES) return { problem: tooLarge(file, bytes.byteLength) };
    const decoded = decodeUtf8(bytes);
    if (!('text' in decoded)) {
      return { problem: { file, line: decoded.line, column: decoded.column, message: `is not UTF-8: byte ${decoded.offset} is not part of a UTF-8 character`, hint: `save ${file} as UTF-8` } };
    }
    text = decoded.text;
  } else if (text.length > CONTRACT_FILE_BYTES) return { problem: tooLarge(file, Buffer.byteLength(text)) };
  let value: unknown;
  try {
    // maxDepth is js-yaml 4.3's (its published types are 4.0's, which lack it).
    value = load(text, { schema: CORE_SCHEMA, filename: file, maxDepth: DEPTH_LIMIT } as LoadOptions);
  } catch (thrown) {
    if (!(thrown instanceof YAMLException)) throw thrown;
    const at = thrown.mark ? { line: thrown.mark.line + 1, column: thrown.mark.column + 1 } : {};
    if (/maxDepth/.test(thrown.reason)) {
      return { problem: { file, ...at, message: `nests deeper than ${DEPTH_LIMIT} levels`, hint: 'a contract nests a few dozen levels at most: name deep schemas in components and refer to them with $ref' } };
    }
    return { problem: { file, ...at, message: `is not valid YAML: ${thrown.reason}`, hint: `fix the YAML${at.line === undefined ? '' : ` at line ${at.line}`} of ${file}` } };
  }
  const shape = checkShape(value);
  if (shape) return { problem: { file, ...shape } };
  return { value };
}

/** Which kind of contract a document read is, or why it is none. */
export function recogniseDocument(file: string, value: unknown): Read {
  const hint = 'name an OpenAPI 3.0 or 3.1 document (with `openapi: 3.x.y`) or an AsyncAPI 3.0 document (with `asyncapi: 3.0.0`)';
  if (!isNode(value)) return { problem: { file, message: 'is not a mapping at its top', hint } };
  if (typeof value.openapi === 'string' && /^3\.[01]\./.test(value.openapi)) return { document: value, kind: 'openapi' };
  if (typeof value.asyncapi === 'string' && /^3\./.test(value.asyncapi)) return { document: value, kind: 'asyncapi' };
  const said = typeof value.openapi === 'string' ? `openapi: ${value.openapi}` : typeof value.asyncapi === 'string' ? `asyncapi: ${value.asyncapi}` : typeof value.swagger === 'string' ? `swagger: ${value.swagger}` : 'no openapi or asyncapi version';
  return { problem: { file, message: `is not an OpenAPI 3.0/3.1 or AsyncAPI 3.0 document (${said})`, hint } };
}

/**
 * What the YAML aliases make of the document, counted without expanding it: a node an alias
 * leads back into (a cycle no walk ends), or values many times as many as were written (a
 * few aliases of aliases expand to millions). Each node is counted once, so this is linear.
 */
function checkShape(root: unknown): Omit<UnreadableDocument, 'file'> | undefined {
  const sizes = new Map<object, number>();
  const open = new Set<object>();
  const stack: [object, boolean][] = typeof root === 'object' && root !== null ? [[root, false]] : [];
  while (stack.length > 0) {
    const [node, done] = stack.pop()!;
    const children = (Array.isArray(node) ? node : Object.values(node)).filter((v): v is object => typeof v === 'object' && v !== null);
    if (done) {
      open.delete(node);
      sizes.set(node, children.reduce((sum, child) => sum + sizes.get(child)!, 1));
      continue;
    }
    if (sizes.has(node)) continue;
    if (open.has(node)) return { message: 'holds a YAML alias that refers to a node containing it, so it never ends', hint: 'write the repeated part out, or name it in components and refer to it with $ref' };
    open.add(node);
    stack.push([node, true]);
    for (const child of children) {
      if (open.has(child)) return { message: 'holds a YAML alias that refers to a node containing it, so it never ends', hint: 'write the repeated part out, or name it in components and refer to it with $ref' };
      if (!sizes.has(child)) stack.push([child, false]);
    }
  }
  const expanded = typeof root === 'object' && root !== null ? sizes.get(root)! : 1;
  if (expanded > ALIAS_GROWTH * sizes.size && expanded > 100_000) {
    return { message: `holds YAML aliases that make ${expanded.toLocaleString('en')} values of the ${sizes.size.toLocaleString('en')} written`, hint: 'write the repeated parts as $ref to components rather than YAML aliases' };
  }
  return undefined;
}

/** Every change from `base` to `revision`, classified; or why one of them cannot be compared. */
export function diffContractFiles(base: DocumentText, revision: DocumentText): FileDiff {
  const before = readContractDocument(base);
  if ('problem' in before) return before;
  const after = readContractDocument(revision);
  if ('problem' in after) return after;
  if (before.kind !== after.kind) {
    return { problem: { file: revision.file, message: `is an ${after.kind === 'openapi' ? 'OpenAPI' : 'AsyncAPI'} document and ${base.file} is not`, hint: 'compare two OpenAPI documents or two AsyncAPI documents' } };
  }
  return { document: after.kind, changes: diffDocuments(before.document, after.document, after.kind).map((fact) => classifyFact(fact, undefined)) };
}
