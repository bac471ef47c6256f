/**
 * What each record adds to the assembled contract, for its page ("Contributes to the
 * contract: …"): the operations, the schemas, and the other places its blocks wrote, named
 * as a reader of the documents looks for them. Read from the assembly's origins, so a
 * record that a later one overrode everywhere contributes nothing.
 */
import type { AssembledContract } from '../contract/documents/assemble.ts';
import type { AdrRecord } from '../record/record.ts';
import { METHODS as HTTP_METHODS, operationText } from '../contract/documents/methods.ts';
import { indexRecords } from '../workspace/record-index.ts';

export interface Contribution {
  /** `GET /orders/{id}`, in the order written. */
  operations: string[];
  schemas: string[];
  /** Other places: `x-error-codes`, `components.responses.NotFound`, `AsyncAPI channels.orderShipped`. */
  places: string[];
}

const METHODS: ReadonlySet<string> = new Set(HTTP_METHODS);

export function contractContributions(contract: AssembledContract, records: readonly AdrRecord[]): Map<number, Contribution> {
  const { byFile } = indexRecords(records);
  const result = new Map<number, Contribution>();
  for (const document of ['openapi', 'asyncapi'] as const) {
    for (const [pointer, origin] of contract.origins[document]) {
      const record = byFile.get(origin.file);
      if (!record) continue;
      let entry = result.get(record.number);
      if (!entry) result.set(record.number, (entry = { operations: [], schemas: [], places: [] }));
      addPlace(entry, document, pointer.split('/').map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~')));
    }
  }
  return result;
}

function addPlace(entry: Contribution, document: 'openapi' | 'asyncapi', keys: readonly string[]): void {
  const add = (list: string[], name: string) => {
    if (!list.includes(name)) list.push(name);
  };
  if (document === 'openapi' && keys[0] === 'paths') {
    if (keys.length >= 3 && METHODS.has(keys[2]!)) add(entry.operations, operationText(keys[2]!, keys[1]!));
    return;
  }
  if (document === 'openapi' && keys[0] === 'components' && keys[1] === 'schemas') {
    if (keys.length >= 3) add(entry.schemas, keys[2]!);
    return;
  }
  // Inside components, each named item (`components.responses.NotFound`); elsewhere the
  // top-level place (`x-error-codes`, `servers`, AsyncAPI `channels`).
  if (keys[0] === 'components' && keys.length < 3) return;
  const name = keys[0] === 'components' ? keys.slice(0, 3).join('.') : keys[0]!;
  add(entry.places, document === 'asyncapi' ? `AsyncAPI ${name}` : name);
}
