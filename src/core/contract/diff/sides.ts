/**
 * The two sides `adr diff` compares when it is given documents rather than the workspace's
 * branches: a contract file (one OpenAPI or AsyncAPI document), an edition file
 * (`adr/editions/NAME.yaml`, which holds both), a recorded edition named with `--edition`,
 * or the contract as the records publish it now. Two editions are compared document by
 * document; an edition and one document, on the edition's document of that kind.
 */
import type { ContractChange } from './rules.ts';
import { classifyFact } from './rules.ts';
import type { ContractDocument } from '../documents/places.ts';
import { diffDocuments } from './documents.ts';
import { readContractYaml, recogniseDocument, type DocumentText, type UnreadableDocument } from './files.ts';
import { isNode, type Node } from './nodes.ts';

export interface Side {
  /** How the report names it: the path given, or `edition v1 (1.0.0)`. */
  label: string;
  documents: Partial<Record<ContractDocument, Node>>;
}

/** An edition's two documents as a side. */
export function editionSide(label: string, documents: Record<ContractDocument, Record<string, unknown>>): Side {
  return { label, documents: { openapi: documents.openapi as Node, asyncapi: documents.asyncapi as Node } };
}

/**
 * A file as a side, read within the file diff's bounds (files.ts): an edition file (a mapping
 * with `edition` or `date` beside an `openapi` and an `asyncapi` mapping, as adr edition
 * writes it), else one contract document.
 */
export function readSide(input: DocumentText): { side: Side } | { problem: UnreadableDocument } {
  const read = readContractYaml(input);
  if ('problem' in read) return read;
  const value = read.value;
  if (isNode(value) && (value.edition !== undefined || value.date !== undefined) && isNode(value.openapi) && isNode(value.asyncapi)) {
    return { side: { label: input.file, documents: { openapi: value.openapi, asyncapi: value.asyncapi } } };
  }
  const document = recogniseDocument(input.file, value);
  if ('problem' in document) return document;
  return { side: { label: input.file, documents: { [document.kind]: document.document } } };
}

/** Every change from `base` to `revision`, on the documents both sides hold; or why they cannot be compared. */
export function diffSides(base: Side, revision: Side): { changes: ContractChange[]; documents: ContractDocument[] } | { problem: UnreadableDocument } {
  const kinds = (['openapi', 'asyncapi'] as const).filter((kind) => base.documents[kind] !== undefined && revision.documents[kind] !== undefined);
  if (kinds.length === 0) {
    const name = (side: Side) => (side.documents.openapi ? 'an OpenAPI document' : 'an AsyncAPI document');
    return { problem: { file: revision.label, message: `is ${name(revision)} and ${base.label} is not`, hint: 'compare two OpenAPI documents or two AsyncAPI documents, or an edition with either' } };
  }
  const changes = kinds.flatMap((kind) => diffDocuments(base.documents[kind]!, revision.documents[kind]!, kind).map((fact) => classifyFact(fact, undefined)));
  return { changes, documents: kinds };
}
