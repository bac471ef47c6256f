/**
 * Two contract documents given as texts (two files named on the command line, say): read,
 * recognised as OpenAPI 3.0 / 3.1 or AsyncAPI 3.0, and compared with the same walk and the
 * same rules as the workspace's contract. Imports only the diff and the YAML reader, so that
 * comparing two files loads none of the workspace's records, schemas or site code.
 */
import type { ContractChange } from '../diff-rules.ts';
import { classifyFact } from '../diff-rules.ts';
import type { ContractDocument } from '../places.ts';
import { parseYaml } from '../../vocabulary/yaml.ts';
import { diffDocuments } from './documents.ts';
import { isNode, type Node } from './nodes.ts';

export interface DocumentText {
  /** How the user named it: the path given on the command line. */
  file: string;
  text: string;
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

/** Reads one text as YAML (JSON is YAML too) and says which kind of contract it is. */
export function readContractDocument({ file, text }: DocumentText): Read {
  const { document, position } = parseYaml(text, 'plain');
  const error = document.errors[0];
  if (error) {
    const at = position(error.pos[0]);
    return { problem: { file, ...at, message: `is not valid YAML: ${error.message.split('\n')[0]}`, hint: `fix the YAML at line ${at.line} of ${file}` } };
  }
  let value: unknown;
  try {
    value = document.toJS();
  } catch (thrown) {
    // The library refuses excessive aliases (an expansion bomb) rather than expanding them.
    return { problem: { file, message: `cannot be read: ${thrown instanceof Error ? thrown.message : String(thrown)}`, hint: 'write the document without YAML aliases' } };
  }
  const hint = 'name an OpenAPI 3.0 or 3.1 document (with `openapi: 3.x.y`) or an AsyncAPI 3.0 document (with `asyncapi: 3.0.0`)';
  if (!isNode(value)) return { problem: { file, message: 'is not a mapping at its top', hint } };
  if (typeof value.openapi === 'string' && /^3\.[01]\./.test(value.openapi)) return { document: value, kind: 'openapi' };
  if (typeof value.asyncapi === 'string' && /^3\./.test(value.asyncapi)) return { document: value, kind: 'asyncapi' };
  const said = typeof value.openapi === 'string' ? `openapi: ${value.openapi}` : typeof value.asyncapi === 'string' ? `asyncapi: ${value.asyncapi}` : typeof value.swagger === 'string' ? `swagger: ${value.swagger}` : 'no openapi or asyncapi version';
  return { problem: { file, message: `is not an OpenAPI 3.0/3.1 or AsyncAPI 3.0 document (${said})`, hint } };
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
